/**
 * The emails' one layout: a single centred column of blocks, no tables and no fixed widths, so it reads on a
 * 320 px phone as on a desktop. Mail clients drop stylesheets and most of `<head>`, so every style is inline;
 * the one `<style>` block only switches colours for dark mode, where a client honours it (the rest invert
 * colours themselves, and the light palette survives that). No images: the logo is the brand's name in text,
 * so nothing is fetched from a server when the mail is opened.
 */
import type { CSSProperties, ReactElement, ReactNode } from 'react';
import { authorityStatement, brand } from '../../content/brand';
import { emailCopy as t } from './email-copy';
import type { TextSection } from './email-view';

/** Light colours, inline; their dark counterparts are in DARK_MODE below, by class. */
const colors = {
  page: '#f4f5f7',
  text: '#1f2328',
  card: '#ffffff',
  border: '#d0d7de',
  muted: '#57606a',
  accent: '#0b5cad',
  onAccent: '#ffffff',
} as const;

const DARK_MODE = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .sq-page { background-color: #121417 !important; color: #e6e9ed !important; }
  .sq-card { background-color: #1c2026 !important; border-color: #3b424c !important; }
  .sq-muted { color: #aeb6bf !important; }
  .sq-accent { color: #8cb8ff !important; }
  .sq-chosen { border-color: #8cb8ff !important; }
  .sq-option { border-color: #3b424c !important; }
  .sq-button { background-color: #8cb8ff !important; color: #0b1526 !important; }
}
`;

const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export const styles = {
  card: {
    backgroundColor: colors.card,
    border: `1px solid ${colors.border}`,
    borderRadius: '8px',
    padding: '16px',
    margin: '0 0 16px',
  },
  heading: { fontSize: '18px', lineHeight: '24px', margin: '0 0 12px', fontWeight: 700 },
  paragraph: { fontSize: '16px', lineHeight: '24px', margin: '0 0 12px' },
  muted: { color: colors.muted, fontSize: '14px', lineHeight: '20px', margin: '0 0 8px' },
  label: { color: colors.muted, fontSize: '14px', lineHeight: '20px', margin: '0' },
  value: { fontSize: '16px', lineHeight: '24px', margin: '0 0 8px', fontWeight: 600 },
  list: { fontSize: '16px', lineHeight: '24px', margin: '0', padding: '0 0 0 20px' },
  link: { color: colors.accent, textDecoration: 'underline' },
  button: {
    display: 'inline-block',
    backgroundColor: colors.accent,
    color: colors.onAccent,
    fontSize: '16px',
    lineHeight: '24px',
    fontWeight: 700,
    textDecoration: 'none',
    padding: '12px 20px',
    borderRadius: '6px',
    margin: '4px 0 12px',
  },
  chosen: { borderLeft: `4px solid ${colors.accent}`, padding: '8px 0 8px 12px', margin: '0 0 12px' },
  option: { borderLeft: `4px solid ${colors.border}`, padding: '8px 0 8px 12px', margin: '0 0 12px' },
} satisfies Record<string, CSSProperties>;

export function EmailLayout({
  title,
  preview,
  footer,
  support,
  children,
}: {
  title: string;
  /** Why the reader gets this email, at its foot. */
  footer: string;
  /** A customer's email: its foot gives the support mailbox, which answers around the clock. */
  support: boolean;
  /** The line inbox lists show after the subject; hidden in the mail itself. */
  preview: string;
  children: ReactNode;
}): ReactElement {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>{title}</title>
        <style>{DARK_MODE}</style>
      </head>
      <body
        className="sq-page"
        style={{ margin: 0, padding: 0, backgroundColor: colors.page, color: colors.text, fontFamily: FONT }}
      >
        <div style={{ display: 'none', maxHeight: 0, overflow: 'hidden' }}>{preview}</div>
        <div style={{ maxWidth: '600px', margin: '0 auto', padding: '24px 16px', overflowWrap: 'anywhere' }}>
          <p
            className="sq-accent"
            style={{ margin: '0 0 20px', fontSize: '22px', fontWeight: 800, color: colors.accent }}
          >
            {brand.name}
            <span className="sq-muted" style={{ fontSize: '14px', fontWeight: 400, color: colors.muted }}>
              {` · ${t.brandTagline}`}
            </span>
          </p>
          {children}
          <div className="sq-muted" style={{ ...styles.muted, margin: '24px 0 0' }}>
            <p style={{ margin: '0 0 4px' }}>
              {brand.name} · {brand.address.oneLine}
            </p>
            {/* Mail clients link the address themselves, as they do in the text part. */}
            {support ? <p style={{ margin: '0 0 4px' }}>{brand.customerService.text}</p> : null}
            <p style={{ margin: '0 0 4px' }}>{authorityStatement}</p>
            <p style={{ margin: 0 }}>{footer}</p>
          </div>
        </div>
      </body>
    </html>
  );
}

/** A bordered block of the column, with an optional heading. */
export function Card({ heading, children }: { heading?: string; children: ReactNode }): ReactElement {
  return (
    <div className="sq-card" style={styles.card}>
      {heading ? <h2 style={styles.heading}>{heading}</h2> : null}
      {children}
    </div>
  );
}

/** Paragraphs of the column, as they come. */
export function Paragraphs({ paragraphs }: { paragraphs: readonly string[] }): ReactElement {
  return (
    <>
      {paragraphs.map((paragraph) => (
        <p key={paragraph} style={styles.paragraph}>
          {paragraph}
        </p>
      ))}
    </>
  );
}

/** A card per section, its heading over its paragraphs. */
export function SectionCards({ sections }: { sections: readonly TextSection[] }): ReactElement {
  return (
    <>
      {sections.map((section) => (
        <Card key={section.heading} heading={section.heading}>
          <Paragraphs paragraphs={section.paragraphs} />
        </Card>
      ))}
    </>
  );
}

/** Label over value, one pair per line. */
export function Details({ items }: { items: readonly { label: string; value: string }[] }): ReactElement {
  return (
    <div>
      {items.map((item) => (
        <div key={item.label}>
          <p className="sq-muted" style={styles.label}>
            {item.label}
          </p>
          <p style={styles.value}>{item.value}</p>
        </div>
      ))}
    </div>
  );
}

/** The route and the vehicles, as every email about a quote shows them. */
export function RouteAndVehicles({
  route,
  vehicles,
}: {
  route: readonly { label: string; value: string }[];
  vehicles: readonly string[];
}): ReactElement {
  return (
    <>
      <Card heading={t.routeHeading}>
        <Details items={route} />
      </Card>
      <Card heading={t.vehiclesHeading}>
        <ul style={styles.list}>
          {vehicles.map((vehicle, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two identical vehicles are two lines, never reordered
            <li key={index}>{vehicle}</li>
          ))}
        </ul>
      </Card>
    </>
  );
}

/** A card that sends the reader to a page: a sentence, a button, and the address written out for clients that drop buttons. */
export function LinkCard(props: {
  heading: string;
  text: string;
  button: string;
  linkText: string;
  url: string;
  /** The address as written out, when it is not the link itself (an email address for a `mailto:` link). */
  display?: string;
}): ReactElement {
  return (
    <Card heading={props.heading}>
      <p style={styles.paragraph}>{props.text}</p>
      <a className="sq-button" href={props.url} style={styles.button}>
        {props.button}
      </a>
      <p className="sq-muted" style={styles.muted}>
        {props.linkText}{' '}
        <a className="sq-accent" href={props.url} style={styles.link}>
          {props.display ?? props.url}
        </a>
      </p>
    </Card>
  );
}

/** The advisors' number, large enough to tap, with a line on when or why to call. */
export function PhoneCard(props: {
  heading: string;
  phone: { display: string; href: string };
  text: string;
}): ReactElement {
  return (
    <Card heading={props.heading}>
      <p style={styles.paragraph}>
        <a className="sq-accent" href={props.phone.href} style={{ ...styles.link, fontWeight: 700 }}>
          {props.phone.display}
        </a>
      </p>
      <p className="sq-muted" style={styles.muted}>
        {props.text}
      </p>
    </Card>
  );
}
