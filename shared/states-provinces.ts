/**
 * The states and provinces an order's pickup and delivery can be in, by their two-letter postal codes:
 * the 50 US states and the District of Columbia (USPS), and Canada's 10 provinces and 3 territories
 * (Canada Post). The order form shows them as one select, US first, each part in alphabetical order of
 * its name.
 */

export type Country = 'US' | 'CA';

export interface StateOrProvince {
  code: string;
  name: string;
  country: Country;
}

const us = (code: string, name: string): StateOrProvince => ({ code, name, country: 'US' });
const ca = (code: string, name: string): StateOrProvince => ({ code, name, country: 'CA' });

export const STATES_AND_PROVINCES: readonly StateOrProvince[] = [
  us('AL', 'Alabama'),
  us('AK', 'Alaska'),
  us('AZ', 'Arizona'),
  us('AR', 'Arkansas'),
  us('CA', 'California'),
  us('CO', 'Colorado'),
  us('CT', 'Connecticut'),
  us('DE', 'Delaware'),
  us('DC', 'District of Columbia'),
  us('FL', 'Florida'),
  us('GA', 'Georgia'),
  us('HI', 'Hawaii'),
  us('ID', 'Idaho'),
  us('IL', 'Illinois'),
  us('IN', 'Indiana'),
  us('IA', 'Iowa'),
  us('KS', 'Kansas'),
  us('KY', 'Kentucky'),
  us('LA', 'Louisiana'),
  us('ME', 'Maine'),
  us('MD', 'Maryland'),
  us('MA', 'Massachusetts'),
  us('MI', 'Michigan'),
  us('MN', 'Minnesota'),
  us('MS', 'Mississippi'),
  us('MO', 'Missouri'),
  us('MT', 'Montana'),
  us('NE', 'Nebraska'),
  us('NV', 'Nevada'),
  us('NH', 'New Hampshire'),
  us('NJ', 'New Jersey'),
  us('NM', 'New Mexico'),
  us('NY', 'New York'),
  us('NC', 'North Carolina'),
  us('ND', 'North Dakota'),
  us('OH', 'Ohio'),
  us('OK', 'Oklahoma'),
  us('OR', 'Oregon'),
  us('PA', 'Pennsylvania'),
  us('RI', 'Rhode Island'),
  us('SC', 'South Carolina'),
  us('SD', 'South Dakota'),
  us('TN', 'Tennessee'),
  us('TX', 'Texas'),
  us('UT', 'Utah'),
  us('VT', 'Vermont'),
  us('VA', 'Virginia'),
  us('WA', 'Washington'),
  us('WV', 'West Virginia'),
  us('WI', 'Wisconsin'),
  us('WY', 'Wyoming'),
  ca('AB', 'Alberta'),
  ca('BC', 'British Columbia'),
  ca('MB', 'Manitoba'),
  ca('NB', 'New Brunswick'),
  ca('NL', 'Newfoundland and Labrador'),
  ca('NT', 'Northwest Territories'),
  ca('NS', 'Nova Scotia'),
  ca('NU', 'Nunavut'),
  ca('ON', 'Ontario'),
  ca('PE', 'Prince Edward Island'),
  ca('QC', 'Quebec'),
  ca('SK', 'Saskatchewan'),
  ca('YT', 'Yukon'),
];

const BY_CODE = new Map(STATES_AND_PROVINCES.map((place) => [place.code, place]));

/** The state or province of a two-letter code (exact, upper case), or undefined. */
export function stateOrProvince(code: string): StateOrProvince | undefined {
  return BY_CODE.get(code);
}
