/** English country names from ISO codes, the way ports.json names them (CLDR through Intl.DisplayNames). */

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const cache = new Map<string, string>();

export function countryName(code: string): string {
  let name = cache.get(code);
  if (name === undefined) {
    // An unknown code throws or echoes the code; the code is then the best name there is.
    try {
      name = regionNames.of(code) ?? code;
    } catch {
      name = code;
    }
    cache.set(code, name);
  }
  return name;
}
