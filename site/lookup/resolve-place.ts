/**
 * Finds the place behind the text a visitor submitted, for the booking page's road-distance estimate.
 * The text is usually one of the lookups' labels, but may be typed by hand: a bare ZIP
 * ("75201"), "Dallas, TX", "Toronto", "Bremerhaven".
 *
 * Tries, for the quote's mode first (domestic: US/Canada; international: world cities and ports) and then the
 * other, because an international quote may start in the US and a domestic one may be typed loosely:
 * 1. a label of that index, exactly (case, accents and punctuation aside), or a port's UN/LOCODE;
 * 2. (domestic) a ZIP or postal code at the end of the text ("Somewhere, TX 75201" → 75201);
 * 3. the first suggestion that index gives for the text.
 */
import { cityZipIndex } from './city-zip-index';
import type { DomesticPlace } from './city-zip-parts';
import { worldPlaceIndex } from './world-place-index';

export interface ResolvedPlace {
  label: string;
  lat: number;
  lng: number;
  countryCode: string;
  /** The state, province or territory of a place of the USA and Canada. */
  state?: string;
  kind: 'zip' | 'city' | 'port' | 'fsa';
}

export function resolvePlace(label: string, mode: 'domestic' | 'international'): ResolvedPlace | undefined {
  const order = mode === 'domestic' ? [domestic, world] : [world, domestic];
  for (const resolve of order) {
    const exact = resolve(label, true);
    if (exact) return exact;
  }
  for (const resolve of order) {
    const loose = resolve(label, false);
    if (loose) return loose;
  }
  return undefined;
}

function domestic(text: string, exactOnly: boolean): ResolvedPlace | undefined {
  const index = cityZipIndex();
  const place = exactOnly ? index.byLabel(text) : (index.trailingPostalCode(text) ?? index.search(text, 1)[0]);
  return place && fromDomestic(place);
}

function world(text: string, exactOnly: boolean): ResolvedPlace | undefined {
  const index = worldPlaceIndex();
  const place = exactOnly ? index.byLabel(text) : index.search(text, 1)[0];
  return (
    place && { label: place.label, lat: place.lat, lng: place.lng, countryCode: place.countryCode, kind: place.kind }
  );
}

function fromDomestic(place: DomesticPlace): ResolvedPlace {
  return {
    label: place.label,
    lat: place.lat,
    lng: place.lng,
    countryCode: place.country,
    state: place.state,
    kind: place.kind,
  };
}
