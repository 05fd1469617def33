/** Entry of the date-picker chunk (rollup.config.mjs). */
import { registerChunk } from '../chunks';
import { CalendarDialog, DatePicker, datePickerCss } from './DatePicker';

export interface DatePickerChunk {
  DatePicker: typeof DatePicker;
  CalendarDialog: typeof CalendarDialog;
  css: string;
}

declare global {
  interface QuoteWidgetChunks {
    'date-picker': DatePickerChunk;
  }
}

registerChunk('date-picker', { DatePicker, CalendarDialog, css: datePickerCss });
