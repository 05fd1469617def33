/**
 * A real SMTP server on a loopback port for the transport tests: it keeps every message it accepts, raw,
 * and can answer RCPT TO or DATA with an error code instead.
 */
import { type AddressInfo, createServer, type Socket } from 'node:net';
import { SMTPServer, type SMTPServerError } from 'smtp-server';
import { readMailSettings, type SmtpSettings } from '../../site/email/mail-settings';

export interface ReceivedMessage {
  /** The envelope's recipients. */
  to: string[];
  raw: Buffer;
}

export interface TestSmtpServer {
  port: number;
  received: ReceivedMessage[];
  /** The user names and passwords the server was logged in with. */
  logins: { username: string | undefined; password: string | undefined }[];
  close(): Promise<void>;
}

export interface TestSmtpServerOptions {
  /** Listen on this loopback port (one closedPort() gave, say); default one the system chooses. */
  port?: number;
  /** Refuse every recipient with this reply code. */
  rejectRecipient?: number;
  /** Refuse every message after its data with this reply code. */
  rejectData?: number;
  /** Ask for a login and accept only this one. */
  login?: { username: string; password: string };
}

function replyError(code: number): SMTPServerError {
  return Object.assign(new Error(`Refused by the test server (${code})`), { responseCode: code });
}

export async function startTestSmtpServer(options: TestSmtpServerOptions = {}): Promise<TestSmtpServer> {
  const received: ReceivedMessage[] = [];
  const logins: TestSmtpServer['logins'] = [];
  const server = new SMTPServer({
    logger: false,
    // Plain text on loopback: the client's TLS is nodemailer's and not under test here.
    disabledCommands: options.login ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !options.login,
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      logins.push({ username: auth.username, password: auth.password ?? undefined });
      const ok = auth.username === options.login?.username && auth.password === options.login?.password;
      if (ok) callback(null, { user: auth.username });
      else callback(Object.assign(new Error('Invalid login'), { responseCode: 535 }));
    },
    onRcptTo(_address, _session, callback) {
      callback(options.rejectRecipient ? replyError(options.rejectRecipient) : null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (options.rejectData) return callback(replyError(options.rejectData));
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks) });
        callback(null);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    logins,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port nothing listens on: taken from the system, then released. */
export async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** A loopback server that accepts connections and never says a word, like a stuck mail server. */
export async function silentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * The settings SMTP_URL gives for a receiver on this machine (site/email/mail-settings.ts), with a login
 * when `user` is given; `requireTls` overrides what the address implies (loopback: no STARTTLS needed).
 */
export function smtpSettingsFor(
  port: number,
  options: { secure?: boolean; user?: string; password?: string; requireTls?: boolean } = {},
): SmtpSettings {
  const login =
    options.user === undefined
      ? ''
      : `${encodeURIComponent(options.user)}:${encodeURIComponent(options.password ?? '')}@`;
  const url = `${options.secure ? 'smtps' : 'smtp'}://${login}127.0.0.1:${port}`;
  const read = readMailSettings({ SMTP_URL: url, MAIL_FROM: 'quotes@shipquote.example' });
  if (!read.ok || read.settings.transport !== 'smtp') throw new Error(`not SMTP settings: ${url}`);
  const { smtp } = read.settings;
  return options.requireTls === undefined ? smtp : { ...smtp, requireTls: options.requireTls };
}
