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
