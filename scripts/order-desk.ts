/**
 * The order desk's lists (order-command.ts: `list`, `find`): one line per order, newest first, with what
 * the broker needs to act on it: its number, status, customer's first name, route, total, what it holds
 * and the next step. What it holds and owes is worked out from its events, as its page shows it.
 */
import { formatUsd, formatUsdCentsIfAny } from '../shared/format';
import { cancellationFeeCents } from '../site/order-life/cancellation-fee';
import { dueCents, excessCents, heldCents, totalCentsOf } from '../site/order-life/order-ledger';
import type { OrderStatus } from '../site/order-life/order-status';
import { paymentState } from '../site/order-life/payment-state';
import type { LeadRepository } from '../site/storage/lead-repository';
import type { StoredOrderEvent } from '../site/storage/order-event-repository';
import type { ListedOrder, OrderListQuery, OrderSearch } from '../site/storage/order-listing';
import type { CommandOutput } from './command-output';
import { orderDeskCopy as t } from './order-desk-copy';

/** At most this many lines: a longer list is for the report, or wants narrowing. */
export const DESK_LIMIT = 200;

export type DeskStore = Pick<LeadRepository, 'orders' | 'orderEvents'>;

const isStatus = (status: string): status is OrderStatus => Object.hasOwn(t.nextStep, status);

/** The next step, with the money to collect or give back when the order owes or holds too much. */
function nextStep(status: string, totalCents: number, events: readonly StoredOrderEvent[], feeCents: number): string {
  if (!isStatus(status)) return status;
  const { ledger } = paymentState(events);
  const due = dueCents(status, totalCents, ledger, feeCents);
  const excess = excessCents(status, totalCents, ledger, feeCents);
  const money =
    due > 0 ? t.collect(formatUsdCentsIfAny(due)) : excess > 0 ? t.refund(formatUsdCentsIfAny(excess)) : undefined;
  if (money === undefined) return t.nextStep[status];
  // A closed order has nothing left to do but the money.
  return status === 'delivered' || status === 'cancelled' ? money : `${t.nextStep[status]}; ${money}`;
}

/** "SO-261202-482193  signed  Dana  Austin, TX 78701 → Miami, FL 33101  total $1,190  paid $0  next: …" */
export function orderLine(order: ListedOrder, events: readonly StoredOrderEvent[], feeCents = 0): string {
  const total = (order.price as { total?: unknown } | null)?.total;
  const held = heldCents(paymentState(events).ledger);
  return [
    order.orderNumber,
    order.status,
    order.firstName,
    t.route(order.origin, order.destination),
    typeof total === 'number' ? t.total(formatUsd(total)) : t.noPrice,
    t.paid(formatUsdCentsIfAny(held)),
    t.next(nextStep(order.status, totalCentsOf(order.price), events, feeCents)),
  ].join('  ');
}

/** Prints a line for each order, and says so when there were more than the desk shows. */
async function printLines(store: DeskStore, orders: readonly ListedOrder[], io: CommandOutput): Promise<void> {
  for (const order of orders.slice(0, DESK_LIMIT)) {
    const events = await store.orderEvents.listByOrderId(order.id);
    // A cancelled order may keep the agreement's fee: its agreement says how much.
    const signed = order.status === 'cancelled' ? await store.orders.findByOrderNumber(order.orderNumber) : undefined;
    const fee = signed ? cancellationFeeCents(signed, totalCentsOf(order.price), events) : 0;
    io.out(orderLine(order, events, fee));
  }
  if (orders.length > DESK_LIMIT) io.out(t.cut(DESK_LIMIT));
}

/** `list`: the newest orders, of a status and since a day when asked. */
export async function printOrderList(
  store: DeskStore,
  query: Omit<OrderListQuery, 'limit'>,
  io: CommandOutput,
): Promise<void> {
  // One more than is shown tells whether the list was cut.
  const orders = await store.orders.list({ ...query, limit: DESK_LIMIT + 1 });
  if (orders.length === 0) io.out(t.noOrders);
  await printLines(store, orders, io);
}

/** `find`: the orders of a number, an email or a phone's end; false when there are none. */
export async function printFoundOrders(store: DeskStore, search: OrderSearch, io: CommandOutput): Promise<boolean> {
  const orders = await store.orders.search(search, DESK_LIMIT + 1);
  await printLines(store, orders, io);
  return orders.length > 0;
}
