/**
 * Why an order event sent to POST /api/orders/events was refused: few enough values to count by (the
 * metrics), and nothing the sender sent.
 */
export const ORDER_EVENT_REFUSALS = [
  /** 401: the signature did not match, or its timestamp was missing or too far from the server's clock. */
  'signature',
  /** 400 or 413: the body was not an order event. */
  'invalid',
  /** 404: no order has this number. */
  'unknown_order',
  /** 409: the event can never apply to the order; it is stored with its reason. */
  'cannot_apply',
  /** 409: the event id names another event. */
  'id_reused',
  /** 503: the database was busy or unreachable; nothing was stored. */
  'unavailable',
] as const;
export type OrderEventRefusal = (typeof ORDER_EVENT_REFUSALS)[number];
