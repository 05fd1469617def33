/**
 * The retention periods: leads older than LEAD_RETENTION_DAYS are anonymised, the same way as on a
 * person's request (lead-anonymiser.ts), by a job that runs when the server starts and then once a day.
 * An order is a contract and has a period of its own (ORDER_RETENTION_DAYS, seven years by default): a
 * lead with an order is kept as long as its order, and both are anonymised together. Either period alone
 * starts the job; without LEAD_RETENTION_DAYS a lead without an order is kept.
 */

import { DAY_MS } from '../../shared/time';
import { consoleLogger, type Logger } from '../log/logger';
import type { AnonymiseResult, PrivacyRepository } from '../storage/lead-repository';
import { deletePaymentCustomers, type PaymentCustomers } from './payment-customers';

/** How long orders are kept by default: seven years (of 365.25 days), as long as contracts are kept. */
export const DEFAULT_ORDER_RETENTION_DAYS = 2557;

/**
 * Anonymises the leads made more than `days` days before `now` (epoch milliseconds), except a lead with
 * an order, which goes with its order once that is more than `orderDays` days old. With `days` undefined
 * only leads with an order are due.
 */
export async function anonymiseLeadsOlderThan(
  privacy: PrivacyRepository,
  days: number | undefined,
  now: number,
  orderDays: number = DEFAULT_ORDER_RETENTION_DAYS,
  payments?: PaymentCustomers,
): Promise<AnonymiseResult> {
  const cutoff = days === undefined ? null : new Date(now - days * DAY_MS);
  const ids = await privacy.idsCreatedBefore(cutoff, new Date(now - orderDays * DAY_MS));
  await deletePaymentCustomers(privacy, ids, payments);
  return privacy.anonymise(ids);
}

export interface LeadRetentionOptions {
  privacy: PrivacyRepository;
  /** LEAD_RETENTION_DAYS, for leads without an order. Undefined: they are kept. */
  retentionDays: number | undefined;
  /** ORDER_RETENTION_DAYS. Default DEFAULT_ORDER_RETENTION_DAYS. */
  orderRetentionDays?: number;
  /** The clock, in epoch milliseconds; tests pin it. Default Date.now. */
  now?: () => number;
  log?: Logger;
  /** With card payments on: the customers the old orders saved cards under are deleted at the provider. */
  payments?: PaymentCustomers;
}

export interface LeadRetentionJob {
  /** No more runs after this; resolves once a run in flight has finished, so the store may be closed. */
  stop(): Promise<void>;
}

/** Runs the retention once now, then every 24 hours until stopped. */
export function startLeadRetention(options: LeadRetentionOptions): LeadRetentionJob {
  const { privacy, retentionDays } = options;
  const orderRetentionDays = options.orderRetentionDays ?? DEFAULT_ORDER_RETENTION_DAYS;
  const now = options.now ?? Date.now;
  const log = options.log ?? consoleLogger;

  async function run(): Promise<void> {
    try {
      const { leadNumbers, outboxRowsDeleted, ordersAnonymised } = await anonymiseLeadsOlderThan(
        privacy,
        retentionDays,
        now(),
        orderRetentionDays,
        options.payments,
      );
      if (leadNumbers.length > 0 || ordersAnonymised > 0) {
        log.info('retention: anonymised old leads', {
          leads: leadNumbers.length,
          orders: ordersAnonymised,
          outbox_rows: outboxRowsDeleted,
          // null: leads without an order are kept.
          retention_days: retentionDays ?? null,
          order_retention_days: orderRetentionDays,
        });
      }
    } catch (error) {
      // A busy or failing database must not take the server down: tomorrow's run catches up.
      log.error('retention: run failed', { name: error instanceof Error ? error.name : typeof error });
    }
  }

  let running: Promise<void> | undefined;
  const runOnce = () => {
    running ??= run().finally(() => {
      running = undefined;
    });
  };
  runOnce();
  const timer = setInterval(runOnce, DAY_MS);
  // The job never keeps the process alive on its own: a server that is shutting down is not held up.
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
