/**
 * The quote form's state as one value, changed only by the actions below: the draft, the errors on
 * show, whether a quote is on its way, the error of the last try, and the result. One reducer keeps
 * changes that belong together (a fix and its error message, a step and its cleared errors) in one
 * update, where separate state setters had to call each other.
 */
import type { SubmitOutcome } from './components/Result';
import type { QuoteDraft } from './form-state';

export type Errors = Record<string, string>;

export interface FormState {
  draft: QuoteDraft;
  /** The errors shown on the current step; undefined until the step has been checked and failed. */
  errors?: Errors;
  submitting?: boolean;
  submitError?: string;
  outcome?: SubmitOutcome;
}

export type FormAction =
  /** The visitor changed answers; once errors show, each fix clears its message at once. */
  | { type: 'edit'; patch: Partial<QuoteDraft>; recheck: (draft: QuoteDraft) => Errors }
  | { type: 'step'; step: number }
  | { type: 'invalid'; step: number; errors: Errors }
  /** Plain changes that need nothing else: sending, failed, done, back from a result. */
  | { type: 'set'; state: Partial<Omit<FormState, 'draft' | 'errors'>> }
  | { type: 'restart'; draft: QuoteDraft };

export function formReducer(state: FormState, action: FormAction): FormState {
  switch (action.type) {
    case 'edit': {
      const draft = { ...state.draft, ...action.patch };
      return { ...state, draft, submitError: undefined, errors: state.errors && action.recheck(draft) };
    }
    case 'step':
      return { ...state, draft: { ...state.draft, step: action.step }, errors: undefined, submitError: undefined };
    case 'invalid':
      return { ...state, draft: { ...state.draft, step: action.step }, errors: action.errors, submitting: false };
    case 'set':
      return { ...state, ...action.state };
    case 'restart':
      return { draft: action.draft };
  }
}
