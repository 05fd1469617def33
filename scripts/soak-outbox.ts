/**
 * The outbox as `npm run soak` watches it drain: per destination (CRM, email), the rows still pending,
 * delivered and given up, read from the database the servers write (SQLite read-only beside them, or the
 * PostgreSQL database), never through the app.
 */
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';

export interface DestinationCounts {
  pending: number;
  delivered: number;
  givenUp: number;
}

export interface OutboxCounts {
  leads: number;
  byDestination: Record<string, DestinationCounts>;
}

export interface OutboxReader {
  counts(): Promise<OutboxCounts>;
  close(): Promise<void>;
}

const BY_DESTINATION = `
  SELECT destination,
    SUM(CASE WHEN delivered_at IS NULL AND gave_up_at IS NULL THEN 1 ELSE 0 END) AS pending,
    SUM(CASE WHEN delivered_at IS NOT NULL THEN 1 ELSE 0 END) AS delivered,
    SUM(CASE WHEN gave_up_at IS NOT NULL THEN 1 ELSE 0 END) AS given_up
  FROM outbox GROUP BY destination`;
const LEADS = 'SELECT COUNT(*) AS n FROM leads';

interface Row {
  destination: string;
  pending: number | string;
  delivered: number | string;
  given_up: number | string;
}

function counts(leads: number | string, rows: Row[]): OutboxCounts {
  const byDestination: Record<string, DestinationCounts> = {};
  for (const row of rows) {
    byDestination[row.destination] = {
      pending: Number(row.pending),
      delivered: Number(row.delivered),
      givenUp: Number(row.given_up),
    };
  }
  return { leads: Number(leads), byDestination };
}

export async function openOutboxReader(database: { file: string } | { url: string }): Promise<OutboxReader> {
  if ('file' in database) {
    const db = new BetterSqlite3(database.file, { readonly: true, fileMustExist: true });
    return {
      counts: async () =>
        counts((db.prepare(LEADS).get() as { n: number }).n, db.prepare(BY_DESTINATION).all() as Row[]),
      close: async () => {
        db.close();
      },
    };
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  return {
    async counts() {
      const leads = await client.query<{ n: string }>(LEADS);
      const rows = await client.query<Row>(BY_DESTINATION);
      return counts(leads.rows[0]?.n ?? 0, rows.rows);
    },
    close: () => client.end(),
  };
}

/** Rows neither delivered nor given up, all destinations together. */
export function pendingRows(outbox: OutboxCounts): number {
  return Object.values(outbox.byDestination).reduce((sum, counts) => sum + counts.pending, 0);
}
