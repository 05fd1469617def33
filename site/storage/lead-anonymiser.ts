/**
 * What anonymising a lead means, for both stores (sqlite/sqlite-anonymiser.ts, postgres/postgres-privacy.ts):
 * the one way a lead's personal data leaves the database, used both for a person's
 * erasure request (lead-privacy.ts) and for the retention period (lead-retention.ts).
 *
 * Anonymise rather than delete: the row keeps its lead number, its date, its mode, its transport type
 * and its spam flag, so the broker's books (how many quotes a day, a month, a partner's invoice queried
 * by lead number) still add up, and an advisor asked about a lead number can say it was erased rather
 * than find nothing. Everything that is about the person or could point back at them is blanked: name,
 * email, phone, route, ship date, vehicles, the campaign and page context, the honeypot's text, the
 * submission's hash (a hash of personal data still points back at it), and the CRM outbox rows, whose
 * payload is a copy of all of it. The booking token and the idempotency key are replaced too: the old
 * link stops working, and a draft left in the person's browser no longer leads back to the row.
 */

/**
 * The token and idempotency key of an anonymised lead are this prefix and the row id: unique like the
 * values they replace, and never shaped like a booking token (booking-token.ts has no ':'), so no
 * booking link can reach an anonymised lead and its blanked columns are never shown as a quote.
 */
export const ANONYMISED_MARK = 'anonymised:';

/**
 * The SET list of the UPDATE that anonymises a lead, the same SQL in both stores: everything about the
 * person blanked, the mark and row id in place of the token and the key. Each store adds its own WHERE.
 */
export const ANONYMISE_SET = `
  token = '${ANONYMISED_MARK}' || id,
  idempotency_key = '${ANONYMISED_MARK}' || id,
  origin = '', destination = '', ship_date = '', first_name = '', email = '', phone = '',
  vehicles_json = '[]', context_json = '{}', website = NULL, submission_hash = NULL
`;

/** The WHERE condition of a lead not anonymised yet. */
export const NOT_ANONYMISED = `token NOT LIKE '${ANONYMISED_MARK}%'`;
