/** Privacy and retention queries in PostgreSQL (what is blanked and why: lead-anonymiser.ts). */
import { ANONYMISE_SET, NOT_ANONYMISED } from '../lead-anonymiser';
import { type LeadRow, toStoredLead } from '../lead-columns';
import type { PrivacyRepository } from '../lead-repository';
import type { PostgresConnections } from './postgres-pool';

const ANONYMISE = `
  UPDATE leads SET ${ANONYMISE_SET}
  WHERE id = ANY($1::integer[]) AND ${NOT_ANONYMISED}
  RETURNING id, lead_number
`;

export function createPostgresPrivacy(pool: PostgresConnections): PrivacyRepository {
  return {
    async findByEmail(email) {
      // The form trims but keeps case; a person writing in need not remember how they typed it.
      const { rows } = await pool.query<LeadRow>(
        "SELECT * FROM leads WHERE email <> '' AND lower(btrim(email)) = $1 ORDER BY id",
        [email.trim().toLowerCase()],
      );
      return rows.map(toStoredLead);
    },
    async idsCreatedBefore(cutoff) {
      const { rows } = await pool.query<{ id: number }>(
        `SELECT id FROM leads WHERE created_at < $1 AND ${NOT_ANONYMISED} ORDER BY id`,
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
