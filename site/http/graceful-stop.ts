/**
 * Stopping on SIGTERM without losing an answer: the listening socket closes at once (new connections are
 * refused, so a proxy or orchestrator sends them elsewhere), every request already received is answered
 * and its connection closed after the answer, idle keep-alive connections are closed, and only then are
 * the services closed (the lead writer flushed, the outbox relays stopped, the database closed).
 */
import type { Server, ServerResponse } from 'node:http';
import { errorLogFields } from '../log/error-log-fields';
import type { Logger } from '../log/logger';

export interface GracefulStopOptions {
  server: Server;
  /** Flushes and closes what the app holds open (the composition root's `close`). */
  closeServices(): Promise<void>;
  log: Logger;
  exit(code: number): void;
  /**
   * Requests still unanswered this long after the signal (a client still sending its body) have their
   * connections closed, so a slow client cannot hold the stop up. Default 6 s.
   */
  drainMs?: number;
  /**
   * Once nothing is in flight, connections left open are closed after this pause: a connection accepted
   * just before the signal may not have had its request read yet. Default 250 ms.
   */
  settleMs?: number;
  /** The stop exits 1 when it has not finished by then (a hung CRM delivery, say). Default 9 s. */
  forceExitMs?: number;
}

/** Under the 10 s most process managers allow between SIGTERM and SIGKILL. */
const DEFAULT_FORCE_EXIT_MS = 9_000;
/** Leaves the rest of the 9 s for the services: an outbox relay waits for a delivery in flight. */
const DEFAULT_DRAIN_MS = 6_000;
const DEFAULT_SETTLE_MS = 250;

/** Tracks the server's requests from now on and returns the function to call on SIGTERM or SIGINT. */
export function createGracefulStop(options: GracefulStopOptions): (signal: string) => void {
  const { server, log, exit } = options;
  const drainMs = options.drainMs ?? DEFAULT_DRAIN_MS;
  const settleMs = options.settleMs ?? DEFAULT_SETTLE_MS;
  const forceExitMs = options.forceExitMs ?? DEFAULT_FORCE_EXIT_MS;

  const unanswered = new Set<ServerResponse>();
  let stopping = false;
  let settleTimer: ReturnType<typeof setTimeout> | undefined;

  function closeConnectionsWhenQuiet() {
    clearTimeout(settleTimer);
    if (unanswered.size > 0) return;
    settleTimer = setTimeout(() => {
      if (unanswered.size === 0) server.closeAllConnections();
    }, settleMs);
  }

  // First, so the header is set before the app's handler can send the answer.
  server.prependListener('request', (_request, response: ServerResponse) => {
    unanswered.add(response);
    // A request that arrives on a kept-alive connection during the stop is answered, then its connection closed.
    if (stopping) response.setHeader('Connection', 'close');
    response.once('close', () => {
      unanswered.delete(response);
      if (stopping) closeConnectionsWhenQuiet();
    });
  });

  return function stop(signal) {
    if (stopping) return;
    stopping = true;
    const startedAt = Date.now();
    let phase = 'answering requests in flight';

    // Not unref'd: it must fire even if nothing else keeps the process alive while a promise hangs.
    const forceExit = setTimeout(() => {
      log.error('stop timed out; exiting', {
        after_ms: Date.now() - startedAt,
        phase,
        requests_in_flight: unanswered.size,
      });
      exit(1);
    }, forceExitMs);

    for (const response of unanswered) if (!response.headersSent) response.setHeader('Connection', 'close');

    const drainDeadline = setTimeout(() => {
      if (unanswered.size > 0) {
        log.warn('requests still unanswered at the deadline; closing their connections', {
          requests_in_flight: unanswered.size,
        });
      }
      server.closeAllConnections();
    }, drainMs);

    server.close((error?: Error & { code?: string }) => {
      clearTimeout(drainDeadline);
      clearTimeout(settleTimer);
      if (error && error.code !== 'ERR_SERVER_NOT_RUNNING') {
        log.error('closing the server failed', errorLogFields(error));
      }
      phase = 'closing services';
      options.closeServices().then(
        () => {
          clearTimeout(forceExit);
          log.info('stopped', { after_ms: Date.now() - startedAt });
          exit(0);
        },
        (closeError: unknown) => {
          clearTimeout(forceExit);
          log.error('closing services failed', errorLogFields(closeError));
          exit(1);
        },
      );
    });
    // close() closes idle connections too (Node 19 and later); said here so the stop does not depend on it.
    server.closeIdleConnections();
    // Only now: whoever reads this line (a test, an operator) can count on new connections being refused.
    log.info('stopping', { signal, requests_in_flight: unanswered.size });
    closeConnectionsWhenQuiet();
  };
}
