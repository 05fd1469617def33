/**
 * The `/partners` page's copy as typed data: the embed builder partner sites use to put the quote form on
 * their pages (its options form, preview, snippets, and the reference of the widget's events and of the
 * Content-Security-Policy a partner page needs), and the messages of the builder's checks.
 */

import { brand } from '../content/brand';
import type { ChoiceField, FieldName } from './embed-fields';

export const PARTNERS_PAGE = {
  path: '/partners',
  title: 'Embed our quote form',
  description: `Put the ${brand.name} quote form on your site: set its options and colours, try it live, copy the code. Every quote it sends counts as your lead.`,
  crumbs: [
    { name: 'Home', path: '/' },
    { name: 'Embed our quote form', path: '/partners' },
  ],
  heading: 'Embed our quote form',
  lead: `Partners earn for every quote request their visitors send through the ${brand.name} form. Set it up below, try it in the preview, then copy the code into your page.`,
} as const;

export const BUILDER_FORM_COPY = {
  heading: 'Set up your form',
  intro:
    'Every change shows in the preview and in the code at once, and the address of this page keeps it, so you can bookmark or share a setup.',
  submit: 'Update preview',
  updated: 'Preview updated.',
  summaryHeading: (count: number) => (count === 1 ? 'One option needs a look' : `${count} options need a look`),
  legends: {
    tracking: 'Tracking',
    form: 'Form',
    look: 'Look',
    colours: 'Colours',
  },
  trackingIntro: 'Every quote the form sends carries these two values: that is how a lead is counted as yours.',
  lookIntro:
    'Colours take any CSS colour: #c0392b, rgb(192 57 43), hsl(6 63% 46%) or a name such as teal. Leave a field empty for the form’s own colour.',
  /** Before a colour field's CSS variable in its hint. */
  variable: 'CSS variable',
  /** The accessible name of a colour field's picker, after the field's own label. */
  picker: (label: string) => `${label}: pick a colour`,
} as const;

export interface FieldCopy {
  label: string;
  hint?: string;
}

/** Labels and hints of the builder's fields; a colour's hint names its CSS variable and defaults. */
export const BUILDER_FIELDS: Record<FieldName, FieldCopy> = {
  id: { label: 'Partner ID', hint: 'The ID in your partner agreement, such as PARTNER-001.' },
  source: {
    label: 'Placement',
    hint: 'A name for this spot on your site, such as blog-sidebar, to compare placements. Letters, digits, - _ and . only.',
  },
  variant: { label: 'Layout' },
  mode: { label: 'Shipping' },
  pagination: { label: 'Step names', hint: 'The compact layout always numbers its steps.' },
  title: { label: 'Title', hint: 'Shown above the form. Empty: “Car Shipping Quote”.' },
  theme: {
    label: 'Palette',
    hint: 'Auto follows your page: the data-theme, dark or light, of its <html> element where it has one, otherwise the visitor’s system setting, also when either changes.',
  },
  accent: { label: 'Accent', hint: 'Buttons and the current step.' },
  'accent-hover': { label: 'Accent under the pointer' },
  'on-accent': { label: 'Text on the accent' },
  text: { label: 'Text' },
  muted: { label: 'Secondary text', hint: 'Hints and step counts.' },
  bg: { label: 'Background' },
  surface: { label: 'Panels', hint: 'Menus, the calendar and alerts.' },
  border: { label: 'Field borders' },
  error: { label: 'Errors' },
  focus: { label: 'Focus ring' },
  radius: { label: 'Corner radius', hint: 'Such as 10px, 0.5rem or 8%; at most 48px. Default 10px.' },
  font: {
    label: 'Font',
    hint: 'Font names, comma-separated, such as Georgia, "Times New Roman", serif. Default: the system’s own font.',
  },
};

/** The visible name of each choice, by field and value. */
export const BUILDER_CHOICES: { [F in ChoiceField]: Record<string, string> } = {
  variant: { full: 'Full, three named steps', compact: 'Compact, numbered steps' },
  mode: { domestic: 'USA and Canada', international: 'International' },
  pagination: { true: 'Show', false: 'Hide' },
  theme: { light: 'Light', dark: 'Dark', auto: 'Auto' },
};

/** How a colour field's hint names the form's own colours; the field's CSS variable follows it. */
export function colourDefaultsHint(light: string, dark: string): string {
  return `Default ${light}, dark ${dark}.`;
}

/** The builder's messages for values it cannot use: each says what to type instead. */
export const BUILDER_ERRORS = {
  tooLong: (max: number, length: number) => `Use at most ${max} characters; this has ${length}.`,
  placement: 'Use only letters, digits, hyphens (-), underscores (_) and dots (.).',
  controlCharacters: 'Leave out line breaks and tabs.',
  colour: 'Enter a colour such as #c0392b, rgb(192 57 43) or a name such as teal.',
  radius: 'Enter a length such as 10px, 0.5rem or 8%, at most 48px (3rem, 50%).',
  font: 'Enter font names separated by commas, such as Georgia, "Times New Roman", serif: letters, digits, spaces and hyphens, a name with spaces in quotes.',
  choice: (value: string, allowed: readonly string[]) =>
    `“${value}” is not ${allowed.slice(0, -1).join(', ')} or ${allowed.at(-1)}; the form uses ${allowed[0]} until you choose one.`,
} as const;

