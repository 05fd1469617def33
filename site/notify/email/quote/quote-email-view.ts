/**
 * The quote email's content, worked out once from the lead so that its HTML part (QuoteEmail.tsx) and its
 * text part (quote-email-text.ts) say the same things.
 */
import type { InstantPrice, PriceLeg, PriceOption } from '../../../../shared/api-types';
import { formatMiles, formatShortDate, formatSpan, formatUsd, formatUsdRange } from '../../../../shared/format';
import { priceHoldEnds } from '../../../../shared/price-hold';
import { INTERNATIONAL_TRANSPORT, type Vehicle } from '../../../../shared/schema';
import { transportNames } from '../../../../shared/transport-names';
import { brand } from '../../../content/brand';
import type { StoredLead } from '../../../storage/stored-lead';
import { emailCopy } from '../email-copy';
import { absoluteLink, bookingPageUrl, greeting, siteNumber, typedText, vehicleLine } from '../email-values';
import type { Detail, EmailFrame } from '../email-view';
import { quoteEmailCopy as t } from './quote-email-copy';

export interface QuoteEmailInput {
  /** "SQ-261125-482193". */
  leadNumber: string;
  firstName: string;
  /** The places as the visitor picked them. */
  origin: string;
  destination: string;
  /** ISO date the vehicle is ready. */
  shipDate: string;
  vehicles: readonly Pick<Vehicle, 'year' | 'make' | 'model'>[];
  /** The instant price shown with the lead; undefined or without options: an agent prices it. */
  price: InstantPrice | undefined;
  /** The label of the season that moved the price, when one did. */
  season?: string | undefined;
  /** ISO date the price holds until (quoteValidUntil). */
  validUntil: string;
  /** The absolute address of the lead's booking page. */
  bookingUrl: string;
}

export interface PriceOptionView {
  name: string;
  chosen: boolean;
  details: Detail[];
}

/** A trip across the water, one short line a leg. */
export interface LegsView {
  heading: string;
  lines: string[];
}

export type PriceView =
  | {
      kind: 'options';
      caption: string;
      options: PriceOptionView[];
      /** The season's label, beside the figures it moved. */
      season?: string;
      legs?: LegsView;
      note: string;
      validUntil: string;
    }
  | { kind: 'agent'; heading: string; text: string };

export interface QuoteEmailView extends EmailFrame {
  greeting: string;
  intro: string;
  leadNumber: Detail;
  route: Detail[];
  vehicles: string[];
  price: PriceView;
  bookingUrl: string;
  phone: { display: string; href: string };
}

/** The calendar day (UTC) the quote's price stops holding, `days` after the lead was created, as an ISO date. */
export function quoteValidUntil(createdAt: string, days: number): string {
  return new Date(priceHoldEnds(createdAt, days)).toISOString().slice(0, 10);
}

/** The email's input from a stored lead and the price shown with it. */
export function quoteEmailInputOf(
  lead: Pick<StoredLead, 'leadNumber' | 'token' | 'createdAt' | 'submission'>,
  price: InstantPrice | undefined,
  options: { publicUrl: string; quotePriceDays: number },
): QuoteEmailInput {
  const { submission } = lead;
  return {
    leadNumber: lead.leadNumber,
    firstName: submission.first_name,
    origin: submission.origin_postal_code,
    destination: submission.destination_postal_code,
    shipDate: submission.ship_date,
    vehicles: submission.vehicles,
    price,
    validUntil: quoteValidUntil(lead.createdAt, options.quotePriceDays),
    bookingUrl: bookingPageUrl(options.publicUrl, lead.token),
  };
}

const isInternational = (transport: string) => (INTERNATIONAL_TRANSPORT as readonly string[]).includes(transport);

/** The transit as priced; for a trip across the water, with the days of it at sea. */
function transitOf(option: PriceOption, legs: readonly PriceLeg[] | undefined): string {
  const transit = formatSpan(option.transit.min, option.transit.max, option.transitUnit === 'days' ? 'day' : 'week');
  const sailing = legs?.find((leg) => leg.kind === 'sailing');
  return sailing ? t.transitWithSailing(transit, formatSpan(sailing.days.min, sailing.days.max, 'day')) : transit;
}

function optionView(option: PriceOption, chosen: boolean, legs: readonly PriceLeg[] | undefined): PriceOptionView {
  const details: Detail[] = [];
  if (option.estimate !== undefined) details.push({ label: t.estimate, value: formatUsd(option.estimate) });
  details.push({ label: t.likelyRange, value: formatUsdRange(option.from, option.to) });
  details.push({ label: t.transit, value: transitOf(option, legs) });
  return { name: transportNames[option.transport], chosen, details };
}

function legLine(leg: PriceLeg): string {
  if (leg.kind === 'road') return t.roadLeg(leg.from, leg.to, formatMiles(leg.miles));
  if (leg.kind === 'port') return leg.action === 'drop-off' ? t.dropOffLeg(leg.port) : t.pickUpLeg(leg.port);
  return t.sailingLeg(leg.from, leg.to, formatSpan(leg.days.min, leg.days.max, 'day'));
}

function priceView(input: QuoteEmailInput): PriceView {
  const options = input.price?.options ?? [];
  if (options.length === 0) return { kind: 'agent', heading: t.agentHeading, text: t.agentText };
  const legs = input.price?.legs?.length ? input.price.legs : undefined;
  return {
    kind: 'options',
    caption: t.priceCaption(emailCopy.vehicleCount(input.vehicles.length)),
    options: options.map((option) => optionView(option, option.transport === input.price?.chosen, legs)),
    ...(input.season ? { season: input.season } : {}),
    ...(legs ? { legs: { heading: t.legsHeading, lines: legs.map(legLine) } } : {}),
    note: options.some((option) => isInternational(option.transport)) ? t.internationalNote : t.estimateNote,
    validUntil: t.validUntil(formatShortDate(input.validUntil)),
  };
}

export function quoteEmailView(input: QuoteEmailInput): QuoteEmailView {
  const leadNumber = siteNumber(input.leadNumber);
  return {
    subject: t.subject(leadNumber),
    preview: t.preview,
    greeting: greeting(input.firstName),
    intro: t.intro,
    leadNumber: { label: t.leadNumber, value: leadNumber },
    route: [
      { label: emailCopy.pickup, value: typedText(input.origin) },
      { label: emailCopy.delivery, value: typedText(input.destination) },
      { label: emailCopy.readyOn, value: formatShortDate(input.shipDate) },
    ],
    vehicles: input.vehicles.map(vehicleLine),
    price: priceView(input),
    bookingUrl: absoluteLink(input.bookingUrl),
    phone: { display: brand.phones.advisors.display, href: brand.phones.advisors.href },
    footerWhy: t.footerWhy,
  };
}
