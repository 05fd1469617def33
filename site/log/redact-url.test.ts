import { describe, expect, it } from 'vitest';
import { redactDatabaseUrl, redactUrl, redactUrls } from './redact-url';

describe('redactUrl', () => {
  it('keeps only the origin of an address with a token in its query', () => {
    expect(redactUrl('https://crm.example/hook?token=s3cr3t')).toBe('https://crm.example/…');
  });

  it('drops a path, a fragment, and a user name and password', () => {
    expect(redactUrl('https://crm.example/hooks/abc123')).toBe('https://crm.example/…');
    expect(redactUrl('https://cms.example/graphql#key')).toBe('https://cms.example/…');
    expect(redactUrl('https://user:pa55@cms.example/')).toBe('https://cms.example/…');
  });

  it('keeps an address that is only an origin as it is', () => {
    expect(redactUrl('http://localhost:3000/')).toBe('http://localhost:3000/');
    expect(redactUrl('https://quotes.example.com')).toBe('https://quotes.example.com');
  });

  it('keeps only the scheme of text it cannot parse as an address', () => {
    expect(redactUrl('https://[bad/token')).toBe('https://…');
  });
});

describe('redactUrls', () => {
  it('redacts every address in a text and leaves the words and punctuation around them', () => {
    expect(redactUrls('such as https://cms.example.com/graphql, not "https://cms.example/graphql?auth=t0k".')).toBe(
      'such as https://cms.example.com/…, not "https://cms.example/…".',
    );
    expect(redactUrls('(see https://crm.example/hook?token=s3cr3t)')).toBe('(see https://crm.example/…)');
  });

  it('leaves a text without addresses alone', () => {
    expect(redactUrls('lead SQ-261125-123456 stored placement=partner-blog')).toBe(
      'lead SQ-261125-123456 stored placement=partner-blog',
    );
  });
});

describe('redactDatabaseUrl', () => {
  it('keeps the scheme, host and database of a connection string and drops the credentials and parameters', () => {
    expect(redactDatabaseUrl('postgres://shipquote:s3cret-pw@db.internal:5432/leads?sslmode=require')).toBe(
      'postgres://db.internal:5432/leads',
    );
  });
});
