/**
 * Small, realistic fixture data for the examples' fake API (`?mock`), in the answer shapes of shared/api-types.
 *
 * Where the data comes from, so nothing here is invented where a real value exists:
 * - Make and model ids and model years: NHTSA vPIC (public domain), as copied to site/lookup/data/vehicles.json.
 * - Port names, UN/LOCODEs and positions: NGA World Port Index (public domain), as in site/lookup/data/ports.json;
 *   a few WPI names are shortened the way people type them ("Yokohama Ko" → "Yokohama").
 * - City ZIPs and positions: one well-known downtown ZIP per city, centres rounded; good enough for a mock,
 *   not a geocoder.
 */
import type { CityPortSuggestion, CityZipSuggestion, MakeSuggestion, ModelSuggestion } from '../../shared/api-types';

const us = (city: string, state: string, zip: string, lat: number, lng: number): CityZipSuggestion => ({
  label: `${city}, ${state} ${zip}`,
  city,
  state,
  zip,
  country: 'US',
  lat,
  lng,
});

/** Canada has no ZIP: the label is the city and province. */
const ca = (city: string, province: string, lat: number, lng: number): CityZipSuggestion => ({
  label: `${city}, ${province}`,
  city,
  state: province,
  country: 'CA',
  lat,
  lng,
});

export const US_CITIES: readonly CityZipSuggestion[] = [
  us('Dallas', 'TX', '75201', 32.7876, -96.7994),
  us('Dallas', 'TX', '75204', 32.8038, -96.7851),
  us('Houston', 'TX', '77002', 29.7569, -95.3625),
  us('Austin', 'TX', '78701', 30.2713, -97.7426),
  us('New York', 'NY', '10001', 40.7506, -73.9972),
  us('Los Angeles', 'CA', '90012', 34.0614, -118.2385),
  us('Chicago', 'IL', '60601', 41.8858, -87.6181),
  us('Miami', 'FL', '33101', 25.7676, -80.2048),
  us('Orlando', 'FL', '32801', 28.5399, -81.3725),
  us('Seattle', 'WA', '98101', 47.6114, -122.3305),
  us('Denver', 'CO', '80202', 39.7528, -104.9995),
  us('Atlanta', 'GA', '30303', 33.7528, -84.3925),
  us('Phoenix', 'AZ', '85004', 33.4515, -112.0686),
  us('Boston', 'MA', '02108', 42.3576, -71.0637),
  us('San Francisco', 'CA', '94102', 37.7793, -122.4193),
  us('Las Vegas', 'NV', '89101', 36.1728, -115.1221),
  us('Honolulu', 'HI', '96813', 21.3113, -157.8581),
  us('Anchorage', 'AK', '99501', 61.2168, -149.8763),
];

export const CANADIAN_CITIES: readonly CityZipSuggestion[] = [
  ca('Toronto', 'ON', 43.6532, -79.3832),
  ca('Ottawa', 'ON', 45.4215, -75.6972),
  ca('Montréal', 'QC', 45.5019, -73.5674),
  ca('Vancouver', 'BC', 49.2827, -123.1207),
  ca('Calgary', 'AB', 51.0447, -114.0719),
  ca('Halifax', 'NS', 44.6488, -63.5752),
];

export const CITY_ZIPS: readonly CityZipSuggestion[] = [...US_CITIES, ...CANADIAN_CITIES];

const city = (name: string, country: string, countryCode: string, lat: number, lng: number): CityPortSuggestion => ({
  label: `${name}, ${country}`,
  kind: 'city',
  name,
  country,
  countryCode,
  lat,
  lng,
});

const port = (
  name: string,
  country: string,
  countryCode: string,
  locode: string,
  lat: number,
  lng: number,
): CityPortSuggestion => ({
  label: `${name}, ${country} (port)`,
  kind: 'port',
  name,
  country,
  countryCode,
  locode,
  lat,
  lng,
});

export const WORLD_CITIES: readonly CityPortSuggestion[] = [
  city('London', 'United Kingdom', 'GB', 51.5074, -0.1278),
  city('Paris', 'France', 'FR', 48.8566, 2.3522),
  city('Berlin', 'Germany', 'DE', 52.52, 13.405),
  city('Munich', 'Germany', 'DE', 48.1351, 11.582),
  city('Rome', 'Italy', 'IT', 41.9028, 12.4964),
  city('Madrid', 'Spain', 'ES', 40.4168, -3.7038),
  city('Dubai', 'United Arab Emirates', 'AE', 25.2048, 55.2708),
  city('Tokyo', 'Japan', 'JP', 35.6762, 139.6503),
  city('Seoul', 'South Korea', 'KR', 37.5665, 126.978),
  city('Jakarta', 'Indonesia', 'ID', -6.2088, 106.8456),
  city('Nairobi', 'Kenya', 'KE', -1.2921, 36.8219),
  city('Casablanca', 'Morocco', 'MA', 33.5731, -7.5898),
  city('Sydney', 'Australia', 'AU', -33.8688, 151.2093),
];

