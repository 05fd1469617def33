/** Hex colours: read into channels for the contrast check, and written for the form's colour pickers. */

/** The red, green and blue (0–255) of an opaque hex colour; undefined for anything else. */
export function hexRgb(value: string): [number, number, number] | undefined {
  const match = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(value.trim());
  if (!match) return undefined;
  let hex = match[1] as string;
  if (hex.length <= 4) hex = [...hex].map((digit) => digit + digit).join('');
  if (hex.length === 8 && hex.slice(6).toLowerCase() !== 'ff') return undefined;
  return [0, 2, 4].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as [number, number, number];
}

/**
 * What a colour picker (`<input type="color">`, which knows only #rrggbb) shows for a value: the value when
 * it is a hex colour (its alpha dropped), else `fallback`.
 */
export function pickerColour(value: string, fallback: string): string {
  const match = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(value.trim());
  if (!match) return fallback;
  const hex = match[1] as string;
  const rgb = hex.length <= 4 ? [...hex.slice(0, 3)].map((digit) => digit + digit).join('') : hex.slice(0, 6);
  return `#${rgb.toLowerCase()}`;
}
