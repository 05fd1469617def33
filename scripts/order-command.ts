/**
 * `npm run order`: the broker's order desk on the command line (scripts/order.ts is the entry point; this is
 * its testable body). `list` and `find` print one line per order (order-desk.ts); `<order number> [step …]`
 * records what happened to a signed order by hand, when no dispatch system sends it. The event is checked
 * by the dispatch webhook's schema and recorded by the same code (site/order-life/record-order-event.ts), as
 * the broker's, and the desk says what it sends (order-sending.ts); without a step it prints the history.
 * Nothing is written for an event the desk can tell is wrong: a pickup window in the past or far ahead,
 * any step of an order that is delivered or cancelled.
 */

import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { isIsoDate } from '../shared/dates';
import { formatUsdCentsUngrouped } from '../shared/format';
import { isLeadNumberShape, isOrderNumberShape } from '../shared/reference-numbers';
import { readConfig } from '../site/config';
import { EMAIL_DESTINATION } from '../site/notify/email/email-payload';
import { readMailSettings } from '../site/notify/email/transport/mail-settings';
import { cancellationFeeCents } from '../site/order-life/cancellation-fee';
import { OrderEventBody } from '../site/order-life/order-event-schema';
import { dueCents, excessCents, orderLedger, totalCentsOf } from '../site/order-life/order-ledger';
import { type OrderStatus, orderState, type ShippingEventType } from '../site/order-life/order-status';
import { PAYMENTS_DESTINATION } from '../site/order-life/payment-rows';
import {
  type OrderEventStore,
  type RecordOrderEventInput,
  recordOrderEvent,
} from '../site/order-life/record-order-event';
import type { LeadRepository } from '../site/storage/lead-repository';
import type { StoredOrderEvent } from '../site/storage/order-event-repository';
import { brokerDayStart, PICKUP_DAYS_AHEAD, pickupStartProblem } from './broker-dates';
import { openCommandDatabase } from './command-database';
import { quoted, readCommandLine } from './command-line';
import { BAD_USAGE, type CommandOutput, refuseUsage } from './command-output';
import { DESK_LIMIT, printFoundOrders, printOrderList } from './order-desk';
import { orderDeskCopy as t } from './order-desk-copy';
import { orderSearchOf } from './order-search-term';
import { sendingLines } from './order-sending';

/**
 * Exit codes: 0 done, 1 the database could not be used, nothing was found or the event was refused, 2 the
 * command was written wrong or the event is refused before anything is written.
 */
const DONE = 0;
const FAILED = 1;

export const USAGE = `Usage: npm run order -- <command> [options]

  list [--status <status>] [--since <YYYY-MM-DD>]
                                       the newest orders (at most ${DESK_LIMIT}), one line each: number, status,
                                       first name, route, total, paid, next step. Status: signed,
                                       carrier_assigned, picked_up, delivered or cancelled
  find <order number | lead number | email | last 4 digits of the phone>
                                       the orders it finds, one line each
  <order number | lead number>         print the order's status and every event it has had
  <order number> carrier-assigned --carrier <name> --mc <MC number> --phone <phone>
                 --pickup-from <YYYY-MM-DD> --pickup-to <YYYY-MM-DD> [--delivery-eta <YYYY-MM-DD>]
                 [--carrier-pay <dollars>]     what the carrier agreed to be paid
                                       the pickup starts today or later, at most ${PICKUP_DAYS_AHEAD} days ahead
  <order number> carrier-unassigned [--reason <text> [--tell-customer]]
                                       the carrier fell through: the order is back to signed
  <order number> picked-up
  <order number> delivered
  <order number> cancel [--reason <text> [--tell-customer]] [--waive-fee]
  <order number> paid --by phone --amount <dollars>   a payment an advisor took by phone

  --at <ISO 8601 time>                 when it happened (default: now)
  --reason <text>                      kept for staff only, unless --tell-customer sends it to the customer
  --waive-fee                          after dispatch, keep no cancellation fee (the broker's own doing)

Each step says what it sends and to whom. Nothing is recorded on a delivered or cancelled order.
Numbers may be typed in any case. Dates are in the broker's time zone. The database is DATABASE_URL when
set (PostgreSQL), else DATABASE_FILE (default data/shipquote.db), as for the server.`;

