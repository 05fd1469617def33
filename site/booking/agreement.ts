/**
 * The order agreement the customer signs: a plain-text document rendered from the order's data by a
 * versioned template, and its SHA-256 hash. What is stored is the template version, the data and the
 * hash (`AgreementRecord`); the text is rendered again whenever it is needed, and `rebuildAgreement`
 * proves it is the text that was signed, byte for byte. So rendering depends on nothing but the
 * record: no clock, no locale data (Intl's output changes between Node versions), no site copy that may
 * be reworded, and each template version is kept for as long as agreements signed with it are
 * (docs/orders.md).
 */
import { createHash } from 'node:crypto';
import type { Address, Carrier, Order, Runs } from '../../shared/order-schema';
import type { Submission } from '../../shared/schema';
import { vehicleName } from '../../shared/vehicle-name';
import { brand } from '../content/brand';
import { LEGAL_EFFECTIVE_DATE, TERMS, TERMS_SETTINGS } from '../content/legal';
import { agreementCopyV1, agreementCopyV2 } from './agreement-copy';
import type { OrderPrice } from './order-price';
import { type PickupWindow, pickupWindow } from './pickup-window';

export const AGREEMENT_TEMPLATE_VERSION = 2;

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
}

/** Every field is in the text, so none can change without changing the hash. */
export type AgreementPrice =
  | (AgreementPriceBase & { priceSource: 'quote' })
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

export interface AgreementRecord {
  templateVersion: number;
  data: AgreementData;
  /** SHA-256 of the rendered text's UTF-8 bytes, lower-case hex. */
  hash: string;
}

export interface RebuiltAgreement {
  text: string;
  hash: string;
  /** The text is the one signed: its hash is the record's. */
  intact: boolean;
}

