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
import { formatUsdWithoutLocaleData as usd } from '../../shared/format';
import type { Address, Carrier, Order, Runs } from '../../shared/order-schema';
import type { Submission } from '../../shared/schema';
import { vehicleName } from '../../shared/vehicle-name';
import { brand } from '../content/brand';
import { LEGAL_EFFECTIVE_DATE, TERMS, TERMS_SETTINGS } from '../content/legal';
import { agreementCopyV1, agreementCopyV2, agreementPendingCopy } from './agreement-copy';
import {
  type AgreementBlock,
  type AgreementField,
  type AgreementStructure,
  agreementPlainText,
} from './agreement-document';
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
  /** Version 2 on: the ends whose code could not be placed, so the advisor confirms the price. */
  toBeConfirmed?: readonly ('pickup' | 'delivery')[];
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
  /** What the text was made from, for the page. */
  structure: AgreementStructure;
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

/**
 * A value that sits on a line of its own making: a line break or another control character in it could
 * forge a line of the agreement, so rendering refuses it (the order form never lets one through).
 */
function oneLine(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters refused.
  if (/[\u0000-\u001f\u007f]/.test(value)) throw new RangeError('An agreement value holds a control character');
  return value;
}

/** The parts of the data only signing settles: unknown while the customer reviews the agreement. */
type SignatureKeys = 'orderNumber' | 'signedBy' | 'signedAt';

/** The agreement's data as the review shows it, before it has an order number and a signature. */
export type AgreementDraftData = Omit<AgreementData, SignatureKeys>;

const isSigned = (data: AgreementData | AgreementDraftData): data is AgreementData => 'signedAt' in data;

/** "/terms" for "https://shipquote.example/terms": the page links within the site that shows it. */
function sitePath(url: string): string {
  return URL.canParse(url) ? new URL(url).pathname : url;
}

type AgreementCopy = typeof agreementCopyV1 | typeof agreementCopyV2;

/** The parties, as version 1 states them: the broker's name and phone, the customer's name, email and phone. */
function partiesV1(data: AgreementData | AgreementDraftData): AgreementBlock[] {
  const t = agreementCopyV1;
  const { email, phone } = data.customer;
  if (data.broker.authority !== undefined) throw new RangeError('Version 1 does not state the broker authority');
  if (data.price.toBeConfirmed !== undefined) throw new RangeError('Version 1 has no price to be confirmed');
  if (email === undefined || phone === undefined) throw new RangeError('Version 1 states the customer email and phone');
  return [
    { kind: 'field', label: t.broker, value: oneLine(`${data.broker.name}, ${data.broker.phone}`) },
    { kind: 'field', label: t.customer, value: oneLine(`${data.customer.fullName}, ${email}, ${phone}`) },
    { kind: 'paragraph', text: t.brokerRole(oneLine(data.broker.name)) },
  ];
}

/**
 * The parties, as version 2 states them: the broker's legal name, address, phone and registration (a
 * broker states the authority it arranges transport under, and that it is not the carrier), and the
 * customer by name only.
 */
function partiesV2(data: AgreementData | AgreementDraftData): AgreementBlock[] {
  const t = agreementCopyV2;
  const { authority } = data.broker;
  if (authority === undefined) throw new RangeError('Version 2 states the broker authority');
  if (data.customer.email !== undefined || data.customer.phone !== undefined) {
    throw new RangeError('Version 2 states no customer email or phone');
  }
  const field = (label: string, value: string): AgreementField => ({ kind: 'field', label, value: oneLine(value) });
  return [
    {
      kind: 'field',
      label: t.broker,
      value: t.tradingAs(oneLine(authority.legalName), oneLine(data.broker.name)),
      fields: [
        field(t.brokerAddress, authority.address),
        field(t.brokerPhone, data.broker.phone),
        field(t.brokerAuthority, t.authorityNumbers(oneLine(authority.usdotNumber), oneLine(authority.mcNumber))),
      ],
    },
    field(t.customer, data.customer.fullName),
    { kind: 'paragraph', text: t.brokerRole(oneLine(authority.legalName)) },
  ];
}

