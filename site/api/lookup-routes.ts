/**
 * The five lookup calls, answered from the offline indexes. Each validates its body with the shared
 * schema and answers `{data: [...]}`.
 */
import type { Context } from 'hono';
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
import type { CallHandler } from '../http/api-call';
import { ClientError } from '../http/client-error';
import type { HeaderSet } from '../http/middleware/cors';
import { nodeRequest } from '../http/node-request';
import { MAX_BODY_BYTES, readJson } from '../http/read-json';
import { createAnswerCache } from './answer-cache';

/** What the handlers need from site/lookup (kept narrow, so tests can hand them a small fake). */
export interface LookupService {
  cityZipLookup(input: string): CityZipSuggestion[];
  cityPortLookup(input: string): CityPortSuggestion[];
  autocomplete(input: string): PlaceSuggestion[];
  makeLookup(input: string): MakeSuggestion[];
  modelLookup(input: string, makeId: number, year: number): ModelSuggestion[];
  hasMake(makeId: number): boolean;
}

async function parse<S extends v.GenericSchema>(request: Request, c: Context, schema: S): Promise<v.InferOutput<S>> {
  const body = await readJson(request, MAX_BODY_BYTES, nodeRequest(c));
  const result = validate(schema, body);
  if (!result.ok) throw new ClientError(400, 'The request is not valid', result.errors);
  return result.value;
}

/**
 * The lookup calls by path, each mounted by site/api/api-routes.ts as one API call; their answers come
 * from a cache of recent answers when the query is a repeat.
 */
export function lookupCalls(lookups: LookupService): [path: string, call: CallHandler][] {
  const cache = createAnswerCache();
  const answer = (text: string, headers: HeaderSet) => new Response(text, { headers });

  return [
    [
      API_PATHS.cityZipLookup,
      async (request, headers, c) => {
        const { input } = await parse(request, c, lookupRequestSchema);
        return answer(
          cache.text(`zip\0${input}`, () => ({ data: lookups.cityZipLookup(input) })),
          headers,
        );
      },
    ],
    [
      API_PATHS.cityPortLookup,
      async (request, headers, c) => {
        const { input, searchPort } = await parse(request, c, portLookupRequestSchema);
        // searchPort: false asks for cities only (the widget sends true; ports are the default).
        const text = cache.text(`port\0${searchPort}\0${input}`, () => {
          const data = lookups.cityPortLookup(input);
          return { data: searchPort ? data : data.filter((item) => item.kind === 'city') };
        });
        return answer(text, headers);
      },
    ],
    [
      API_PATHS.autocomplete,
      async (request, headers, c) => {
        const { input } = await parse(request, c, lookupRequestSchema);
        return answer(
          cache.text(`place\0${input}`, () => ({ data: lookups.autocomplete(input) })),
          headers,
        );
      },
    ],
    [
      API_PATHS.makeLookup,
      async (request, headers, c) => {
        const { input } = await parse(request, c, lookupRequestSchema);
        return answer(
          cache.text(`make\0${input}`, () => ({ data: lookups.makeLookup(input) })),
          headers,
        );
      },
    ],
    [
      API_PATHS.modelLookup,
      async (request, headers, c) => {
        const { input, MakeID, Year } = await parse(request, c, modelLookupRequestSchema);
        if (Year > maxVehicleYear()) {
          throw new ClientError(400, 'The request is not valid', [{ path: 'Year', message: 'Year is not valid' }]);
        }
        if (!lookups.hasMake(MakeID)) {
          throw new ClientError(400, 'The request is not valid', [
            { path: 'MakeID', message: 'No make has this MakeID' },
          ]);
        }
        const text = cache.text(`model\0${MakeID}\0${Year}\0${input}`, () => ({
          data: lookups.modelLookup(input, MakeID, Year),
        }));
        return answer(text, headers);
      },
    ],
  ];
}
