/**
 * `/api/makeLookup` and `/api/modelLookup` from the offline NHTSA vPIC copy
 * (data/vehicles.json): 2,601 makes, 15,260 models with their model years. MakeID and ModelID are vPIC's own ids.
 *
 * Makes: found by the start of the name or of any later word ("benz" → Mercedes-Benz, "rover" → Land Rover).
 * Popular passenger makes first (make-names.ts, by popularity), then makes that build cars, trucks or SUVs/vans
 * (vPIC types 2, 3, 7), then the rest (motorcycles, buses, low-speed…) A to Z; within a tier a make named exactly
 * the input first, and a name that starts with it before one whose later word does.
 *
 * Models of one make and year, the way vPIC's GetModelsForMakeIdYear answers: a model is listed when one of its
 * year ranges holds the year. An empty input lists them all, A to Z, at most MODEL_LIST_MAX; typed text matches the
 * start of the name or of a later word ("cor" → Corolla, Corolla Cross; "cross" → Corolla Cross).
 *
 * Where room is left, near misses follow (near-miss-index.ts): makes whose name or a word of it is a small edit
 * away ("toyotaa" → Toyota, "mercedez" → Mercedes-Benz), closest first, then by rank; models of the make and year
 * whose name is ("camrey" → Camry), found by going through the make's few hundred models at most.
 */
import type { MakeSuggestion, ModelSuggestion } from '../../shared/api-types';
import { LOOKUP_MAX_RESULTS } from '../../shared/constants';
import { friendlyMakeName, POPULAR_MAKE_IDS } from './make-names';
import { allowedEdits, editDistance, NearMissIndex, QUERY_MIN_CHARS } from './near-miss-index';
import { laterWordStarts, normalise } from './normalise';
import { PrefixIndex } from './prefix-index';
import { isPassengerType, type MakeRow, type ModelRow, readVehicles } from './vehicle-data';

/**
 * The whole list for an empty input stops here. 373 of vPIC's 46,791 make-years have more models (International
 * trucks about 230, Honda with its motorcycles about 100); when a list is cut, cars, trucks and SUVs/vans are kept
 * before motorcycles and the like, and typing narrows the rest.
 */
export const MODEL_LIST_MAX = 50;
/** Queries longer than this cannot match a name; cutting them keeps a pathological input cheap. */
const QUERY_MAX_CHARS = 200;

interface Model {
  suggestion: ModelSuggestion;
  key: string;
  wordStarts: string[];
  passenger: boolean;
  years: ModelRow['years'];
}

export class VehicleCatalogue {
  readonly #makeNames: PrefixIndex<MakeSuggestion>;
  readonly #makeWords: PrefixIndex<MakeSuggestion>;
  readonly #nearMakes: NearMissIndex<MakeSuggestion>;
  /** 0 popular, 1 builds cars, trucks or SUVs/vans, 2 the rest. */
  readonly #tiers = new Map<MakeSuggestion, number>();
  readonly #ranks = new Map<MakeSuggestion, number>();
  /** Each make's models, A to Z (vPIC's largest make has 384, so a per-make filter stays a few microseconds). */
  readonly #modelsOfMake = new Map<number, Model[]>();

