/**
 * The embed builder's fields (/partners): their names in the order of the form, the query string and the
 * snippets, the choices of the fields that are a choice, and the look's CSS custom properties. The
 * builder's options (embed-options.ts) and its copy (site/partners/partners-copy.ts) both speak of these
 * fields, so they live apart from either: this module imports nothing.
 */

/** The theme's CSS custom properties by field name: `accent` is `--qw-accent` on the host element. */
export const STYLE_FIELDS = [
  'accent',
  'accent-hover',
  'on-accent',
  'text',
  'muted',
  'bg',
  'surface',
  'border',
  'error',
  'focus',
  'radius',
  'font',
] as const;
export type StyleField = (typeof STYLE_FIELDS)[number];
export type ColourField = Exclude<StyleField, 'radius' | 'font'>;
export const COLOUR_FIELDS = STYLE_FIELDS.filter(
  (field): field is ColourField => field !== 'radius' && field !== 'font',
);

export const CHOICES = {
  variant: ['full', 'compact'],
  mode: ['domestic', 'international'],
  pagination: ['true', 'false'],
  theme: ['light', 'dark', 'auto'],
} as const;
export type ChoiceField = keyof typeof CHOICES;

/** Every field, in the order of the form, the query string and the snippets. */
export const FIELD_NAMES = [
  'id',
  'source',
  'variant',
  'mode',
  'pagination',
  'title',
  'theme',
  ...STYLE_FIELDS,
] as const;
export type FieldName = (typeof FIELD_NAMES)[number];

export function isChoiceField(name: FieldName): name is ChoiceField {
  return name in CHOICES;
}

export function isColourField(name: FieldName): name is ColourField {
  return (COLOUR_FIELDS as readonly string[]).includes(name);
}
