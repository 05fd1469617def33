import { Window } from 'happy-dom';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultMessages } from '../../../widget/messages';
import { FormErrorSummary } from './ErrorSummary';
import { TextField } from './Field';
import type { FormLook, FormState } from './form-state';

const window = new Window({ settings: { disableCSSFileLoading: true, disableJavaScriptEvaluation: true } });
afterAll(() => window.happyDOM.close());
const render = (element: Parameters<typeof renderToStaticMarkup>[0]) =>
  new window.DOMParser().parseFromString(renderToStaticMarkup(element), 'text/html');
const text = (node: { textContent: string | null } | null | undefined) =>
  node?.textContent?.replace(/\s+/g, ' ').trim();

const look: FormLook = {
  idPrefix: 't-',
  classes: { field: 'field', invalid: 'invalid', hint: 'hint', error: 'error', radios: 'radios', radio: 'radio' },
  summary: { className: 'summary', titleId: 'summary-title', level: 2 },
  invalidGroups: false,
};
const form = (errors: Record<string, string>, values: Record<string, string> = {}): FormState => ({
  look,
  values,
  errors,
});

describe('the form kit', () => {
  it('heads an error summary with the words the widget heads its own with, and links each problem in the form’s order', () => {
    const errors = { 'pickup.city': 'Enter the city', elsewhere: 'Try again later', last_name: 'Enter your name' };
    const page = render(createElement(FormErrorSummary, { form: form(errors), order: ['pickup.city', 'last_name'] }));
    const summary = page.querySelector('[role="alert"]');
    expect(text(page.getElementById(summary?.getAttribute('aria-labelledby') ?? ''))).toBe(
      defaultMessages.errorSummaryTitle,
    );
    const items = [...(summary?.querySelectorAll('li') ?? [])];
    expect(items.map((item) => [text(item), item.querySelector('a')?.getAttribute('href')])).toEqual([
      ['Enter the city', '#t-pickup-city'],
      ['Enter your name', '#t-last_name'],
      ['Try again later', undefined],
    ]);
  });

  it('draws no summary for a form without problems', () => {
    expect(renderToStaticMarkup(createElement(FormErrorSummary, { form: form({}), order: ['email'] }))).toBe('');
  });

  it('describes a field by its hint and its message, and marks it invalid only while it has a problem', () => {
    const field = (errors: Record<string, string>) =>
      render(
        createElement(TextField, {
          form: form(errors, { email: 'dana@' }),
          name: 'email',
          label: 'Email',
          hint: 'Ours',
        }),
      );
    const wrong = field({ email: 'Enter a valid email' });
    const input = wrong.getElementById(wrong.querySelector('label')?.getAttribute('for') ?? '');
    expect(input?.getAttribute('value')).toBe('dana@');
    expect(input?.getAttribute('aria-invalid')).toBe('true');
    const described = (input?.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => text(wrong.getElementById(id)));
    expect(described).toEqual(['Ours', 'Error: Enter a valid email']);

    const right = field({}).querySelector('input');
    expect(right?.hasAttribute('aria-invalid')).toBe(false);
    expect(right?.getAttribute('aria-describedby')).toBe('t-email-hint');
  });
});
