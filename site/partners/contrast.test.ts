import { describe, expect, it } from 'vitest';
import { contrastRatio, contrastWarnings } from './contrast';
import { DEFAULT_OPTIONS, type EmbedOptions, parseEmbedQuery, THEME_DEFAULTS } from './embed-options';

const options = (query: string): EmbedOptions => parseEmbedQuery(query).options;

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#c0392b', '#C0392B')).toBe(1);
  });

  it('matches published values', () => {
    // #767676 on white is the classic just-passing grey.
    expect(contrastRatio('#767676', '#fff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#0a56c2', '#ffffff')).toBeGreaterThan(4.5);
  });

  it('measures only opaque hex colours', () => {
    expect(contrastRatio('red', '#fff')).toBeUndefined();
    expect(contrastRatio('rgb(0 0 0)', '#fff')).toBeUndefined();
    expect(contrastRatio('#0008', '#fff')).toBeUndefined();
    expect(contrastRatio('#000f', '#ffffffff')).toBeCloseTo(21, 5);
  });
});

describe('contrastWarnings', () => {
  it('has nothing to say about the widget’s own palettes', () => {
    expect(contrastWarnings(DEFAULT_OPTIONS)).toEqual([]);
    expect(contrastWarnings({ ...DEFAULT_OPTIONS, theme: 'dark' })).toEqual([]);
    for (const theme of ['light', 'dark'] as const) {
      const own = THEME_DEFAULTS[theme];
      expect(contrastRatio(own['on-accent'], own.accent)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(own.text, own.bg)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('warns when a chosen accent leaves its button text below 4.5:1, against the palette’s default text', () => {
    const warnings = contrastWarnings(options('accent=%23ffcc00'));
    expect(warnings).toEqual([
      {
        fields: ['on-accent', 'accent'],
        message: 'Text on the accent has a contrast of 1.5:1; text needs at least 4.5:1 to be readable by everyone.',
      },
    ]);
    expect(contrastWarnings(options('accent=%23ffcc00&on-accent=%23000'))).toEqual([]);
  });

  it('measures against the dark palette’s defaults when the form is dark', () => {
    expect(contrastWarnings(options('theme=dark&bg=%23ffffff')).map((w) => w.fields)).toEqual([['text', 'bg']]);
    expect(contrastWarnings(options('bg=%23ffffff'))).toEqual([]);
  });

  it('measures against both palettes under auto, which may draw either, and gives the lower ratio', () => {
    expect(contrastWarnings({ ...DEFAULT_OPTIONS, theme: 'auto' })).toEqual([]);
    // The light text passes on white; the dark palette's near-white text does not.
    const [warning] = contrastWarnings(options('theme=auto&bg=%23ffffff'));
    expect(warning?.fields).toEqual(['text', 'bg']);
    expect(warning?.message).toContain(
      `${(Math.floor(contrastRatio(THEME_DEFAULTS.dark.text, '#ffffff')! * 10) / 10).toFixed(1)}:1`,
    );
    // A colour that fails in the light palette only is caught too.
    expect(contrastWarnings(options('theme=auto&bg=%23000000')).map((w) => w.fields)).toEqual([['text', 'bg']]);
    expect(contrastWarnings(options('theme=dark&bg=%23000000'))).toEqual([]);
  });

  it('rounds the ratio down, so a value just under 4.5 never reads as 4.5', () => {
    // #777 on white is 4.48:1.
    expect(contrastWarnings(options('text=%23777777'))[0]?.message).toContain('4.4:1');
  });

  it('stays quiet about colours it cannot measure', () => {
    expect(contrastWarnings(options('text=yellow&bg=white'))).toEqual([]);
  });
});
