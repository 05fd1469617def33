/**
 * The lookups' own spelling of what a visitor typed, for what the quote email shows: "chicago il 60601"
 * is "Chicago, IL 60601", "toyota" is "Toyota". Only a text that is exactly one of the lookups' entries
 * (case, accents and punctuation aside) is matched, never a loose search's first guess: the email must
 * not name a place or a vehicle the visitor did not.
 */
import type { CityPortSuggestion, CityZipSuggestion, MakeSuggestion, ModelSuggestion } from '../../shared/api-types';
import type { Mode, Vehicle } from '../../shared/schema';
import { normalise } from '../lookup/normalise';

/** The lookups it asks, as the API answers them. */
export interface LabelLookups {
  cityZipLookup(input: string): readonly CityZipSuggestion[];
  cityPortLookup(input: string): readonly CityPortSuggestion[];
  makeLookup(input: string): readonly MakeSuggestion[];
  modelLookup(input: string, makeId: number, year: number): readonly ModelSuggestion[];
}

export interface CanonicalLabels {
  /** The place's label, when the text is one; the quote's mode's lookup is asked first. */
  place(text: string, mode: Mode): string | undefined;
  /** The make's and the model's names, each when the text is one; a model only under a known make. */
  vehicle(vehicle: Pick<Vehicle, 'year' | 'make' | 'model' | 'make_id'>): { make?: string; model?: string };
}

export function canonicalLabels(lookups: LabelLookups): CanonicalLabels {
  const same = (a: string, b: string) => normalise(a) === normalise(b) && normalise(a) !== '';
  const placeIn = (suggestions: readonly { label: string }[], text: string) =>
    suggestions.find((place) => same(place.label, text))?.label;
  return {
    place(text, mode) {
      const domestic = () => placeIn(lookups.cityZipLookup(text), text);
      const world = () => placeIn(lookups.cityPortLookup(text), text);
      return mode === 'domestic' ? (domestic() ?? world()) : (world() ?? domestic());
    },
    vehicle({ year, make, model, make_id: makeId }) {
      const known = lookups
        .makeLookup(make)
        .find((found) => same(found.MakeName, make) && (makeId === undefined || found.MakeID === makeId));
      if (!known) return {};
      const modelName = lookups
        .modelLookup(model, known.MakeID, Number(year))
        .find((found) => same(found.ModelName, model))?.ModelName;
      return modelName === undefined ? { make: known.MakeName } : { make: known.MakeName, model: modelName };
    },
  };
}
