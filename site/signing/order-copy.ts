/**
 * The order's words that are not part of the signed agreement's fixed text, as data: the labels of the
 * price's lines. A line's label is kept with the order when it is signed, so changing one here changes
 * new orders only.
 */
import type { Carrier } from '../../shared/order-schema';
import { transportNames } from '../../shared/transport-names';

export const orderPriceCopy = {
  /** "2020 Toyota Camry, open carrier": the vehicle's transport, its discount and its body type's extra. */
  transport: (vehicle: string, carrier: Carrier) => `${vehicle}, ${transportNames[carrier].toLowerCase()}`,
  inop: (vehicle: string) => `${vehicle} does not run: winched on and off`,
  shortNotice: (vehicles: number) =>
    `Short notice, ${vehicles === 1 ? 'one vehicle' : `${vehicles} vehicles`}: a carrier found within days`,
} as const;

/** What the order's addresses are told when they do not fit the quote (order-places.ts). */
export const orderPlacesCopy = {
  notOfState: (code: string, state: string, given: string) =>
    `ZIP or postal code ${code} is in ${state}, not ${given.toUpperCase()}. Check the code and the state.`,
  movedHeading: 'Your route has changed since the quote',
  moved: (end: 'pickup' | 'delivery', label: string, miles: number) =>
    `${end === 'pickup' ? 'Pickup' : 'Delivery'} is now ${label}, ${miles.toLocaleString('en-US')} miles from the place quoted.`,
  repricedForRoute: (quoted: string, now: string) =>
    `This order is priced for the route you gave: ${now}. The quote's route was ${quoted}.`,
} as const;
