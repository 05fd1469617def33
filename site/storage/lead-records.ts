/**
 * The SQL both stores use for what is kept beside a lead (lead-repository.ts, PrivacyRepository): which
 * leads are due for the retention period, and the outbox rows a person's export shows.
 */
import { NOT_ANONYMISED } from './lead-anonymiser';
import type { OutboxRecord } from './lead-repository';

/**
 * Leads due for anonymising, parameters (cutoff, orderCutoff) in this order as `?` (SQLite) or $1, $2:
 * a lead without an order by its own date, one with an order by the order's. A null cutoff compares as
 * unknown, so no lead without an order is due. `orderNotAnonymised` is each store's test of an order's flag.
 */
export function dueForAnonymisingSql(params: [string, string], orderNotAnonymised: string): string {
  return `
    SELECT leads.id FROM leads LEFT JOIN orders ON orders.lead_id = leads.id
    WHERE (orders.id IS NULL AND leads.created_at < ${params[0]} AND ${NOT_ANONYMISED})
       OR (orders.id IS NOT NULL AND orders.created_at < ${params[1]} AND ${orderNotAnonymised})
    ORDER BY leads.id
  `;
}

export interface OutboxRecordRow {
  lead_id: number;
  destination: string;
  event: string;
  payload_json: string;
  created_at: string | Date;
  delivered_at: string | Date | null;
}

const isoText = (value: string | Date) => (typeof value === 'string' ? value : value.toISOString());

export function toOutboxRecord(row: OutboxRecordRow): OutboxRecord {
  return {
    leadId: row.lead_id,
    destination: row.destination,
    event: row.event,
    payload: JSON.parse(row.payload_json) as unknown,
    createdAt: isoText(row.created_at),
    deliveredAt: row.delivered_at === null ? null : isoText(row.delivered_at),
  };
}