/** What the contrast check measures, by the field of the text colour. */
export const CONTRAST_PAIRS = {
  'on-accent': 'Text on the accent',
  text: 'Text on the background',
} as const;

/** A contrast warning: it only warns, since a partner may know their colours better than a formula. */
export function contrastWarning(pair: string, ratio: string): string {
  return `${pair} has a contrast of ${ratio}:1; text needs at least 4.5:1 to be readable by everyone.`;
}

export const PREVIEW_COPY = {
  heading: 'Preview',
  note: 'Quotes sent from this preview are tagged embed-preview, so trying the form never counts as one of your leads.',
  noScript: 'The preview needs JavaScript. The code below is ready all the same.',
  logHeading: 'Events from the preview',
  logIntro: 'What the form tells its page, newest last.',
  clearLog: 'Clear the event log',
} as const;

export const SNIPPET_COPY = {
  html: {
    heading: 'Embed code',
    intro:
      'Paste this where the form should appear. The script may go anywhere on the page, and loads once however many forms the page has.',
    copy: 'Copy embed code',
  },
  mount: {
    heading: 'For single-page apps: QuoteWidget.mount()',
    intro:
      'An app that draws its pages in the browser can mount the form itself when a route shows and unmount it when the route is left. The look stays on the element: the data-theme attribute and the CSS variables. Under a strict Content-Security-Policy, the script part goes into your app’s own code.',
    copy: 'Copy mount() code',
  },
  copied: 'Copied',
  selected: 'Selected: press Ctrl+C (⌘C on a Mac) to copy',
} as const;

/**
 * What the partner's element holds until the widget replaces it, for a visitor whose browser runs no
 * script or never gets the widget's: a link to the broker's own quote form and the advisors' phone.
 */
export const SNIPPET_FALLBACK = {
  link: 'Get a free car shipping quote',
  orCall: 'or call',
} as const;

/** Comments inside the generated code, so a snippet explains itself wherever it is pasted. */
export const SNIPPET_COMMENTS = {
  style: 'The form’s look. If your Content-Security-Policy forbids inline styles, move this rule into your stylesheet.',
  mountOptions: 'The form’s options; its look is on the element (data-theme, the --qw-* variables).',
  whenLoaded: 'Runs `then` once the widget script has loaded.',
  onShow: 'When your app shows the route with the form:',
  onLeave: 'When your app leaves that route, before it removes the element:',
} as const;

export interface EventDoc {
  name: string;
  when: string;
  fields: readonly string[];
}

export const EVENTS_COPY = {
  heading: 'Events',
  intro:
    'The form tells your page what happens through DOM events on its element. They bubble and cross the form’s shadow root, so one listener on document hears every form of the page. The details never hold a visitor’s personal data.',
  caption: 'The form’s events and the fields of their detail',
  columns: { name: 'Event', when: 'When', fields: 'Detail fields' },
  dataLayer:
    'When the page has a tag manager (window.dataLayer is an array), each event is also pushed there as { event: "quote:…", …detail }, without the booking URL: the link holds the visitor’s private booking token.',
  exampleHeading: 'Listening',
  example: `document.addEventListener('quote:success', (event) => {
  const { id, source, leadNumber } = event.detail;
  console.log(\`Lead \${leadNumber} from \${source} (\${id})\`);
});`,
} as const;

const COMMON_FIELDS = ['id', 'source', 'variant'];

/** Each event the widget emits (widget/components/QuoteWidget.tsx), in the order a visitor meets them. */
export const WIDGET_EVENTS: readonly EventDoc[] = [
  { name: 'quote:ready', when: 'The form is drawn, again after every mount.', fields: COMMON_FIELDS },
  {
    name: 'quote:step',
    when: 'The visitor moves to another step, forward or back, or is sent back to a step with a problem.',
    fields: [...COMMON_FIELDS, 'step (1 to 3)', 'stepName'],
  },
  { name: 'quote:submit', when: 'The quote is being sent.', fields: COMMON_FIELDS },
  {
    name: 'quote:success',
    when: 'The quote is stored; the booking page opens.',
    fields: [...COMMON_FIELDS, 'leadNumber', 'bookingUrl'],
  },
  {
    name: 'quote:error',
    when: 'Sending failed: no connection, a server error, or no booking link in the answer.',
    fields: [...COMMON_FIELDS, 'statusCode', 'reason ("network", "server" or "opportunity")'],
  },
];

export const CSP_COPY = {
  heading: 'Content Security Policy',
  intro:
    'A page with a Content-Security-Policy lets the form in with two sources: the script, and the parts it loads later, come from our origin, and the quotes go to it.',
  lines: (origin: string) => `script-src ${origin}\nconnect-src ${origin}`,
  noInline:
    'The form needs no inline script, no inline style and no eval. Its styles are constructable stylesheets inside its own shadow root, so style-src needs nothing for it.',
  nonce:
    "A policy built on a nonce with 'strict-dynamic' puts its nonce on the widget’s script tag instead: the parts the script loads later are trusted through it.",
  trustedTypesIntro:
    "A page that enforces Trusted Types (require-trusted-types-for 'script') allows the widget’s one policy by name:",
  trustedTypes: 'trusted-types quote-widget',
  style:
    "The <style> rule of the embed code is an inline style. Under a style-src without 'unsafe-inline', move the rule into your own stylesheet; the form looks the same.",
} as const;
