/**
 * A real SMTP server on a loopback port, standing in for the broker's mail server in the tests and the
 * soak: it keeps every message it accepts, raw, and can answer RCPT TO or DATA with an error code instead.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerError } from 'smtp-server';

export interface ReceivedMessage {
  /** The envelope's recipients. */
  to: string[];
  raw: Buffer;
}

export interface SmtpReceiver {
  port: number;
  received: ReceivedMessage[];
  /** The user names and passwords the server was logged in with. */
  logins: { username: string | undefined; password: string | undefined }[];
  close(): Promise<void>;
}

export interface SmtpReceiverOptions {
  /** Listen on this loopback port (one closedPort() gave, say); default one the system chooses. */
  port?: number;
  /** Refuse every recipient with this reply code. */
  rejectRecipient?: number;
  /** Refuse every message after its data with this reply code. */
  rejectData?: number;
  /** Ask for a login and accept only this one. */
  login?: { username: string; password: string };
  /** Told each message it accepts, as it is kept. */
  onMessage?: (message: ReceivedMessage) => void;
}

function replyError(code: number): SMTPServerError {
  return Object.assign(new Error(`Refused by the test server (${code})`), { responseCode: code });
}

export async function startSmtpReceiver(options: SmtpReceiverOptions = {}): Promise<SmtpReceiver> {
  const received: ReceivedMessage[] = [];
  const logins: SmtpReceiver['logins'] = [];
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
        const message = { to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks) };
        received.push(message);
        callback(null);
        options.onMessage?.(message);
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
