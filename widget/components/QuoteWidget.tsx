/**
 * The three-step quote calculator: route and date → vehicles → contact, then the
 * result with the booking link. Owns the draft, the steps, focus and the result; the steps chunk
 * validates and sends (widget/steps/).
 */

import { useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'preact/hooks';
import type { ApiClient } from '../../shared/api-client';
import { STEP_COUNT } from '../../shared/constants';
import type { QuoteContextInput } from '../../shared/schema';
import { useChunk } from '../chunks';
import { loadDraft, saveDraft } from '../draft';
import { emit } from '../events';
import { type Errors, edit, type FormState, formReducer, invalid, set, toStep } from '../form-reducer';
import { fieldId, initialDraft, isDraft, newKey, type QuoteDraft } from '../form-state';
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

export function QuoteWidget(props: QuoteWidgetProps) {
  const { host, root, options, api, scriptBase } = props;
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
  // Next found problems: the summary saying so is brought into view before its first field takes focus.
  const revealSummary = useRef(false);
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

  // Move focus after the render that shows its target: the step heading, a field, or the result. Before the
  // browser paints, so that a key pressed right after Next goes to where focus went, not to the old step.
  useLayoutEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    const el = target === 'heading' ? heading.current : (root.getElementById(target) as HTMLElement | null);
    // Top of the summary at the top of the view (below the host's --qw-scroll-offset); focus then scrolls
    // only if the field did not fit under it.
    if (revealSummary.current) root.querySelector('.qw-error-summary')?.scrollIntoView?.();
    revealSummary.current = false;
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
    revealSummary.current = true;
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
    // The chunk sends the quote and reports back through this form's own changes.
    else
      void steps.submitQuote(draft, {
        props,
        messages,
        event: eventBase,
        draftKey,
        openTimer,
        dispatch,
        showStepErrors,
        announce,
        finish,
      });
  };

  const finish = (result: SubmitOutcome) => {
    dispatch(set({ submitting: false, outcome: result }));
    pendingFocus.current = 'heading';
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
                {/* The count is part of the heading that takes focus on every step, so it is heard with the
                    step's name; it shows as a caption above the name unless the step list already shows it. */}
                <h3 class="qw-step-title" tabIndex={-1} ref={heading}>
                  <span class={showSteps ? 'qw-visually-hidden' : 'qw-step-count'}>
                    {messages.stepOf(draft.step + 1, STEP_COUNT)}
                  </span>{' '}
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