/** Names and UN/LOCODEs as in the NGA World Port Index (site/lookup/data/ports.json). */
export const SEAPORTS: readonly CityPortSuggestion[] = [
  port('Bremerhaven', 'Germany', 'DE', 'DEBRV', 53.53333, 8.58333),
  port('Hamburg', 'Germany', 'DE', 'DEHAM', 53.55, 9.93333),
  port('Rotterdam', 'Netherlands', 'NL', 'NLRTM', 51.9, 4.48333),
  port('Antwerpen', 'Belgium', 'BE', 'BEANR', 51.21667, 4.4),
  port('Zeebrugge', 'Belgium', 'BE', 'BEZEE', 51.33333, 3.2),
  port('Southampton', 'United Kingdom', 'GB', 'GBSOU', 50.9, -1.4),
  port('Yokohama', 'Japan', 'JP', 'JPYOK', 35.45, 139.58333),
  port('Busan', 'South Korea', 'KR', 'KRPUS', 35.1, 129.03333),
  port('Mina Jabal Ali', 'United Arab Emirates', 'AE', 'AEJEA', 25.01667, 55.05),
  port('Lagos', 'Nigeria', 'NG', 'NGLOS', 6.4, 3.4),
  port('Durban', 'South Africa', 'ZA', 'ZADUR', -29.86667, 31.06667),
  port('Auckland', 'New Zealand', 'NZ', 'NZAKL', -36.85, 174.76667),
  port('New York City', 'United States', 'US', 'USNYC', 40.7, -74.01667),
  port('Baltimore', 'United States', 'US', 'USBAL', 39.26667, -76.58333),
  port('Jacksonville', 'United States', 'US', 'USJAX', 30.31667, -81.65),
  port('Houston', 'United States', 'US', 'USHOU', 29.75, -95.28333),
  port('Los Angeles', 'United States', 'US', 'USLAX', 33.75, -118.25),
  port('Halifax', 'Canada', 'CA', 'CAHAL', 44.65, -63.58333),
];

/** vPIC Make_IDs (the same ids the live vPIC API uses). */
export const MAKES: readonly MakeSuggestion[] = [
  { MakeID: 452, MakeName: 'BMW' },
  { MakeID: 467, MakeName: 'Chevrolet' },
  { MakeID: 476, MakeName: 'Dodge' },
  { MakeID: 460, MakeName: 'Ford' },
  { MakeID: 472, MakeName: 'GMC' },
  { MakeID: 474, MakeName: 'Honda' },
  { MakeID: 498, MakeName: 'Hyundai' },
  { MakeID: 483, MakeName: 'Jeep' },
  { MakeID: 499, MakeName: 'Kia' },
  { MakeID: 449, MakeName: 'Mercedes-Benz' },
  { MakeID: 478, MakeName: 'Nissan' },
  { MakeID: 523, MakeName: 'Subaru' },
  { MakeID: 441, MakeName: 'Tesla' },
  { MakeID: 448, MakeName: 'Toyota' },
  { MakeID: 482, MakeName: 'Volkswagen' },
];

/** A model of the catalogue: vPIC Model_ID, its make, and the inclusive model-year ranges it was built in. */
export interface ModelFixture extends ModelSuggestion {
  MakeID: number;
  years: readonly (readonly [from: number, to: number])[];
}

const model = (MakeID: number, ModelID: number, ModelName: string, ...years: [number, number][]): ModelFixture => ({
  MakeID,
  ModelID,
  ModelName,
  years,
});

