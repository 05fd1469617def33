/**
 * The builder's contrast check: WCAG 2's contrast ratio of the colour pairs the widget draws text with
 * (its buttons' text on the accent, its text on its background). Only opaque hex colours are measured;
 * a name or a colour function would need a browser to resolve, and the check only warns anyway.
 */

import type { ColourField } from './embed-fields';
import { type EmbedOptions, palettesOf, THEME_DEFAULTS } from './embed-options';
import { hexRgb } from './hex-colour';
import { CONTRAST_PAIRS, contrastWarning } from './partners-copy';

/** WCAG AA for normal text. */
export const MIN_CONTRAST = 4.5;

/** Text colour first, its background second. */
const PAIRS: readonly (readonly ['on-accent' | 'text', ColourField])[] = [
  ['on-accent', 'accent'],
  ['text', 'bg'],
] as const;

function luminance([r, g, b]: [number, number, number]): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** From 1 (the same) to 21 (black on white); undefined unless both are opaque hex colours. */
export function contrastRatio(first: string, second: string): number | undefined {
  const a = hexRgb(first);
  const b = hexRgb(second);
  if (!a || !b) return undefined;
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export interface ContrastWarning {
  fields: readonly [ColourField, ColourField];
  message: string;
}

/**
 * Pairs below 4.5:1 where the partner set at least one of the two colours (the widget's own palettes
 * pass); a colour left empty counts as the widget's default in the chosen palette, and under `auto`, which
 * may draw either, in each of them: the warning gives the lower ratio.
 */
export function contrastWarnings(options: EmbedOptions): ContrastWarning[] {
  const warnings: ContrastWarning[] = [];
  for (const pair of PAIRS) {
    if (!pair.some((field) => options.style[field])) continue;
    const ratios = palettesOf(options.theme).flatMap((palette) => {
      const [text = '', background = ''] = pair.map((field) => options.style[field] ?? THEME_DEFAULTS[palette][field]);
      return contrastRatio(text, background) ?? [];
    });
    const ratio = ratios.length ? Math.min(...ratios) : undefined;
    // Rounded down, as the message shows it: 4.49 must not read as "4.5:1 is too little".
    if (ratio !== undefined && ratio < MIN_CONTRAST) {
      warnings.push({
        fields: pair,
        message: contrastWarning(CONTRAST_PAIRS[pair[0]], (Math.floor(ratio * 10) / 10).toFixed(1)),
      });
    }
  }
  return warnings;
}
