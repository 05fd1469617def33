import { simpleParser } from 'mailparser';
import { afterEach, describe, expect, it } from 'vitest';
import { type SmtpReceiver, startSmtpReceiver } from '../../../../scripts/receivers/smtp-receiver';
import { closedPort, silentServer } from '../../../../tests/support/ports';
import { smtpSettingsFor } from '../../../../tests/support/smtp-settings';
import { type MailFrom, readMailSettings, type SmtpSettings } from './mail-settings';
import { createSmtpTransport } from './mail-transport';
import type { MailTransport, OutgoingEmail, SendResult } from './outgoing-email';

const USER = 'relay-user@shipquote.example';
const PASSWORD = 'p@ss:w0rd/with%odd chars';
const FROM: MailFrom = { name: 'ShipQuote', address: 'quotes@shipquote.example' };

const EMAIL: OutgoingEmail = {
  to: 'dana@example.com',
  subject: 'Your car shipping quote SQ-261125-482193',
  html: '<!doctype html><html><body><p>Hello Dana</p></body></html>',
  text: 'Hello Dana',
  attachments: [{ filename: 'note.txt', contentType: 'text/plain', content: new TextEncoder().encode('attached') }],
};

const smtpOn = smtpSettingsFor;

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function server(options: Parameters<typeof startSmtpReceiver>[0] = {}): Promise<SmtpReceiver> {
  const started = await startSmtpReceiver(options);
  cleanups.push(() => started.close());
  return started;
}

function transport(smtp: SmtpSettings, timeoutMs?: number): MailTransport {
  const opened = createSmtpTransport(smtp, FROM, timeoutMs === undefined ? {} : { timeoutMs });
  cleanups.push(() => opened.close());
  return opened;
}

/** Everything a failed send hands back, as text, to search for secrets. */
const asText = (result: SendResult) => JSON.stringify(result);

describe('the SMTP transport', () => {
  it('delivers the HTML part, the text part and the attachment, logged in with the settings’ credentials', async () => {
    const smtp = await server({ login: { username: USER, password: PASSWORD } });
    const result = await transport(smtpOn(smtp.port, { user: USER, password: PASSWORD })).send(EMAIL);
    expect(result).toEqual({ ok: true });
    expect(smtp.logins).toEqual([{ username: USER, password: PASSWORD }]);
    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message?.to).toEqual(['dana@example.com']);
    const parsed = await simpleParser(message!.raw);
    expect(parsed.subject).toBe(EMAIL.subject);
    expect(parsed.from?.value).toEqual([{ name: 'ShipQuote', address: 'quotes@shipquote.example' }]);
    expect(parsed.html).toContain('<p>Hello Dana</p>');
    expect(parsed.text?.trim()).toBe('Hello Dana');
    expect(parsed.attachments.map((file) => [file.filename, file.contentType, file.content.toString()])).toEqual([
      ['note.txt', 'text/plain', 'attached'],
    ]);
  });

  it('gives up for good on a 550 answer to the recipient', async () => {
    const smtp = await server({ rejectRecipient: 550 });
    const result = await transport(smtpOn(smtp.port)).send(EMAIL);
    expect(result).toEqual({ ok: false, permanent: true, reason: 'SMTP 550' });
  });

  it('tries again later after a 451 answer to the message', async () => {
    const smtp = await server({ rejectData: 451 });
    const result = await transport(smtpOn(smtp.port)).send(EMAIL);
    expect(result).toEqual({ ok: false, permanent: false, reason: 'SMTP 451' });
  });

  it('tries again later when nothing listens on the port', async () => {
    const result = await transport(smtpOn(await closedPort())).send(EMAIL);
    expect(result).toEqual({ ok: false, permanent: false, reason: 'ECONNREFUSED' });
  });

  it('gives up waiting for a server that never greets, and tries again later', async () => {
    const stuck = await silentServer();
    cleanups.push(() => stuck.close());
    const result = await transport(smtpOn(stuck.port), 200).send(EMAIL);
    expect(result).toEqual({ ok: false, permanent: false, reason: 'ETIMEDOUT' });
  });

  it('tries again later when the TLS handshake fails', async () => {
    const smtp = await server();
    const result = await transport(smtpOn(smtp.port, { secure: true }), 2_000).send(EMAIL);
    expect(result).toMatchObject({ ok: false, permanent: false });
    expect(result.ok === false && result.reason).toMatch(/^[A-Z][A-Z0-9_]+$/);
    expect(smtp.received).toHaveLength(0);
  });

  it('keeps mail waiting, not given up, when the login is refused', async () => {
    const smtp = await server({ login: { username: USER, password: 'the-right-one' } });
    const result = await transport(smtpOn(smtp.port, { user: USER, password: PASSWORD })).send(EMAIL);
    expect(result).toEqual({ ok: false, permanent: false, reason: 'EAUTH SMTP 535' });
  });

  it('keeps mail waiting when a server it must reach over TLS cannot upgrade the connection', async () => {
    const smtp = await server();
    const result = await transport(smtpOn(smtp.port, { requireTls: true })).send(EMAIL);
    expect(result).toEqual({ ok: false, permanent: false, reason: 'ETLS SMTP 500' });
    expect(smtp.received).toHaveLength(0);
  });

  it('never puts the user name, the password or the recipient in a failure', async () => {
    const refusing = await server({ rejectRecipient: 550 });
    const locked = await server({ login: { username: 'someone-else', password: 'the-right-one' } });
    const credentials = { user: USER, password: PASSWORD };
    const results = [
      await transport(smtpOn(refusing.port, credentials)).send(EMAIL),
      await transport(smtpOn(locked.port, credentials)).send(EMAIL),
      await transport(smtpOn(await closedPort(), credentials)).send(EMAIL),
    ];
    for (const result of results) {
      expect(result.ok).toBe(false);
      for (const secret of [USER, PASSWORD, 'relay-user', 'p@ss', EMAIL.to])
        expect(asText(result)).not.toContain(secret);
    }
  });

  it('describes its server without the login', () => {
    const settings = (url: string) => {
      const read = readMailSettings({ SMTP_URL: url, MAIL_FROM: 'quotes@shipquote.example' }, process.cwd(), true);
      if (!read.ok || read.settings.transport !== 'smtp') throw new Error(url);
      return read.settings.smtp;
    };
    const login = `${encodeURIComponent(USER)}:${encodeURIComponent(PASSWORD)}@`;
    expect(createSmtpTransport(settings(`smtps://${login}smtp.example.com`), FROM).description).toBe(
      'smtps://smtp.example.com:465',
    );
    expect(createSmtpTransport(settings('smtp://[::1]:2525'), FROM).description).toBe('smtp://[::1]:2525');
  });
});
