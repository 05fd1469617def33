/** Entry of the lookup chunk: downshift comboboxes (rollup.config.mjs). */
import { registerChunk } from '../chunks';
import { Combobox } from './Combobox';
import css from './lookup.css?raw';

export interface LookupChunk {
  Combobox: typeof Combobox;
  css: string;
}

declare global {
  interface QuoteWidgetChunks {
    lookup: LookupChunk;
  }
}

registerChunk('lookup', { Combobox, css });
