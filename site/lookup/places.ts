/**
 * `/api/autocomplete` (places, US and Canada first, then world). One answer mixes
 * both indexes: US and Canadian rows come first and world rows (other countries only, the US and Canada being
 * covered better by ZIPs and FSAs) fill the rest. Up to WORLD_SHARE places are kept for the world whenever the
 * world has them, so "paris" offers Paris, France beside the ten American Parises. Where room is left, near
 * misses follow, US and Canadian first ("chicgo" → Chicago, IL).
 */
import type { PlaceSuggestion } from '../../shared/api-types';
import { LOOKUP_MAX_RESULTS } from '../../shared/constants';
import { cityZipIndex } from './city-zip-index';
import type { DomesticPlace } from './city-zip-parts';
import { withNearMisses } from './distinct-labels';
import { worldPlaceIndex } from './world-place-index';

const WORLD_SHARE = 3;

export interface Place extends PlaceSuggestion {
  label: string;
  kind: 'zip' | 'fsa' | 'city' | 'port';
  name: string;
  /** US state or Canadian province abbreviation. */
  state?: string;
  zip?: string;
  locode?: string;
  country: string;
  countryCode: string;
  lat: number;
  lng: number;
}

const COUNTRY_OF: Readonly<Record<DomesticPlace['country'], string>> = { US: 'United States', CA: 'Canada' };

/** `/api/autocomplete`: at most 10 places for the visitor's text, US and Canada first, then near misses. */
export function autocomplete(input: string): Place[] {
  const notDomestic = (place: { countryCode: string }) => place.countryCode !== 'US' && place.countryCode !== 'CA';
  const domestic = cityZipIndex().search(input);
  const world = worldPlaceIndex().search(input).filter(notDomestic);
  const domesticRoom = LOOKUP_MAX_RESULTS - Math.min(world.length, WORLD_SHARE);
  const places: Place[] = domestic.slice(0, domesticRoom).map(domesticPlace);
  for (const place of world) {
    if (places.length >= LOOKUP_MAX_RESULTS) break;
    places.push({ ...place });
  }
  if (places.length >= LOOKUP_MAX_RESULTS) return places;
  const misses: Place[] = [
    ...cityZipIndex().nearMisses(input).map(domesticPlace),
    ...worldPlaceIndex()
      .nearMisses(input)
      .filter(notDomestic)
      .map((place): Place => ({ ...place })),
  ];
  return withNearMisses(places, misses, LOOKUP_MAX_RESULTS).map(({ place, nearMiss }) =>
    nearMiss ? { ...place, nearMiss } : place,
  );
}

function domesticPlace(place: DomesticPlace): Place {
  const { kind, label, city, state, zip, country, lat, lng } = place;
  return {
    label,
    kind,
    name: city,
    state,
    ...(zip === undefined ? {} : { zip }),
    country: COUNTRY_OF[country],
    countryCode: country,
    lat,
    lng,
  };
}
