import { describe, expect, it } from 'vitest';
import { readMailSettings } from './mail-settings';
import { openMailTransport } from './open-mail-transport';

function settingsOf(env: Record<string, string>) {
  const result = readMailSettings(env, '/srv/shipquote', env.NODE_ENV === 'production');
  if (!result.ok) throw new Error(result.errors.join(' | '));
  return result.settings;
}

describe('openMailTransport', () => {
  it('opens the SMTP transport when SMTP_URL is set, described without its login', () => {
    const transport = openMailTransport(
      settingsOf({ SMTP_URL: 'smtps://user:hunter2@smtp.example.com', MAIL_FROM: 'quotes@example.com' }),
    );
    expect(transport?.description).toBe('smtps://smtp.example.com:465');
    transport?.close();
  });

  it('opens the .eml folder in development', () => {
    const transport = openMailTransport(settingsOf({}));
    expect(transport?.description).toBe('.eml files in /srv/shipquote/data/mail');
    transport?.close();
  });

  it('opens nothing when mail is off', () => {
    expect(openMailTransport(settingsOf({ NODE_ENV: 'production' }))).toBeUndefined();
  });
});
