/**
 * Stands in for react-day-picker's `useAnimation` and its noon-safe date library in the calendar chunk.
 * Both act only when their props are set (`animate`; `noonSafe` with `timeZone`), which the widget's
 * calendar never sets (DatePicker.tsx): month changes are instant, which also suits visitors who ask for
 * reduced motion, and ship dates are calendar days with no time zone. If a change sets either prop, these
 * fail loudly instead of silently doing nothing.
 */
export function useAnimation(_root: unknown, enabled: boolean): void {
  if (enabled) throw new Error('The quote widget calendar does not animate');
}

export function createNoonOverrides(): never {
  throw new Error('The quote widget calendar has no time zones');
}
