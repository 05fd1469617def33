/** Privacy and retention queries in PostgreSQL (what is blanked and why: lead-anonymiser.ts). */
import { ANONYMISED_MARK } from '../lead-anonymiser';
import type { PrivacyRepository } from '../lead-repository';
import { type PostgresLeadRow, toStoredLead } from './postgres-lead-rows';
import type { PostgresConnections } from './postgres-pool';

const ANONYMISE = `
  UPDATE leads SET
    token = '${ANONYMISED_MARK}' || id,
    idempotency_key = '${ANONYMISED_MARK}' || id,
    origin = '', destination = '', ship_date = '', first_name = '', email = '', phone = '',
    vehicles_json = '[]', context_json = '{}', website = NULL, submission_hash = NULL
  WHERE id = ANY($1::integer[]) AND token NOT LIKE '${ANONYMISED_MARK}%'
  RETURNING id, lead_number
`;

export function createPostgresPrivacy(pool: PostgresConnections): PrivacyRepository {
  return {
    async findByEmail(email) {
      // The form trims but keeps case; a person writing in need not remember how they typed it.
      const { rows } = await pool.query<PostgresLeadRow>(
        "SELECT * FROM leads WHERE email <> '' AND lower(btrim(email)) = $1 ORDER BY id",
        [email.trim().toLowerCase()],
      );
      return rows.map(toStoredLead);
    },
    async idsCreatedBefore(cutoff) {
      const { rows } = await pool.query<{ id: number }>(
        `SELECT id FROM leads WHERE created_at < $1 AND token NOT LIKE '${ANONYMISED_MARK}%' ORDER BY id`,
        [cutoff],
      );
      return rows.map((row) => row.id);
    },
    async anonymise(ids) {
      if (ids.length === 0) return { leadNumbers: [], outboxRowsDeleted: 0 };
      return pool.transaction(async (client) => {
        const blanked = await client.query<{ id: number; lead_number: string }>(ANONYMISE, [ids]);
        const deleted = await client.query('DELETE FROM outbox WHERE lead_id = ANY($1::integer[])', [ids]);
        return {
          leadNumbers: blanked.rows.sort((a, b) => a.id - b.id).map((row) => row.lead_number),
          outboxRowsDeleted: deleted.rowCount ?? 0,
        };
      });
    },
  };
}
