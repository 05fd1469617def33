import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_QUOTE_PRICE_DAYS } from '../shared/price-hold';
import { aLead } from '../tests/support/a-lead';
import { resolveFixture } from '../tests/support/booking-fixtures';
import { withTempDir } from '../tests/support/temp-dir';
import {
  type Config,
  DEFAULT_BOOKING_LINK_DAYS,
  DEFAULT_DATABASE_FILE,
  DEFAULT_DEVELOPMENT_HOST,
  DEFAULT_LOOKUP_LIMIT,
  DEFAULT_OUTBOX_KEEP_DAYS,
  DEFAULT_SUBMISSION_LIMIT,
  readConfig,
} from './config';
import { DEFAULT_MAIL_DIR } from './notify/email/transport/mail-settings';
import { quotePrice } from './quote/pricing/quoted-price';
import { RATE_TABLE } from './quote/pricing/rate-table';

const CWD = '/srv/shipquote';
const SECRET = 'a-very-secret-webhook-key-0123456789';
const WEBHOOK = 'https://crm.example/hooks/leads';
const CMS = 'https://cms.example/graphql';
const BLOG_SECRET = 'a-blog-revalidate-secret-of-32-ch';

function configOf(env: Record<string, string | undefined>): Config {
  const result = readConfig(env, CWD);
  if (!result.ok) throw new Error(`expected a valid config, got: ${result.errors.join(' | ')}`);
  return result.config;
}

function errorsOf(env: Record<string, string | undefined>): string[] {
  const result = readConfig(env, CWD);
  if (result.ok) throw new Error('expected the config to be refused');
  return result.errors;
}

