/**
 * The calendar, in its own chunk: react-day-picker and date-fns are over half of a naive bundle,
 * so they load on first open. Preact comes from the main script.
 */
import { useLayoutEffect, useRef } from 'react';
import { type DayButtonProps, DayPicker } from 'react-day-picker';
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

/**
 * react-day-picker's own day button, focused as soon as it becomes the focused day rather than after the
 * next frame: an arrow key and Enter pressed in quick succession (key repeat, a switch device, a fast
 * typist) pick the day the arrow moved to, not the one it left.
 */
function DayButton({ day: _day, modifiers, ...button }: DayButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  return <button ref={ref} {...button} />;
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
      components={{ DayButton }}
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
