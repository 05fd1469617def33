/**
 * The outbox rows a person's export shows (lead-repository.ts, PrivacyRepository), as both stores read them.
 */
import type { OutboxRecord } from './lead-repository';

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
