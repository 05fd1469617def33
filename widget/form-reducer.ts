/**
 * The quote form's state as one value, changed only through the pure changes below: the draft, the
 * errors on show, whether a quote is on its way, the error of the last try, and the result. Changes that
 * belong together (a fix and its error message, a step and its cleared errors) happen in one update,
 * where separate state setters had to call each other. A change is a function of the state rather
 * than a tagged action: the first script's bytes are counted, and tags and a switch cost them.
 */
import type { SubmitOutcome } from './components/Result';
import { newKey, type QuoteDraft } from './form-state';

export type Errors = Record<string, string>;

/** A list of field errors as errors by path, the first message of a field winning. */
export function errorsOf(list: readonly { path: string; message: string }[]): Errors {
  const out: Errors = {};
  for (const e of list) if (!(e.path in out)) out[e.path] = e.message;
  return out;
}

export interface FormState {
  draft: QuoteDraft;
  /** The errors shown on the current step; undefined until the step has been checked and failed. */
  errors?: Errors;
  submitting?: boolean;
  submitError?: string;
  outcome?: SubmitOutcome;
}

export type FormChange = (state: FormState) => FormState;

export const formReducer = (state: FormState, change: FormChange): FormState => change(state);

/**
 * The visitor changed answers; once errors show, each fix clears its message at once. A changed quote is
 * a new quote with a key of its own: the server refuses a key it has stored with other answers (say, a
 * quote whose answer was lost on the way back), while resending unchanged answers keeps the key, so a
 * retry or a double click still makes one lead.
 */
export const edit =
  (patch: Partial<QuoteDraft>, recheck: (draft: QuoteDraft) => Errors): FormChange =>
  (state) => {
    const draft = { ...state.draft, ...patch, idempotency_key: newKey() };
    return { ...state, draft, submitError: undefined, errors: state.errors && recheck(draft) };
  };

/** To another step, with its errors cleared. */
export const toStep =
  (step: number): FormChange =>
  (state) => ({ ...state, draft: { ...state.draft, step }, errors: undefined, submitError: undefined });

/** To the step with problems, showing them. */
export const invalid =
  (step: number, errors: Errors): FormChange =>
  (state) => ({ ...state, draft: { ...state.draft, step }, errors, submitting: false });

/** Plain changes that need nothing else: sending, failed, done, back from a result. */
export const set =
  (patch: Partial<Omit<FormState, 'draft' | 'errors'>>): FormChange =>
  (state) => ({ ...state, ...patch });
