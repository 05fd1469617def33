/**
 * The server's daily reconciliation with the payment provider (payment-reconciliation.ts): once soon after
 * start, then every 24 hours, over the last two days, so a day's run overlaps the one before. A failure
 * is logged by name and tried again the next day; what was found and repaired goes to the metrics.
 */
import { DAY_MS } from '../../shared/time';
import type { Logger } from '../log/logger';
import {
  MISMATCH_KINDS,
  type MismatchKind,
  type ReconciliationDeps,
  reconcilePayments,
} from './payment-reconciliation';

/** How far back each run looks. */
const WINDOW_MS = 2 * DAY_MS;
/** After start, so the first run does not compete with the server's own start-up. */
const FIRST_RUN_DELAY_MS = 60_000;

export interface ReconciliationJob {
  stop(): Promise<void>;
}

export function startReconciliation(
  deps: ReconciliationDeps & {
    log: Logger;
    count?: (kind: MismatchKind, found: number, repaired: number) => void;
  },
): ReconciliationJob {
  const now = deps.now ?? Date.now;
  let running: Promise<void> | undefined;
  const run = async () => {
    try {
      const report = await reconcilePayments(deps, now() - WINDOW_MS);
      for (const kind of MISMATCH_KINDS) deps.count?.(kind, report.found[kind], report.repaired[kind]);
      if (MISMATCH_KINDS.some((kind) => report.found[kind] > 0) || report.unrepaired.length > 0) {
        deps.log.warn('payments: reconciliation found differences', {
          ...report.found,
          unrepaired: report.unrepaired.length,
        });
      }
    } catch (error) {
      deps.log.error('payments: reconciliation failed', { name: error instanceof Error ? error.name : typeof error });
    }
  };
  const runOnce = () => {
    running ??= run().finally(() => {
      running = undefined;
    });
  };
  const first = setTimeout(runOnce, FIRST_RUN_DELAY_MS);
  const timer = setInterval(runOnce, DAY_MS);
  first.unref();
  timer.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
