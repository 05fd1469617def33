/**
 * The first script's own modules that the steps chunk uses (rollup.config.mjs maps the chunk's imports
 * of these files to `QuoteWidget.__modules.widget`). One object, so a chunk can never hold a second
 * copy of the widget's context, whose identity `useWidget` depends on.
 */

// Constants of the form's rules: taking them from the schema module itself would copy valibot into the chunk.
export { VEHICLE_TYPES, YEAR_PATTERN } from '../shared/schema';
export { SelectField, TextField } from './components/Field';
export { LookupField } from './components/LookupField';
export { fieldId, newVehicle } from './form-state';
export { useWidget } from './widget-context';
