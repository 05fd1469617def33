/** What the order desk (order-command.ts, order-desk.ts, order-sending.ts) says, as data. */
import type { OrderStatus } from '../site/order-life/order-status';

export const orderDeskCopy = {
  /** What the broker does next with an order of each status. */
  nextStep: {
    signed: 'assign a carrier',
    carrier_assigned: 'wait for pickup',
    picked_up: 'wait for delivery',
    delivered: 'nothing: delivered',
    cancelled: 'nothing: cancelled',
  } satisfies Record<OrderStatus, string>,
  /** Money the order owes beside its next step; `amount` is formatted. */
  collect: (amount: string) => `collect ${amount}`,
  refund: (amount: string) => `refund ${amount}`,
  noPrice: 'no price',
  total: (amount: string) => `total ${amount}`,
  paid: (amount: string) => `paid ${amount}`,
  next: (step: string) => `next: ${step}`,
  route: (origin: string, destination: string) => `${origin} → ${destination}`,
  noOrders: 'No orders.',
  cut: (shown: number) =>
    `Showing the newest ${shown} only: narrow it with --status or --since, or find one with \`find\`.`,
  nothingFound: (term: string) => `No order found for ${term}.`,
  findTerm:
    'Give an order number (SO-…), a lead number (SQ-…), an email address or the last 4 digits of a phone number.',
  statusValue: (statuses: readonly string[]) => `--status must be one of ${statuses.join(', ')}.`,
  sinceValue: '--since must be a date (YYYY-MM-DD).',
  unknownCommand: (word: string) => `Unknown command ${word}: give list, find, or an order or lead number.`,
  stepNeedsOrderNumber: 'A step takes the order number (SO-…), not a lead number: find it with `find`.',
  tellWithoutReason: '--tell-customer goes with --reason.',

  /** How the history tells a payment, by who made it and how; `actor` is the event's. */
  history: {
    paidBySavedCard: 'order.paid: charged automatically to the saved card',
    paidOnPaymentPage: (actor: string) => `order.paid by ${actor} on the payment page`,
    paidByPhone: (actor: string) => `order.paid by phone (${actor})`,
    paidBy: (by: string, actor: string) => `order.paid by ${by} (${actor})`,
  },

  /** The refusals made before anything is written. */
  pickupEndsBeforeStart: 'The pickup window ends before it starts: --pickup-to must not be before --pickup-from.',
  pickupInPast: (from: string, today: string) =>
    `The pickup window starts on ${from}, before today (${today} in the broker's time zone).`,
  pickupTooFar: (from: string, latest: string, days: number) =>
    `The pickup window starts on ${from}, more than ${days} days ahead (the latest is ${latest}): check the month and year.`,
  closedOrder: (orderNumber: string, status: string) =>
    `Order ${orderNumber} is ${status}: nothing more is recorded on it. Nothing was written or sent.`,

  /** What recording the event sends, from the outbox rows written with it. */
  reasonForStaff: 'The reason is kept for staff; add --tell-customer to send it to the customer.',
  emails: (to: string, what: string) => `Emails the customer (${to}): ${what}.`,
  emailsStaff: (to: string, fact: string) => `Emails staff (${to}): a notice of ${fact}.`,
  emailsNobody: 'Emails the customer nothing.',
  emailsNobodyMailOff: 'Emails the customer nothing: this server sends no email (no SMTP_URL).',
  tellsCrm: (event: string) => `Tells the CRM: ${event}.`,
  stepEmail: {
    'carrier.assigned': 'carrier assigned, with the pickup window and a calendar file',
    'carrier.unassigned': 'the carrier fell through; a new one is being found',
    'order.picked_up': 'picked up',
    'order.delivered': 'delivered',
    'order.cancelled': 'cancelled',
  } as Record<string, string>,
  withReason: ', with the reason',
  withoutReason: ' (this email carries no reason)',
  paymentHow: {
    card: (card: string) => `; the saved ${card} is charged`,
    online: '; asks them to pay online',
    phone: '; asks them to pay by phone',
  },
  paymentEmail: {
    'order.paid': (amount: string) => `receipt for ${amount}`,
    'order.refunded': (amount: string) => `refund of ${amount}`,
    'payment.failed': (amount: string) => `payment of ${amount} failed`,
  } as Record<string, (amount: string) => string>,
} as const;
