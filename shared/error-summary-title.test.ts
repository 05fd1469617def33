import { describe, expect, it } from 'vitest';
import { formCopy } from '../site/ui/forms/form-copy';
import { defaultMessages } from '../widget/messages';
import { ERROR_SUMMARY_TITLE } from './error-summary-title';

describe('the error summary’s title', () => {
  it('heads the widget’s form and the site’s own forms, all drawn by its form kit, in the same words', () => {
    expect(ERROR_SUMMARY_TITLE).toBe('There is a problem');
    expect(defaultMessages.errorSummaryTitle).toBe(ERROR_SUMMARY_TITLE);
    expect(formCopy.errorSummaryTitle).toBe(ERROR_SUMMARY_TITLE);
  });
});
