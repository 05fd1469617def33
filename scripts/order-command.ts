/**
 * `npm run order -- <order number> [step …]`: the broker records what happened to a signed order by hand,
 * when no dispatch system sends it (scripts/order.ts is the entry point; this is its testable body). The
 * event is checked by the dispatch webhook's schema and recorded by the same code
 * (site/order-life/record-order-event.ts), as the broker's; without a step it prints the order's history.
 */

import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { formatUsdCentsUngrouped } from '../shared/format';
import { EMAIL_DESTINATION } from '../site/notify/email/email-payload';
import { readMailSettings } from '../site/notify/email/transport/mail-settings';
import { OrderEventBody } from '../site/order-life/order-event-schema';
import { dueCents, excessCents, orderLedger, totalCentsOf } from '../site/order-life/order-ledger';
import { type OrderStatus, orderState, type ShippingEventType } from '../site/order-life/order-status';
import { PAYMENTS_DESTINATION } from '../site/order-life/payment-rows';
import {
  type OrderEventStore,
  type RecordOrderEventInput,
  recordOrderEvent,
} from '../site/order-life/record-order-event';
import type { StoredOrderEvent } from '../site/storage/order-event-repository';
import { openCommandDatabase } from './command-database';
import { readCommandLine } from './command-line';
import { type CommandOutput, refuseUsage } from './command-output';

/** Exit codes: 0 done, 1 the database could not be used or the event was refused, 2 the command was written wrong. */
const DONE = 0;
const FAILED = 1;

export const USAGE = `Usage: npm run order -- <order number> [step] [options]

  <order number>                       print the order's status and every event it has had
  <order number> carrier-assigned --carrier <name> --mc <MC number> --phone <phone>
                 --pickup-from <YYYY-MM-DD> --pickup-to <YYYY-MM-DD> [--delivery-eta <YYYY-MM-DD>]
                 [--carrier-pay <dollars>]     what the carrier agreed to be paid
  <order number> carrier-unassigned    the carrier fell through: the order is back to signed
  <order number> picked-up
  <order number> delivered
  <order number> cancel --reason <text>
  <order number> paid --by phone --amount <dollars>   a payment an advisor took by phone

  --at <ISO 8601 time>                 when it happened (default: now)

Dates are in the broker's time zone. The database is DATABASE_URL when set (PostgreSQL), else
DATABASE_FILE (default data/shipquote.db), as for the server.`;

const OPTIONS = {
  carrier: 'string',
  mc: 'string',
  phone: 'string',
  'pickup-from': 'string',
  'pickup-to': 'string',
  'delivery-eta': 'string',
  'carrier-pay': 'string',
  reason: 'string',
  by: 'string',
  amount: 'string',
  at: 'string',
} as const;

/** Dollars as a person types them: 1290, 1290.5 or 1290.50, at most ten million. */
const DOLLARS = /^\d{1,8}(\.\d{1,2})?$/;

const STEPS: Record<string, ShippingEventType> = {
  'carrier-assigned': 'carrier.assigned',
  'carrier-unassigned': 'carrier.unassigned',
  'picked-up': 'order.picked_up',
  delivered: 'order.delivered',
  cancel: 'order.cancelled',
};

const STATUS_WORDS: Record<OrderStatus, string> = {
  signed: 'signed',
  carrier_assigned: 'carrier assigned',
  picked_up: 'picked up',
  delivered: 'delivered',
  cancelled: 'cancelled',
};

export interface OrderCommandSources {
  /** Default: the clock. */
  now?: () => Date;
  /** A new event id. Default: a random UUID. */
  newId?: () => string;
}

type Values = Partial<Record<keyof typeof OPTIONS, string | true>>;

const payOf = (value: string | true) => {
  const text = String(value).replace(/^\$/, '').replace(/,/g, '');
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : String(value);
};

function dataOf(type: ShippingEventType, values: Values): unknown {
  if (type === 'carrier.assigned') {
    return {
      carrier: { name: values.carrier, mc: values.mc, phone: values.phone },
      pickup_window: { from: values['pickup-from'], to: values['pickup-to'] },
      ...(values['delivery-eta'] === undefined ? {} : { delivery_eta: values['delivery-eta'] }),
      // A number for the schema to judge; text that is not one stays text and is refused by name.
      ...(values['carrier-pay'] === undefined ? {} : { carrier_pay: payOf(values['carrier-pay']) }),
    };
  }
  return values.reason === undefined ? {} : { reason: values.reason };
}

