/**
 * Canadian provinces and the short city name each FSA is shown with ("Toronto, ON M5V").
 * `zipcodes` gives an FSA a long descriptive `city` ("Downtown Toronto (cn Tower / King And Spadina / …)"),
 * some of it mis-encoded ("Jonqui�re"), so the label pairs the FSA with a GeoNames city instead.
 */
import { greatCircleMiles } from './great-circle';
import { normalise } from './normalise';
import type { PostalCodeRow } from './postal-codes';
import { capitaliseWords } from './title-case';

export type Province = 'AB' | 'BC' | 'MB' | 'NB' | 'NL' | 'NS' | 'NT' | 'NU' | 'ON' | 'PE' | 'QC' | 'SK' | 'YT';

/** GeoNames' numeric first-level codes for Canada (there is no 06). */
const PROVINCE_OF_ADMIN_CODE: Readonly<Record<string, Province>> = {
  '01': 'AB',
  '02': 'BC',
  '03': 'MB',
  '04': 'NB',
  '05': 'NL',
  '07': 'NS',
  '08': 'ON',
  '09': 'PE',
  '10': 'QC',
  '11': 'SK',
  '12': 'YT',
  '13': 'NT',
  '14': 'NU',
};

export function provinceOfAdminCode(adminCode: string): Province | undefined {
  return PROVINCE_OF_ADMIN_CODE[adminCode];
}

/**
 * Canada Post gives each province its own first letter (X is shared: X0A–X0C are Nunavut). Taken from the code
 * rather than from `zipcodes`' province column, which holds a shifted value in nine rows ("Shediac Bridge").
 */
const PROVINCE_OF_LETTER: Readonly<Record<string, Province>> = {
  A: 'NL',
  B: 'NS',
  C: 'PE',
  E: 'NB',
  G: 'QC',
  H: 'QC',
  J: 'QC',
  K: 'ON',
  L: 'ON',
  M: 'ON',
  N: 'ON',
  P: 'ON',
  R: 'MB',
  S: 'SK',
  T: 'AB',
  V: 'BC',
  X: 'NT',
  Y: 'YT',
};
const NUNAVUT_FSAS = new Set(['X0A', 'X0B', 'X0C']);

export function provinceOfFsa(fsa: string): Province | undefined {
  const code = fsa.toUpperCase();
  return NUNAVUT_FSAS.has(code) ? 'NU' : PROVINCE_OF_LETTER[code.charAt(0)];
}

export interface CanadianCity {
  name: string;
  province: Province;
  population: number;
  lat: number;
  lng: number;
}

export interface FsaPlace {
  /** Upper case, three characters ("M5V"). */
  fsa: string;
  /** The short city name shown in the label. */
  city: string;
  province: Province;
  lat: number;
  lng: number;
}

/** A city named at the start of an urban FSA's description counts only this close to the FSA's point. */
const KM_PER_MILE = 1.609344;
const NAMED_CITY_MAX_KM = 25;
/** Otherwise the FSA takes the most populous city this close: the city a visitor would name. */
const AROUND_KM = 15;

/**
 * Pairs each FSA with a short city name. In order:
 * 1. Rural FSAs (second character 0) name their main town in brackets: "Eastern Alberta (st. Paul)" → St. Paul.
 * 2. Urban FSAs often start with their city: "Longueuil Southwest" → Longueuil, "North Vancouver Inner East" →
 *    North Vancouver (the longest GeoNames name that starts the description, within 25 km).
 * 3. Otherwise the most populous city within 15 km ("Plateau Mont-royal Southeast" → Montréal), else the nearest.
 * Nine rows have shifted columns and no latitude; they are placed at the GeoNames city their text starts with
 * ("Saint John Northeast" → Saint John), or left out when it names none.
 */
export function pairFsasWithCities(rows: readonly PostalCodeRow[], cities: readonly CanadianCity[]): FsaPlace[] {
  const byProvince = new Map<Province, Candidate[]>();
  for (const city of cities) {
    const list = byProvince.get(city.province) ?? [];
    list.push({ city, key: normalise(city.name) });
    byProvince.set(city.province, list);
  }

  const places: FsaPlace[] = [];
  for (const row of rows) {
    const fsa = row.zip.toUpperCase();
    const province = provinceOfFsa(fsa);
    const candidates = province && byProvince.get(province);
    if (!province || !candidates) continue;

    if (row.latitude === null || row.longitude === null) {
      const named = leadingCity(row.state, candidates) ?? leadingCity(row.city, candidates);
      if (named) places.push({ fsa, city: named.city.name, province, lat: named.city.lat, lng: named.city.lng });
      continue;
    }

    const lat = row.latitude;
    const lng = row.longitude;
    places.push({ fsa, city: shortName(fsa, row.city, lat, lng, candidates), province, lat, lng });
  }
  return places;
}

interface Candidate {
  city: CanadianCity;
  key: string;
}

/**
 * The city with the longest name that starts the text as whole words ("North Vancouver Inner East"), among those
 * `near` accepts. Names are compared first, so distances are worked out for the few that match.
 */
function leadingCity(
  text: string,
  candidates: readonly Candidate[],
  near: (city: CanadianCity) => boolean = () => true,
): Candidate | undefined {
  const leading = normalise(text);
  let named: Candidate | undefined;
  for (const candidate of candidates) {
    const { key } = candidate;
    if (!key || (named && key.length <= named.key.length)) continue;
    if ((leading === key || leading.startsWith(`${key} `)) && near(candidate.city)) named = candidate;
  }
  return named;
}

function shortName(
  fsa: string,
  description: string,
  lat: number,
  lng: number,
  candidates: readonly Candidate[],
): string {
  const km = (city: CanadianCity) => greatCircleMiles({ lat, lng }, city) * KM_PER_MILE;
  const bracketed = /\(([^)]*)\)/.exec(description)?.[1];
  if (fsa.charAt(1) === '0' && bracketed) {
    const key = normalise(bracketed);
    let town: CanadianCity | undefined;
    for (const candidate of candidates) {
      if (candidate.key === key && (!town || km(candidate.city) < km(town))) town = candidate.city;
    }
    if (town) return town.name;
    // A town under 1,000 people is not in GeoNames cities1000; its own name, tidied, still beats a far city.
    // The data breaks some names after a hyphen ("saint-nazaire- D'acton").
    if (!bracketed.includes('\uFFFD') && key) return capitaliseWords(bracketed.trim().replace(/-\s+/g, '-'));
  }

  const named = leadingCity(description.split(' (')[0] ?? '', candidates, (city) => km(city) <= NAMED_CITY_MAX_KM);
  if (named) return named.city.name;

  let biggest: CanadianCity | undefined;
  let nearest: CanadianCity | undefined;
  let nearestKm = Number.POSITIVE_INFINITY;
  for (const { city } of candidates) {
    const distance = km(city);
    if (distance <= AROUND_KM && (!biggest || city.population > biggest.population)) biggest = city;
    if (distance < nearestKm) {
      nearest = city;
      nearestKm = distance;
    }
  }
  return (biggest ?? nearest)?.name ?? capitaliseWords(description);
}
