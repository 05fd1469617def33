/** The quote email's outbox row (email/email-payload.ts says what it holds), from the lead as stored. */
import type { QuoteEmailPayload } from '../email/email-payload';
import { shownPrice } from '../pricing/instant-price';
import type { QuotedLead } from './quoted-lead';

export function quoteEmailPayload(
  lead: Pick<QuotedLead, 'leadNumber' | 'token' | 'createdAt' | 'submission' | 'price'>,
): QuoteEmailPayload {
  const { submission } = lead;
  return {
    kind: 'quote',
    to: submission.email,
    leadNumber: lead.leadNumber,
    token: lead.token,
    createdAt: lead.createdAt,
    firstName: submission.first_name,
    origin: submission.origin_postal_code,
    destination: submission.destination_postal_code,
    shipDate: submission.ship_date,
    vehicles: submission.vehicles.map(({ year, make, model }) => ({ year, make, model })),
    price: lead.price ? shownPrice(lead.price) : null,
  };
}
