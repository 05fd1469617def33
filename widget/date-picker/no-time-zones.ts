/**
 * Stands in for `@date-fns/tz` in the calendar chunk. react-day-picker only constructs a TZDate
 * when its `timeZone` prop is set, which the widget never does: ship dates are calendar days, not
 * instants (shared/dates.ts). Leaving the package out saves 1.7 KB gzip of the 45 KB budget.
 * If a future change sets `timeZone`, this fails loudly instead of shifting dates.
 */
export class TZDate extends Date {
  readonly timeZone: string | undefined = undefined;
  constructor() {
    super();
    throw new Error('The quote widget does not support react-day-picker time zones');
  }
  static tz(): never {
    throw new Error('The quote widget does not support react-day-picker time zones');
  }
}