const OPTIONS = {
  carrier: 'string',
  mc: 'string',
  phone: 'string',
  'pickup-from': 'string',
  'pickup-to': 'string',
  'delivery-eta': 'string',
  'carrier-pay': 'string',
  reason: 'string',
  'tell-customer': 'boolean',
  'waive-fee': 'boolean',
  by: 'string',
  amount: 'string',
  at: 'string',
  status: 'string',
  since: 'string',
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

/** The event's data as the schema checks it: a reason is checked as the customer's, wherever it is kept. */
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
  return {
    ...(values.reason === undefined ? {} : { reason: values.reason }),
    // The broker's own doing (no carrier for the date, say): the agreement's fee after dispatch is not kept.
    ...(type === 'order.cancelled' && values['waive-fee'] === true ? { waive_fee: true } : {}),
  };
}

/**
 * The data recorded: a reason goes under `reason`, which the customer's email and order page show, only
 * when the broker says to tell the customer; else under `staff_note`, which nothing sent to them reads.
 */
function recordedData(data: unknown, tellCustomer: boolean): unknown {
  const { reason, ...rest } = (data ?? {}) as { reason?: string };
  if (reason === undefined || tellCustomer) return data;
  return { ...rest, staff_note: reason };
}

/** The options each step may take; any other is a mistake worth naming. */
const STEP_OPTIONS: Record<ShippingEventType, readonly string[]> = {
  'carrier.assigned': ['carrier', 'mc', 'phone', 'pickup-from', 'pickup-to', 'delivery-eta', 'carrier-pay', 'at'],
  'carrier.unassigned': ['reason', 'tell-customer', 'at'],
  'order.picked_up': ['at'],
  'order.delivered': ['at'],
  'order.cancelled': ['reason', 'tell-customer', 'waive-fee', 'at'],
};

const LIST_OPTIONS = ['status', 'since'];

/** One line of the history: when, what, and what it carried or why it was refused. */
function historyLine(event: StoredOrderEvent, refusal: string | null): string {
  const data = (event.data ?? {}) as {
    carrier?: { name: string; mc: string; phone: string };
    pickup_window?: { from: string; to: string };
    delivery_eta?: string;
    reason?: string;
    staff_note?: string;
    amount_cents?: number;
    by?: string;
    brand?: string;
    last4?: string;
    saved_card?: boolean;
  };
  const how = event.type === 'order.paid' ? paymentHeading(data, event.actor) : undefined;
  const details = [
    typeof data.amount_cents === 'number' && formatUsdCentsUngrouped(data.amount_cents),
    how === undefined && data.by && `by ${data.by}`,
    data.last4 && `${data.brand ?? 'card'} ending ${data.last4}`,
    data.carrier && `${data.carrier.name}, MC ${data.carrier.mc}, ${data.carrier.phone}`,
    data.pickup_window && `pickup ${data.pickup_window.from} to ${data.pickup_window.to}`,
    data.delivery_eta && `delivery about ${data.delivery_eta}`,
    data.reason && `reason: ${data.reason}`,
    data.staff_note && `staff note: ${data.staff_note}`,
  ].filter(Boolean);
  const refused = refusal === null ? '' : ` (refused: ${refusal})`;
  const heading = how ?? `${event.type} by ${event.actor}`;
  // After a heading that explains itself with a colon (the saved card's), the details follow a semicolon.
  const detail = details.length === 0 ? '' : `${heading.includes(':') ? ';' : ':'} ${details.join('; ')}`;
  return `${event.occurredAt}  ${heading}${detail}${refused}`;
}

/**
 * How a payment was made, which its actor alone does not say: the automatic charge of the saved card is
 * recorded as the customer's (it is their card and their agreement), as is a payment on the hosted page.
 */
