/**
 * Which rate-table region a country belongs to (ISO 3166-1 alpha-2 codes). A country that is not
 * listed has no indicative price and an agent prices the route: landlocked countries, lanes with
 * sanctions or irregular sailings, and regions the table does not cover (Kenya, South Africa,
 * Indonesia and others are among the places the broker ships: they get an agent's price).
 */
import type { OverseasRegion } from './rate-table';

export type Region = 'north-america' | OverseasRegion;

/** The broker's home market: the USA and Canada. */
export const HOME_COUNTRIES: readonly string[] = ['US', 'CA'];

const COUNTRIES_BY_REGION: Readonly<Record<Region, readonly string[]>> = {
  'north-america': HOME_COUNTRIES,
  'western-europe': ['AT', 'BE', 'CH', 'DE', 'DK', 'ES', 'FI', 'FR', 'IE', 'IT', 'LU', 'NL', 'NO', 'PT', 'SE'],
  uk: ['GB'],
  gulf: ['AE', 'BH', 'KW', 'OM', 'QA', 'SA'],
  'west-africa': ['BJ', 'CI', 'GH', 'GM', 'GN', 'LR', 'NG', 'SL', 'SN', 'TG'],
  'east-asia': ['CN', 'HK', 'JP', 'KR', 'TW'],
  oceania: ['AU', 'NZ'],
  // Puerto Rico and the US Virgin Islands are US territories but are reached by sea, like their neighbours.
  'caribbean-central-america': [
    'AG',
    'AW',
    'BB',
    'BS',
    'BZ',
    'CR',
    'CW',
    'DM',
    'DO',
    'GD',
    'GT',
    'HN',
    'JM',
    'KN',
    'KY',
    'LC',
    'NI',
    'PA',
    'PR',
    'SV',
    'TC',
    'TT',
    'VC',
    'VI',
  ],
  'south-america': ['AR', 'BR', 'CL', 'CO', 'EC', 'GY', 'PE', 'SR', 'UY'],
};

const REGION_BY_COUNTRY: ReadonlyMap<string, Region> = new Map(
  (Object.entries(COUNTRIES_BY_REGION) as [Region, readonly string[]][]).flatMap(([region, codes]) =>
    codes.map((code): [string, Region] => [code, region]),
  ),
);

/** The region of a country code (case-insensitive), or undefined when the table does not cover it. */
export function regionOfCountry(countryCode: string): Region | undefined {
  return REGION_BY_COUNTRY.get(countryCode.trim().toUpperCase());
}

export function isHomeCountry(countryCode: string): boolean {
  return HOME_COUNTRIES.includes(countryCode.trim().toUpperCase());
}
