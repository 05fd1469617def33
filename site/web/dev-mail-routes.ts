/**
 * /dev/mail: the email the development server wrote as `.eml` files (email/transport/eml-folder-transport.ts),
 * listed newest first, and /dev/mail/:name, one of them with its headers, parts and attachments' names.
 *
 * For development only: in production (NODE_ENV=production) the paths are never there, whatever the mail
 * settings say, and neither are they while email goes to an SMTP server or nowhere, since there are no
 * files to show then. A name is one file of the folder (isMailFileName) and nothing else: no path reaches
 * outside it.
 */
import { type Context, Hono } from 'hono';
import { NO_STORE } from '../http/cache-control';
import { isMailFileName, listMailFiles, readMailPreview } from '../notify/email/transport/mail-preview';
import type { MailSettings } from '../notify/email/transport/mail-settings';
import { DEV_MAIL_PATH, type MailListEntry, mailListPage, mailPreviewPage } from './dev-mail-pages';

export { DEV_MAIL_PATH };

export interface DevMailOptions {
  /** NODE_ENV=production: no /dev/mail. */
  production: boolean;
  mail: MailSettings;
}

/** The newest emails parsed for the list: each is read whole, and a developer wants the last few. */
const LIST_LIMIT = 50;

/**
 * The email's HTML part inherits this policy inside its srcdoc frame: its inline styles and `<style>`
 * block must apply there, so styles may be inline; nothing may run, load from elsewhere or be submitted.
 */
export const DEV_MAIL_CSP = [
  "default-src 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "frame-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

function page(body: string): Response {
  return new Response(body, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': NO_STORE,
      'Content-Security-Policy': DEV_MAIL_CSP,
    },
  });
}

/** The routes to mount at DEV_MAIL_PATH, or undefined where there are none (production, no .eml files). */
export function devMailRoutes(options: DevMailOptions): Hono | undefined {
  if (options.production || options.mail.transport !== 'eml-folder') return undefined;
  const { folder } = options.mail;
  const app = new Hono();

  app.get('/', async () => {
    const files = await listMailFiles(folder, LIST_LIMIT);
    const entries = await Promise.all(
      files.map(async (file): Promise<MailListEntry> => {
        const mail = await readMailPreview(folder, file.name);
        return { name: file.name, writtenAt: file.writtenAt, to: mail?.to ?? '', subject: mail?.subject ?? '' };
      }),
    );
    return page(mailListPage(folder, entries));
  });

  app.get('/:name', async (c: Context) => {
    const name = c.req.param('name') ?? '';
    const mail = isMailFileName(name) ? await readMailPreview(folder, name) : undefined;
    if (!mail) return c.notFound();
    return page(mailPreviewPage(mail));
  });

  return app;
}
