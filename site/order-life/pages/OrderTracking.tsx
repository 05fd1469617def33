/**
 * A signed order's life on the pages under its link (order-life.ts says what happened): the steps it went
 * through as an ordered list, the carrier once one is assigned, and, at the head of the page, the notice of
 * a cancelled order. Plain HTML: the current step is `aria-current="step"` and said in words, the steps to
 * come are greyed and said "Not yet", so neither rests on colour.
 */
import { formatShortDate } from '../../../shared/format';
import { orderPageCopy } from '../../signing/order-page-copy';
import type { LiveOrder } from '../live-order';
import type { OrderLife } from '../order-life';
import type { OrderStatus } from '../order-status';
import { orderLifeCopy } from './order-life-copy';

const t = orderLifeCopy.track;

/** Where an order's pickup calendar file is downloaded, under its booking link. */
const pickupCalendarPath = (token: string) => `/booking/${token}/order/pickup.ics`;

/** Where the customer confirms a cancellation, under the booking link. */
export const cancelOrderPath = (token: string) => `/booking/${token}/order/cancel`;

/** The road an order takes; a cancelled one keeps what it had come to, then stops there. */
const ROAD: readonly OrderStatus[] = ['signed', 'carrier_assigned', 'picked_up', 'delivered'];

/** A cancelled order's road: the steps it stood on when it was cancelled, then the cancellation. */
const cancelledRoad = (life: OrderLife): OrderStatus[] => [
  ...ROAD.slice(0, ROAD.indexOf(life.cancellation?.from ?? 'signed') + 1),
  'cancelled',
];

interface Step {
  status: OrderStatus;
  state: 'done' | 'current' | 'upcoming';
  /** When it was reached (ISO 8601), when the events say. */
  at?: string;
}

/** The steps of an order's timeline, each reached, current or to come. */
function timelineSteps(signedAt: string, life: OrderLife): Step[] {
  const road = life.status === 'cancelled' ? cancelledRoad(life) : ROAD;
  const current = road.indexOf(life.status);
  return road.map((status, index) => {
    const at = status === 'signed' ? signedAt : life.reachedAt[status];
    const state = index < current ? 'done' : index === current ? 'current' : 'upcoming';
    return { status, state, ...(state !== 'upcoming' && at !== undefined ? { at } : {}) };
  });
}

/** A tel: link's number: its digits, and a leading + when it has one. */
const telHref = (phone: string) => `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;

function StepWhen({ step, life }: { step: Step; life: OrderLife }) {
  if (step.state === 'upcoming') return <span className="timeline-when">{t.notYet}</span>;
  const date = step.at === undefined ? t.reachedUndated : formatShortDate(step.at);
  const by = step.status === 'cancelled' && life.cancellation ? `, ${t.cancelledBy[life.cancellation.by]}` : '';
  return (
    <span className="timeline-when">
      {step.at === undefined ? date : <time dateTime={step.at}>{date}</time>}
      {by}
      {step.state === 'current' && (
        <>
          {' '}
          <span className="timeline-now">{t.current}</span>
        </>
      )}
    </span>
  );
}

export function OrderTimeline({ order }: { order: LiveOrder }) {
  const steps = timelineSteps(order.createdAt, order.life);
  return (
    <section aria-labelledby="timeline-heading" className="order-timeline">
      <h2 id="timeline-heading">{t.timelineHeading}</h2>
      <ol className="timeline">
        {steps.map((step) => (
          <li
            key={step.status}
            className={`timeline-step timeline-${step.state}${step.status === 'cancelled' ? ' timeline-cancelled' : ''}`}
            {...(step.state === 'current' ? { 'aria-current': 'step' as const } : {})}
          >
            <span className="timeline-name">{t.steps[step.status]}</span> <StepWhen step={step} life={order.life} />
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The carrier in force, while it still matters: not once the order is cancelled. */
export function AssignedCarrier({ token, order }: { token: string; order: LiveOrder }) {
  const { assignment, status } = order.life;
  if (!assignment || status === 'cancelled') return null;
  const { carrier } = assignment;
  return (
    <section aria-labelledby="carrier-heading" className="order-carrier">
      <h2 id="carrier-heading">{t.carrierHeading}</h2>
      <dl className="facts">
        <dt>{t.carrierName}</dt>
        <dd>{carrier.name}</dd>
        <dt>{t.carrierMc}</dt>
        <dd>{t.carrierMcValue(carrier.mc)}</dd>
        <dt>{t.carrierPhone}</dt>
        <dd>
          <a href={telHref(carrier.phone)}>{carrier.phone}</a>
        </dd>
      </dl>
      {status === 'carrier_assigned' && (
        <div className="no-print">
          <p className="order-copies">
            <a className="button button-secondary" href={pickupCalendarPath(token)}>
              {t.addToCalendar}
            </a>
          </p>
          <p className="hint">{t.calendarHint}</p>
        </div>
      )}
    </section>
  );
}

/** At the head of a cancelled order's page: that it is cancelled, when, by whom, and what that costs. */
export function CancelledNotice({ order }: { order: LiveOrder }) {
  const { cancellation, assignment, status } = order.life;
  if (status !== 'cancelled') return null;
  const c = orderPageCopy.cancel;
  return (
    <div className="order-cancelled" role="status" aria-labelledby="cancelled-heading">
      <h2 id="cancelled-heading">{c.doneHeading}</h2>
      {cancellation && <p>{c.done(formatShortDate(cancellation.at), t.cancelledBy[cancellation.by])}</p>}
      {/* Free while no carrier was assigned; after that, the agreement's fee is the broker's to settle. */}
      <p>
        {assignment ? '' : `${c.nothingCharged} `}
        {c.emailed}
      </p>
    </div>
  );
}
