/**
 * How makes are shown and which come first (`/api/makeLookup`).
 *
 * vPIC stores 738 of its 2,601 make names in upper case ("RIVIAN", "MERKUR", "CAN-AM", "BMW"). Only those
 * all-caps names are changed, word by word: a word of four or more letters is capitalised ("RIVIAN" → "Rivian",
 * "MULLEN AUTOMOTIVE INC." → "Mullen Automotive Inc."), a shorter one is kept as an acronym ("BMW", "GMC", "KTM",
 * "BYD"), as are words with digits or inner full stops ("S.T.I"). Names vPIC already writes in mixed case
 * ("McLaren", "Mercedes-Benz") are shown as they are, and brands styled in capitals keep them (below).
 */

/** Brands that write themselves in capitals, and two that the rule above would get wrong. */
const SHOWN_AS: Readonly<Record<string, string>> = {
  MINI: 'MINI',
  CFMOTO: 'CFMOTO',
  KYMCO: 'KYMCO',
  SSR: 'SSR',
  'CAN-AM': 'Can-Am',
  'CO.': 'Co.',
  'CO.,': 'Co.,',
};

/** Short words that are words, not acronyms, inside all-caps names. */
const SHORT_WORDS: Readonly<Record<string, string>> = { AND: 'and', OF: 'of', THE: 'The', INC: 'Inc', LTD: 'Ltd' };

export function friendlyMakeName(name: string): string {
  const shown = SHOWN_AS[name];
  if (shown) return shown;
  if (name !== name.toUpperCase() || !/[A-Z]/.test(name)) return name;
  return name
    .split(' ')
    .map((word) => {
      if (SHOWN_AS[word]) return SHOWN_AS[word];
      const bare = word.replace(/[^A-Z]/g, '');
      if (SHORT_WORDS[bare]) return word.replace(bare, SHORT_WORDS[bare]);
      if (bare.length < 4 || /\d|[A-Z]\.[A-Z]/.test(word)) return word;
      return word.replace(/[A-Z][A-Z'’]*/g, (letters) => letters.charAt(0) + letters.slice(1).toLowerCase());
    })
    .join(' ');
}

/**
 * Makes a visitor shipping a car most likely means, roughly by US sales, so "m" offers Mazda and Mercedes-Benz
 * before a motorcycle workshop. vPIC Make_IDs (stable, the live API's ids), not names.
 */
export const POPULAR_MAKE_IDS: readonly number[] = [
  448, // Toyota
  460, // Ford
  467, // Chevrolet
  474, // Honda
  478, // Nissan
  498, // Hyundai
  499, // Kia
  483, // Jeep
  523, // Subaru
  472, // GMC
  496, // Ram
  441, // Tesla
  473, // Mazda
  452, // BMW
  449, // Mercedes-Benz
  482, // Volkswagen
  515, // Lexus
  476, // Dodge
  582, // Audi
  469, // Cadillac
  468, // Buick
  475, // Acura
  485, // Volvo
  481, // Mitsubishi
  477, // Chrysler
  464, // Lincoln
  480, // Infiniti
  584, // Porsche
  444, // Land Rover
  456, // MINI
  5083, // Genesis
  442, // Jaguar
  493, // Alfa Romeo
  492, // Fiat
  10887, // Rivian
  10919, // Lucid
  10224, // Polestar
  443, // Maserati
];
