/**
 * The SQL both stores use for what is kept beside a lead (lead-repository.ts, PrivacyRepository): which
 * leads are due for the retention period, and the email rows a person's export shows.
 */
import { EMAIL_DESTINATION } from '../email/email-payload';
import { NOT_ANONYMISED } from './lead-anonymiser';
import type { EmailRecord } from './lead-repository';

/**
 * Leads due for anonymising, parameters (cutoff, orderCutoff) in this order as `?` (SQLite) or $1, $2:
 * a lead without an order by its own date, one with an order by the order's. `orderNotAnonymised` is
 * each store's test of an order's flag.
 */
export function dueForAnonymisingSql(params: [string, string], orderNotAnonymised: string): string {
  return `
    SELECT leads.id FROM leads LEFT JOIN orders ON orders.lead_id = leads.id
    WHERE (orders.id IS NULL AND leads.created_at < ${params[0]} AND ${NOT_ANONYMISED})
       OR (orders.id IS NOT NULL AND orders.created_at < ${params[1]} AND ${orderNotAnonymised})
    ORDER BY leads.id
  `;
}

/** The email rows of some leads: the lead ids are each store's list parameter. */
export const EMAIL_ROWS_WHERE = `destination = '${EMAIL_DESTINATION}'`;

export interface EmailRow {
  lead_id: number;
  event: string;
  payload_json: string;
  created_at: string | Date;
  delivered_at: string | Date | null;
}

const isoText = (value: string | Date) => (typeof value === 'string' ? value : value.toISOString());

export function toEmailRecord(row: EmailRow): EmailRecord {
  return {
    leadId: row.lead_id,
    event: row.event,
    payload: JSON.parse(row.payload_json) as unknown,
    createdAt: isoText(row.created_at),
    deliveredAt: row.delivered_at === null ? null : isoText(row.delivered_at),
  };
}
