/** Entry of the date-picker chunk (rollup.config.mjs). */
import { registerChunk } from '../chunks';
import { DatePicker, datePickerCss } from './DatePicker';

export interface DatePickerChunk {
  DatePicker: typeof DatePicker;
  datePickerCss: string;
}

registerChunk('date-picker', { DatePicker, datePickerCss });
