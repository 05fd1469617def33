/**
 * Ship date: typed as MM/DD/YYYY or picked from a calendar that loads on first open.
 * Typing always works, so a phone keyboard, a screen reader or a failed chunk load never blocks
 * the visitor.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { earliestShipDate, isIsoDate, latestShipDate, parseIsoDate, parseTypedDate } from '../../shared/dates';
import { useChunk } from '../chunks';
import { typedText } from '../typed-text';
import { useWidget } from '../widget-context';
import { FieldError, useField } from './Field';

export function formatTypedDate(value: string): string {
  const d = isIsoDate(value) ? parseIsoDate(value) : undefined;
  if (!d) return value;
  return `${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}/${d.getFullYear()}`;
}

export function DateField({ path, value, onValue }: { path: string; value: string; onValue: (v: string) => void }) {
  const { messages, root, scriptBase } = useWidget();
  const [id, error, described] = useField(path, true);
  const [text, setText] = useState(() => formatTypedDate(value));
  const [open, setOpen] = useState(false);
  const [picker, failed, ensurePicker] = useChunk('date-picker', root, scriptBase);
  const button = useRef<HTMLButtonElement>(null);
  const focused = useRef(false);

  // A date picked from the calendar or restored from a draft shows in the input, unless the visitor is typing.
  useEffect(() => {
    if (!focused.current) setText(formatTypedDate(value));
  }, [value]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const today = new Date();
  return (
    <div class={`qw-field qw-date${error ? ' qw-field--error' : ''}`}>
      <label class="qw-label" for={id}>
        {messages.shipDate}
      </label>
      <p class="qw-hint" id={`${id}-hint`}>
        {messages.shipDateHint}
      </p>
      <FieldError id={id} message={error} />
      <div class="qw-date-control">
        <input
          class="qw-input"
          id={id}
          name={path}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={described}
          onFocus={() => {
            focused.current = true;
            ensurePicker();
          }}
          onBlur={() => {
            focused.current = false;
            setText(formatTypedDate(value));
          }}
          onInput={(e) => {
            const typed = typedText(e.currentTarget);
            setText(typed);
            onValue(parseTypedDate(typed) ?? typed);
          }}
        />
        <button
          ref={button}
          type="button"
          class="qw-icon-button"
          aria-expanded={open}
          aria-controls={open ? `${id}-calendar` : undefined}
          onClick={() => {
            ensurePicker();
            setOpen(!open);
          }}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 6v2h14V6H5Z"
            />
          </svg>
          <span class="qw-visually-hidden">{open ? messages.closeCalendar : messages.openCalendar}</span>
        </button>
      </div>
      {open &&
        (picker ? (
          <picker.CalendarDialog
            id={`${id}-calendar`}
            label={messages.calendarLabel}
            closeLabel={messages.closeCalendar}
            onClose={close}
            value={isIsoDate(value) ? value : ''}
            min={earliestShipDate(today)}
            max={latestShipDate(today)}
            onPick={(iso) => {
              onValue(iso);
              setText(formatTypedDate(iso));
              close();
            }}
          />
        ) : (
          <p class="qw-lookup-status" id={`${id}-calendar`} role="status">
            {failed ? messages.calendarUnavailable : messages.calendarLoading}
          </p>
        ))}
    </div>
  );
}
