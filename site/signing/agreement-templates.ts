/**
 * The agreement's template versions: how each words the parties, and the sections 2 to 9 they share. An
 * agreement is rendered again from its record with the version it was signed with, so a version's output
 * must never change (site/signing/agreement.test.ts checks the hashes).
 */
import { formatUsdWithoutLocaleData as usd } from '../../shared/format';
import type { Address } from '../../shared/order-schema';
import { vehicleName } from '../../shared/vehicle-name';
import { agreementCopyV1, agreementCopyV2, agreementCopyV3, agreementPendingCopy } from './agreement-copy';
import type { AgreementData, AgreementDraftData, AgreementVehicle } from './agreement-data';
import type { AgreementBlock, AgreementField, AgreementStructure } from './agreement-document';
import { longDate, oneLine, sitePath, utcTime } from './agreement-format';

const isSigned = (data: AgreementData | AgreementDraftData): data is AgreementData => 'signedAt' in data;

type AgreementCopy = typeof agreementCopyV1 | typeof agreementCopyV2 | typeof agreementCopyV3;

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

/** Versions 1 and 2 have no words for a quote's total beside the order's: they take no data that has one. */
function withoutQuotedTotal(data: AgreementData | AgreementDraftData) {
  if (data.price.priceSource === 'quote' && data.price.quotedTotal !== undefined) {
    throw new RangeError('Only version 3 on states the quote total of an order priced at the quote');
  }
  return data;
}

const structureV1 = (data: AgreementData | AgreementDraftData) =>
  structureOf(agreementCopyV1, 1, partiesV1(data), withoutQuotedTotal(data));
const structureV2 = (data: AgreementData | AgreementDraftData) =>
  structureOf(agreementCopyV2, 2, partiesV2(data), withoutQuotedTotal(data));
const structureV3 = (data: AgreementData | AgreementDraftData) =>
  structureOf(agreementCopyV3, 3, partiesV2(data), data);

/** Section 5's sentence under the total: repriced, priced at the quote with another total, or the quote's price. */
function priceSentence(t: AgreementCopy, price: AgreementData['price'], quotedOn: string): string {
  if (price.priceSource === 'repriced') {
    return t.repriced(usd(price.quotedTotal), quotedOn, longDate(price.pricedAsOf));
  }
  if (price.quotedTotal !== undefined && 'pricedFromQuote' in t)
    return t.pricedFromQuote(usd(price.quotedTotal), quotedOn);
  return t.pricedAsQuoted(quotedOn);
}

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
          paragraph(priceSentence(t, data.price, quotedOn)),
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
 * Every template version that agreements have been signed with. Never remove or change one. A template
 * also builds the draft the review shows, with its pending parts in the words of agreementPendingCopy.
 */
const TEMPLATES: Readonly<Record<number, (data: AgreementData | AgreementDraftData) => AgreementStructure>> = {
  1: structureV1,
  2: structureV2,
  3: structureV3,
};

/** The template of a version; throws for a version there is none of. */
export function templateOf(templateVersion: number) {
  const build = TEMPLATES[templateVersion];
  if (!build) throw new RangeError(`No agreement template version ${templateVersion}`);
  return build;
}
