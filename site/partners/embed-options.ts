/**
 * The embed builder's options (/partners): the widget's own options (widget/options.ts) plus its look,
 * read from the builder's query string or its form. Shared by the server's page and the builder's browser
 * script, so it uses no Node API. Every value ends up in the HTML, CSS or JavaScript of a partner's page,
 * so each is checked strictly: a bad one is kept as typed, with a message, and left out of the code and
 * the preview, where the widget would only have fallen back to its default.
 */

import { CHOICES, FIELD_NAMES, type FieldName, isChoiceField, STYLE_FIELDS, type StyleField } from './embed-fields';
import { BUILDER_ERRORS } from './partners-copy';

/**
 * The placement of the builder's preview. Quotes sent from the preview are real leads in the real API,
 * and partners are paid by placement: the preview never carries the partner's own id and source.
 */
export const PREVIEW_PLACEMENT = { id: 'PREVIEW', source: 'embed-preview' } as const;

/** The widget's length cap for its text options (widget/options.ts). */
export const MAX_TEXT_LENGTH = 200;

/** The fields as typed: what the form's inputs hold. */
export type FieldValues = Record<FieldName, string>;

export type Theme = (typeof CHOICES.theme)[number];
/** The widget's two palettes; `auto` draws one or the other, as the partner's page or the system asks. */
export type Palette = Exclude<Theme, 'auto'>;

/** The palettes a theme can draw: both for `auto`, the light one first (the widget's default). */
export function palettesOf(theme: Theme): Palette[] {
  return theme === 'auto' ? ['light', 'dark'] : [theme];
}

export interface EmbedOptions {
  id?: string;
  source?: string;
  variant: (typeof CHOICES.variant)[number];
  mode: (typeof CHOICES.mode)[number];
  pagination: boolean;
  title?: string;
  theme: Theme;
  /** Only the look's fields that are set, each a checked CSS value. */
  style: Partial<Record<StyleField, string>>;
}

export interface ParsedEmbed {
  values: FieldValues;
  /** The usable values; a field in `errors` has its default here. */
  options: EmbedOptions;
  errors: Partial<Record<FieldName, string>>;
}

export const DEFAULT_OPTIONS: Readonly<EmbedOptions> = {
  variant: 'full',
  mode: 'domestic',
  pagination: true,
  theme: 'light',
  style: {},
};

const SYSTEM_FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** The widget's own look when a variable is not set, by palette (the top of widget/widget.css). */
export const THEME_DEFAULTS: Record<Palette, Record<StyleField, string>> = {
  light: {
    accent: '#0a56c2',
    'accent-hover': '#08469f',
    'on-accent': '#ffffff',
    text: '#1a1f36',
    muted: '#4a5568',
    bg: '#ffffff',
    surface: '#f4f6fa',
    border: '#6b7280',
    error: '#b3261e',
    focus: '#0a56c2',
    radius: '10px',
    font: SYSTEM_FONT,
  },
  dark: {
    accent: '#8ab4ff',
    'accent-hover': '#b0ccff',
    'on-accent': '#0b1020',
    text: '#eef1f7',
    muted: '#c2c8d6',
    bg: '#141a2a',
    surface: '#1e2638',
    border: '#9aa3b5',
    error: '#ffb4ab',
    focus: '#8ab4ff',
    radius: '10px',
    font: SYSTEM_FONT,
  },
};

const PLACEMENT = /^[A-Za-z0-9._-]+$/;
const CONTROL_CHARACTERS = /\p{Cc}/u;
const HEX_COLOUR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
/** Only digits and separators inside the brackets: nothing that could end the declaration or the rule. */
const COLOUR_FUNCTION = /^(?:rgba?|hsla?)\([\d\s,.%/]+\)$/i;
const COLOUR_NAME = /^[a-z]{3,30}$/i;
const LENGTH = /^(\d{1,3}(?:\.\d{1,3})?)(px|rem|em|%)$/;
/** The largest sensible radius per unit: beyond 48 px a form's corners eat its fields. */
const MAX_RADIUS: Record<string, number> = { px: 48, rem: 3, em: 3, '%': 50 };
const FONT_NAME = `(?:[A-Za-z0-9 -]+| *"[A-Za-z0-9 -]+" *| *'[A-Za-z0-9 -]+' *)`;
/** Quotes must pair up: an unclosed one would run on into the rest of the partner's CSS. */
const FONT_LIST = new RegExp(`^${FONT_NAME}(?:,${FONT_NAME})*$`);

