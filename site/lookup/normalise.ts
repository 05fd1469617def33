/**
 * The one key form every lookup index and every query is reduced to, so matching ignores case, accents and
 * punctuation ("montreal" finds "Montréal", "st louis" finds "St. Louis").
 */
import { foldText } from '../../shared/text';

/** Letters that have no decomposition in Unicode, so NFKD alone would keep them (GeoNames has all of them). */
const UNDECOMPOSED: Record<string, string> = {
  ß: 'ss',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  æ: 'ae',
  œ: 'oe',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
};
const UNDECOMPOSED_PATTERN = /[ßøłđðæœþıħ]/g;
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
const ASCII_APOSTROPHES = /['`]/g;
const ASCII_SEPARATORS = /[^a-z0-9]+/g;

/**
 * Lower case, accents and other combining marks removed, apostrophes dropped ("Lee's Summit" = "Lees Summit"),
 * every other run of punctuation, symbols (emoji too) or spaces turned into one space, trimmed.
 * Letters and digits of any script are kept.
 */
export function normalise(text: string): string {
  // Most names are plain ASCII, or become so once their accents are gone ("Bogotá"): two regular expressions then
  // do, rather than five over Unicode classes. That matters when 135,000 GeoNames names are indexed at start-up.
  if (PRINTABLE_ASCII.test(text)) return asciiKey(text);
  const folded = foldText(text);
  if (PRINTABLE_ASCII.test(folded)) return asciiKey(folded);
  return folded
    .replace(/\p{M}+/gu, '')
    .replace(UNDECOMPOSED_PATTERN, (letter) => UNDECOMPOSED[letter] ?? letter)
    .replace(/['’ʼ`´]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function asciiKey(text: string): string {
  return text.toLowerCase().replace(ASCII_APOSTROPHES, '').replace(ASCII_SEPARATORS, ' ').trim();
}

/** Long and short forms of the words place names abbreviate (USPS writes "Saint Louis", GeoNames "St. Louis"). */
const ABBREVIATIONS: ReadonlyArray<readonly [long: string, short: string]> = [
  ['saint', 'st'],
  ['sainte', 'ste'],
  ['fort', 'ft'],
  ['mount', 'mt'],
];
const SHORT_OF = new Map(ABBREVIATIONS.map(([long, short]) => [long, short]));
const LONG_OF = new Map(ABBREVIATIONS.map(([long, short]) => [short, long]));
const ABBREVIABLE = new RegExp(`\\b(?:${ABBREVIATIONS.flat().join('|')})\\b`);

function replaceWords(key: string, table: ReadonlyMap<string, string>): string {
  return key
    .split(' ')
    .map((word) => table.get(word) ?? word)
    .join(' ');
}

/** A normalised name with every abbreviable word in its short form: the key two sources are joined on. */
export function shortForm(key: string): string {
  return ABBREVIABLE.test(key) ? replaceWords(key, SHORT_OF) : key;
}

/** The key as given, with abbreviations written out, and with them shortened (distinct, so an index stores each once). */
export function spellingVariants(key: string): string[] {
  if (!ABBREVIABLE.test(key)) return [key];
  return [...new Set([key, replaceWords(key, LONG_OF), replaceWords(key, SHORT_OF)])];
}

/** Every tail of the key that starts at a word boundary, the whole key excluded ("land rover" → ["rover"]). */
export function laterWordStarts(key: string): string[] {
  const starts: string[] = [];
  for (let at = key.indexOf(' '); at !== -1; at = key.indexOf(' ', at + 1)) starts.push(key.slice(at + 1));
  return starts;
}

/**
 * `normalise` remembering its answers, for one index build where names repeat (42,555 ZIPs share 30,000 city
 * names). Build-time only: a cache fed by visitors' queries would grow without bound.
 */
export function rememberingNormalise(): (text: string) => string {
  const known = new Map<string, string>();
  return (text) => {
    let key = known.get(text);
    if (key === undefined) {
      key = normalise(text);
      known.set(text, key);
    }
    return key;
  };
}

/**
 * The key of a label built from parts ("Dallas", "TX", "75201" → "dallas tx 75201"): the same as normalising the
 * joined label, since a separator between parts becomes one space either way, without normalising it again.
 */
export function joinKeys(...keys: string[]): string {
  let joined = '';
  for (const key of keys) if (key !== '') joined = joined === '' ? key : `${joined} ${key}`;
  return joined;
}
