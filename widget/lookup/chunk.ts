/** Entry of the lookup chunk: downshift comboboxes (rollup.config.mjs). */
import { registerChunk } from '../chunks';
import { Combobox } from './Combobox';

export interface LookupChunk {
  Combobox: typeof Combobox;
}

registerChunk('lookup', { Combobox });
