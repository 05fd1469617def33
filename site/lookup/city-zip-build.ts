/**
 * Builds the parts of the city/ZIP index (city-zip-index.ts, where the decisions are) from the packages' rows:
 * the ZIP and FSA rows in code order, one row per city ranked by population, and the cities' keys.
 */
import { type CanadianCity, type FsaPlace, type Province, pairFsasWithCities, provinceOfAdminCode } from './canada';
import type { CityZipParts, DomesticPlace } from './city-zip-parts';
import type { GeoNamesCity } from './geonames-cities';
import { NearMissIndex } from './near-miss-index';
import { joinKeys, rememberingNormalise, shortForm, spellingVariants } from './normalise';
import type { PostalCodeRow } from './postal-codes';
import { byCodeUnits, PrefixIndex } from './prefix-index';

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

export function buildCityZipParts(rows: readonly PostalCodeRow[], geoNames: readonly GeoNamesCity[]): CityZipParts {
  const nameKey = rememberingNormalise();
  const labelKey = (place: DomesticPlace) =>
    joinKeys(nameKey(place.city), place.state.toLowerCase(), place.zip?.toLowerCase() ?? '');
  const usRows = rows.filter((row) => row.country === 'US' && row.latitude !== null && row.longitude !== null);
  const zips = usRows
    .map((row): DomesticPlace => zipPlace(row.zip, row.city, row.state, row.latitude!, row.longitude!))
    .sort((a, b) => byCodeUnits(a.zip!, b.zip!));

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
  const fsas = pairFsasWithCities(fsaRows, canadianCities)
    .map(fsaPlace)
    .sort((a, b) => byCodeUnits(a.zip!, b.zip!));

  const cities = [...usCityPlaces(zips, usPopulation, nameKey), ...canadianCityPlaces(canadianCities)].sort(
    (a, b) => b.population - a.population || byCodeUnits(a.label, b.label),
  );
  const cityKeys = new PrefixIndex(cities, (place) => [
    ...spellingVariants(nameKey(place.city)),
    ...spellingVariants(labelKey(place)),
  ]).parts;
  const nearCities = new NearMissIndex(cities, (place) => spellingVariants(nameKey(place.city))).parts;
  return { zips, fsas, cities, cityKeys, nearCities };
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
