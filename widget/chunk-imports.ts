/**
 * The first script's own modules that the steps chunk uses (rollup.config.mjs maps the chunk's imports
 * of these files to `QuoteWidget.__modules.widget`). One object, so a chunk can never hold a second
 * copy of the widget's context, whose identity `useWidget` depends on.
 */

export { SelectField, TextField } from './components/Field';
export { LookupField } from './components/LookupField';
export { fieldId, newVehicle, stepValues } from './form-state';
export { useWidget } from './widget-context';
