/** Times as the broker's advisors read their clocks: in the broker's time zone, named. */
import { brand } from './brand';

const FORMAT = new Intl.DateTimeFormat('en-US', {
  timeZone: brand.timeZone,
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'longGeneric',
});

/** "Fri, Dec 4, 2026, 2:31 PM Central Time", whatever the server's own time zone. */
export function formatBrokerTime(ms: number): string {
  // Newer ICU data puts a narrow no-break space before AM and PM: one plain space reads the same everywhere.
  return FORMAT.format(ms).replace(/\s/gu, ' ');
}