function paymentHeading(data: { by?: string; saved_card?: boolean }, actor: string): string {
  if (data.by === 'phone') return t.history.paidByPhone(actor);
  if (data.by === 'card' && data.saved_card === true) return t.history.paidBySavedCard;
  // Only a payment found at the provider afterwards says nothing of the card; the hosted page's says false.
  if (data.by === 'card' && data.saved_card === false) return t.history.paidOnPaymentPage(actor);
  return t.history.paidBy(data.by ?? 'card', actor);
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

type Env = Readonly<Record<string, string | undefined>>;

/** Opens the database, runs `work` on it and closes it; FAILED when it cannot be opened. */
async function withStore(
  env: Env,
  io: CommandOutput,
  cwd: string,
  work: (store: LeadRepository) => Promise<number>,
): Promise<number> {
  const store = await openCommandDatabase(env, (text) => io.err(text), cwd);
  if (!store) return FAILED;
  try {
    return await work(store);
  } finally {
    await store.close();
  }
}

/** `list [--status S] [--since YYYY-MM-DD]`. */
function listCommand(values: Values, extra: readonly string[], env: Env, io: CommandOutput, cwd: string) {
  if (extra.length > 0) return Promise.resolve(refuseUsage(io, USAGE, `Unknown argument ${quoted(extra[0] ?? '')}.`));
  const stray = Object.keys(values).find((name) => !LIST_OPTIONS.includes(name));
  if (stray !== undefined) return Promise.resolve(refuseUsage(io, USAGE, `--${stray} does not go with list.`));
  const { status, since } = values;
  const statuses = Object.keys(STATUS_WORDS);
  if (status !== undefined && (typeof status !== 'string' || !statuses.includes(status))) {
    return Promise.resolve(refuseUsage(io, USAGE, t.statusValue(statuses)));
  }
  if (since !== undefined && (typeof since !== 'string' || !isIsoDate(since))) {
    return Promise.resolve(refuseUsage(io, USAGE, t.sinceValue));
  }
  return withStore(env, io, cwd, async (store) => {
    await printOrderList(
      store,
      {
        ...(typeof status === 'string' ? { status } : {}),
        ...(typeof since === 'string' ? { since: brokerDayStart(since) } : {}),
      },
      io,
    );
    return DONE;
  });
}

/** `find <order number | lead number | email | last 4 digits of the phone>`. */
function findCommand(values: Values, terms: readonly string[], env: Env, io: CommandOutput, cwd: string) {
  const stray = Object.keys(values)[0];
  if (stray !== undefined) return Promise.resolve(refuseUsage(io, USAGE, `--${stray} does not go with find.`));
  const [term, ...extra] = terms;
  const search = term === undefined || extra.length > 0 ? undefined : orderSearchOf(term);
  if (term === undefined || search === undefined) return Promise.resolve(refuseUsage(io, USAGE, t.findTerm));
  return withStore(env, io, cwd, async (store) => {
    if (await printFoundOrders(store, search, io)) return DONE;
    io.err(t.nothingFound(quoted(term.trim())));
    return FAILED;
  });
}

/** The history of an order, by its number or its lead's, in any case. */
function historyCommand(reference: string, env: Env, io: CommandOutput, cwd: string) {
  const search = orderSearchOf(reference);
  if (search === undefined || !('orderNumber' in search || 'leadNumber' in search)) {
    return Promise.resolve(refuseUsage(io, USAGE, t.unknownCommand(quoted(reference))));
  }
  return withStore(env, io, cwd, async (store) => {
    if ('orderNumber' in search) return printHistory(store, search.orderNumber, io);
    const [order] = await store.orders.search(search, 1);
    if (order) return printHistory(store, order.orderNumber, io);
    io.err(t.nothingFound(search.leadNumber));
    return FAILED;
  });
}

/** Why the pickup window is refused at `now`, or undefined when it may be recorded. */
function pickupWindowProblem(values: Values, now: Date): string | undefined {
  const from = values['pickup-from'];
  const to = values['pickup-to'];
  if (typeof from !== 'string' || typeof to !== 'string' || !isIsoDate(from) || !isIsoDate(to)) return undefined;
  if (to < from) return t.pickupEndsBeforeStart;
  const problem = pickupStartProblem(from, now);
  if (problem?.kind === 'past') return t.pickupInPast(from, problem.limit);
  if (problem?.kind === 'far') return t.pickupTooFar(from, problem.limit, PICKUP_DAYS_AHEAD);
  return undefined;
}

/** Runs the command line `args` (without node and the script) and resolves with the exit code. */
export async function runOrderCommand(
  args: readonly string[],
  env: Env,
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
  const [first, step, ...extra] = line.positionals;
  if (first === undefined) {
    if (Object.keys(line.values).length > 0) return refuseUsage(io, USAGE, 'Give a command.');
    io.out(USAGE);
    return DONE;
  }
  if (first === 'list') return listCommand(line.values, line.positionals.slice(1), env, io, cwd);
  if (first === 'find') return findCommand(line.values, line.positionals.slice(1), env, io, cwd);
  if (extra.length > 0) return refuseUsage(io, USAGE, 'Give one step only.');
  if (step === undefined) {
    const stray = Object.keys(line.values)[0];
    if (stray !== undefined) return refuseUsage(io, USAGE, `--${stray} does not go with the history.`);
    return historyCommand(first, env, io, cwd);
  }
  const typed = first.trim().toUpperCase();
  if (isLeadNumberShape(typed)) return refuseUsage(io, USAGE, t.stepNeedsOrderNumber);
  // An order number in any case; anything else goes on to the schema, which says what an order number is.
  const orderNumber = isOrderNumberShape(typed) ? typed : first;
  if (step === 'paid') return paidByPhone(orderNumber, line.values, env, io, sources, cwd);
  const type = STEPS[step];
  if (type === undefined) return refuseUsage(io, USAGE, 'Unknown step.');
  const stray = Object.keys(line.values).find((name) => !STEP_OPTIONS[type].includes(name));
  if (stray !== undefined) return refuseUsage(io, USAGE, `--${stray} does not go with ${step}.`);
  const tellCustomer = line.values['tell-customer'] === true;
  if (tellCustomer && line.values.reason === undefined) return refuseUsage(io, USAGE, t.tellWithoutReason);

  const now = sources.now ?? (() => new Date());
  const windowProblem = type === 'carrier.assigned' ? pickupWindowProblem(line.values, now()) : undefined;
  if (windowProblem !== undefined) return refuseUsage(io, USAGE, windowProblem);
  const parsed = v.safeParse(OrderEventBody, {
    id: (sources.newId ?? randomUUID)(),
    type,
    order_number: orderNumber,
    occurred_at: typeof line.values.at === 'string' ? line.values.at : now().toISOString(),
    data: dataOf(type, line.values),
  });
  if (!parsed.success) return refuseUsage(io, USAGE, parsed.issues.map((issue) => issue.message).join('\n'));
  const event = parsed.output;
  const reason = (event.data as { reason?: string }).reason;
  return record(
    {
      id: event.id,
      orderNumber: event.order_number,
      type: event.type,
      actor: 'broker',
      occurredAt: event.occurred_at,
      data: recordedData(event.data, tellCustomer),
    },
    env,
    io,
    cwd,
    { reason: reason === undefined ? 'none' : tellCustomer ? 'customer' : 'staff' },
  );
}

/** `paid --by phone --amount <dollars>`: a payment an advisor took, so the page, the emails and the CRM agree. */
function paidByPhone(
  orderNumber: string,
  values: Values,
  env: Env,
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
  if (!isOrderNumberShape(orderNumber)) {
    return Promise.resolve(refuseUsage(io, USAGE, 'The order number must look like SO-261125-482193'));
  }
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
    { reason: 'none' },
  );
}

