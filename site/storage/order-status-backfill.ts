/**
 * The status of an `orders` row from its applied events, in SQL both databases run: the migrations that add
 * the status column (sqlite/migrations.ts, postgres/postgres-migrations.ts) fill it in with this for orders
 * that had events before it. After that the stage that appends an event writes the status with it.
 */
export const ORDER_STATUS_FROM_EVENTS = `CASE
  WHEN EXISTS (SELECT 1 FROM order_events e WHERE e.order_id = orders.id AND e.refusal IS NULL AND e.type = 'order.cancelled') THEN 'cancelled'
  WHEN EXISTS (SELECT 1 FROM order_events e WHERE e.order_id = orders.id AND e.refusal IS NULL AND e.type = 'order.delivered') THEN 'delivered'
  WHEN EXISTS (SELECT 1 FROM order_events e WHERE e.order_id = orders.id AND e.refusal IS NULL AND e.type = 'order.picked_up') THEN 'picked_up'
  WHEN (SELECT e.type FROM order_events e WHERE e.order_id = orders.id AND e.refusal IS NULL
        AND e.type IN ('carrier.assigned', 'carrier.unassigned') ORDER BY e.occurred_at DESC, e.seq DESC LIMIT 1)
       = 'carrier.assigned' THEN 'carrier_assigned'
  ELSE 'signed'
END`;

/**
 * Whether an `orders` row was paid online, from its events, for the migrations that add the card_payments
 * column: an order signed before it whose money moved through the card provider (a card saved, a charge
 * tried, a Checkout page opened, a card payment) is one.
 */
export const CARD_PAYMENTS_FROM_EVENTS = `EXISTS (
  SELECT 1 FROM order_events e WHERE e.order_id = orders.id
  AND (e.type LIKE 'payment.%' OR (e.type = 'order.paid' AND e.data_json LIKE '%"by":"card"%'))
)`;
