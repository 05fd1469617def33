import { describe, expect, it } from 'vitest';
import { quoteFormCopy } from '../site/quote/pages/quote-form-copy';
import { orderPageCopy } from '../site/signing/order-page-copy';
import { defaultMessages } from '../widget/messages';
import { ERROR_SUMMARY_TITLE } from './error-summary-title';

describe('the error summary’s title', () => {
  it('heads the widget’s form, the plain quote form and the order form in the same words', () => {
    expect(ERROR_SUMMARY_TITLE).toBe('There is a problem');
    expect(defaultMessages.errorSummaryTitle).toBe(ERROR_SUMMARY_TITLE);
    expect(quoteFormCopy.errorSummaryTitle).toBe(ERROR_SUMMARY_TITLE);
    expect(orderPageCopy.errorSummaryTitle).toBe(ERROR_SUMMARY_TITLE);
  });
});
