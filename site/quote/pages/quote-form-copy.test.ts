/** The plain form says what the widget says: the same labels, legends and hints, word for word. */
import { describe, expect, it } from 'vitest';
import { defaultMessages } from '../../../widget/messages';
import { stepMessages } from '../../../widget/step-messages';
import { quoteFormCopy } from './quote-form-copy';

describe('the plain quote form copy', () => {
  it('names every field, choice and step as the widget does by default', () => {
    const widget = { ...defaultMessages, ...stepMessages };
    const shared = Object.keys(quoteFormCopy).filter((key) => key in widget) as (keyof typeof quoteFormCopy &
      keyof typeof widget)[];
    expect(shared.length).toBeGreaterThan(20);
    for (const key of shared) {
      const ours = quoteFormCopy[key];
      const theirs = widget[key];
      if (typeof ours === 'function' && typeof theirs === 'function') {
        expect((ours as (n: number) => string)(2), key).toBe((theirs as (n: number) => string)(2));
      } else {
        expect(ours, key).toEqual(theirs);
      }
    }
  });
});
