/**
 * The staff notices' words, as data (copy is data). Staff mail goes to the broker's own addresses, never to
 * one a visitor typed, so a signed order's subject names the customer and the route, for an inbox that
 * reads at a glance; what the customer typed still reaches a subject only through the filters every email
 * uses (../visitor-text.ts), since a name like "Call 555 0199 to confirm" would read as the site's words.
 */
import type { StaffNotice } from '../email-payload';

type Fact = StaffNotice['fact'];
type Actor = Extract<StaffNotice, { fact: 'order.cancelled' }>['actor'];
type DueReason = Extract<StaffNotice, { fact: 'payment.failed' }>['reason'];

export const staffNoticeEmailCopy = {
  subjects: {
    signed: (orderNumber: string, about: readonly string[]) => `Order ${orderNumber} signed: ${about.join(', ')}`,
    cancelled: (orderNumber: string, by: string) => `Order ${orderNumber} cancelled by ${by}`,
    failed: (orderNumber: string, due: string) => `Order ${orderNumber}: the charge failed, ${due} due`,
    refunded: (orderNumber: string, amount: string) => `Order ${orderNumber} refunded ${amount}`,
    refused: (orderNumber: string, type: string) => `Order ${orderNumber}: ${type} refused, check it`,
    callback: (leadNumber: string, day: string, window: string) =>
      `Call back for quote ${leadNumber}: ${day}, ${window.toLowerCase()}`,
  },
  /** The route in a subject and the summary: "Dallas, TX → Miami, FL". */
  route: (origin: string, destination: string) => `${origin} → ${destination}`,
  previews: {
    'order.signed': 'A new order: the customer, the route and how it is paid.',
    'order.cancelled': 'Who cancelled the order, and why.',
    'payment.failed': 'The saved card was not charged: the total is due.',
    'order.refunded': 'A refund went back to the customer.',
    'callback.requested': 'A customer asked an advisor to call.',
    'event.refused': 'An event about the order can never apply: check the order.',
  } satisfies Record<Fact, string>,
  intros: {
    'order.signed': 'A customer signed an order online.',
    'order.cancelled': 'An order was cancelled.',
    'payment.failed':
      'A charge of an order failed: its total is due. The customer is emailed to pay on the order’s page.',
    'order.refunded': 'A refund of an order went through.',
    'callback.requested': 'A customer asked to be called back about their quote.',
    'event.refused':
      'An event sent about an order was stored but can never apply, so nothing changed and the customer was told nothing. Check the order and record what really happened.',
  } satisfies Record<Fact, string>,
  summaryHeading: 'What happened',
  orderNumber: 'Order number',
  leadNumber: 'Quote number',
  customer: 'Customer',
  routeLabel: 'Route',
  total: 'Total',
  payment: 'Payment',
  cardPayments: 'By card: the order’s page asks the customer to save one',
  byPhone: 'By phone: card payments are off',
  cancelledBy: 'Cancelled by',
  actors: {
    customer: 'the customer online',
    broker: 'the broker',
    dispatch: 'dispatch',
  } satisfies Record<Actor, string>,
  reason: 'Reason',
  noReason: 'None given',
  /** A reason the notice does not repeat: it held a link, or was longer than a reason needs. */
  reasonNotRepeated: 'Given, but not repeated here: see the order’s history',
  why: 'Why',
  dueReasons: {
    no_card: 'No card is saved',
    card_declined: 'The card was declined',
    authentication_required: 'The bank asks the customer to authenticate',
    failed: 'The charge failed',
  } satisfies Record<DueReason, string>,
  amountDue: 'Amount due',
  eventType: 'Event',
  sentBy: 'Sent by',
  refusal: 'Why it cannot apply',
  amountRefunded: 'Amount refunded',
  day: 'Day',
  time: 'Time',
  timeValue: (window: string, span: string, zone: string) => `${window}, ${span} ${zone}`,
  windowNames: { morning: 'Morning', afternoon: 'Afternoon', evening: 'Evening' },
  /** In place of a typed name or place the notice does not repeat. */
  notRepeated: 'not repeated here: see the order',
  orderLinkHeading: 'The order',
  orderLinkText: 'The order’s page, as the customer sees it.',
  quoteLinkHeading: 'The quote',
  quoteLinkText: 'The quote’s booking page, as the customer sees it.',
  linkButton: 'Open the page',
  linkLabel: 'Its address:',
  /** The customer's data was erased: no page shows the order any more. */
  noPage: 'The customer’s data was erased: the order has no page any more.',
  commandHeading: 'On the command line',
  commandText: 'On the server, this prints the order’s history; docs/operations.md lists the steps it records.',
  command: (orderNumber: string) => `npm run order -- ${orderNumber}`,
  footerWhy: 'You receive this email because your address is in STAFF_EMAIL on the quote site’s server.',
} as const;
