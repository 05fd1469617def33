/**
 * The first script's own modules that the steps chunk uses (rollup.config.mjs maps the chunk's imports
 * of these files to `QuoteWidget.__modules.widget`). One object, so a chunk can never hold a second
 * copy of the widget's context, whose identity `useWidget` depends on.
 */

// The API client's error class: the client is made in the first script, so `instanceof` needs its class.
export { ApiError } from '../shared/api-client';
export { SelectField, TextField } from './components/Field';
export { LookupField } from './components/LookupField';
export { fieldId, newVehicle } from './form-state';
export { useWidget } from './widget-context';
