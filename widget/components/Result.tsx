/**
 * What the visitor sees after submitting: status code,
 * description and lead number, and a booking link that is always there because browsers block
 * pop-ups that a click did not cause.
 */
import type { Ref } from 'preact';
import { useWidget } from '../widget-context';

export interface SubmitOutcome {
  statusCode: number;
  description: string;
  leadNumber?: string;
  /** Only set for a usable booking page. */
  bookingUrl?: string;
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
  const { messages } = useWidget();
  // Not a named region: two widgets on a page would give two landmarks of one name, which a screen
  // reader's landmark list cannot tell apart (axe landmark-unique). The focused heading introduces it.
  return (
    <section class="qw-result">
      <h3 class="qw-step-title" tabIndex={-1} ref={headingRef}>
        {messages.resultTitle}
      </h3>
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