/** The options each step may take; any other is a mistake worth naming. */
const STEP_OPTIONS: Record<ShippingEventType, readonly string[]> = {
  'carrier.assigned': ['carrier', 'mc', 'phone', 'pickup-from', 'pickup-to', 'delivery-eta', 'carrier-pay', 'at'],
  'carrier.unassigned': ['reason', 'at'],
  'order.picked_up': ['at'],
  'order.delivered': ['at'],
  'order.cancelled': ['reason', 'at'],
};

/** One line of the history: when, what, and what it carried or why it was refused. */
function historyLine(event: StoredOrderEvent, refusal: string | null): string {
  const data = (event.data ?? {}) as {
    carrier?: { name: string; mc: string; phone: string };
    pickup_window?: { from: string; to: string };
    delivery_eta?: string;
    reason?: string;
    amount_cents?: number;
    by?: string;
    brand?: string;
    last4?: string;
  };
  const details = [
    typeof data.amount_cents === 'number' && formatUsdCentsUngrouped(data.amount_cents),
    data.by && `by ${data.by}`,
    data.last4 && `${data.brand ?? 'card'} ending ${data.last4}`,
    data.carrier && `${data.carrier.name}, MC ${data.carrier.mc}, ${data.carrier.phone}`,
    data.pickup_window && `pickup ${data.pickup_window.from} to ${data.pickup_window.to}`,
    data.delivery_eta && `delivery about ${data.delivery_eta}`,
    data.reason && `reason: ${data.reason}`,
  ].filter(Boolean);
  const refused = refusal === null ? '' : ` (refused: ${refusal})`;
  const detail = details.length > 0 ? `: ${details.join('; ')}` : '';
  return `${event.occurredAt}  ${event.type} by ${event.actor}${detail}${refused}`;
}

async function printHistory(store: OrderEventStore, orderNumber: string, io: CommandOutput): Promise<number> {
  const order = await store.orders.findByOrderNumber(orderNumber);
  if (!order) {
    io.err(`No order ${orderNumber}.`);
    return FAILED;
  }
  const state = orderState(await store.orderEvents.listByOrderId(order.id));
  io.out(`Order ${orderNumber}: ${STATUS_WORDS[state.status]}`);
  io.out(`${order.createdAt}  signed`);
  for (const { event, refusal } of state.history) io.out(historyLine(event, refusal));
  return DONE;
}

/** Runs the command line `args` (without node and the script) and resolves with the exit code. */
export async function runOrderCommand(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  io: CommandOutput,
  sources: OrderCommandSources = {},
  cwd: string = process.cwd(),
): Promise<number> {
  const line = readCommandLine(args, OPTIONS, { allowPositionals: true });
  if (line.kind === 'help') {
    io.out(USAGE);
    return DONE;
  }
  if (line.kind === 'wrong') return refuseUsage(io, USAGE, line.problem);
  const [orderNumber, step, ...extra] = line.positionals;
  if (orderNumber === undefined) return refuseUsage(io, USAGE, 'Give the order number.');
  if (extra.length > 0) return refuseUsage(io, USAGE, 'Give one step only.');
  if (step === 'paid') return paidByPhone(orderNumber, line.values, env, io, sources, cwd);
  const type = step === undefined ? undefined : STEPS[step];
  if (step !== undefined && type === undefined) return refuseUsage(io, USAGE, 'Unknown step.');
  const given = Object.keys(line.values);
  const stray = type === undefined ? given[0] : given.find((name) => !STEP_OPTIONS[type].includes(name));
  if (stray !== undefined) return refuseUsage(io, USAGE, `--${stray} does not go with ${step ?? 'the history'}.`);

  const now = sources.now ?? (() => new Date());
  const body = type && {
    id: (sources.newId ?? randomUUID)(),
    type,
    order_number: orderNumber,
    occurred_at: typeof line.values.at === 'string' ? line.values.at : now().toISOString(),
    data: dataOf(type, line.values),
  };
  const parsed = body && v.safeParse(OrderEventBody, body);
  if (parsed && !parsed.success) {
    return refuseUsage(io, USAGE, parsed.issues.map((issue) => issue.message).join('\n'));
  }

  if (!parsed) {
    const store = await openCommandDatabase(env, (text) => io.err(text), cwd);
    if (!store) return FAILED;
    try {
      return await printHistory(store, orderNumber, io);
    } finally {
      await store.close();
    }
  }
  const event = parsed.output;
  return record(
    {
      id: event.id,
      orderNumber: event.order_number,
      type: event.type,
      actor: 'broker',
      occurredAt: event.occurred_at,
      data: event.data,
    },
    env,
    io,
    cwd,
  );
}

