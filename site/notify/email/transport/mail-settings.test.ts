import { describe, expect, it } from 'vitest';
import { DEFAULT_MAIL_DIR, type MailSettings, readMailSettings } from './mail-settings';

const CWD = '/srv/shipquote';
const PASSWORD = 's3cr3t/pa ss';
const SMTP_URL = `smtps://mailer%40shipquote.example:${encodeURIComponent(PASSWORD)}@smtp.example.com:465`;

/** The settings of a server in production when `env` says NODE_ENV=production, as site/config.ts reads it. */
function settingsOf(env: Record<string, string | undefined>): MailSettings {
  const result = readMailSettings(env, CWD, env.NODE_ENV === 'production');
  if (!result.ok) throw new Error(`expected valid mail settings, got: ${result.errors.join(' | ')}`);
  return result.settings;
}

function errorsOf(env: Record<string, string | undefined>): string[] {
  const result = readMailSettings(env, CWD, env.NODE_ENV === 'production');
  if (result.ok) throw new Error('expected the mail settings to be refused');
  return result.errors;
}

describe('readMailSettings', () => {
  it('sends through SMTP_URL as given from MAIL_FROM, described without its login', () => {
    expect(settingsOf({ SMTP_URL, MAIL_FROM: 'ShipQuote <quotes@shipquote.example>', NODE_ENV: 'production' })).toEqual(
      {
        transport: 'smtp',
        smtp: { url: SMTP_URL, requireTls: false, description: 'smtps://smtp.example.com:465' },
        from: { name: 'ShipQuote', address: 'quotes@shipquote.example' },
      },
    );
  });

  it('fills in the submission port and requires STARTTLS for plain smtp to another machine', () => {
    const settings = settingsOf({ SMTP_URL: 'smtp://relay.example.com', MAIL_FROM: 'quotes@example.com' });
    expect(settings).toMatchObject({
      transport: 'smtp',
      smtp: { requireTls: true, description: 'smtp://relay.example.com:587' },
      from: { name: undefined, address: 'quotes@example.com' },
    });
  });

  it('allows plain smtp to this machine, such as a local mail catcher', () => {
    for (const host of ['localhost', '127.0.0.1', '[::1]']) {
      const settings = settingsOf({ SMTP_URL: `smtp://${host}:2525`, MAIL_FROM: 'quotes@example.com' });
      expect(settings).toMatchObject({ smtp: { requireTls: false, description: `smtp://${host}:2525` } });
    }
  });

  it('writes .eml files under data/mail in development when no SMTP_URL is set', () => {
    expect(settingsOf({})).toEqual({
      transport: 'eml-folder',
      folder: `${CWD}/${DEFAULT_MAIL_DIR}`,
      from: { name: 'ShipQuote', address: 'quotes@shipquote.example' },
    });
    expect(settingsOf({ MAIL_DIR: '/tmp/outgoing', MAIL_FROM: '"Dev Desk" <dev@example.com>' })).toEqual({
      transport: 'eml-folder',
      folder: '/tmp/outgoing',
      from: { name: 'Dev Desk', address: 'dev@example.com' },
    });
  });

  it('is off in production without SMTP_URL, with one line for the caller to log', () => {
    const settings = settingsOf({ NODE_ENV: 'production', MAIL_DIR: 'data/mail' });
    expect(settings.transport).toBe('off');
    expect(settings.transport === 'off' && settings.warning).toMatch(/^SMTP_URL is not set: no email is sent/);
  });

  it('treats blank values as unset', () => {
    expect(settingsOf({ SMTP_URL: '  ', MAIL_FROM: '', MAIL_DIR: ' ' }).transport).toBe('eml-folder');
  });

  it('refuses addresses that are not smtp or smtps, or name no host, without quoting them', () => {
    const bad = [
      'https://user:hunter2@smtp.example.com',
      'smtp://user:hunter2@',
      'not an address hunter2',
      'smtps://user:hunter2@smtp.example.com:465/path',
      'smtps://user:hunter2@smtp.example.com:465?tls.rejectUnauthorized=false',
    ];
    for (const SMTP_URL of bad) {
      const errors = errorsOf({ SMTP_URL, MAIL_FROM: 'quotes@example.com' });
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(/^SMTP_URL must /);
      expect(errors.join(' ')).not.toContain('hunter2');
    }
  });

  it('asks for percent-encoding when the login cannot be decoded, without quoting it', () => {
    const errors = errorsOf({ SMTP_URL: 'smtps://user:hunter2%zz@smtp.example.com', MAIL_FROM: 'quotes@example.com' });
    expect(errors).toEqual([expect.stringMatching(/^SMTP_URL must percent-encode/)]);
    expect(errors.join(' ')).not.toContain('hunter2');
  });

  it('requires MAIL_FROM with SMTP_URL', () => {
    expect(errorsOf({ SMTP_URL })).toEqual([expect.stringMatching(/^MAIL_FROM is required when SMTP_URL is set/)]);
  });

  it('refuses a MAIL_FROM that is not one address, quoting it', () => {
    for (const MAIL_FROM of ['quotes', 'ShipQuote quotes@example.com', 'a@b.example, c@d.example', 'Q <quotes@>']) {
      expect(errorsOf({ MAIL_FROM })).toEqual([
        `MAIL_FROM must be an email address, optionally with a name, such as "ShipQuote <quotes@example.com>", not "${MAIL_FROM}".`,
      ]);
    }
  });

  it('reports every problem at once', () => {
    expect(errorsOf({ SMTP_URL: 'http://x', MAIL_FROM: 'nope' })).toHaveLength(2);
  });
});
