/** The words of a signed order's life on its pages, as data (copy is data): its status, steps and carrier. */
import type { OrderEventActor, OrderStatus } from '../order-status';

export const orderLifeCopy = {
  statusNames: {
    signed: 'Signed — we are finding your carrier',
    carrier_assigned: 'Carrier assigned — your pickup is confirmed',
    picked_up: 'Picked up — your vehicle is on its way',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
  } satisfies Record<OrderStatus, string>,
  /** The order's life as its page tells it: the steps, the carrier, the next thing to happen. */
  track: {
    timelineHeading: 'Where your order is',
    steps: {
      signed: 'Signed',
      carrier_assigned: 'Carrier assigned',
      picked_up: 'Picked up',
      delivered: 'Delivered',
      cancelled: 'Cancelled',
    } satisfies Record<OrderStatus, string>,
    /** Said beside the step the order is at, besides aria-current. */
    current: 'Now',
    /** Said of a step not reached yet, which is also greyed. */
    notYet: 'Not yet',
    /** A step reached whose date the events did not give (a pick-up reported before its assignment). */
    reachedUndated: 'Done',
    cancelledBy: {
      customer: 'by you',
      broker: 'by us',
      dispatch: 'by us',
    } satisfies Record<OrderEventActor, string>,
    carrierHeading: 'Your carrier',
    carrierName: 'Company',
    carrierMc: 'MC number',
    carrierMcValue: (mc: string) => `MC ${mc}`,
    carrierPhone: 'Phone',
    addToCalendar: 'Add to calendar',
    calendarHint: 'A calendar file of the confirmed pickup window, for your phone or computer’s calendar.',
    /** What happens next, one sentence for each status. */
    next: {
      signed:
        'We are finding a licensed, insured carrier for your route and dates. Once one is confirmed we email you its name and your pickup window, and only then is the total paid, as the payment section says.',
      carrier_assigned:
        'The carrier calls you ahead of the pickup to set the time, and picks your vehicle up within the confirmed window.',
      picked_up: 'Your vehicle is on its way; the carrier calls you ahead of the delivery.',
      delivered:
        'Your vehicle has been delivered. Check it before you sign for it; if anything is damaged, the steps are below.',
      cancelled: 'Nothing more happens with this order. To ship a vehicle with us again, start a new quote.',
    } satisfies Record<OrderStatus, string>,
    noCalendarTitle: 'No pickup to add yet',
    noCalendar:
      'This order has no confirmed pickup window yet: the calendar file comes once a carrier is assigned. Go back to your order, or call us.',
  },
};
