/**
 * Request bodies of the lookup calls, checked by the server (site/api) and the dev mock.
 * Apart from the form's rules (schema.ts) so the widget's bundle never carries them.
 */
import * as v from 'valibot';
import { LOOKUP_MAX_INPUT, MIN_VEHICLE_YEAR } from './constants';
import { validationMessages as m } from './messages';
import { YEAR_PATTERN } from './schema';

/** Lookup request bodies. */
const lookupInput = v.pipe(
  v.string(m.lookupInputRequired),
  v.trim(),
  v.nonEmpty(m.lookupInputRequired),
  v.maxLength(LOOKUP_MAX_INPUT, m.lookupInputTooLong),
);
export const lookupRequestSchema = v.object({ input: lookupInput });
export const portLookupRequestSchema = v.object({ input: lookupInput, searchPort: v.optional(v.boolean(), true) });
export const modelLookupRequestSchema = v.object({
  input: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(LOOKUP_MAX_INPUT, m.lookupInputTooLong)), ''),
  MakeID: v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number))], m.makeIdInvalid),
    v.integer(m.makeIdInvalid),
    v.minValue(1, m.makeIdInvalid),
  ),
  Year: v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(YEAR_PATTERN), v.transform(Number))], m.yearInvalid),
    v.integer(m.yearInvalid),
    v.minValue(MIN_VEHICLE_YEAR, m.yearInvalid),
  ),
});
