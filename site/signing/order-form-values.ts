/**
 * The order form's values as the page holds them: each field's typed text by its dotted name, so a
 * form posted back with a problem shows every answer as it was typed, and the review page carries step
 * 1 in hidden inputs without a server session. The first values come from the quote.
 */
import { parsePostalCode } from '../../shared/postal-code';
import { stateOrProvince } from '../../shared/states-provinces';
import { DAY_MS } from '../../shared/time';
import type { BookingLead } from '../booking/booking-view';

export type FormValues = Readonly<Record<string, string>>;

/** Step 1's field names, in the form's order, for a quote with `vehicles` vehicles. */
export function detailsFieldNames(vehicles: number): string[] {
  const place = (p: string) =>
    ['street', 'city', 'state', 'postal_code', 'contact_name', 'contact_phone'].map((f) => `${p}.${f}`);
  const perVehicle = Array.from({ length: vehicles }, (_, i) => [
    `vehicles.${i}.runs`,
    `vehicles.${i}.vin`,
    `vehicles.${i}.notes`,
  ]).flat();
  return ['carrier', 'first_available_date', ...place('pickup'), ...place('delivery'), ...perVehicle, 'last_name'];
}

/** "Dallas, TX 75201" as its city, state and ZIP, when the label reads that way; nothing otherwise. */
export function placeOfLabel(label: string): { city: string; state: string; postal_code: string } | undefined {
  const match = /^\s*([^,]+),\s*([A-Za-z]{2})\s+(.+?)\s*$/.exec(label);
  if (!match) return undefined;
  const [, city, stateCode, postal] = match as unknown as [string, string, string, string];
  const state = stateOrProvince(stateCode.toUpperCase());
  const postalCode = parsePostalCode(postal);
  if (!state || !postalCode) return undefined;
  return { city: city.trim(), state: state.code, postal_code: postalCode.code };
}

/** The form's first values: the quote's carrier, ship date, places and whether each vehicle runs. */
export function initialFormValues(lead: BookingLead): FormValues {
  const { submission } = lead;
  const values: Record<string, string> = {
    carrier: submission.transport_type === 'enclosed' ? 'enclosed' : 'open',
    first_available_date: submission.ship_date,
  };
  for (const [prefix, label] of [
    ['pickup', submission.origin_postal_code],
    ['delivery', submission.destination_postal_code],
  ] as const) {
    const place = placeOfLabel(label);
    if (place) {
      values[`${prefix}.city`] = place.city;
      values[`${prefix}.state`] = place.state;
      values[`${prefix}.postal_code`] = place.postal_code;
    }
  }
  submission.vehicles.forEach((vehicle, i) => {
    // vehicle_inop is "Yes" when the vehicle does NOT run.
    if (vehicle.vehicle_inop) values[`vehicles.${i}.runs`] = vehicle.vehicle_inop === 'Yes' ? 'no' : 'yes';
  });
  return values;
}

/**
 * The first available date's bounds: "today" with the quote's day of slack for a customer whose time
 * zone the server does not know (shared/dates.ts), and the last day the booking link works.
 */
export function orderDateBounds(createdAt: string, linkDays: number, now: number): { today: string; latest: string } {
  return {
    today: new Date(now - DAY_MS).toISOString().slice(0, 10),
    latest: new Date(Date.parse(createdAt) + linkDays * DAY_MS).toISOString().slice(0, 10),
  };
}
