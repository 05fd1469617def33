/**
 * Every email's one way from its view to what a transport sends. The HTML part is the email's body inside
 * EmailLayout, the text part its lines above the same footer, the subject and the inbox preview the view's:
 * so each email gives only what is its own, and no email can give one part a footer or a title the other
 * lacks.
 */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { brand } from '../../content/brand';
import { EmailLayout } from './EmailLayout';
import type { EmailFrame } from './email-view';
import { textFooter } from './text-footer';
import type { EmailAttachment, EmailContent } from './transport/outgoing-email';

export interface EmailParts<View extends EmailFrame> {
  view: View;
  /** The HTML part's body, set inside EmailLayout. */
  Body: (props: { view: View }) => ReactElement;
  /** The text part's lines, above a blank line and the footer. */
  text: (view: View) => readonly string[];
  attachments?: readonly EmailAttachment[];
  /**
   * Who reads it. A customer's email is answered by the support mailbox: its replies go there and its
   * footer gives that address. Staff notices go between staff, so they have neither.
   */
  audience?: 'customer' | 'staff';
}

export function renderEmail<View extends EmailFrame>({
  view,
  Body,
  text,
  attachments = [],
  audience = 'customer',
}: EmailParts<View>): EmailContent {
  const customer = audience === 'customer';
  const html = renderToStaticMarkup(
    <EmailLayout title={view.subject} preview={view.preview} footer={view.footerWhy} support={customer}>
      <Body view={view} />
    </EmailLayout>,
  );
  return {
    subject: view.subject,
    // The whole document, as a mail client gets it.
    html: `<!doctype html>${html}`,
    text: `${[...text(view), '', ...textFooter(view.footerWhy, { support: customer })].join('\n')}\n`,
    attachments,
    ...(customer ? { replyTo: brand.mailboxes.support.address } : {}),
  };
}