  constructor(makes: readonly MakeRow[], models: readonly ModelRow[]) {
    const popularity = new Map(POPULAR_MAKE_IDS.map((id, at) => [id, at]));
    const tier = (make: MakeRow) => (popularity.has(make.id) ? 0 : isPassengerType(make.types) ? 1 : 2);
    const ranked = [...makes]
      .map((make) => ({ make, name: friendlyMakeName(make.name) }))
      .sort(
        (a, b) =>
          tier(a.make) - tier(b.make) ||
          (popularity.get(a.make.id) ?? 0) - (popularity.get(b.make.id) ?? 0) ||
          a.name.localeCompare(b.name, 'en'),
      );
    const suggestions = ranked.map(({ make, name }, rank): MakeSuggestion => {
      const suggestion = { MakeID: make.id, MakeName: name };
      this.#tiers.set(suggestion, tier(make));
      this.#ranks.set(suggestion, rank);
      return suggestion;
    });
    this.#makeNames = new PrefixIndex(suggestions, (make) => [normalise(make.MakeName)]);
    this.#makeWords = new PrefixIndex(suggestions, (make) => laterWordStarts(normalise(make.MakeName)));
    this.#nearMakes = new NearMissIndex(suggestions, (make) => {
      const key = normalise(make.MakeName);
      return [key, ...key.split(' ')];
    });

    for (const model of models) {
      const key = normalise(model.name);
      const list = this.#modelsOfMake.get(model.makeId) ?? [];
      list.push({
        suggestion: { ModelID: model.id, ModelName: model.name },
        key,
        wordStarts: laterWordStarts(key),
        passenger: isPassengerType(model.types),
        years: model.years,
      });
      this.#modelsOfMake.set(model.makeId, list);
    }
    for (const list of this.#modelsOfMake.values()) list.sort(byModelName);
  }

  #tier(make: MakeSuggestion): number {
    return this.#tiers.get(make) ?? 2;
  }

  #rank(make: MakeSuggestion): number {
    return this.#ranks.get(make) ?? Number.MAX_SAFE_INTEGER;
  }

  hasMake(makeId: number): boolean {
    return this.#modelsOfMake.has(makeId);
  }

  makes(input: string): MakeSuggestion[] {
    const query = normalise(input.slice(0, QUERY_MAX_CHARS));
    if (!query) return [];
    const hits = [
      ...this.#makeNames.search(query, LOOKUP_MAX_RESULTS).map((hit) => ({ ...hit, nameStart: true })),
      ...this.#makeWords.search(query, LOOKUP_MAX_RESULTS).map((hit) => ({ ...hit, nameStart: false })),
    ];
    // The tier decides first ("rover": Land Rover before the old make Rover), then the whole name typed, then
    // the name's start before a later word's, then the make's rank.
    hits.sort(
      (a, b) =>
        this.#tier(a.item) - this.#tier(b.item) ||
        Number(b.exact) - Number(a.exact) ||
        Number(b.nameStart) - Number(a.nameStart) ||
        this.#rank(a.item) - this.#rank(b.item),
    );
    const makes: MakeSuggestion[] = [...new Set(hits.map((hit) => hit.item))]
      .slice(0, LOOKUP_MAX_RESULTS)
      .map((make) => ({ ...make }));
    if (makes.length >= LOOKUP_MAX_RESULTS) return makes;
    const found = new Set(makes.map((make) => make.MakeID));
    for (const { item } of this.#nearMakes.search(query, LOOKUP_MAX_RESULTS)) {
      if (makes.length >= LOOKUP_MAX_RESULTS) break;
      if (!found.has(item.MakeID)) makes.push({ ...item, nearMiss: true });
    }
    return makes;
  }

  models(input: string, makeId: number, year: number): ModelSuggestion[] {
    if (!Number.isInteger(year)) return [];
    const ofYear = (this.#modelsOfMake.get(makeId) ?? []).filter((model) => madeIn(model, year));
    if (input.trim() === '') return wholeList(ofYear).map((model) => ({ ...model.suggestion }));

    const query = normalise(input.slice(0, QUERY_MAX_CHARS));
    if (!query) return [];
    const byName = ofYear.filter((model) => model.key.startsWith(query));
    const byWord = ofYear.filter(
      (model) => !model.key.startsWith(query) && model.wordStarts.some((start) => start.startsWith(query)),
    );
    // Cars, trucks and SUVs/vans before motorcycles within each group ("c" for Honda: Civic before CB500F).
    const passengerFirst = (list: Model[]) => [...list.filter((m) => m.passenger), ...list.filter((m) => !m.passenger)];
    const found: ModelSuggestion[] = [...passengerFirst(byName), ...passengerFirst(byWord)]
      .slice(0, LOOKUP_MAX_RESULTS)
      .map((model) => ({ ...model.suggestion }));
    if (found.length >= LOOKUP_MAX_RESULTS || query.length < QUERY_MIN_CHARS) return found;
    const near = ofYear
      .flatMap((model) => {
        const allowed = allowedEdits(model.key.length);
        if (allowed < 0 || model.key === query) return [];
        const edits = editDistance(query, model.key, allowed);
        return edits <= allowed ? [{ model, edits }] : [];
      })
      .sort((a, b) => a.edits - b.edits || Number(b.model.passenger) - Number(a.model.passenger));
    const names = new Set(found.map((model) => model.ModelID));
    for (const { model } of near) {
      if (found.length >= LOOKUP_MAX_RESULTS) break;
      if (!names.has(model.suggestion.ModelID)) found.push({ ...model.suggestion, nearMiss: true });
    }
    return found;
  }
}

let catalogue: VehicleCatalogue | undefined;

/** Built on first use (lazy singleton); `loadLookups()` builds it at start-up. */
export function vehicleCatalogue(): VehicleCatalogue {
  if (!catalogue) {
    const { makes, models } = readVehicles();
    catalogue = new VehicleCatalogue(makes, models);
  }
  return catalogue;
}

/** `/api/makeLookup`: makes whose name (or a word of it) starts with the input, at most 10. */
export function makeLookup(input: string): MakeSuggestion[] {
  return vehicleCatalogue().makes(input);
}

/** `/api/modelLookup`: the make's models of that model year; an empty input lists them all (up to 50). */
export function modelLookup(input: string, makeId: number, year: number): ModelSuggestion[] {
  return vehicleCatalogue().models(input, makeId, year);
}

/** Lets the handler answer 400 for a MakeID vPIC does not know. */
export function hasMake(makeId: number): boolean {
  return vehicleCatalogue().hasMake(makeId);
}

function madeIn(model: Model, year: number): boolean {
  return model.years.some(([from, to]) => from <= year && year <= to);
}

function byModelName(a: Model, b: Model): number {
  return a.key.localeCompare(b.key, 'en') || a.suggestion.ModelName.localeCompare(b.suggestion.ModelName, 'en');
}

/** All of them A to Z, or, over the cap, passenger models first and the cut list put back A to Z. */
function wholeList(models: Model[]): Model[] {
  if (models.length <= MODEL_LIST_MAX) return models;
  const kept = [...models.filter((m) => m.passenger), ...models.filter((m) => !m.passenger)].slice(0, MODEL_LIST_MAX);
  return kept.sort(byModelName);
}
