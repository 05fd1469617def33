/**
 * The quote email's outbox row (email/email-payload.ts says what it holds), from the lead as stored. Places
 * and vehicles the lookups know are written as the lookups spell them (canonical-labels.ts); what they do
 * not know stays as typed, and the email decides what of it to repeat.
 */
import type { QuoteEmailPayload } from '../notify/email/email-payload';
import type { CanonicalLabels } from './canonical-labels';
import { shownPrice } from './pricing/instant-price';
import type { QuotedLead } from './quoted-lead';

export function quoteEmailPayload(
  lead: Pick<QuotedLead, 'leadNumber' | 'token' | 'createdAt' | 'submission' | 'price'>,
  labels?: CanonicalLabels,
): QuoteEmailPayload {
  const { submission } = lead;
  const estimate = lead.price?.estimate;
  const season = estimate?.kind === 'domestic' ? estimate.season?.label : undefined;
  const place = (text: string) => labels?.place(text, submission.mode) ?? text;
  return {
    kind: 'quote',
    to: submission.email,
    leadNumber: lead.leadNumber,
    token: lead.token,
    createdAt: lead.createdAt,
    firstName: submission.first_name,
    origin: place(submission.origin_postal_code),
    destination: place(submission.destination_postal_code),
    shipDate: submission.ship_date,
    vehicles: submission.vehicles.map((vehicle) => {
      const known = labels?.vehicle(vehicle) ?? {};
      return { year: vehicle.year, make: known.make ?? vehicle.make, model: known.model ?? vehicle.model };
    }),
    price: lead.price ? shownPrice(lead.price) : null,
    ...(season ? { season } : {}),
  };
}
