/** The words of the later steps together with the form's, as the steps chunk's components read them. */
import type { Messages } from './messages';
import { type StepMessages, stepMessages } from './step-messages';
import { useWidget } from './widget-context';

/** The widget's words with those of the later steps; the embedder's own win, as they do in the context. */
export function withStepMessages(messages: Messages): Messages & StepMessages {
  return { ...stepMessages, ...messages };
}

export function useStepMessages(): Messages & StepMessages {
  return withStepMessages(useWidget().messages);
}
