/**
 * What the visitor sees after submitting: the instant price, status code,
 * description and lead number, and a booking link that is always there because browsers block
 * pop-ups that a click did not cause.
 */
import type { Ref } from 'preact';
import type { InstantPrice } from '../../shared/api-types';
import { formatUsd, formatUsdRange } from '../../shared/format';
import { type PriceMessages, priceMessages } from '../price-messages';
import { useStepMessages } from '../use-step-messages';
import { useWidget } from '../widget-context';

export interface SubmitOutcome {
  statusCode: number;
  description: string;
  leadNumber?: string;
  /** Only set for a usable booking page. */
  bookingUrl?: string;
  /** As the server answered it; checked before it is shown. */
  price?: InstantPrice;
}

const isCount = (n: unknown): n is number => typeof n === 'number' && n >= 0 && n < 1e7;

/**
 * The instant price: one line per way to ship, the visitor's choice marked. A route the rate table does not
 * cover has no lines and is priced by an advisor. A malformed answer shows no price rather than a wrong one.
 */
function Price({ price }: { price: InstantPrice }) {
  const { messages } = useWidget();
  const m = { ...priceMessages, ...(messages as Partial<PriceMessages>) };
  const options = Array.isArray(price.options) ? price.options : [];
  const shown = options.filter(
    (o) =>
      typeof messages.transport[o?.transport] === 'string' &&
      isCount(o.from) &&
      isCount(o.to) &&
      (o.estimate === undefined || isCount(o.estimate)) &&
      isCount(o.transit?.min) &&
      isCount(o.transit.max) &&
      (o.transitUnit === 'days' || o.transitUnit === 'weeks'),
  );
  if (shown.length < options.length) return null;
  if (!shown.length) return <p class="qw-price">{m.priceByAdvisor}</p>;
  return (
    <div class="qw-price">
      <h4 class="qw-price-title">{m.priceTitle}</h4>
      <ul class="qw-price-list">
        {shown.map((o) => (
          <li key={o.transport}>
            {m.priceLine(
              messages.transport[o.transport],
              formatUsdRange(o.from, o.to),
              m.transitSpan(o.transit.min, o.transit.max, o.transitUnit),
              o.estimate === undefined ? undefined : formatUsd(o.estimate),
            )}
            {o.transport === price.chosen && (
              <>
                {' '}
                <span class="qw-price-chosen">{m.priceChosen}</span>
              </>
            )}
          </li>
        ))}
      </ul>
      {/* The broker's own lines on the price: the season that moved it, the legs of a trip by sea. */}
      {(Array.isArray(price.notes) ? price.notes : [])
        .filter((note) => typeof note === 'string')
        .map((note) => (
          <p key={note} class="qw-hint">
            {note}
          </p>
        ))}
      <p class="qw-hint">{m.priceNote}</p>
    </div>
  );
}

export function Result({
  outcome,
  headingRef,
  onNewQuote,
  onRetry,
}: {
  outcome: SubmitOutcome;
  headingRef: Ref<HTMLHeadingElement>;
  onNewQuote: () => void;
  /** Back to the filled-in form, to send the same quote again. */
  onRetry: () => void;
}) {
  const messages = useStepMessages();
  // Not a named region: two widgets on a page would give two landmarks of one name, which a screen
  // reader's landmark list cannot tell apart (axe landmark-unique). The focused heading introduces it.
  return (
    <section class="qw-result">
      <h3 class="qw-step-title" tabIndex={-1} ref={headingRef}>
        {messages.resultTitle}
      </h3>
      {outcome.price && <Price price={outcome.price} />}
      <dl class="qw-result-list">
        <div>
          <dt>{messages.statusLabel}</dt>
          <dd>{outcome.statusCode}</dd>
        </div>
        <div>
          <dt>{messages.descriptionLabel}</dt>
          <dd>{outcome.description}</dd>
        </div>
        {outcome.leadNumber && (
          <div>
            <dt>{messages.leadNumberLabel}</dt>
            <dd>{outcome.leadNumber}</dd>
          </div>
        )}
      </dl>
      {outcome.bookingUrl ? (
        <>
          <a class="qw-button qw-button--primary" href={outcome.bookingUrl} target="_blank" rel="noopener noreferrer">
            {messages.bookingLink} <span class="qw-visually-hidden">{messages.opensInNewTab}</span>
          </a>
          <p class="qw-hint">{messages.bookingOpensNote}</p>
        </>
      ) : (
        <>
          <p class="qw-alert" role="alert">
            {messages.opportunityError}
          </p>
          <button type="button" class="qw-button qw-button--primary" onClick={onRetry}>
            {messages.retry}
          </button>
        </>
      )}
      <button type="button" class="qw-link-button" onClick={onNewQuote}>
        {messages.newQuote}
      </button>
    </section>
  );
}
