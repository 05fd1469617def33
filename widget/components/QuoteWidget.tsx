/**
 * The three-step quote calculator: route and date → vehicles → contact, then the
 * result with the booking link. Owns the draft, validation per step, focus and submission.
 */

import { useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'preact/hooks';
import { type ApiClient, ApiError } from '../../shared/api-client';
import { BOOKING_OPEN_DELAY_MS, MISSING_STATUS_CODE, STEP_COUNT } from '../../shared/constants';
import { parseHttpUrl } from '../../shared/http-url';
import type { QuoteContextInput, Submission } from '../../shared/schema';
import { useChunk } from '../chunks';
import { clearDraft, loadDraft, saveDraft } from '../draft';
import { emit } from '../events';
import { type Errors, edit, errorsOf, type FormState, formReducer, invalid, set, toStep } from '../form-reducer';
import { fieldId, initialDraft, isDraft, newKey, type QuoteDraft, toSubmission } from '../form-state';
import { resolveMessages } from '../messages';
import type { WidgetOptions } from '../options';
import { WidgetContext, type WidgetContextValue } from '../widget-context';
import { ErrorSummary } from './ErrorSummary';
import type { SubmitOutcome } from './Result';
import { RouteStep } from './RouteStep';
import { StepIndicator } from './StepIndicator';

export interface QuoteWidgetProps {
  host: HTMLElement;
  root: ShadowRoot;
  options: WidgetOptions;
  /** Placement, page and variant; the steps chunk adds the visit's campaign at submit. */
  context: QuoteContextInput;
  api: ApiClient;
  scriptBase: string;
}

let instances = 0;

/** Only http(s) links may be opened: an answer can never make the widget run a javascript: URL. */
function safeUrl(url: string | undefined): string | undefined {
  return url ? parseHttpUrl(url, window.location.href)?.href : undefined;
}

export function QuoteWidget({ host, root, options, context, api, scriptBase }: QuoteWidgetProps) {
  const messages = useMemo(() => resolveMessages(options.messages), [options.messages]);
  const uid = useMemo(() => `qw${++instances}`, []);
  const draftKey = `quote-widget:v1:${options.id ?? ''}:${options.source ?? ''}:${options.variant}:${options.mode}`;
  const [{ draft, errors, submitting, submitError, outcome }, dispatch] = useReducer(
    formReducer,
    undefined,
    (): FormState => ({
      draft: loadDraft(draftKey, isDraft) ?? initialDraft(options.mode),
    }),
  );
  const [live, setLive] = useState('');
  // Next was pressed before the steps chunk, which holds every step's validation, had arrived.
  const [waiting, setWaiting] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const pendingFocus = useRef<string | null>(null);
  const openTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const eventBase = { id: options.id, source: options.source, variant: options.variant };
  // Steps 2–3, the result and the validation come in their own chunk, fetched as soon as step 1 shows
  // (widget/steps/chunk.ts).
  const [steps, stepsFailed, loadSteps] = useChunk('steps', root, scriptBase, true);
  // The campaign of the address the visitor arrived by is remembered as soon as the chunk is here,
  // before they browse on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the chunk arrives
  useEffect(() => {
    steps?.visitCampaign(scriptBase);
  }, [steps]);
  // A Next pressed while the chunk was on its way goes on as it arrives, before the step is painted again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the chunk arrives
  useLayoutEffect(() => {
    if (steps && waiting) {
      setWaiting(false);
      next();
    }
  }, [steps]);

  const announce = (text: string) => {
    // Clearing first makes a repeated sentence be read again.
    setLive('');
    setTimeout(() => setLive(text), 50);
  };

  // Errors show only after a check, which needs the chunk: without it there is nothing to recheck.
  const validateStep = (step: number, d: QuoteDraft): Errors =>
    steps ? steps.validateStep(step, options.variant, d) : {};

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per mount: the ready event and the pending booking timer belong to this instance
  useEffect(() => {
    emit(host, 'quote:ready', eventBase);
    return () => clearTimeout(openTimer.current);
  }, []);

  // Keep the draft (nothing typed is lost, also across a reload).
  useEffect(() => {
    if (!outcome) saveDraft(draftKey, draft);
  }, [draft, outcome, draftKey]);

  // Move focus after the render that shows its target: the step heading, a field, or the result.
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    const el = target === 'heading' ? heading.current : (root.getElementById(target) as HTMLElement | null);
    el?.focus();
  });

  const update = (patch: Partial<QuoteDraft>) => dispatch(edit(patch, (d) => validateStep(d.step, d)));

  const stepEvent = (step: number) =>
    emit(host, 'quote:step', { ...eventBase, step: step + 1, stepName: messages.stepNames[step] });

  const showStepErrors = (step: number, errs: Errors) => {
    // Sent back to an earlier step (the server found a problem there): the page hears of the move too.
    if (step !== draft.step) stepEvent(step);
    dispatch(invalid(step, errs));
    const first = Object.keys(errs)[0];
    if (first) pendingFocus.current = fieldId(uid, first);
    announce(messages.errorCount(Object.keys(errs).length));
  };

  const goTo = (step: number) => {
    dispatch(toStep(step));
    pendingFocus.current = 'heading';
    stepEvent(step);
  };

  const next = () => {
    if (!steps) return setWaiting(true);
    const errs = validateStep(draft.step, draft);
    if (Object.keys(errs).length) showStepErrors(draft.step, errs);
    else if (draft.step < STEP_COUNT - 1) goTo(draft.step + 1);
    else void submit();
  };

  const finish = (result: SubmitOutcome) => {
    dispatch(set({ submitting: false, outcome: result }));
    pendingFocus.current = 'heading';
  };

  const submit = async () => {
    // Every step again, in order: a draft restored from storage may hold a step the visitor never saw.
    // The server checks the whole submission with the same rules (submissionSchema).
    for (let step = 0; step < STEP_COUNT; step++) {
      const errs = validateStep(step, draft);
      if (Object.keys(errs).length) return showStepErrors(step, errs);
    }
    // The steps chunk is here: the contact step, which submits, comes in it.
    const body = toSubmission(draft, { ...context, ...steps?.visitCampaign(scriptBase) });
    dispatch(set({ submitting: true, submitError: undefined }));
    emit(host, 'quote:submit', eventBase);
    try {
      const answer = await api.createOpportunityAndSendToBooking(body as Submission);
      const bookingUrl = safeUrl(answer.url);
      if (answer.statusCode === undefined || answer.statusCode >= 400 || !bookingUrl) {
        // No status code means 500 and the error message in place of the booking link.
        const statusCode = answer.statusCode ?? MISSING_STATUS_CODE;
        finish({ statusCode, description: messages.opportunityError, leadNumber: answer.sessionId });
        emit(host, 'quote:error', { ...eventBase, statusCode, reason: 'opportunity' });
        return;
      }
      finish({
        statusCode: answer.statusCode,
        description: answer.description || messages.successDescription,
        leadNumber: answer.sessionId,
        bookingUrl,
        price: answer.price,
      });
      clearDraft(draftKey);
      emit(host, 'quote:success', { ...eventBase, leadNumber: answer.sessionId, bookingUrl });
      // The booking page opens after 1.5 s (full) or at once (compact), without opener.
      const open = () => window.open(bookingUrl, '_blank', 'noopener,noreferrer');
      if (options.variant === 'compact') open();
      else openTimer.current = setTimeout(open, BOOKING_OPEN_DELAY_MS);
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      const serverErrors = error instanceof ApiError ? error.body?.errors : undefined;
      emit(host, 'quote:error', { ...eventBase, statusCode: status, reason: status === 0 ? 'network' : 'server' });
      if (status === 400 && serverErrors?.length) {
        const errs = errorsOf(serverErrors);
        showStepErrors(steps?.stepOfPath(Object.keys(errs)[0] ?? '') ?? 0, errs);
        return;
      }
      const message = status === 0 ? messages.networkError : messages.serverError;
      dispatch(set({ submitting: false, submitError: message }));
      announce(message);
    }
  };

  const newQuote = () => {
    clearTimeout(openTimer.current);
    dispatch(() => ({ draft: { ...initialDraft(draft.mode), idempotency_key: newKey() } }));
    pendingFocus.current = 'heading';
  };

  const ctx: WidgetContextValue = {
    uid,
    messages,
    variant: options.variant,
    api,
    root,
    scriptBase,
    errors: errors ?? {},
    announce,
  };
  const title = options.title ?? messages.title;
  const stepName = messages.stepNames[draft.step] ?? '';
  const showSteps = options.variant === 'compact' || options.pagination;
  const shownErrors = Object.entries(errors ?? {});

  return (
    <WidgetContext.Provider value={ctx}>
      <div class={`qw qw--${options.variant}`}>
        <h2 class={`qw-title${title.length > 40 ? ' qw-title--long' : ''}`}>{title}</h2>
        {outcome && steps ? (
          <steps.Result
            outcome={outcome}
            headingRef={heading}
            onNewQuote={newQuote}
            onRetry={() => {
              // The draft and its idempotency key are kept: a retry can never make a second lead.
              dispatch(set({ outcome: undefined }));
              pendingFocus.current = 'heading';
            }}
          />
        ) : (
          <form
            class="qw-form"
            noValidate
            aria-busy={submitting}
            onSubmit={(e) => {
              e.preventDefault();
              if (!submitting) next();
            }}
          >
            {showSteps && <StepIndicator step={draft.step} />}
            <fieldset class="qw-stepset" disabled={submitting}>
              <legend class="qw-legend">
                <span class="qw-step-count">{messages.stepOf(draft.step + 1, STEP_COUNT)}</span>
                <h3 class="qw-step-title" tabIndex={-1} ref={heading}>
                  {stepName}
                </h3>
              </legend>
              <ErrorSummary errors={shownErrors} />
              {draft.step === 0 && <RouteStep draft={draft} update={update} />}
              {(draft.step > 0 || waiting) && !steps && (
                <div class={stepsFailed ? 'qw-alert' : 'qw-loading'} role={stepsFailed ? 'alert' : 'status'}>
                  <p>{stepsFailed ? messages.stepLoadFailed : messages.stepLoading}</p>
                  {stepsFailed && (
                    <button type="button" class="qw-button qw-button--secondary" onClick={loadSteps}>
                      {messages.retry}
                    </button>
                  )}
                </div>
              )}
              {draft.step === 1 && steps && (
                <steps.VehiclesStep draft={draft} update={update} focusLater={(id) => (pendingFocus.current = id)} />
              )}
              {draft.step === 2 && steps && <steps.ContactStep draft={draft} update={update} />}
            </fieldset>
            {submitError && (
              <div class="qw-alert" role="alert">
                <p>{submitError}</p>
              </div>
            )}
            <div class="qw-nav">
              {draft.step > 0 && (
                <button
                  type="button"
                  class="qw-button qw-button--secondary"
                  disabled={submitting}
                  onClick={() => goTo(draft.step - 1)}
                >
                  {messages.previous}
                </button>
              )}
              <button type="submit" class="qw-button qw-button--primary" disabled={submitting}>
                {draft.step < STEP_COUNT - 1 ? messages.next : submitError ? messages.retry : messages.submit}
              </button>
            </div>
            {submitting && (
              <div class="qw-overlay">
                <span class="qw-spinner qw-spinner--large" aria-hidden="true" />
                <p>{messages.submitting}</p>
              </div>
            )}
          </form>
        )}
        <p class="qw-visually-hidden" role="status" aria-live="polite">
          {submitting ? messages.submitting : live}
        </p>
      </div>
    </WidgetContext.Provider>
  );
}