describe('readConfig with nothing set', () => {
  it('needs no configuration: every setting has a working default', () => {
    expect(configOf({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      databaseFile: join(CWD, DEFAULT_DATABASE_FILE),
      databaseUrl: undefined,
      publicUrl: undefined,
      allowedOrigins: [],
      crmWebhookUrl: undefined,
      crmWebhookSecret: undefined,
      gtmId: undefined,
      wpGraphqlUrl: undefined,
      trustProxy: 0,
      rateLimits: {
        lookups: { max: DEFAULT_LOOKUP_LIMIT, windowMs: 60_000 },
        submissions: { max: DEFAULT_SUBMISSION_LIMIT, windowMs: 60_000 },
      },
      production: false,
      serveExamples: true,
      outboxKeepDays: DEFAULT_OUTBOX_KEEP_DAYS,
      outboxLeaseSeconds: undefined,
      crmMaxRetrySeconds: undefined,
      bookingLinkDays: DEFAULT_BOOKING_LINK_DAYS,
      leadRetentionDays: undefined,
      orderRetentionDays: undefined,
      mail: expect.objectContaining({ transport: 'eml-folder', folder: join(CWD, DEFAULT_MAIL_DIR) }),
      quotePriceDays: DEFAULT_QUOTE_PRICE_DAYS,
      reviewUrl: undefined,
      staffEmail: [],
      rateTable: RATE_TABLE,
    });
  });

  it('keeps the database under ./data of the working folder by default', () => {
    expect(configOf({}).databaseFile).toBe('/srv/shipquote/data/shipquote.db');
  });

  it('treats empty and blank values as unset', () => {
    const blank = {
      PORT: '',
      DATABASE_FILE: '  ',
      PUBLIC_URL: '',
      ALLOWED_ORIGINS: ' ',
      CRM_WEBHOOK_URL: '',
      CRM_WEBHOOK_SECRET: '   ',
      RATE_LIMIT_LOOKUPS: '',
      RATE_LIMIT_SUBMISSIONS: ' ',
      TRUST_PROXY: '',
    };
    expect(configOf(blank)).toEqual(configOf({}));
  });

  it('reads process.env and the process folder when called without arguments', () => {
    expect(typeof readConfig().ok).toBe('boolean');
  });
});

describe('readConfig with good values', () => {
  it('listens on this machine only by default outside production, and on HOST when it is set', () => {
    expect(DEFAULT_DEVELOPMENT_HOST).toBe('127.0.0.1');
    expect(configOf({}).host).toBe('127.0.0.1');
    expect(configOf({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(configOf({ HOST: ' :: ' }).host).toBe('::');
    expect(configOf({ HOST: '192.0.2.2' }).host).toBe('192.0.2.2');
    expect(configOf({ HOST: 'localhost' }).host).toBe('localhost');
  });

  it('reads PORT, including 0 (the system chooses)', () => {
    expect(configOf({ PORT: '8080' }).port).toBe(8080);
    expect(configOf({ PORT: '0' }).port).toBe(0);
    expect(configOf({ PORT: ' 4000 ' }).port).toBe(4000);
    expect(configOf({ PORT: '65535' }).port).toBe(65_535);
  });

  it('resolves a relative DATABASE_FILE against the working folder and keeps an absolute one', () => {
    expect(configOf({ DATABASE_FILE: 'db/leads.sqlite' }).databaseFile).toBe('/srv/shipquote/db/leads.sqlite');
    expect(configOf({ DATABASE_FILE: '/var/lib/shipquote/leads.db' }).databaseFile).toBe('/var/lib/shipquote/leads.db');
  });

  it('passes :memory: through for tests', () => {
    expect(configOf({ DATABASE_FILE: ':memory:' }).databaseFile).toBe(':memory:');
  });

  it('drops the trailing slash of PUBLIC_URL so booking links never get a double slash', () => {
    expect(configOf({ PUBLIC_URL: 'https://quotes.example.com/' }).publicUrl).toBe('https://quotes.example.com');
    expect(configOf({ PUBLIC_URL: ' http://localhost:3000 ' }).publicUrl).toBe('http://localhost:3000');
    expect(configOf({ PUBLIC_URL: 'https://example.com/quotes/' }).publicUrl).toBe('https://example.com/quotes');
  });

  it('reads ALLOWED_ORIGINS as a comma-separated list of origins', () => {
    expect(
      configOf({ ALLOWED_ORIGINS: 'https://partner.example, http://localhost:8080/ ,,https://b.example' })
        .allowedOrigins,
    ).toEqual(['https://partner.example', 'http://localhost:8080', 'https://b.example']);
  });

  it('reads STAFF_EMAIL as one address or a comma-separated list of them', () => {
    expect(configOf({ STAFF_EMAIL: 'ops@broker.test' }).staffEmail).toEqual(['ops@broker.test']);
    expect(configOf({ STAFF_EMAIL: ' ops@broker.test, ,dispatch@broker.test ' }).staffEmail).toEqual([
      'ops@broker.test',
      'dispatch@broker.test',
    ]);
  });

  it('reads the CRM webhook address and secret together', () => {
    const config = configOf({ CRM_WEBHOOK_URL: WEBHOOK, CRM_WEBHOOK_SECRET: SECRET });
    expect(config.crmWebhookUrl).toBe(WEBHOOK);
    expect(config.crmWebhookSecret).toBe(SECRET);
  });

  it('accepts plain http to a webhook on this machine', () => {
    expect(configOf({ CRM_WEBHOOK_URL: 'http://127.0.0.1:9000/leads', CRM_WEBHOOK_SECRET: SECRET }).crmWebhookUrl).toBe(
      'http://127.0.0.1:9000/leads',
    );
    expect(configOf({ CRM_WEBHOOK_URL: 'http://localhost/leads', CRM_WEBHOOK_SECRET: SECRET }).crmWebhookUrl).toBe(
      'http://localhost/leads',
    );
  });

  it.each([
    ['1', 1],
    ['true', 1],
    ['YES', 1],
    [' True ', 1],
    ['2', 2],
    ['0', 0],
    ['false', 0],
    ['No', 0],
  ])('reads TRUST_PROXY=%j as %s', (value, expected) => {
    expect(configOf({ TRUST_PROXY: value }).trustProxy).toBe(expected);
  });

  it('reads a tag manager container and a WordPress GraphQL endpoint', () => {
    const config = configOf({ GTM_ID: 'GTM-AB12CD3', WP_GRAPHQL_URL: 'https://cms.example/graphql' });
    expect(config.gtmId).toBe('GTM-AB12CD3');
    expect(config.wpGraphqlUrl).toBe('https://cms.example/graphql');
  });

  it('reads both rate limits as requests per minute', () => {
    expect(configOf({ RATE_LIMIT_LOOKUPS: '3', RATE_LIMIT_SUBMISSIONS: ' 100000 ' }).rateLimits).toEqual({
      lookups: { max: 3, windowMs: 60_000 },
      submissions: { max: 100_000, windowMs: 60_000 },
    });
  });
});

describe('readConfig with a bad value', () => {
  it.each([
    ['PORT', 'abc'],
    ['PORT', '-1'],
    ['PORT', '65536'],
    ['PORT', '80.5'],
    ['PORT', '3000x'],
    ['PORT', '1e3'],
    ['PORT', '0x50'],
    ['DATABASE_FILE', 'data/'],
    ['DATABASE_FILE', '/var/lib/shipquote/'],
    ['PUBLIC_URL', 'quotes.example.com'],
    ['PUBLIC_URL', 'ftp://quotes.example.com'],
    ['PUBLIC_URL', 'https://quotes.example.com/?ref=1'],
    ['PUBLIC_URL', 'https://quotes.example.com/#top'],
    ['PUBLIC_URL', 'https://admin@quotes.example.com'],
    ['PUBLIC_URL', 'https://:hunter2@quotes.example.com'],
    ['ALLOWED_ORIGINS', '*'],
    ['ALLOWED_ORIGINS', 'partner.example'],
    ['ALLOWED_ORIGINS', 'https://partner.example/blog'],
    ['ALLOWED_ORIGINS', 'https://partner.example,javascript:alert(1)'],
    ['CRM_WEBHOOK_URL', 'not a url'],
    ['CRM_WEBHOOK_URL', 'file:///etc/passwd'],
    ['CRM_WEBHOOK_URL', 'http://crm.example/hooks/leads'],
    ['CRM_WEBHOOK_URL', 'https://user:pw@crm.example/hooks/leads'],
    ['RATE_LIMIT_LOOKUPS', '0'],
    ['RATE_LIMIT_LOOKUPS', '-5'],
    ['RATE_LIMIT_LOOKUPS', '1.5'],
    ['RATE_LIMIT_LOOKUPS', 'lots'],
    ['RATE_LIMIT_LOOKUPS', '1e3'],
    ['RATE_LIMIT_SUBMISSIONS', '0'],
    ['RATE_LIMIT_SUBMISSIONS', '9999999999'],
    ['RATE_LIMIT_SUBMISSIONS', 'twenty'],
    ['TRUST_PROXY', 'maybe'],
    ['TRUST_PROXY', '-1'],
    ['TRUST_PROXY', '100'],
    ['SERVE_EXAMPLES', 'sometimes'],
    ['OUTBOX_KEEP_DAYS', '0'],
    ['OUTBOX_LEASE_SECONDS', '1'],
    ['OUTBOX_LEASE_SECONDS', '3601'],
    ['OUTBOX_LEASE_SECONDS', '2.5'],
    ['OUTBOX_LEASE_SECONDS', '10s'],
    ['CRM_MAX_RETRY_SECONDS', '4'],
    ['CRM_MAX_RETRY_SECONDS', '3601'],
    ['CRM_MAX_RETRY_SECONDS', '1m'],
    ['BOOKING_LINK_DAYS', '2.5'],
    ['LEAD_RETENTION_DAYS', 'forever'],
    ['ORDER_RETENTION_DAYS', '7y'],
    ['ORDER_RETENTION_DAYS', '0'],
    ['GTM_ID', 'UA-12345'],
    ['GTM_ID', 'GTM-<script>'],
    ['WP_GRAPHQL_URL', 'ftp://cms.example/graphql'],
    ['WP_GRAPHQL_URL', 'https://user:pw@cms.example/graphql'],
    ['WP_GRAPHQL_URL', 'http://cms.example/graphql'],
    ['HOST', 'my-laptop'],
    ['HOST', 'http://127.0.0.1'],
    ['HOST', '127.0.0.1:3000'],
    ['HOST', '[::1]'],
  ])('refuses %s=%j with one message naming the variable', (name, value) => {
    const errors = errorsOf({ [name]: value });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(new RegExp(`^${name} `));
  });

  it('refuses a STAFF_EMAIL list with a bad address, quoting just that one', () => {
    expect(errorsOf({ STAFF_EMAIL: 'ops@broker.test, dispatch at broker' })).toEqual([
      'STAFF_EMAIL must be an email address or a comma-separated list of them, not "dispatch at broker".',
    ]);
  });

  it('quotes the bad value so the operator sees what was read', () => {
    expect(errorsOf({ RATE_LIMIT_LOOKUPS: 'lots' })[0]).toContain('"lots"');
    expect(errorsOf({ HOST: 'my-laptop' })).toEqual([
      'HOST must be an address of this machine to listen on, such as 127.0.0.1, 0.0.0.0 or ::, not "my-laptop".',
    ]);
    expect(errorsOf({ TRUST_PROXY: 'maybe' })[0]).toContain('"maybe"');
  });

  it('reads a BLOG_REVALIDATE_SECRET of 32 characters or more with a CMS, and none when it is unset', () => {
    expect(configOf({}).blogRevalidateSecret).toBeUndefined();
    expect(BLOG_SECRET).toHaveLength(33);
    expect(configOf({ WP_GRAPHQL_URL: CMS, BLOG_REVALIDATE_SECRET: BLOG_SECRET }).blogRevalidateSecret).toBe(
      BLOG_SECRET,
    );
    expect(configOf({ WP_GRAPHQL_URL: CMS, BLOG_REVALIDATE_SECRET: 'ab'.repeat(16) }).blogRevalidateSecret).toBe(
      'ab'.repeat(16),
    );
  });

  it.each([
    ['31 characters', `${'x1'.repeat(15)}y`, 'BLOG_REVALIDATE_SECRET must be at least 32 characters long.'],
    ['16 characters, once enough', 'sixteen-chars-ok', 'BLOG_REVALIDATE_SECRET must be at least 32 characters long.'],
    ['one character repeated', 'a'.repeat(40), 'BLOG_REVALIDATE_SECRET must not be one character repeated.'],
    ['one emoji repeated', '🔑'.repeat(32), 'BLOG_REVALIDATE_SECRET must not be one character repeated.'],
  ])('refuses a BLOG_REVALIDATE_SECRET of %s without echoing it', (_, secret, message) => {
    const errors = errorsOf({ WP_GRAPHQL_URL: CMS, BLOG_REVALIDATE_SECRET: secret });
    expect(errors).toEqual([message]);
    expect(errors.join('\n')).not.toContain(secret.slice(0, 8));
  });

  it('refuses a BLOG_REVALIDATE_SECRET without WP_GRAPHQL_URL, without echoing it', () => {
    const errors = errorsOf({ BLOG_REVALIDATE_SECRET: BLOG_SECRET });
    expect(errors).toEqual([
      'BLOG_REVALIDATE_SECRET is set but WP_GRAPHQL_URL is not: the revalidate call refreshes a WordPress blog.',
    ]);
    expect(errors.join('\n')).not.toContain(BLOG_SECRET);
  });

  it('refuses WP_GRAPHQL_URL over plain http to another machine, and never quotes it', () => {
    for (const url of ['http://cms.example/graphql?auth=wpt0ken', 'http://192.0.2.10/graphql?auth=wpt0ken']) {
      const errors = errorsOf({ WP_GRAPHQL_URL: url });
      expect(errors).toEqual(['WP_GRAPHQL_URL must use https (plain http is allowed only to this machine).']);
    }
    expect(errorsOf({ WP_GRAPHQL_URL: 'https://admin:wpt0ken@cms.example/graphql' })[0]).not.toContain('wpt0ken');
  });

  it('accepts WP_GRAPHQL_URL over plain http to this machine', () => {
    for (const url of ['http://localhost:8080/graphql', 'http://127.0.0.1/graphql', 'http://[::1]:8080/graphql']) {
      expect(configOf({ WP_GRAPHQL_URL: url }).wpGraphqlUrl).toBe(url);
    }
  });

  it('refuses a CRM_WEBHOOK_SECRET shorter than 16 characters without echoing it', () => {
    const errors = errorsOf({ CRM_WEBHOOK_URL: WEBHOOK, CRM_WEBHOOK_SECRET: 'tooShort99' });
    expect(errors).toEqual(['CRM_WEBHOOK_SECRET must be at least 16 characters long.']);
    expect(errors.join('\n')).not.toContain('tooShort99');
  });

  it('reads DISPATCH_WEBHOOK_SECRET, and refuses one shorter than 16 characters without echoing it', () => {
    expect(configOf({ DISPATCH_WEBHOOK_SECRET: SECRET }).dispatchWebhookSecret).toBe(SECRET);
    expect(configOf({}).dispatchWebhookSecret).toBeUndefined();
    const errors = errorsOf({ DISPATCH_WEBHOOK_SECRET: 'tooShort99' });
    expect(errors).toEqual(['DISPATCH_WEBHOOK_SECRET must be at least 16 characters long.']);
    expect(errors.join('\n')).not.toContain('tooShort99');
  });

  it('never quotes the webhook address, which may carry a token', () => {
    const errors = errorsOf({ CRM_WEBHOOK_URL: 'http://crm.example/hooks?token=s3cr3t', CRM_WEBHOOK_SECRET: SECRET });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^CRM_WEBHOOK_URL must use https/);
    expect(errors[0]).not.toContain('s3cr3t');
    expect(errorsOf({ CRM_WEBHOOK_URL: 'https://u:s3cr3t@crm.example/', CRM_WEBHOOK_SECRET: SECRET })[0]).not.toContain(
      's3cr3t',
    );
  });

  it('refuses a CRM_WEBHOOK_URL without a secret: unsigned leads could be forged', () => {
    expect(errorsOf({ CRM_WEBHOOK_URL: WEBHOOK })).toEqual([
      "CRM_WEBHOOK_SECRET is required when CRM_WEBHOOK_URL is set: the receiver checks each lead's signature with it.",
    ]);
  });

  it('refuses a CRM_WEBHOOK_SECRET without a CRM_WEBHOOK_URL, without echoing the secret', () => {
    const errors = errorsOf({ CRM_WEBHOOK_SECRET: SECRET });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^CRM_WEBHOOK_SECRET .*CRM_WEBHOOK_URL/);
    expect(errors.join('\n')).not.toContain(SECRET);
  });

  it('never echoes the secret, whatever else is wrong', () => {
    const errors = errorsOf({
      CRM_WEBHOOK_URL: 'nope',
      CRM_WEBHOOK_SECRET: SECRET,
      PORT: 'x',
      TRUST_PROXY: 'maybe',
    });
    expect(errors.length).toBeGreaterThanOrEqual(3);
    expect(errors.join('\n')).not.toContain(SECRET);
    expect(errors.join('\n')).not.toContain(SECRET.slice(0, 12));
  });

  it('reports every bad variable at once, each by name', () => {
    const errors = errorsOf({
      PORT: 'abc',
      DATABASE_FILE: 'data/',
      PUBLIC_URL: 'nope',
      ALLOWED_ORIGINS: 'nope',
      CRM_WEBHOOK_URL: 'nope',
      RATE_LIMIT_LOOKUPS: '0',
      RATE_LIMIT_SUBMISSIONS: '0',
      TRUST_PROXY: 'nope',
    });
    const names = errors.map((error) => error.split(' ')[0]);
    expect(names).toEqual(
      expect.arrayContaining([
        'PORT',
        'DATABASE_FILE',
        'PUBLIC_URL',
        'ALLOWED_ORIGINS',
        'CRM_WEBHOOK_URL',
        'RATE_LIMIT_LOOKUPS',
        'RATE_LIMIT_SUBMISSIONS',
        'TRUST_PROXY',
      ]),
    );
    expect(errors).toHaveLength(8);
  });

  it('reports every variable at once when every one is bad, in the order of the table', () => {
    const errors = errorsOf({
      PORT: '99999',
      DATABASE_FILE: '/var/lib/',
      PUBLIC_URL: 'https://quotes.example.com/?ref=1',
      ALLOWED_ORIGINS: '*',
      CRM_WEBHOOK_URL: 'file:///etc/passwd',
      CRM_WEBHOOK_SECRET: 'tooShort99',
      WP_GRAPHQL_URL: 'https://user:pw@cms.example/graphql',
      BLOG_REVALIDATE_SECRET: 'short-blog-key',
      HOST: 'my-laptop',
      GTM_ID: 'UA-12345',
      TRUST_PROXY: 'maybe',
      RATE_LIMIT_LOOKUPS: '1.5',
      RATE_LIMIT_SUBMISSIONS: 'twenty',
      SERVE_EXAMPLES: 'maybe',
      OUTBOX_KEEP_DAYS: '0',
      OUTBOX_LEASE_SECONDS: '0',
      CRM_MAX_RETRY_SECONDS: '0',
      BOOKING_LINK_DAYS: 'x',
      LEAD_RETENTION_DAYS: '-3',
    });
    expect(errors.map((error) => error.split(' ')[0])).toEqual([
      'PORT',
      'HOST',
      'DATABASE_FILE',
      'PUBLIC_URL',
      'ALLOWED_ORIGINS',
      'CRM_WEBHOOK_URL',
      'CRM_WEBHOOK_SECRET',
      'WP_GRAPHQL_URL',
      'BLOG_REVALIDATE_SECRET',
      'GTM_ID',
      'TRUST_PROXY',
      'RATE_LIMIT_LOOKUPS',
      'RATE_LIMIT_SUBMISSIONS',
      'SERVE_EXAMPLES',
      'OUTBOX_KEEP_DAYS',
      'OUTBOX_LEASE_SECONDS',
      'CRM_MAX_RETRY_SECONDS',
      'BOOKING_LINK_DAYS',
      'LEAD_RETENTION_DAYS',
    ]);
    expect(errors.join('\n')).not.toContain('tooShort99');
    expect(errors.join('\n')).not.toContain('short-blog-key');
  });

  it('refuses a CMS over plain http to another machine, a secret of one repeated character and a HOST that is not an address, each with its message, in the order of the table', () => {
    const secret = 'a'.repeat(40);
    const errors = errorsOf({
      WP_GRAPHQL_URL: 'http://cms.example/graphql',
      BLOG_REVALIDATE_SECRET: secret,
      HOST: 'my-laptop',
    });
    expect(errors).toEqual([
      'HOST must be an address of this machine to listen on, such as 127.0.0.1, 0.0.0.0 or ::, not "my-laptop".',
      'WP_GRAPHQL_URL must use https (plain http is allowed only to this machine).',
      'BLOG_REVALIDATE_SECRET must not be one character repeated.',
    ]);
    expect(errors.join('\n')).not.toContain(secret);
  });

  it('still reports a secret without a webhook address when other variables are bad too', () => {
    const errors = errorsOf({ CRM_WEBHOOK_SECRET: SECRET, PORT: 'x', GTM_ID: 'nope' });
    expect([...errors].sort()).toEqual([
      'CRM_WEBHOOK_SECRET is set but CRM_WEBHOOK_URL is not.',
      'GTM_ID must look like GTM-ABC1234, not "nope".',
      'PORT must be a whole number from 0 to 65535, not "x".',
    ]);
  });

  it('refuses an origin written differently from how a browser sends it', () => {
    expect(errorsOf({ ALLOWED_ORIGINS: 'HTTPS://Partner.example, https://partner.example:443' })).toHaveLength(2);
  });

  it('names each bad origin in ALLOWED_ORIGINS separately', () => {
    const errors = errorsOf({ ALLOWED_ORIGINS: 'https://ok.example, bad-one, https://x.example/path' });
    expect(errors).toHaveLength(2);
    expect(errors[0]).toContain('"bad-one"');
    expect(errors[1]).toContain('"https://x.example/path"');
  });
});

describe('readConfig in production', () => {
  const PRODUCTION = { NODE_ENV: 'production', PUBLIC_URL: 'https://quotes.example.com' };

  it.each(['Production', 'PRODUCTION', 'prod', 'staging'])(
    'refuses NODE_ENV=%j rather than run a live site as development, saying what it takes',
    (value) => {
      expect(errorsOf({ NODE_ENV: value, PUBLIC_URL: 'https://quotes.example.com' })).toEqual([
        `NODE_ENV must be production, development or test, in lower case, not "${value}".`,
      ]);
    },
  );

  it('reads NODE_ENV=development, test or unset as development', () => {
    for (const env of [{ NODE_ENV: 'development' }, { NODE_ENV: 'test' }, { NODE_ENV: ' ' }, {}]) {
      expect(configOf(env)).toMatchObject({
        production: false,
        serveExamples: true,
        mail: { transport: 'eml-folder' },
      });
    }
  });

  it('refuses to start without PUBLIC_URL, naming it', () => {
    const errors = errorsOf({ NODE_ENV: 'production' });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^PUBLIC_URL is required when NODE_ENV=production/);
  });

  it('listens on every interface by default, and on HOST when it is set', () => {
    // Undefined: Node's own default, every IPv6 and IPv4 address, or every IPv4 one where IPv6 is off.
    expect(configOf(PRODUCTION).host).toBeUndefined();
    expect(configOf({ ...PRODUCTION, HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
  });

  it('serves no examples unless SERVE_EXAMPLES says so', () => {
    expect(configOf(PRODUCTION)).toMatchObject({ production: true, serveExamples: false });
    expect(configOf({ ...PRODUCTION, SERVE_EXAMPLES: '1' }).serveExamples).toBe(true);
    expect(configOf({ SERVE_EXAMPLES: 'false' }).serveExamples).toBe(false);
  });

  it('reads the outbox, booking link and retention periods in days', () => {
    expect(
      configOf({
        OUTBOX_KEEP_DAYS: '7',
        BOOKING_LINK_DAYS: '30',
        LEAD_RETENTION_DAYS: '730',
        ORDER_RETENTION_DAYS: '3650',
      }),
    ).toMatchObject({
      outboxKeepDays: 7,
      bookingLinkDays: 30,
      leadRetentionDays: 730,
      orderRetentionDays: 3650,
    });
  });
});

describe('OUTBOX_LEASE_SECONDS', () => {
  it('reads the outbox lease in seconds, and leaves the relay its default when unset', () => {
    expect(configOf({ OUTBOX_LEASE_SECONDS: '5' }).outboxLeaseSeconds).toBe(5);
    expect(configOf({ OUTBOX_LEASE_SECONDS: ' 3600 ' }).outboxLeaseSeconds).toBe(3600);
    expect(configOf({ OUTBOX_LEASE_SECONDS: '' }).outboxLeaseSeconds).toBeUndefined();
  });

  it('quotes a lease too short to send a lead in', () => {
    expect(errorsOf({ OUTBOX_LEASE_SECONDS: '1' })).toEqual([
      'OUTBOX_LEASE_SECONDS must be a whole number of seconds from 2 to 3600, not "1".',
    ]);
  });
});

describe('CRM_MAX_RETRY_SECONDS', () => {
  it('reads the longest wait between CRM retries in seconds, and leaves the relay its default when unset', () => {
    expect(configOf({ CRM_MAX_RETRY_SECONDS: '5' }).crmMaxRetrySeconds).toBe(5);
    expect(configOf({ CRM_MAX_RETRY_SECONDS: ' 3600 ' }).crmMaxRetrySeconds).toBe(3600);
    expect(configOf({ CRM_MAX_RETRY_SECONDS: '' }).crmMaxRetrySeconds).toBeUndefined();
  });

  it('quotes a wait shorter than the first retry or longer than an hour', () => {
    expect(errorsOf({ CRM_MAX_RETRY_SECONDS: '1' })).toEqual([
      'CRM_MAX_RETRY_SECONDS must be a whole number of seconds from 5 to 3600, not "1".',
    ]);
    expect(errorsOf({ CRM_MAX_RETRY_SECONDS: '86400' })).toHaveLength(1);
  });
});

describe('DATABASE_URL', () => {
  it('takes a postgres:// or postgresql:// connection string as given', () => {
    const url = 'postgres://shipquote:s3cret-pw@db.internal:5432/shipquote';
    expect(configOf({ DATABASE_URL: url }).databaseUrl).toBe(url);
    expect(configOf({ DATABASE_URL: ' postgresql://db.internal/shipquote ' }).databaseUrl).toBe(
      'postgresql://db.internal/shipquote',
    );
  });

  it('refuses anything else without quoting it back, since it holds the password', () => {
    for (const text of ['mysql://root:s3cret-pw@db/shipquote', 'postgres://', 's3cret-pw', 'https://db/x']) {
      const errors = errorsOf({ DATABASE_URL: text });
      expect(errors).toEqual([
        'DATABASE_URL must be a PostgreSQL connection string such as postgres://user:password@host:5432/shipquote.',
      ]);
      expect(errors.join(' ')).not.toContain('s3cret-pw');
    }
  });
});

describe('mail settings', () => {
  const PRODUCTION = { NODE_ENV: 'production', PUBLIC_URL: 'https://quotes.example.com' };

  it('sends through SMTP_URL from MAIL_FROM, in production as in development', () => {
    const mail = configOf({
      ...PRODUCTION,
      SMTP_URL: 'smtps://mailer:s3cret-pw@smtp.example.com',
      MAIL_FROM: 'ShipQuote <quotes@example.com>',
    }).mail;
    expect(mail).toEqual({
      transport: 'smtp',
      smtp: {
        url: 'smtps://mailer:s3cret-pw@smtp.example.com',
        requireTls: false,
        description: 'smtps://smtp.example.com:465',
      },
      from: { name: 'ShipQuote', address: 'quotes@example.com' },
    });
  });

  it('turns email off in production without SMTP_URL, with the warning to print at start', () => {
    const mail = configOf(PRODUCTION).mail;
    expect(mail.transport).toBe('off');
    expect(mail.transport === 'off' && mail.warning).toMatch(/^SMTP_URL is not set/);
  });

  it('writes .eml files under MAIL_DIR in development without SMTP_URL', () => {
    expect(configOf({ MAIL_DIR: 'tmp/outgoing' }).mail).toMatchObject({
      transport: 'eml-folder',
      folder: join(CWD, 'tmp/outgoing'),
    });
  });

  it('refuses a bad SMTP_URL or MAIL_FROM with the other bad settings at once, never quoting the password', () => {
    const errors = errorsOf({ PORT: 'x', SMTP_URL: 'https://mailer:s3cret-pw@smtp.example.com', MAIL_FROM: 'nobody' });
    expect(errors.map((error) => error.split(' ')[0])).toEqual(['PORT', 'SMTP_URL', 'MAIL_FROM']);
    expect(errors.join('\n')).not.toContain('s3cret-pw');
  });

  it('refuses SMTP_URL without MAIL_FROM', () => {
    expect(errorsOf({ SMTP_URL: 'smtp://localhost:2525' })).toEqual([
      expect.stringMatching(/^MAIL_FROM is required when SMTP_URL is set/),
    ]);
  });
});

describe('QUOTE_PRICE_DAYS', () => {
  it('reads the days a quoted price holds, a week when unset', () => {
    expect(configOf({ QUOTE_PRICE_DAYS: '14' }).quotePriceDays).toBe(14);
    expect(configOf({ QUOTE_PRICE_DAYS: ' 1 ' }).quotePriceDays).toBe(1);
    expect(configOf({ QUOTE_PRICE_DAYS: '90' }).quotePriceDays).toBe(90);
    expect(configOf({ QUOTE_PRICE_DAYS: '' }).quotePriceDays).toBe(7);
  });

  it('quotes a number of days outside 1 to 90', () => {
    for (const text of ['0', '91', '7.5', 'week', '-1']) {
      expect(errorsOf({ QUOTE_PRICE_DAYS: text })).toEqual([
        `QUOTE_PRICE_DAYS must be a whole number of days from 1 to 90, not "${text}".`,
      ]);
    }
  });
});

describe('REVIEW_URL', () => {
  it('reads the https page a delivered order’s email asks for a review on', () => {
    expect(configOf({ REVIEW_URL: ' https://g.page/r/shipquote/review ' }).reviewUrl).toBe(
      'https://g.page/r/shipquote/review',
    );
    expect(configOf({ REVIEW_URL: '' }).reviewUrl).toBeUndefined();
  });

  it('quotes an address that is not an absolute https one', () => {
    for (const text of ['http://reviews.example/shipquote', '/reviews', 'reviews.example', 'mailto:a@b.example']) {
      expect(errorsOf({ REVIEW_URL: text })).toEqual([
        `REVIEW_URL must be an https address such as https://g.page/r/your-business/review, not "${text}".`,
      ]);
    }
  });
});

describe('the Stripe settings', () => {
  const KEY = 'sk_test_51Abcdefghijklmnop';
  const HOOK = 'whsec_0123456789abcdefABCDEF';
  const PUBLIC = { PUBLIC_URL: 'https://quotes.example.com' };

  it('leaves card payments off without a key', () => {
    expect(configOf({}).stripe).toBeUndefined();
  });

  it('reads the key, the webhook secret and, for tests, a stand-in on this machine', () => {
    expect(configOf({ ...PUBLIC, STRIPE_SECRET_KEY: KEY, STRIPE_WEBHOOK_SECRET: HOOK }).stripe).toEqual({
      secretKey: KEY,
      webhookSecret: HOOK,
      apiBase: undefined,
    });
    const base = configOf({
      ...PUBLIC,
      STRIPE_SECRET_KEY: KEY,
      STRIPE_WEBHOOK_SECRET: HOOK,
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
    }).stripe?.apiBase;
    expect(base?.href).toBe('http://127.0.0.1:12111/');
  });

  it('asks for the webhook secret and PUBLIC_URL with a key, and refuses bad values without quoting them', () => {
    expect(errorsOf({ STRIPE_SECRET_KEY: KEY })).toEqual([
      'STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set: it verifies the events Stripe sends to /api/payments/stripe.',
      'PUBLIC_URL is required when STRIPE_SECRET_KEY is set: Stripe Checkout sends customers back to it.',
    ]);
    expect(errorsOf({ ...PUBLIC, STRIPE_WEBHOOK_SECRET: HOOK })).toEqual([
      'STRIPE_WEBHOOK_SECRET is set but STRIPE_SECRET_KEY is not.',
    ]);
    const errors = errorsOf({
      ...PUBLIC,
      STRIPE_SECRET_KEY: 'pk_live_notasecretkey123',
      STRIPE_WEBHOOK_SECRET: 'hunter2-secret',
    });
    expect(errors).toEqual([
      'STRIPE_SECRET_KEY must be a Stripe secret key: sk_live_…, sk_test_… or a restricted rk_… key.',
      "STRIPE_WEBHOOK_SECRET must be the Stripe webhook endpoint's signing secret (whsec_…).",
    ]);
    expect(errors.join('\n')).not.toMatch(/pk_live_notasecretkey123|hunter2/);
  });

  it('refuses a stand-in in production, off this machine, or without a key', () => {
    const settings = { ...PUBLIC, STRIPE_SECRET_KEY: KEY, STRIPE_WEBHOOK_SECRET: HOOK };
    expect(errorsOf({ ...settings, NODE_ENV: 'production', STRIPE_API_BASE: 'http://127.0.0.1:12111' })).toEqual([
      'STRIPE_API_BASE is for tests only: it is refused when NODE_ENV=production, and needs STRIPE_SECRET_KEY.',
    ]);
    expect(errorsOf({ STRIPE_API_BASE: 'http://127.0.0.1:12111' })).toEqual([
      'STRIPE_API_BASE is for tests only: it is refused when NODE_ENV=production, and needs STRIPE_SECRET_KEY.',
    ]);
    expect(errorsOf({ ...settings, STRIPE_API_BASE: 'http://stripe.example' })).toEqual([
      'STRIPE_API_BASE must be an http address on this machine, such as http://127.0.0.1:12111, not "http://stripe.example".',
    ]);
  });
});

describe('METRICS_TOKEN and METRICS_PORT', () => {
  const TOKEN = 'Scrape-Me-With-This-0123456789abcdef';

  it('leaves the metrics off when neither is set', () => {
    const config = configOf({});
    expect(config.metricsToken).toBeUndefined();
    expect(config.metricsPort).toBeUndefined();
  });

  it('reads a token of 32 characters or more, and a port of its own', () => {
    expect(configOf({ METRICS_TOKEN: ` ${TOKEN} ` }).metricsToken).toBe(TOKEN);
    expect(configOf({ METRICS_TOKEN: 'ab'.repeat(16) }).metricsToken).toBe('ab'.repeat(16));
    expect(configOf({ METRICS_PORT: '9464' }).metricsPort).toBe(9464);
    expect(configOf({ METRICS_PORT: '0', PORT: '0' }).metricsPort).toBe(0);
  });

  it('refuses a token shorter than 32 characters, or one character repeated, never quoting it', () => {
    const short = 'Short-Metrics-Token-0123456789a';
    const repeated = 'z'.repeat(64);
    expect(errorsOf({ METRICS_TOKEN: short })).toEqual(['METRICS_TOKEN must be at least 32 characters long.']);
    expect(errorsOf({ METRICS_TOKEN: repeated })).toEqual(['METRICS_TOKEN must not be one character repeated.']);
    const errors = errorsOf({ METRICS_TOKEN: short, PORT: 'x' }).join('\n');
    expect(errors).not.toContain(short);
  });

  it('refuses a port that is not a port, or that PORT already uses', () => {
    expect(errorsOf({ METRICS_PORT: '70000' })).toEqual([
      'METRICS_PORT must be a whole number from 0 to 65535, not "70000".',
    ]);
    expect(errorsOf({ METRICS_PORT: '3000' })).toEqual([
      'METRICS_PORT must differ from PORT: the metrics have a server of their own.',
    ]);
    expect(errorsOf({ METRICS_PORT: '8080', PORT: '8080' })).toEqual([
      'METRICS_PORT must differ from PORT: the metrics have a server of their own.',
    ]);
    expect(configOf({ METRICS_PORT: '3000', PORT: '8080' }).metricsPort).toBe(3000);
  });
});

describe('RATE_TABLE_FILE', () => {
  const temp = withTempDir();
  const repositoryRates = join(import.meta.dirname, 'quote/pricing/rate-table.json');

  interface Band {
    fromMiles: number;
    centsPerMile: number;
  }
  interface EditableRates {
    version: number;
    domestic: { openMileBands: Band[] };
  }

  /** The repository's rate file as a broker would start editing it. */
  const repositoryFile = (): EditableRates => JSON.parse(readFileSync(repositoryRates, 'utf8')) as EditableRates;

  /** Writes `content` as a file in the test's folder and answers its path. */
  function rateFile(content: string | EditableRates, name = 'rates.json'): string {
    const path = join(temp.dir(), name);
    writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
    return path;
  }

  it('prices by the repository table when it is not set', () => {
    expect(configOf({}).rateTable).toBe(RATE_TABLE);
  });

  it('reads a copy of the repository file, relative to the working folder', () => {
    rateFile(repositoryFile());
    const result = readConfig({ RATE_TABLE_FILE: 'rates.json' }, temp.dir());
    if (!result.ok) throw new Error(result.errors.join(' | '));
    expect(result.config.rateTable).toEqual(RATE_TABLE);
  });

  it('refuses a file with a negative rate, naming RATE_TABLE_FILE, the file and the field', () => {
    const rates = repositoryFile();
    const band = rates.domestic.openMileBands[1];
    if (!band) throw new Error('expected a second band');
    band.centsPerMile = -5;
    const path = rateFile(rates);
    const errors = errorsOf({ RATE_TABLE_FILE: path });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^RATE_TABLE_FILE /);
    expect(errors[0]).toContain(path);
    expect(errors[0]).toContain('domestic.openMileBands.1.centsPerMile');
  });

  it('refuses a file that is not there with one line that says it cannot be read', () => {
    const path = join(temp.dir(), 'no-such-rates.json');
    expect(errorsOf({ RATE_TABLE_FILE: path })).toEqual([`RATE_TABLE_FILE ${path}: cannot be read (ENOENT)`]);
  });

  it('refuses a file that is not JSON with one line that says so', () => {
    const path = rateFile('version = 3\n', 'rates.toml');
    const errors = errorsOf({ RATE_TABLE_FILE: path });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^RATE_TABLE_FILE /);
    expect(errors[0]).toContain(`${path}: is not JSON (`);
  });

  it('reports a broken rate file together with the other problems, all at once', () => {
    const errors = errorsOf({ RATE_TABLE_FILE: rateFile('{'), PORT: 'x' });
    expect(errors.some((error) => error.startsWith('PORT'))).toBe(true);
    expect(errors.some((error) => error.startsWith('RATE_TABLE_FILE'))).toBe(true);
  });

  it('changes a price by an edit to the file alone, and the price records the file version', () => {
    const rates = repositoryFile();
    const lastBand = rates.domestic.openMileBands.at(-1);
    if (!lastBand) throw new Error('expected a band');
    // The sample lead, Dallas to Los Angeles, is about 1,500 miles: its last miles are in the last band.
    lastBand.centsPerMile += 20;
    rates.version += 1;
    const config = configOf({ RATE_TABLE_FILE: rateFile(rates) });
    const { submission, createdAt } = aLead();
    const before = quotePrice(submission, resolveFixture, createdAt);
    const after = quotePrice(submission, resolveFixture, createdAt, config.rateTable);
    if (before.estimate.kind !== 'domestic' || after.estimate.kind !== 'domestic') {
      throw new Error('expected domestic estimates');
    }
    expect(before.roadMiles).toBeGreaterThan(lastBand.fromMiles);
    expect(after.estimate.open.point).toBeGreaterThan(before.estimate.open.point);
    expect(after.estimate.enclosed.point).toBeGreaterThan(before.estimate.enclosed.point);
    expect(before.rateTableVersion).toBe(RATE_TABLE.version);
    expect(after.rateTableVersion).toBe(rates.version);
  });
});
