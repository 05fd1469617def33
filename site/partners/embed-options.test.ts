import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIELD_NAMES, STYLE_FIELDS } from './embed-fields';
import {
  DEFAULT_OPTIONS,
  type EmbedOptions,
  embedQuery,
  parseEmbedQuery,
  readEmbed,
  THEME_DEFAULTS,
  valuesOf,
} from './embed-options';

const WIDGET_CSS = readFileSync(new URL('../../widget/widget.css', import.meta.url), 'utf8');

describe('parseEmbedQuery', () => {
  it('gives the widget’s defaults and no errors for an empty query', () => {
    const parsed = parseEmbedQuery('');
    expect(parsed.options).toEqual(DEFAULT_OPTIONS);
    expect(parsed.errors).toEqual({});
    expect(Object.keys(parsed.values)).toEqual([...FIELD_NAMES]);
    expect(Object.values(parsed.values).every((value) => value === '')).toBe(true);
  });

  it('reads every option and every variable of the look', () => {
    const parsed = parseEmbedQuery(
      '?id=PARTNER-001&source=blog.sidebar_2&variant=compact&mode=international&pagination=false&title=Ship+your+car+%26+more&theme=dark' +
        '&accent=%23c0392b&accent-hover=rgb(150+40+30)&on-accent=white&text=hsl(220+30%25+15%25)&muted=%23555&bg=%23fffe' +
        '&surface=rgba(0,0,0,.05)&border=hsla(0+0%25+50%25+/+1)&error=%23b3261eff&focus=teal&radius=0.5rem&font=Georgia,+%22Times+New+Roman%22,+serif',
    );
    expect(parsed.errors).toEqual({});
    expect(parsed.options).toEqual({
      id: 'PARTNER-001',
      source: 'blog.sidebar_2',
      variant: 'compact',
      mode: 'international',
      pagination: false,
      title: 'Ship your car & more',
      theme: 'dark',
      style: {
        accent: '#c0392b',
        'accent-hover': 'rgb(150 40 30)',
        'on-accent': 'white',
        text: 'hsl(220 30% 15%)',
        muted: '#555',
        bg: '#fffe',
        surface: 'rgba(0,0,0,.05)',
        border: 'hsla(0 0% 50% / 1)',
        error: '#b3261eff',
        focus: 'teal',
        radius: '0.5rem',
        font: 'Georgia, "Times New Roman", serif',
      },
    } satisfies EmbedOptions);
  });

  it('accepts choices in any case and trims what was typed around a value', () => {
    const parsed = parseEmbedQuery('variant=COMPACT&theme=Dark&id=++ACME-7++&pagination=False');
    expect(parsed.options).toMatchObject({ variant: 'compact', theme: 'dark', id: 'ACME-7', pagination: false });
    expect(parsed.values.variant).toBe('compact');
    expect(parsed.values.id).toBe('  ACME-7  ');
  });

  it('offers auto, the palette that follows the partner’s page', () => {
    expect(parseEmbedQuery('theme=AUTO').options.theme).toBe('auto');
    expect(embedQuery({ theme: 'auto' })).toBe('?theme=auto');
  });

  it('ignores unknown parameters and reads the first of a repeated one', () => {
    const parsed = parseEmbedQuery(
      'utm_source=x&api=https://evil.example&onload=alert(1)&variant=compact&variant=full',
    );
    expect(parsed.errors).toEqual({});
    expect(parsed.options).toEqual({ ...DEFAULT_OPTIONS, variant: 'compact' });
    expect(embedQuery(parsed.values)).toBe('?variant=compact');
  });

  it('takes URLSearchParams as well as a string', () => {
    expect(parseEmbedQuery(new URLSearchParams({ mode: 'international' })).options.mode).toBe('international');
  });
});

