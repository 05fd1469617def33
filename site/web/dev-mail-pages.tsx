/**
 * The development mail pages: the `.eml` files the development transport wrote, newest first, and one of
 * them read back. React through the site's Document like the plain pages, with the examples' stylesheet
 * and no script.
 *
 * The email's HTML part is shown only inside `<iframe sandbox srcdoc>`: it is a document of its own with
 * its own styles, and the empty sandbox runs none of its scripts, submits none of its forms and gives it
 * an opaque origin, so nothing in an email can act as this site.
 */
import type { ReactElement, ReactNode } from 'react';
import type { MailPreview } from '../notify/email/transport/mail-preview';
import { Document } from '../ui/Document';
import { renderHtml } from '../ui/html';
import { PLAIN_PAGE_STYLESHEET } from './plain-pages';

export const DEV_MAIL_PATH = '/dev/mail';

/** One email of the list: when it was written, to whom, its subject. */
export interface MailListEntry {
  name: string;
  writtenAt: string;
  to: string;
  subject: string;
}

function DevPage({ title, children }: { title: string; children: ReactNode }): ReactElement {
  return (
    <Document
      meta={{ title, description: 'Email written by the development server.', path: DEV_MAIL_PATH, noindex: true }}
      ownStylesheet={PLAIN_PAGE_STYLESHEET}
    >
      <main>{children}</main>
    </Document>
  );
}

function MailList({ folder, entries }: { folder: string; entries: readonly MailListEntry[] }): ReactElement {
  return (
    <DevPage title="Development mail">
      <h1>Development mail</h1>
      <p>
        Email the server would have sent, written as <code>.eml</code> files in <code>{folder}</code>. Set SMTP_URL to
        send it instead.
      </p>
      {entries.length === 0 ? (
        <p>No email yet. Submit a quote, then reload this page.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">Written (UTC)</th>
              <th scope="col">To</th>
              <th scope="col">Subject</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.name}>
                <td>{entry.writtenAt.replace('T', ' ').slice(0, 19)}</td>
                <td>{entry.to}</td>
                <td>
                  <a href={`${DEV_MAIL_PATH}/${encodeURIComponent(entry.name)}`}>{entry.subject || '(no subject)'}</a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </DevPage>
  );
}

function MailView({ mail }: { mail: MailPreview }): ReactElement {
  const headers: [string, string][] = [
    ['From', mail.from],
    ['To', mail.to],
    ['Date', mail.date ?? ''],
    ['Subject', mail.subject],
  ];
  return (
    <DevPage title={mail.subject || 'Email'}>
      <p>
        <a href={DEV_MAIL_PATH}>All development mail</a>
      </p>
      <h1>{mail.subject || '(no subject)'}</h1>
      <dl>
        {headers.map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h2>Attachments</h2>
      {mail.attachments.length === 0 ? (
        <p>None.</p>
      ) : (
        <ul>
          {mail.attachments.map((file, index) => (
            // Two attachments may share a name; their order in the message is theirs alone.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is static, in the message's order
            <li key={index}>
              {file.filename || '(no name)'} ({file.contentType}, {file.size} bytes)
            </li>
          ))}
        </ul>
      )}
      <h2>HTML part</h2>
      {mail.html === undefined ? (
        <p>None.</p>
      ) : (
        <iframe sandbox="" srcDoc={mail.html} title="The email's HTML part" width="100%" height="800" />
      )}
      <h2>Text part</h2>
      {mail.text === undefined ? <p>None.</p> : <pre>{mail.text}</pre>}
    </DevPage>
  );
}

export function mailListPage(folder: string, entries: readonly MailListEntry[]): string {
  return renderHtml(<MailList folder={folder} entries={entries} />);
}

export function mailPreviewPage(mail: MailPreview): string {
  return renderHtml(<MailView mail={mail} />);
}
