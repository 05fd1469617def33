import { describe, expect, it } from 'vitest';
import { type Config, readConfig } from './config';
import { OPEN_SUBMISSIONS_WARNING, startWarnings } from './start-warnings';

const PRODUCTION = { NODE_ENV: 'production', PUBLIC_URL: 'https://quotes.example.com' };
const SMTP = { SMTP_URL: 'smtps://quotes:pw@smtp.example.com:465', MAIL_FROM: 'ShipQuote <quotes@example.com>' };

function configOf(env: Record<string, string>): Config {
  const result = readConfig(env, '/srv/shipquote');
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result.config;
}

describe('the warnings printed at start', () => {
  it('say once, in production without ALLOWED_ORIGINS, that any website can submit quotes', () => {
    const warnings = startWarnings(configOf({ ...PRODUCTION, ...SMTP }));
    expect(warnings).toEqual([OPEN_SUBMISSIONS_WARNING]);
    expect(OPEN_SUBMISSIONS_WARNING).toMatch(/^ALLOWED_ORIGINS is not set: any website can .* submit quotes/);
  });

  it('say nothing of origins once ALLOWED_ORIGINS names the partners', () => {
    expect(startWarnings(configOf({ ...PRODUCTION, ...SMTP, ALLOWED_ORIGINS: 'https://partner.example' }))).toEqual([]);
  });

  it('say nothing of origins outside production, where anything may try the widget', () => {
    expect(startWarnings(configOf({}))).toEqual([]);
  });

  it('say too that no email is sent in production without SMTP_URL', () => {
    const warnings = startWarnings(configOf(PRODUCTION));
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/^SMTP_URL is not set/);
    expect(warnings[1]).toBe(OPEN_SUBMISSIONS_WARNING);
  });
});
