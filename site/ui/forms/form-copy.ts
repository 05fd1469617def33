/** The words the form kit itself puts on every server-rendered form, whichever stage's form it is. */
import { ERROR_SUMMARY_TITLE } from '../../../shared/error-summary-title';

export const formCopy = {
  /** The error summary's heading, in the words the widget's own summary uses by default. */
  errorSummaryTitle: ERROR_SUMMARY_TITLE,
  /** Read before a field's message, so a screen reader says what the message is; hidden from sight. */
  errorPrefix: 'Error: ',
} as const;
