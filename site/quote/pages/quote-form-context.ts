/**
 * What the plain quote form shows on this render: the page's own fields (a new key, the page's address,
 * the visit's campaign) for a fresh form, or what was posted with its problems when the form comes back.
 * A context, as the script nonce is, so no page has to pass it down to its embed.
 */
import { createContext, useContext } from 'react';
import type { FieldError } from '../../../shared/schema';
import type { QuoteFormValues } from './quote-form-fields';

export interface QuoteFormState {
  values: QuoteFormValues;
  errors: readonly FieldError[];
  /**
   * The form came back from a post: the page then leaves the widget out, so a script that loads now
   * cannot replace what the visitor typed with an empty form.
   */
  posted: boolean;
}

export const QuoteFormContext = createContext<QuoteFormState | undefined>(undefined);

export function useQuoteForm(): QuoteFormState | undefined {
  return useContext(QuoteFormContext);
}