describe('a value the builder cannot use', () => {
  const hostile: [string, string][] = [
    ['id', '"><script>alert(1)</script>'],
    ['source', 'acme"] { } body { display:none'],
    ['source', 'partner blog'],
    ['accent', 'red;}body{display:none'],
    ['accent', 'url(https://evil.example/x.png)'],
    ['accent', 'rgb(1 2 3);x:y'],
    ['accent', 'expression(alert(1))'],
    ['bg', '</style><script>alert(1)</script>'],
    ['bg', '#12345'],
    ['text', 'var(--x)'],
    ['radius', '10'],
    ['radius', '49px'],
    ['radius', '4rem'],
    ['radius', '60%'],
    ['radius', '10px;color:red'],
    ['font', 'Georgia; } body { color: red'],
    ['font', '"Times New Roman'],
    ['font', '</style>'],
    ['font', 'a\\62 c'],
    ['variant', 'huge'],
    ['mode', 'mars'],
    ['pagination', 'maybe'],
    ['theme', 'neon'],
    ['title', 'Line one\nline two'],
  ];

  it.each(hostile)('is kept as typed in %s with a message, and left out of the options: %s', (name, value) => {
    const parsed = parseEmbedQuery(new URLSearchParams([[name, value]]));
    expect(parsed.errors[name as keyof typeof parsed.errors]).toMatch(/\S/);
    expect(Object.keys(parsed.errors)).toEqual([name]);
    expect(parsed.values[name as keyof typeof parsed.values]).toBe(value);
    expect(parsed.options).toEqual(DEFAULT_OPTIONS);
  });

  it('says what to type instead', () => {
    const { errors } = parseEmbedQuery('accent=red;}&radius=100px&source=a b&variant=huge&font="x');
    expect(errors.accent).toBe('Enter a colour such as #c0392b, rgb(192 57 43) or a name such as teal.');
    expect(errors.radius).toBe('Enter a length such as 10px, 0.5rem or 8%, at most 48px (3rem, 50%).');
    expect(errors.source).toBe('Use only letters, digits, hyphens (-), underscores (_) and dots (.).');
    expect(errors.variant).toBe('“huge” is not full or compact; the form uses full until you choose one.');
    expect(parseEmbedQuery('theme=neon').errors.theme).toBe(
      '“neon” is not light, dark or auto; the form uses light until you choose one.',
    );
    expect(errors.font).toMatch(/^Enter font names separated by commas/);
  });

  it('is refused over 200 characters, as the widget caps its text options, and the message counts them', () => {
    const long = 'x'.repeat(201);
    const parsed = readEmbed({ id: long, source: long, title: long, font: long });
    expect(parsed.errors.id).toBe('Use at most 200 characters; this has 201.');
    expect(parsed.errors.source).toBe('Use at most 200 characters; this has 201.');
    expect(parsed.errors.title).toBe('Use at most 200 characters; this has 201.');
    expect(parsed.errors.font).toBe('Use at most 200 characters; this has 201.');
    expect(parsed.values.title).toBe(long);
    expect(readEmbed({ title: 'x'.repeat(200) }).errors).toEqual({});
  });

  it('never throws, whatever the query holds', () => {
    const huge = `title=${'%3C'.repeat(20_000)}&accent=${'('.repeat(5_000)}&font=${'"'.repeat(5_000)}`;
    expect(() => parseEmbedQuery(huge)).not.toThrow();
    expect(() => parseEmbedQuery('%E0%A4%A&&==&id=%')).not.toThrow();
  });

  it('keeps other fields’ good values beside a bad one', () => {
    const parsed = parseEmbedQuery('id=ACME&accent=nope!&variant=compact');
    expect(parsed.options).toEqual({ ...DEFAULT_OPTIONS, id: 'ACME', variant: 'compact' });
    expect(Object.keys(parsed.errors)).toEqual(['accent']);
  });
});

describe('titles', () => {
  it('may hold any text, quotes and angle brackets included, since the code escapes it', () => {
    const title = 'Tom & Jerry’s "cars" <fast>';
    expect(readEmbed({ title }).options.title).toBe(title);
  });
});

describe('embedQuery', () => {
  it('is empty when every field has its default', () => {
    expect(embedQuery(valuesOf(DEFAULT_OPTIONS))).toBe('');
    expect(embedQuery({ variant: 'full', mode: 'domestic', pagination: 'true', theme: 'light', id: '  ' })).toBe('');
  });

  it('lists only what differs from the default, in the form’s order', () => {
    expect(embedQuery({ theme: 'dark', id: 'ACME', accent: '#c0392b', variant: 'full', pagination: 'false' })).toBe(
      '?id=ACME&pagination=false&theme=dark&accent=%23c0392b',
    );
  });

  it('keeps a value that still needs fixing, so a shared address brings it back', () => {
    expect(embedQuery({ accent: 'red;}' })).toBe('?accent=red%3B%7D');
  });

  it('round-trips every option through the query string', () => {
    const options: EmbedOptions = {
      id: 'P-1',
      source: 'a.b_c',
      variant: 'compact',
      mode: 'international',
      pagination: false,
      title: 'Ship & “save” <now> 100%',
      theme: 'dark',
      style: Object.fromEntries(STYLE_FIELDS.map((field) => [field, THEME_DEFAULTS.dark[field]])),
    };
    const parsed = parseEmbedQuery(embedQuery(valuesOf(options)));
    expect(parsed.errors).toEqual({});
    expect(parsed.options).toEqual(options);
    expect(parseEmbedQuery(embedQuery(valuesOf(DEFAULT_OPTIONS))).options).toEqual(DEFAULT_OPTIONS);
  });
});

describe('THEME_DEFAULTS', () => {
  it('are the widget’s own colours, as its stylesheet sets them in both palettes', () => {
    const [light = '', dark = ''] = WIDGET_CSS.split(':host([data-theme="auto"]) .qw-page-dark .qw {');
    for (const field of STYLE_FIELDS) {
      if (field === 'font') continue;
      expect(light, `--qw-${field} (light)`).toContain(`var(--qw-${field}, ${THEME_DEFAULTS.light[field]})`);
      if (field !== 'radius') {
        expect(dark.split('}')[0], `--qw-${field} (dark)`).toContain(
          `var(--qw-${field}, ${THEME_DEFAULTS.dark[field]})`,
        );
      }
    }
    expect(light).toContain(`var(--qw-font, ${THEME_DEFAULTS.light.font})`);
  });
});
