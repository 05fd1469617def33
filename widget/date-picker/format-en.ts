/**
 * Stands in for `date-fns/format` in the calendar chunk. react-day-picker formats only a handful of
 * patterns (day numbers, month captions, weekday names, ISO keys and day labels such as
 * "Monday, June 15th, 2026"), always in the widget's English; date-fns' general formatter with its
 * token tables costs 3 KB gzip of the 45 KB budget. The output matches date-fns for these
 * patterns; any other token fails loudly instead of printing something wrong.
 */
const MONTHS = 'January February March April May June July August September October November December'.split(' ');
const WEEKDAYS = 'Sunday Monday Tuesday Wednesday Thursday Friday Saturday'.split(' ');

const pad = (value: number, length: number) => String(value).padStart(length, '0');

function ordinal(day: number): string {
  const tens = day % 100;
  if (tens > 10 && tens < 14) return `${day}th`;
  return day + (['th', 'st', 'nd', 'rd'][day % 10] ?? 'th');
}

const TOKENS: Record<string, (date: Date) => string> = {
  d: (date) => String(date.getDate()),
  dd: (date) => pad(date.getDate(), 2),
  M: (date) => String(date.getMonth() + 1),
  MM: (date) => pad(date.getMonth() + 1, 2),
  LLLL: (date) => MONTHS[date.getMonth()] as string,
  MMMM: (date) => MONTHS[date.getMonth()] as string,
  y: (date) => String(date.getFullYear()),
  yyyy: (date) => pad(date.getFullYear(), 4),
  cccc: (date) => WEEKDAYS[date.getDay()] as string,
  EEEE: (date) => WEEKDAYS[date.getDay()] as string,
  cccccc: (date) => (WEEKDAYS[date.getDay()] as string).slice(0, 2),
  PPPP: (date) =>
    `${WEEKDAYS[date.getDay()]}, ${MONTHS[date.getMonth()]} ${ordinal(date.getDate())}, ${date.getFullYear()}`,
};

/** Runs of one letter are tokens; anything else (spaces, dashes) is copied as is. */
export function format(date: Date, pattern: string): string {
  return pattern.replace(/([A-Za-z])\1*/g, (token) => {
    const formatToken = TOKENS[token];
    if (!formatToken) throw new Error(`The quote widget's calendar cannot format "${token}"`);
    return formatToken(date);
  });
}
