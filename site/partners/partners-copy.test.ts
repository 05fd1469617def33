import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIELD_NAMES } from './embed-fields';
import { BUILDER_FIELDS, PARTNERS_PAGE, WIDGET_EVENTS } from './partners-copy';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const EVENTS_SOURCE = read('../../widget/events.ts');
/** Where the widget emits its events: the form, and the sending of a quote (in the later steps' chunk). */
const WIDGET_SOURCE = read('../../widget/components/QuoteWidget.tsx') + read('../../widget/steps/submit-quote.ts');

describe('the embed builder’s reference of the widget’s events', () => {
  it('names exactly the events the widget emits, in the order a visitor meets them', () => {
    const declared = [...(/WidgetEventName =([^;]+);/.exec(EVENTS_SOURCE)?.[1] ?? '').matchAll(/'([^']+)'/g)].map(
      (match) => match[1],
    );
    const emitted = new Set([...WIDGET_SOURCE.matchAll(/emit\(host, '([^']+)'/g)].map((match) => match[1]));
    expect(WIDGET_EVENTS.map((event) => event.name)).toEqual(declared);
    expect([...emitted].sort()).toEqual([...declared].sort());
  });

  it('lists only detail fields the widget’s events can carry', () => {
    const fields =
      (/interface WidgetEventDetail \{([^}]+)\}/.exec(EVENTS_SOURCE)?.[1] ?? '').match(/\w+(?=\?:)/g) ?? [];
    for (const event of WIDGET_EVENTS) {
      for (const field of event.fields) expect(fields, `${event.name}: ${field}`).toContain(field.split(' ')[0]);
    }
  });

  it('says the booking URL stays out of the tag manager, as the widget keeps it out', () => {
    expect(EVENTS_SOURCE).toMatch(/const \{ bookingUrl: _private, \.\.\.shared \} = detail;/);
  });
});

describe('the embed builder’s fields', () => {
  it('have a label each', () => {
    for (const name of FIELD_NAMES) expect(BUILDER_FIELDS[name].label.trim(), name).not.toBe('');
  });

  it('fit a meta description in 170 characters', () => {
    expect(PARTNERS_PAGE.description.length).toBeLessThanOrEqual(170);
  });
});