export const MODELS: readonly ModelFixture[] = [
  model(448, 2469, 'Camry', [1983, 2027]),
  model(448, 2208, 'Corolla', [1981, 2027]),
  model(448, 29274, 'Corolla Cross', [2022, 2027]),
  model(448, 2217, 'RAV4', [1996, 2027]),
  model(448, 2223, 'Tacoma', [1995, 2027]),
  model(448, 2209, 'Prius', [2001, 2027]),
  model(448, 2213, 'Highlander', [2001, 2027]),
  model(448, 2467, 'Tundra', [1995, 2027]),
  model(460, 1801, 'F-150', [1981, 2027]),
  model(460, 1781, 'Mustang', [1981, 2027]),
  model(460, 27440, 'Mustang Mach-E', [2021, 2027]),
  model(460, 1800, 'Explorer', [1991, 2027]),
  model(460, 1798, 'Escape', [2001, 2027]),
  model(460, 6825, 'Bronco', [1981, 1996], [2021, 2027]),
  model(474, 1861, 'Accord', [1981, 2027]),
  model(474, 1863, 'Civic', [1981, 1983], [1985, 2027]),
  model(474, 1865, 'CR-V', [1997, 2027]),
  model(474, 1864, 'Pilot', [2003, 2027]),
  model(474, 1869, 'Odyssey', [1995, 2027]),
  model(441, 1685, 'Model S', [2012, 2027]),
  model(441, 10199, 'Model X', [2016, 2027]),
  model(441, 17834, 'Model 3', [2017, 2027]),
  model(441, 27027, 'Model Y', [2020, 2027]),
  model(441, 33135, 'Cybertruck', [2024, 2027]),
  model(467, 1850, 'Silverado', [1999, 2027]),
  model(467, 1834, 'Malibu', [1981, 1983], [1997, 2027]),
  model(467, 1847, 'Equinox', [2005, 2027]),
  model(467, 1852, 'Tahoe', [1995, 2027]),
  model(467, 1831, 'Corvette', [1981, 1982], [1984, 2027]),
  model(452, 2777, '330i', [2001, 2006], [2017, 2027]),
  model(452, 2585, '530i', [1994, 1995], [2001, 2007], [2017, 2027]),
  model(452, 1719, 'X3', [2004, 2027]),
  model(452, 1717, 'X5', [2000, 2026]),
  model(452, 25884, 'X7', [2019, 2027]),
  model(478, 1904, 'Altima', [1993, 2027]),
  model(478, 1913, 'Rogue', [2008, 2027]),
  model(478, 1907, 'Sentra', [1982, 2027]),
  model(478, 1919, 'Frontier', [1998, 2027]),
  model(483, 1943, 'Wrangler', [1986, 2027]),
  model(483, 1949, 'Grand Cherokee', [1993, 2027]),
  model(483, 1945, 'Cherokee', [1981, 2011], [2014, 2023], [2026, 2027]),
  model(483, 25919, 'Gladiator', [2020, 2027]),
  model(523, 2233, 'Outback', [2005, 2027]),
  model(523, 2234, 'Forester', [1998, 2027]),
  model(523, 2235, 'Impreza', [1993, 2027]),
  model(523, 13580, 'Crosstrek', [2016, 2027]),
  model(498, 2735, 'Elantra', [1992, 2027]),
  model(498, 2459, 'Sonata', [1989, 2027]),
  model(498, 2058, 'Tucson', [2005, 2027]),
  model(498, 2057, 'Santa Fe', [2001, 2027]),
  model(499, 2769, 'Sorento', [2001, 2009], [2011, 2027]),
  model(499, 2770, 'Sportage', [1995, 2027]),
  model(499, 25756, 'Telluride', [2020, 2027]),
  model(499, 2460, 'Soul', [2010, 2027]),
  model(449, 2085, 'C-Class', [1994, 2027]),
  model(449, 2081, 'E-Class', [1994, 2027]),
  model(449, 5886, 'GLE-Class', [2016, 2027]),
  model(449, 1703, 'Sprinter', [2010, 2027]),
  model(476, 1895, 'Charger', [1983, 1987], [2006, 2027]),
  model(476, 1893, 'Challenger', [1981, 1983], [2008, 2027]),
  model(476, 3508, 'Durango', [1995, 2009], [2011, 2027]),
  model(476, 14832, 'Grand Caravan', [1988, 1994], [2002, 2002], [2004, 2004], [2009, 2023]),
  model(472, 1857, 'Sierra', [1989, 2027]),
  model(472, 1859, 'Yukon', [1992, 2027]),
  model(472, 1855, 'Acadia', [2007, 2027]),
  model(472, 4093, 'Canyon', [2004, 2027]),
  model(482, 3137, 'Jetta', [1981, 2027]),
  model(482, 3133, 'Golf', [1985, 1993], [1996, 2006], [2010, 2021]),
  model(482, 3134, 'Passat', [1989, 2022]),
  model(482, 8151, 'Tiguan', [2009, 2027]),
];

/** Where the mock's booking link points: the dev-only stand-in page of examples/. */
export const BOOKING_PREVIEW_PATH = '/examples/booking-preview.html';
/** The six digits of the mock's lead numbers count up from here, so a page shows predictable numbers. */
export const FIRST_MOCK_LEAD = 100001;