/** SHA-256 of `text`'s UTF-8 bytes, as 64 lower-case hex digits. */
export function agreementHash(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The UTC instant of an ISO date or timestamp; throws for one that cannot be read. */
function instantOf(iso: string): Date {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${iso}`);
  return date;
}

/** "Tuesday, December 1, 2026", the calendar date in UTC. */
function longDate(iso: string): string {
  const date = instantOf(iso);
  return `${WEEKDAYS[date.getUTCDay()]}, ${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** "2026-11-21 15:04:05 UTC". */
function utcTime(iso: string): string {
  const text = instantOf(iso).toISOString();
  return `${text.slice(0, 10)} ${text.slice(11, 19)} UTC`;
}

/** "$1,330", "-$50": whole dollars with thousands separators. */
function usd(dollars: number): string {
  if (!Number.isSafeInteger(dollars)) throw new RangeError(`Not whole dollars: ${dollars}`);
  const digits = String(Math.abs(dollars)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${dollars < 0 ? '-' : ''}$${digits}`;
}

/**
 * A value that sits on a line of its own making: a line break or another control character in it could
 * forge a line of the agreement, so rendering refuses it (the order form never lets one through).
 */
function oneLine(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters refused.
  if (/[\u0000-\u001f\u007f]/.test(value)) throw new RangeError('An agreement value holds a control character');
  return value;
}

type AgreementCopy = typeof agreementCopyV1;

/** Appends a document's lines: a field is "Label: value", a heading follows a blank line. */
function writer(out: string[]) {
  return {
    field: (label: string, value: string) => out.push(`${label}: ${oneLine(value)}`),
    heading: (text: string) => out.push('', text),
  };
}

function writeTitle(out: string[], t: AgreementCopy, data: AgreementData, version: number): void {
  const { field } = writer(out);
  out.push(t.title(oneLine(data.broker.name)));
  field(t.orderNumber, data.orderNumber);
  field(t.quoteNumber, data.leadNumber);
  field(t.templateVersion, String(version));
}

/** Sections 2 to 9, worded alike in every version so far. */
function writeOrder(out: string[], t: AgreementCopy, data: AgreementData): void {
  const { field, heading } = writer(out);
  const address = (label: string, place: Address) => {
    out.push(`${label}:`);
    out.push(`  ${oneLine(place.street)}`);
    out.push(`  ${oneLine(place.city)}, ${oneLine(place.state)} ${oneLine(place.postal_code)}`);
    out.push(`  ${t.contact}: ${oneLine(place.contact_name)}, ${oneLine(place.contact_phone)}`);
  };

  heading(t.routeHeading);
  field(t.quotedRoute, `${data.route.origin} ${t.routeTo} ${data.route.destination}`);
  address(t.pickup, data.pickup);
  address(t.delivery, data.delivery);

  heading(t.vehiclesHeading);
  data.vehicles.forEach((vehicle, i) => {
    field(t.vehicle(i + 1), vehicleName(vehicle));
    out.push(`  ${t.runs}: ${t.runsAnswer[vehicle.runs]}`);
    out.push(`  ${t.vin}: ${vehicle.vin === undefined ? t.noVin : oneLine(vehicle.vin)}`);
    if (vehicle.notes !== undefined) {
      out.push(`  ${t.notes}:`);
      // Each line of the notes indented under them, so no line of a note can pass for a line of the agreement.
      for (const line of vehicle.notes.split('\n'))
        out.push(line.trim() === '' ? '' : `    ${oneLine(line.trimEnd())}`);
    }
  });

  heading(t.transportHeading);
  field(t.carrier, t.carrierNames[data.carrier]);
  field(t.firstAvailableDate, longDate(data.firstAvailableDate));
  field(t.pickupWindow, t.pickupWindowSpan(longDate(data.pickupWindow.first), longDate(data.pickupWindow.last)));
  out.push(t.pickupWindowNote);

  heading(t.priceHeading);
  for (const line of data.price.lines) out.push(`  ${oneLine(line.label)}: ${usd(line.amount)}`);
  field(t.total, usd(data.price.total));
  const quotedOn = longDate(data.price.quotedAt);
  if (data.price.priceSource === 'repriced') {
    out.push(t.repriced(usd(data.price.quotedTotal), quotedOn, longDate(data.price.pricedAsOf)));
  } else {
    out.push(t.pricedAsQuoted(quotedOn));
  }

  heading(t.includedHeading);
  for (const item of t.included) out.push(`- ${item}`);

  heading(t.paymentHeading);
  out.push(t.payment);

  heading(t.changesHeading);
  out.push(t.freeCancellation);
  out.push(t.cancellationFee(usd(data.terms.cancellationFeeAfterDispatch)));
  out.push(t.changesByPhone(oneLine(data.broker.phone)));
  out.push(t.terms(oneLine(data.terms.url), longDate(data.terms.effectiveDate)));

  heading(t.signatureHeading);
  field(t.signedBy, data.signedBy);
  field(t.signedAt, utcTime(data.signedAt));
  out.push(t.consent(oneLine(data.customer.fullName)));
}

function renderV1(data: AgreementData): string {
  const t = agreementCopyV1;
  const { email, phone } = data.customer;
  if (data.broker.authority !== undefined) throw new RangeError('Version 1 does not state the broker authority');
  if (email === undefined || phone === undefined) throw new RangeError('Version 1 states the customer email and phone');
  const out: string[] = [];
  const { field, heading } = writer(out);
  writeTitle(out, t, data, 1);

  heading(t.partiesHeading);
  field(t.broker, `${data.broker.name}, ${data.broker.phone}`);
  field(t.customer, `${data.customer.fullName}, ${email}, ${phone}`);
  out.push(t.brokerRole(oneLine(data.broker.name)));

  writeOrder(out, t, data);
  return `${out.join('\n')}\n`;
}

function renderV2(data: AgreementData): string {
  const t = agreementCopyV2;
  const { authority } = data.broker;
  if (authority === undefined) throw new RangeError('Version 2 states the broker authority');
  if (data.customer.email !== undefined || data.customer.phone !== undefined) {
    throw new RangeError('Version 2 states no customer email or phone');
  }
  const out: string[] = [];
  const { field, heading } = writer(out);
  writeTitle(out, t, data, 2);

  heading(t.partiesHeading);
  field(t.broker, t.tradingAs(oneLine(authority.legalName), oneLine(data.broker.name)));
  out.push(`  ${t.brokerAddress}: ${oneLine(authority.address)}`);
  out.push(`  ${t.brokerPhone}: ${oneLine(data.broker.phone)}`);
  out.push(
    `  ${t.brokerAuthority}: ${t.authorityNumbers(oneLine(authority.usdotNumber), oneLine(authority.mcNumber))}`,
  );
  field(t.customer, data.customer.fullName);
  out.push(t.brokerRole(oneLine(authority.legalName)));

  writeOrder(out, t, data);
  return `${out.join('\n')}\n`;
}

/**
 * The cancellation terms of the current template, for the agreement's data: the confirmation email repeats
 * them word for word.
 */
export function cancellationTermsOf(data: AgreementData): string[] {
  const t = agreementCopyV2;
  return [t.freeCancellation, t.cancellationFee(usd(data.terms.cancellationFeeAfterDispatch))];
}

/** Every template version that agreements have been signed with. Never remove or change one. */
const TEMPLATES: Readonly<Record<number, (data: AgreementData) => string>> = { 1: renderV1, 2: renderV2 };

/** The agreement's text: LF line endings, ending with one, the same for the same data every time. */
export function renderAgreement(data: AgreementData, templateVersion: number = AGREEMENT_TEMPLATE_VERSION): string {
  const render = TEMPLATES[templateVersion];
  if (!render) throw new RangeError(`No agreement template version ${templateVersion}`);
  return render(data);
}

/** Renders the agreement with the current template, and the record to store for it. */
export function signAgreement(data: AgreementData): { text: string; record: AgreementRecord } {
  const text = renderAgreement(data);
  return { text, record: { templateVersion: AGREEMENT_TEMPLATE_VERSION, data, hash: agreementHash(text) } };
}

/** The stored agreement's text, rendered again from its record, and whether it is byte for byte the one signed. */
export function rebuildAgreement(record: AgreementRecord): RebuiltAgreement {
  const text = renderAgreement(record.data, record.templateVersion);
  const hash = agreementHash(text);
  return { text, hash, intact: hash === record.hash };
}

/** What an agreement is made from when the customer signs. */
export interface AgreementSource {
  orderNumber: string;
  lead: {
    leadNumber: string;
    createdAt: string;
    submission: Pick<Submission, 'origin_postal_code' | 'destination_postal_code' | 'first_name' | 'vehicles'>;
  };
  /** Both steps of the order form, validated. */
  order: Order;
  price: Extract<OrderPrice, { kind: 'priced' }>;
  /** Milliseconds since the epoch. */
  signedAt: number;
}

/**
 * The agreement's data for an order being signed: the broker's name, phone and authority, and the terms, as they
 * are now (site/content), so a later change to them never changes what was signed.
 */
export function agreementDataOf({ orderNumber, lead, order, price, signedAt }: AgreementSource): AgreementData {
  const { submission } = lead;
  if (order.vehicles.length !== submission.vehicles.length) {
    throw new RangeError('The order and its quote have different vehicles');
  }
  return {
    orderNumber,
    leadNumber: lead.leadNumber,
    broker: {
      name: brand.name,
      phone: brand.phones.advisors.display,
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
      ...(price.priceSource === 'repriced'
        ? { priceSource: 'repriced', quotedTotal: price.quotedTotal, pricedAsOf: price.pricedAsOf }
        : { priceSource: 'quote' }),
    },
    terms: {
      url: `https://${brand.domain}${TERMS.path}`,
      effectiveDate: LEGAL_EFFECTIVE_DATE,
      cancellationFeeAfterDispatch: TERMS_SETTINGS.cancellationFeeAfterDispatchUsd,
    },
    signedBy: order.typed_name,
    signedAt: new Date(signedAt).toISOString(),
  };
}