/** What the payment rows written with the event will do, as the server's payments relay will find it now. */
async function paymentsQueued(store: OrderEventStore, input: RecordOrderEventInput): Promise<string> {
  const order = await store.orders.findByOrderNumber(input.orderNumber);
  const events = order ? await store.orderEvents.listByOrderId(order.id) : [];
  const { status } = orderState(events);
  const ledger = orderLedger(events);
  const total = totalCentsOf(order?.price);
  const fee = order ? cancellationFeeCents(order, total, events) : 0;
  const excess = excessCents(status, total, ledger, fee);
  const kept =
    fee > 0 ? ` The agreement's cancellation fee after dispatch, ${formatUsdCentsUngrouped(fee)}, is kept.` : '';
  if (excess > 0) {
    return `Refund of ${formatUsdCentsUngrouped(excess)} queued: the server's payments relay sends it.${kept}`;
  }
  const due = dueCents(status, total, ledger, fee);
  if (status === 'cancelled' && due > 0) {
    return `Cancellation fee of ${formatUsdCentsUngrouped(due)} due: the server's payments relay charges the saved card; without one, take it by phone.`;
  }
  if (input.type === 'carrier.assigned' && due > 0) {
    return `Charge of ${formatUsdCentsUngrouped(due)} queued: the server's payments relay charges the saved card, or asks the customer to pay.`;
  }
  return 'Nothing to charge or refund: the order holds what it owes.';
}