function checkText(value: string): string | undefined {
  if (value.length > MAX_TEXT_LENGTH) return BUILDER_ERRORS.tooLong(MAX_TEXT_LENGTH, value.length);
  return CONTROL_CHARACTERS.test(value) ? BUILDER_ERRORS.controlCharacters : undefined;
}

function checkPlacement(value: string): string | undefined {
  if (value.length > MAX_TEXT_LENGTH) return BUILDER_ERRORS.tooLong(MAX_TEXT_LENGTH, value.length);
  return PLACEMENT.test(value) ? undefined : BUILDER_ERRORS.placement;
}

export function isColour(value: string): boolean {
  return HEX_COLOUR.test(value) || COLOUR_FUNCTION.test(value) || COLOUR_NAME.test(value);
}

function checkRadius(value: string): string | undefined {
  if (value === '0') return undefined;
  const match = LENGTH.exec(value);
  const unit = match?.[2] ?? '';
  return match && Number(match[1]) <= (MAX_RADIUS[unit] ?? 0) ? undefined : BUILDER_ERRORS.radius;
}

function checkFont(value: string): string | undefined {
  if (value.length > MAX_TEXT_LENGTH) return BUILDER_ERRORS.tooLong(MAX_TEXT_LENGTH, value.length);
  return FONT_LIST.test(value) ? undefined : BUILDER_ERRORS.font;
}

/** The message for a value the builder cannot use, or undefined when it can (`value` is trimmed, not empty). */
function problemWith(name: FieldName, value: string): string | undefined {
  if (isChoiceField(name)) {
    const allowed: readonly string[] = CHOICES[name];
    // Only the start of a long value is repeated back: the message must stay readable.
    const shown = value.length > 40 ? `${value.slice(0, 40)}…` : value;
    return allowed.includes(value.toLowerCase()) ? undefined : BUILDER_ERRORS.choice(shown, allowed);
  }
  if (name === 'id' || name === 'source') return checkPlacement(value);
  if (name === 'title') return checkText(value);
  if (name === 'radius') return checkRadius(value);
  if (name === 'font') return checkFont(value);
  return isColour(value) ? undefined : BUILDER_ERRORS.colour;
}

const emptyValues = (): FieldValues =>
  Object.fromEntries(FIELD_NAMES.map((name) => [name, ''])) as unknown as FieldValues;

/** Reads the fields as typed (missing ones are empty); never throws, whatever they hold. */
export function readEmbed(input: Partial<Record<FieldName, string>>): ParsedEmbed {
  const values = emptyValues();
  const options: EmbedOptions = { ...DEFAULT_OPTIONS, style: {} };
  const errors: ParsedEmbed['errors'] = {};
  for (const name of FIELD_NAMES) {
    const raw = input[name] ?? '';
    values[name] = raw;
    const value = raw.trim();
    if (!value) continue;
    const problem = problemWith(name, value);
    if (problem) {
      errors[name] = problem;
      continue;
    }
    if (isChoiceField(name)) {
      const choice = value.toLowerCase();
      values[name] = choice;
      if (name === 'pagination') options.pagination = choice === 'true';
      else (options as unknown as Record<string, string>)[name] = choice;
    } else if (name === 'id' || name === 'source' || name === 'title') {
      options[name] = value;
    } else {
      options.style[name] = value;
    }
  }
  return { values, options, errors };
}

/** Reads the builder's query string; unknown parameters are ignored, a repeated one counts once. */
export function parseEmbedQuery(query: string | URLSearchParams): ParsedEmbed {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const input: Partial<Record<FieldName, string>> = {};
  for (const name of FIELD_NAMES) {
    const value = params.get(name);
    if (value !== null) input[name] = value;
  }
  return readEmbed(input);
}

/**
 * The query string of the fields (`?…`, or '' when all are default): only what is set and differs from
 * the default, as typed, so a shared address brings back a value that still needs fixing too.
 */
export function embedQuery(values: Partial<Record<FieldName, string>>): string {
  const params = new URLSearchParams();
  for (const name of FIELD_NAMES) {
    const value = (values[name] ?? '').trim();
    if (!value) continue;
    if (isChoiceField(name) && value.toLowerCase() === CHOICES[name][0]) continue;
    params.append(name, value);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The fields that give these options. */
export function valuesOf(options: EmbedOptions): FieldValues {
  const values = emptyValues();
  values.id = options.id ?? '';
  values.source = options.source ?? '';
  values.variant = options.variant;
  values.mode = options.mode;
  values.pagination = String(options.pagination);
  values.title = options.title ?? '';
  values.theme = options.theme;
  for (const name of STYLE_FIELDS) values[name] = options.style[name] ?? '';
  return values;
}
