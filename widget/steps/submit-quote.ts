/**
 * Sending the quote: every step checked again, the quote posted, and its answer turned into the result,
 * the server's errors shown on their step, or a message to try again. It travels in the steps chunk, as
 * only step 3 sends; the form's state stays with the form (widget/components/QuoteWidget.tsx).
 */
import type { RefObject } from 'preact';
import { ApiError } from '../../shared/api-client';
import { BOOKING_OPEN_DELAY_MS, MISSING_STATUS_CODE, STEP_COUNT } from '../../shared/constants';
import { parseHttpUrl } from '../../shared/http-url';
import type { Submission } from '../../shared/schema';
import type { QuoteWidgetProps } from '../components/QuoteWidget';
import type { SubmitOutcome } from '../components/Result';
import { clearDraft } from '../draft';
import { emit, type WidgetEventDetail } from '../events';
import { type Errors, errorsOf, type FormChange, set } from '../form-reducer';
import type { QuoteDraft } from '../form-state';
import type { Messages } from '../messages';
import { withStepMessages } from '../use-step-messages';
import { visitCampaign } from './attribution';
import { stepOfPath, toSubmission, validateStep } from './step-rules';

/** What sending needs of the form that sends. */
export interface Sender {
  props: QuoteWidgetProps;
  messages: Messages;
  /** The placement and variant every event of this widget carries. */
  event: WidgetEventDetail;
  draftKey: string;
  /** The booking page opens later in the full variant; a new quote cancels it. */
  openTimer: RefObject<ReturnType<typeof setTimeout> | undefined>;
  dispatch: (change: FormChange) => void;
  showStepErrors: (step: number, errors: Errors) => void;
  announce: (text: string) => void;
  finish: (outcome: SubmitOutcome) => void;
}

/** Only http(s) links may be opened: an answer can never make the widget run a javascript: URL. */
function safeUrl(url: string | undefined): string | undefined {
  return url ? parseHttpUrl(url, window.location.href)?.href : undefined;
}

export async function submitQuote(draft: QuoteDraft, sender: Sender): Promise<void> {
  const { props, event, dispatch, showStepErrors, finish } = sender;
  const { host, options } = props;
  const messages = withStepMessages(sender.messages);
  // Every step again, in order: a draft restored from storage may hold a step the visitor never saw.
  // The server checks the whole submission with the same rules (submissionSchema).
  for (let step = 0; step < STEP_COUNT; step++) {
    const errs = validateStep(step, options.variant, draft);
    if (Object.keys(errs).length) return showStepErrors(step, errs);
  }
  const body = toSubmission(draft, { ...props.context, ...visitCampaign(props.scriptBase) });
  dispatch(set({ submitting: true, submitError: undefined }));
  emit(host, 'quote:submit', event);
  try {
    const answer = await props.api.createOpportunityAndSendToBooking(body as Submission);
    const bookingUrl = safeUrl(answer.url);
    if (answer.statusCode === undefined || answer.statusCode >= 400 || !bookingUrl) {
      // No status code means 500 and the error message in place of the booking link.
      const statusCode = answer.statusCode ?? MISSING_STATUS_CODE;
      finish({ statusCode, description: messages.opportunityError, leadNumber: answer.sessionId });
      emit(host, 'quote:error', { ...event, statusCode, reason: 'opportunity' });
      return;
    }
    finish({
      statusCode: answer.statusCode,
      description: answer.description || messages.successDescription,
      leadNumber: answer.sessionId,
      bookingUrl,
      price: answer.price,
    });
    clearDraft(sender.draftKey);
    emit(host, 'quote:success', { ...event, leadNumber: answer.sessionId, bookingUrl });
    // The booking page opens after 1.5 s (full) or at once (compact), without opener.
    const open = () => window.open(bookingUrl, '_blank', 'noopener,noreferrer');
    if (options.variant === 'compact') open();
    else sender.openTimer.current = setTimeout(open, BOOKING_OPEN_DELAY_MS);
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 0;
    const serverErrors = error instanceof ApiError ? error.body?.errors : undefined;
    emit(host, 'quote:error', { ...event, statusCode: status, reason: status === 0 ? 'network' : 'server' });
    if (status === 400 && serverErrors?.length) {
      const errs = errorsOf(serverErrors);
      showStepErrors(stepOfPath(Object.keys(errs)[0] ?? ''), errs);
      return;
    }
    const message = status === 0 ? messages.networkError : messages.serverError;
    dispatch(set({ submitting: false, submitError: message }));
    sender.announce(message);
  }
}