/** `paid --by phone --amount <dollars>`: a payment an advisor took, so the page, the emails and the CRM agree. */
function paidByPhone(
  orderNumber: string,
  values: Values,
  env: Readonly<Record<string, string | undefined>>,
  io: CommandOutput,
  sources: OrderCommandSources,
  cwd: string,
): Promise<number> {
  const stray = Object.keys(values).find((name) => !['by', 'amount', 'at'].includes(name));
  if (stray !== undefined) return Promise.resolve(refuseUsage(io, USAGE, `--${stray} does not go with paid.`));
  if (values.by !== 'phone') {
    return Promise.resolve(refuseUsage(io, USAGE, 'paid takes --by phone: card payments are recorded by Stripe.'));
  }
  const amount = typeof values.amount === 'string' ? values.amount.trim() : '';
  if (!DOLLARS.test(amount) || Number(amount) <= 0) {
    return Promise.resolve(refuseUsage(io, USAGE, '--amount must be the dollars taken, such as 1290 or 1290.50.'));
  }
  const at = typeof values.at === 'string' ? values.at : (sources.now ?? (() => new Date()))().toISOString();
  if (Number.isNaN(Date.parse(at))) return Promise.resolve(refuseUsage(io, USAGE, '--at must be an ISO 8601 time.'));
  return record(
    {
      id: (sources.newId ?? randomUUID)(),
      orderNumber,
      type: 'order.paid',
      actor: 'broker',
      occurredAt: new Date(at).toISOString(),
      data: { amount_cents: Math.round(Number(amount) * 100), by: 'phone' },
    },
    env,
    io,
    cwd,
  );
}

/** What the payment rows written with the event will do, as the server's payments relay will find it now. */
async function paymentsQueued(store: OrderEventStore, input: RecordOrderEventInput): Promise<string> {
  const order = await store.orders.findByOrderNumber(input.orderNumber);
  const events = order ? await store.orderEvents.listByOrderId(order.id) : [];
  const { status } = orderState(events);
  const ledger = orderLedger(events);
  const total = totalCentsOf(order?.price);
  const excess = excessCents(status, total, ledger);
  if (excess > 0) return `Refund of ${formatUsdCentsUngrouped(excess)} queued: the server's payments relay sends it.`;
  const due = dueCents(status, total, ledger);
  if (input.type === 'carrier.assigned' && due > 0) {
    return `Charge of ${formatUsdCentsUngrouped(due)} queued: the server's payments relay charges the saved card, or asks the customer to pay.`;
  }
  return 'Nothing to charge or refund: the order holds what it owes.';
}

/** Records the event as the server would, with what it sends, and says what became of it. */
async function record(
  input: RecordOrderEventInput,
  env: Readonly<Record<string, string | undefined>>,
  io: CommandOutput,
  cwd: string,
): Promise<number> {
  const { orderNumber } = input;
  // The customer is emailed as the server would: only when the server has mail to send with.
  const mail = readMailSettings(env, cwd, env.NODE_ENV === 'production');
  if (!mail.ok) {
    for (const error of mail.errors) io.err(error);
    return FAILED;
  }
  const store = await openCommandDatabase(env, (text) => io.err(text), cwd);
  if (!store) return FAILED;
  try {
    const result = await recordOrderEvent(store, input, {
      // The server's relays send the rows written here, at their next poll (or at once on PostgreSQL). An
      // order whose money moved online gets its payment rows whatever this shell holds (record-order-event.ts);
      // with the provider's key here, so does one that has no card yet.
      live: new Set([
        ...(mail.settings.transport === 'off' ? [] : [EMAIL_DESTINATION]),
        ...(env.STRIPE_SECRET_KEY ? [PAYMENTS_DESTINATION] : []),
      ]),
    });
    if (result.outcome === 'unknown-order') {
      io.err(`No order ${orderNumber}.`);
      return FAILED;
    }
    if (result.outcome === 'id-reused') {
      io.err(`Refused: ${result.reason}`);
      return FAILED;
    }
    if (result.outcome === 'refused') {
      io.err(`Stored, but it can never apply: ${result.reason}`);
      return FAILED;
    }
    io.out(`Recorded ${input.type}. Order ${orderNumber} is ${STATUS_WORDS[result.state.status]}.`);
    if (result.sent.includes(PAYMENTS_DESTINATION)) io.out(await paymentsQueued(store, input));
    return DONE;
  } catch (error) {
    io.err(`The order command failed: ${error instanceof Error ? error.message : String(error)}`);
    return FAILED;
  } finally {
    await store.close();
  }
}