const structureV1 = (data: AgreementData | AgreementDraftData) =>
  structureOf(agreementCopyV1, 1, partiesV1(data), data);
const structureV2 = (data: AgreementData | AgreementDraftData) =>
  structureOf(agreementCopyV2, 2, partiesV2(data), data);

/** A version's document: its title and numbers, the parties it words its own way, then sections 2 to 9. */
function structureOf(
  t: AgreementCopy,
  version: number,
  parties: AgreementBlock[],
  data: AgreementData | AgreementDraftData,
): AgreementStructure {
  const signed = isSigned(data) ? data : undefined;
  const field = (label: string, value: string, fields?: AgreementField[]): AgreementField => ({
    kind: 'field',
    label,
    value: oneLine(value),
    ...(fields ? { fields } : {}),
  });
  const paragraph = (text: string): AgreementBlock => ({ kind: 'paragraph', text });
  const address = (label: string, place: Address): AgreementField => ({
    kind: 'field',
    label,
    lines: [oneLine(place.street), `${oneLine(place.city)}, ${oneLine(place.state)} ${oneLine(place.postal_code)}`],
    fields: [field(t.contact, `${place.contact_name}, ${place.contact_phone}`)],
  });
  const vehicle = (item: AgreementVehicle, i: number): AgreementField =>
    field(t.vehicle(i + 1), vehicleName(item), [
      field(t.runs, t.runsAnswer[item.runs]),
      field(t.vin, item.vin === undefined ? t.noVin : item.vin),
      ...(item.notes === undefined
        ? []
        : [
            {
              kind: 'field' as const,
              label: t.notes,
              // Each line of the notes indented under them, so no line of a note can pass for a line of the agreement.
              lines: item.notes.split('\n').map((line) => (line.trim() === '' ? '' : oneLine(line.trimEnd()))),
            },
          ]),
    ]);
  const quotedOn = longDate(data.price.quotedAt);

  return {
    title: t.title(oneLine(data.broker.name)),
    preamble: [
      field(t.orderNumber, signed ? signed.orderNumber : agreementPendingCopy.orderNumber),
      field(t.quoteNumber, data.leadNumber),
      field(t.templateVersion, String(version)),
    ],
    sections: [
      {
        heading: t.partiesHeading,
        blocks: parties,
      },
      {
        heading: t.routeHeading,
        blocks: [
          field(t.quotedRoute, `${data.route.origin} ${t.routeTo} ${data.route.destination}`),
          address(t.pickup, data.pickup),
          address(t.delivery, data.delivery),
        ],
      },
      { heading: t.vehiclesHeading, blocks: data.vehicles.map(vehicle) },
      {
        heading: t.transportHeading,
        blocks: [
          field(t.carrier, t.carrierNames[data.carrier]),
          field(t.firstAvailableDate, longDate(data.firstAvailableDate)),
          field(
            t.pickupWindow,
            t.pickupWindowSpan(longDate(data.pickupWindow.first), longDate(data.pickupWindow.last)),
          ),
          paragraph(t.pickupWindowNote),
        ],
      },
      {
        heading: t.priceHeading,
        blocks: [
          {
            kind: 'prices',
            rows: data.price.lines.map((line) => ({ label: oneLine(line.label), amount: usd(line.amount) })),
            total: { label: t.total, amount: usd(data.price.total) },
          },
          paragraph(
            data.price.priceSource === 'repriced'
              ? t.repriced(usd(data.price.quotedTotal), quotedOn, longDate(data.price.pricedAsOf))
              : t.pricedAsQuoted(quotedOn),
          ),
          ...(data.price.toBeConfirmed?.length
            ? [paragraph(agreementCopyV2.priceToBeConfirmed(data.price.toBeConfirmed))]
            : []),
        ],
      },
      { heading: t.includedHeading, blocks: [{ kind: 'list', items: t.included }] },
      { heading: t.paymentHeading, blocks: [paragraph(t.payment)] },
      {
        heading: t.changesHeading,
        blocks: [
          paragraph(t.freeCancellation),
          paragraph(t.cancellationFee(usd(data.terms.cancellationFeeAfterDispatch))),
          paragraph(t.changesByPhone(oneLine(data.broker.phone))),
          {
            kind: 'paragraph',
            text: t.terms(oneLine(data.terms.url), longDate(data.terms.effectiveDate)),
            link: { text: t.termsOfService, href: sitePath(data.terms.url) },
          },
        ],
      },
      {
        heading: t.signatureHeading,
        blocks: [
          field(t.signedBy, signed ? signed.signedBy : agreementPendingCopy.signedBy),
          field(t.signedAt, signed ? utcTime(signed.signedAt) : agreementPendingCopy.signedAt),
          paragraph(t.consent(oneLine(data.customer.fullName))),
        ],
      },
    ],
  };
}