/**
 * Why nothing may be recorded on the order now, before anything is written: a delivered or cancelled
 * order has no next step, and the rules would store the event only to refuse it. A payment by phone is
 * still taken while the order owes money, as a delivered order paid by phone does until it is paid.
 */
function closedOrderRefusal(
  input: RecordOrderEventInput,
  order: { price: unknown; agreement: { data: unknown } },
  events: readonly StoredOrderEvent[],
): string | undefined {
  const { price } = order;
  const fee = cancellationFeeCents(order, totalCentsOf(price), events);
  const { status } = orderState(events);
  if (status !== 'delivered' && status !== 'cancelled') return undefined;
  if (input.type === 'order.paid' && dueCents(status, totalCentsOf(price), orderLedger(events), fee) > 0)
    return undefined;
  return t.closedOrder(input.orderNumber, STATUS_WORDS[status]);
}

/** STAFF_EMAIL as the server reads it; an address it would refuse is left out here, and stops its start. */
function staffOf(env: Env): readonly string[] {
  const read = readConfig({ STAFF_EMAIL: env.STAFF_EMAIL });
  return read.ok ? read.config.staffEmail : [];
}

/** Records the event as the server would, with what it sends, and says what became of it. */
async function record(
  input: RecordOrderEventInput,
  env: Env,
  io: CommandOutput,
  cwd: string,
  options: { reason: 'none' | 'staff' | 'customer' },
): Promise<number> {
  const { orderNumber } = input;
  // The customer is emailed as the server would: only when the server has mail to send with.
  const mail = readMailSettings(env, cwd, env.NODE_ENV === 'production');
  if (!mail.ok) {
    for (const error of mail.errors) io.err(error);
    return FAILED;
  }
  return withStore(env, io, cwd, async (store) => {
    try {
      const order = await store.orders.findByOrderNumber(orderNumber);
      if (!order) {
        io.err(`No order ${orderNumber}.`);
        return FAILED;
      }
      const refusal = closedOrderRefusal(input, order, await store.orderEvents.listByOrderId(order.id));
      if (refusal !== undefined) {
        io.err(refusal);
        return BAD_USAGE;
      }
      const result = await recordOrderEvent(store, input, {
        // The server's relays send the rows written here, at their next poll (or at once on PostgreSQL). An
        // order whose money moved online gets its payment rows whatever this shell holds (record-order-event.ts);
        // with the provider's key here, so does one that has no card yet.
        live: new Set([
          ...(mail.settings.transport === 'off' ? [] : [EMAIL_DESTINATION]),
          ...(env.STRIPE_SECRET_KEY ? [PAYMENTS_DESTINATION] : []),
        ]),
        // Staff hear of what the desk records as of what the server records.
        staff: staffOf(env),
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
      // The rows written with the event carry its time of receipt, and the outbox holds one per event name.
      const { outbox } = await store.privacy.recordsOf([order.leadId]);
      const written = outbox.filter(
        (row) => row.createdAt === result.event.receivedAt && result.sent.includes(row.destination),
      );
      const lines = sendingLines(written, {
        mailOff: mail.settings.transport === 'off',
        reasonGiven: options.reason === 'customer',
      });
      for (const text of lines) io.out(text);
      if (options.reason === 'staff') io.out(t.reasonForStaff);
      if (result.sent.includes(PAYMENTS_DESTINATION)) io.out(await paymentsQueued(store, input));
      return DONE;
    } catch (error) {
      io.err(`The order command failed: ${error instanceof Error ? error.message : String(error)}`);
      return FAILED;
    }
  });
}
