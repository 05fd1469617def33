/**
 * What the agreement says, as plain data: the shapes stored in an agreement's record, and how an order's
 * lead, form and price are mapped into them. The broker's details and the terms are read here, as they are
 * when the customer reviews and signs, so that the record holds them and a later change never reaches it.
 */
import type { Address, Carrier, Order, Runs } from '../../shared/order-schema';
import type { Submission } from '../../shared/schema';
import { brand } from '../content/brand';
import { LEGAL_EFFECTIVE_DATE, TERMS, TERMS_SETTINGS } from '../content/legal';
import type { OrderPrice } from './order-price';
import { type PickupWindow, pickupWindow } from './pickup-window';

export interface AgreementVehicle {
  year: string;
  make: string;
  model: string;
  runs: Runs;
  vin?: string;
  /** May run over several lines (line feeds only). */
  notes?: string;
}

interface AgreementPriceBase {
  lines: { label: string; amount: number }[];
  total: number;
  /** ISO timestamp the lead was created: the date of the quote. */
  quotedAt: string;
  /** Version 2 on: the ends whose code could not be placed, so the advisor confirms the price. */
  toBeConfirmed?: readonly ('pickup' | 'delivery')[];
}

/** Every field is in the text, so none can change without changing the hash. */
export type AgreementPrice =
  | (AgreementPriceBase & {
      priceSource: 'quote';
      /** Version 3 on: the quote's total on the order's carrier, only when the order's total is not it. */
      quotedTotal?: number;
    })
  | (AgreementPriceBase & {
      priceSource: 'repriced';
      /** The same order at the quote's price. */
      quotedTotal: number;
      /** ISO timestamp the order is priced as of. */
      pricedAsOf: string;
    });

/** Everything the agreement says, as it was when it was signed. Plain JSON: it is stored as it is. */
export interface AgreementData {
  orderNumber: string;
  leadNumber: string;
  broker: {
    name: string;
    phone: string;
    /** Version 2 on: who the customer contracts with, and under which registration. */
    authority?: { legalName: string; address: string; mcNumber: string; usdotNumber: string };
  };
  /** Email and phone in version 1 only: later versions are shown under the booking link, which shows neither. */
  customer: { fullName: string; email?: string; phone?: string };
  /** The quote's place labels. */
  route: { origin: string; destination: string };
  pickup: Address;
  delivery: Address;
  vehicles: AgreementVehicle[];
  carrier: Carrier;
  /** ISO date. */
  firstAvailableDate: string;
  pickupWindow: PickupWindow;
  price: AgreementPrice;
  terms: { url: string; effectiveDate: string; cancellationFeeAfterDispatch: number };
  /** The name the customer typed. */
  signedBy: string;
  /** ISO timestamp, UTC. */
  signedAt: string;
}

/** The parts of the data only signing settles: unknown while the customer reviews the agreement. */
type SignatureKeys = 'orderNumber' | 'signedBy' | 'signedAt';

/** The agreement's data as the review shows it, before it has an order number and a signature. */
export type AgreementDraftData = Omit<AgreementData, SignatureKeys>;

/** What an agreement is made from when the customer reviews it: the order's data, but no signature yet. */
export interface AgreementDraftSource {
  lead: {
    leadNumber: string;
    createdAt: string;
    submission: Pick<Submission, 'origin_postal_code' | 'destination_postal_code' | 'first_name' | 'vehicles'>;
  };
  /** Step 1 of the order form, validated. */
  order: Omit<Order, 'typed_name' | 'consent'>;
  price: Extract<OrderPrice, { kind: 'priced' }>;
  /** The quote's own total on the order's carrier, as the booking page showed it; none for a lead without one. */
  quotedTotal?: number | undefined;
}

/** What an agreement is made from when the customer signs. */
export interface AgreementSource extends AgreementDraftSource {
  orderNumber: string;
  /** Both steps of the order form, validated. */
  order: Order;
  /** Milliseconds since the epoch. */
  signedAt: number;
}

/**
 * The agreement's data for an order being reviewed: the broker's name and phone, and the terms, as they
 * are now (site/content), so a later change to them never changes what was signed.
 */
export function agreementDraftOf({ lead, order, price, quotedTotal }: AgreementDraftSource): AgreementDraftData {
  const { submission } = lead;
  if (order.vehicles.length !== submission.vehicles.length) {
    throw new RangeError('The order and its quote have different vehicles');
  }
  return {
    leadNumber: lead.leadNumber,
    broker: {
      name: brand.name,
      phone: brand.phones.support.display,
      authority: { ...brand.authority, address: brand.address.oneLine },
    },
    customer: { fullName: `${submission.first_name} ${order.last_name}`.replace(/\s+/g, ' ').trim() },
    route: { origin: submission.origin_postal_code, destination: submission.destination_postal_code },
    pickup: { ...order.pickup },
    delivery: { ...order.delivery },
    vehicles: submission.vehicles.map(({ year, make, model }, i) => {
      const { runs, vin, notes } = order.vehicles[i]!;
      return {
        year,
        make,
        model,
        runs,
        ...(vin === undefined ? {} : { vin }),
        ...(notes === undefined ? {} : { notes }),
      };
    }),
    carrier: order.carrier,
    firstAvailableDate: order.first_available_date,
    pickupWindow: pickupWindow(order.first_available_date),
    price: {
      lines: price.lines.map(({ label, amount }) => ({ label, amount })),
      total: price.total,
      quotedAt: lead.createdAt,
      ...(price.toBeConfirmed?.length ? { toBeConfirmed: [...price.toBeConfirmed] } : {}),
      ...(price.priceSource === 'repriced'
        ? { priceSource: 'repriced', quotedTotal: price.quotedTotal, pricedAsOf: price.pricedAsOf }
        : {
            priceSource: 'quote',
            ...(quotedTotal !== undefined && quotedTotal !== price.total ? { quotedTotal } : {}),
          }),
    },
    terms: {
      url: `https://${brand.domain}${TERMS.path}`,
      effectiveDate: LEGAL_EFFECTIVE_DATE,
      cancellationFeeAfterDispatch: TERMS_SETTINGS.cancellationFeeAfterDispatchUsd,
    },
  };
}

/** The agreement's data for an order being signed: the review's data, with the order number and the signature. */
export function agreementDataOf(source: AgreementSource): AgreementData {
  return {
    orderNumber: source.orderNumber,
    ...agreementDraftOf(source),
    signedBy: source.order.typed_name,
    signedAt: new Date(source.signedAt).toISOString(),
  };
}