/**
 * The cancellation terms of the current template, for the agreement's data, by what each says: cancelling is
 * free until a carrier is assigned, and the fee after dispatch. The order's page repeats them word for word.
 */
export function cancellationTermsByName(data: AgreementData): { free: string; fee: string } {
  const t = agreementCopyV2;
  return { free: t.freeCancellation, fee: t.cancellationFee(usd(data.terms.cancellationFeeAfterDispatch)) };
}

/** The same terms in their order, for the confirmation email, which repeats them word for word. */
export function cancellationTermsOf(data: AgreementData): string[] {
  const { free, fee } = cancellationTermsByName(data);
  return [free, fee];
}

/**
 * Every template version that agreements have been signed with. Never remove or change one. A template
 * also builds the draft the review shows, with its pending parts in the words of agreementPendingCopy.
 */
const TEMPLATES: Readonly<Record<number, (data: AgreementData | AgreementDraftData) => AgreementStructure>> = {
  1: structureV1,
  2: structureV2,
};

function templateOf(templateVersion: number) {
  const build = TEMPLATES[templateVersion];
  if (!build) throw new RangeError(`No agreement template version ${templateVersion}`);
  return build;
}

/** The agreement's structure, from which both its text and its page are made. */
export function agreementStructure(
  data: AgreementData,
  templateVersion: number = AGREEMENT_TEMPLATE_VERSION,
): AgreementStructure {
  return templateOf(templateVersion)(data);
}

/** The agreement's text: LF line endings, ending with one, the same for the same data every time. */
export function renderAgreement(data: AgreementData, templateVersion: number = AGREEMENT_TEMPLATE_VERSION): string {
  return agreementPlainText(agreementStructure(data, templateVersion));
}

/**
 * The agreement as the customer reviews it, with the current template: the text that will be signed,
 * but for the order number, the typed name and the time, which signing settles.
 */
export function draftAgreement(data: AgreementDraftData): AgreementStructure {
  return templateOf(AGREEMENT_TEMPLATE_VERSION)(data);
}

/** Renders the agreement with the current template, and the record to store for it. */
export function signAgreement(data: AgreementData): {
  text: string;
  structure: AgreementStructure;
  record: AgreementRecord;
} {
  const structure = agreementStructure(data);
  const text = agreementPlainText(structure);
  return { text, structure, record: { templateVersion: AGREEMENT_TEMPLATE_VERSION, data, hash: agreementHash(text) } };
}

/** The stored agreement's text, rendered again from its record, and whether it is byte for byte the one signed. */
export function rebuildAgreement(record: AgreementRecord): RebuiltAgreement {
  const structure = agreementStructure(record.data, record.templateVersion);
  const text = agreementPlainText(structure);
  const hash = agreementHash(text);
  return { text, structure, hash, intact: hash === record.hash };
}

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
export function agreementDraftOf({ lead, order, price }: AgreementDraftSource): AgreementDraftData {
  const { submission } = lead;
  if (order.vehicles.length !== submission.vehicles.length) {
    throw new RangeError('The order and its quote have different vehicles');
  }
  return {
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
      ...(price.toBeConfirmed?.length ? { toBeConfirmed: [...price.toBeConfirmed] } : {}),
      ...(price.priceSource === 'repriced'
        ? { priceSource: 'repriced', quotedTotal: price.quotedTotal, pricedAsOf: price.pricedAsOf }
        : { priceSource: 'quote' }),
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
