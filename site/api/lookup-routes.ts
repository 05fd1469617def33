/**
 * The five lookup calls, answered from the offline indexes, as an app to mount at API_BASE.
 * Each validates its body with the shared schema and answers `{data: [...]}`.
 */
import { Hono } from 'hono';
import type * as v from 'valibot';
import type {
  CityPortSuggestion,
  CityZipSuggestion,
  MakeSuggestion,
  ModelSuggestion,
  PlaceSuggestion,
} from '../../shared/api-types';
import { API_PATHS } from '../../shared/api-types';
import { lookupRequestSchema, modelLookupRequestSchema, portLookupRequestSchema } from '../../shared/lookup-schema';
import { maxVehicleYear, validate } from '../../shared/schema';
import { createAnswerCache } from './answer-cache';
import { belowApiBase } from './api-path';
import { ClientError, JSON_HEADERS } from './client-error';
import { readJson } from './read-json';

/** What the handlers need from site/lookup (kept narrow, so tests can hand them a small fake). */
export interface LookupService {
  cityZipLookup(input: string): CityZipSuggestion[];
  cityPortLookup(input: string): CityPortSuggestion[];
  autocomplete(input: string): PlaceSuggestion[];
  makeLookup(input: string): MakeSuggestion[];
  modelLookup(input: string, makeId: number, year: number): ModelSuggestion[];
  hasMake(makeId: number): boolean;
}

async function parse<S extends v.GenericSchema>(request: Request, schema: S): Promise<v.InferOutput<S>> {
  const result = validate(schema, await readJson(request));
  if (!result.ok) throw new ClientError(400, 'The request is not valid', result.errors);
  return result.value;
}

const textResponse = (text: string) => new Response(text, { headers: JSON_HEADERS });

/** The lookup calls; their answers come from a cache of recent answers when the query is a repeat. */
export function lookupRoutes(lookups: LookupService): Hono {
  const app = new Hono();
  const cache = createAnswerCache();

  app.post(belowApiBase(API_PATHS.cityZipLookup), async (c) => {
    const { input } = await parse(c.req.raw, lookupRequestSchema);
    return textResponse(cache.text(`zip\0${input}`, () => ({ data: lookups.cityZipLookup(input) })));
  });

  app.post(belowApiBase(API_PATHS.cityPortLookup), async (c) => {
    const { input, searchPort } = await parse(c.req.raw, portLookupRequestSchema);
    // searchPort: false asks for cities only (the widget sends true; ports are the default).
    return textResponse(
      cache.text(`port\0${searchPort}\0${input}`, () => {
        const data = lookups.cityPortLookup(input);
        return { data: searchPort ? data : data.filter((item) => item.kind === 'city') };
      }),
    );
  });

  app.post(belowApiBase(API_PATHS.autocomplete), async (c) => {
    const { input } = await parse(c.req.raw, lookupRequestSchema);
    return textResponse(cache.text(`place\0${input}`, () => ({ data: lookups.autocomplete(input) })));
  });

  app.post(belowApiBase(API_PATHS.makeLookup), async (c) => {
    const { input } = await parse(c.req.raw, lookupRequestSchema);
    return textResponse(cache.text(`make\0${input}`, () => ({ data: lookups.makeLookup(input) })));
  });

  app.post(belowApiBase(API_PATHS.modelLookup), async (c) => {
    const { input, MakeID, Year } = await parse(c.req.raw, modelLookupRequestSchema);
    if (Year > maxVehicleYear()) {
      throw new ClientError(400, 'The request is not valid', [{ path: 'Year', message: 'Year is not valid' }]);
    }
    if (!lookups.hasMake(MakeID)) {
      throw new ClientError(400, 'The request is not valid', [{ path: 'MakeID', message: 'No make has this MakeID' }]);
    }
    return textResponse(
      cache.text(`model\0${MakeID}\0${Year}\0${input}`, () => ({ data: lookups.modelLookup(input, MakeID, Year) })),
    );
  });
  return app;
}
