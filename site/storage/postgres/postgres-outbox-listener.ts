/**
 * Wakes the outbox relays of every instance when one of them stores a lead: the writer sends
 * `NOTIFY shipquote_outbox` with its commit, and each instance LISTENs on a connection of its own (a
 * pooled one would be handed to other work). Without it, a lead stored by another instance waits for
 * the next poll. A lost connection is opened again after a pause; the poll covers the gap.
 */
import pg from 'pg';

export const OUTBOX_CHANNEL = 'shipquote_outbox';

const RECONNECT_MS = 2_000;

export interface OutboxListener {
  /** Calls `listener` on each notification until the returned function is called. */
  watch(listener: () => void): () => void;
  close(): Promise<void>;
}

export function createOutboxListener(connectionString: string): OutboxListener {
  const listeners = new Set<() => void>();
  let client: pg.Client | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  function reconnectLater() {
    client = undefined;
    if (closed || listeners.size === 0 || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect();
    }, RECONNECT_MS);
    retry.unref();
  }

  function connect() {
    if (closed || client) return;
    const next = new pg.Client({ connectionString, application_name: 'shipquote-listener' });
    client = next;
    // Errors end the connection; 'end' then schedules the next try.
    next.on('error', () => {});
    next.on('end', () => {
      if (client === next) reconnectLater();
    });
    next.on('notification', () => {
      for (const listener of listeners) listener();
    });
    next
      .connect()
      .then(() => next.query(`LISTEN ${OUTBOX_CHANNEL}`))
      // A connection that never opened may not report 'end': try again from here too (once, by the guard).
      .catch(() => {
        next.end().catch(() => {});
        if (client === next) reconnectLater();
      });
  }

  return {
    watch(listener) {
      listeners.add(listener);
      connect();
      return () => {
        listeners.delete(listener);
      };
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      listeners.clear();
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
    },
  };
}
