/**
 * The calendar, in its own chunk: react-day-picker and date-fns are over half of a naive bundle,
 * so they load on first open. Preact comes from the main script.
 */
import { DayPicker } from 'react-day-picker';
import { parseIsoDate, toIsoDate } from '../../shared/dates';
import css from './calendar.css?raw';

export interface DatePickerProps {
  /** Selected date as YYYY-MM-DD, or '' */
  value: string;
  /** Earliest and latest selectable dates as YYYY-MM-DD. */
  min: string;
  max: string;
  onPick: (iso: string) => void;
}

export function DatePicker({ value, min, max, onPick }: DatePickerProps) {
  const first = parseIsoDate(min) ?? new Date();
  const last = parseIsoDate(max) ?? first;
  const selected = parseIsoDate(value);
  const inRange = selected && selected >= first && selected <= last ? selected : undefined;
  return (
    <DayPicker
      mode="single"
      required
      selected={inRange}
      onSelect={(date: Date | undefined) => date && onPick(toIsoDate(date))}
      defaultMonth={inRange ?? first}
      startMonth={first}
      endMonth={last}
      disabled={[{ before: first }, { after: last }]}
      weekStartsOn={0}
      autoFocus
    />
  );
}

export interface CalendarDialogProps extends DatePickerProps {
  id: string;
  label: string;
  closeLabel: string;
  onClose: () => void;
}

/** The dialog around the calendar, with Escape and a close button that return focus to the opener. */
export function CalendarDialog({ id, label, closeLabel, onClose, ...picker }: CalendarDialogProps) {
  return (
    <div
      class="qw-calendar"
      id={id}
      role="dialog"
      aria-label={label}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onClose();
        }
      }}
    >
      <DatePicker {...picker} />
      <button type="button" class="qw-button qw-button--secondary qw-calendar-close" onClick={onClose}>
        {closeLabel}
      </button>
    </div>
  );
}

export const datePickerCss: string = css;
