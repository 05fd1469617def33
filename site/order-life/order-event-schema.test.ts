import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { OrderEventBody, orderEventProblems } from './order-event-schema';

const assignment = (carrier: Record<string, string> = {}) => ({
  id: 'sd-evt-8f2c41',
  type: 'carrier.assigned',
  order_number: 'SO-261125-482193',
  occurred_at: '2026-12-01T10:00:00-06:00',
  data: {
    carrier: { name: 'Lone Star Haulers', mc: 'MC-123456', phone: '(214) 555-0101', ...carrier },
    pickup_window: { from: '2026-12-02', to: '2026-12-03' },
  },
});

const cancellation = (reason: string) => ({
  id: 'sd-evt-9a0b12',
  type: 'order.cancelled',
  order_number: 'SO-261125-482193',
  occurred_at: '2026-12-01T10:00:00-06:00',
  data: { reason },
});

const problems = (body: unknown) => {
  const parsed = v.safeParse(OrderEventBody, body);
  return parsed.success ? [] : orderEventProblems(parsed.issues);
};

/** Inside the text, where no trim takes them away. */
const REFUSED: [string, string][] = [
  ['NUL', '\u0000'],
  ['a tab', '\t'],
  ['a line feed', '\n'],
  ['CR LF', '\r\n'],
  ['DEL', '\u007f'],
  ['NEL (C1)', '\u0085'],
  ['the C1 control U+009B', '\u009b'],
  ['the right-to-left override', '\u202e'],
  ['the left-to-right embedding', '\u202a'],
  ['the right-to-left mark', '\u200f'],
  ['the left-to-right mark', '\u200e'],
  ['a direction isolate', '\u2066'],
  ['the pop directional isolate', '\u2069'],
  ['the Arabic letter mark', '\u061c'],
  ['the zero-width space', '\u200b'],
  ['the zero-width joiner', '\u200d'],
  ['the word joiner', '\u2060'],
  ['the byte order mark', '\ufeff'],
];

const FIELDS: [string, (text: string) => unknown, string][] = [
  ['the event id', (t) => ({ ...assignment(), id: `sd${t}1` }), 'id'],
  ['the carrier name', (t) => assignment({ name: `Lone Star${t}Haulers` }), 'data.carrier.name'],
  ['the MC number', (t) => assignment({ mc: `MC${t}123456` }), 'data.carrier.mc'],
  ['the carrier phone', (t) => assignment({ phone: `(214) 555${t}0101` }), 'data.carrier.phone'],
  ['the reason', (t) => cancellation(`Customer${t}changed plans`), 'data.reason'],
];

describe('an order event’s text', () => {
  it('takes plain one-line text with accents and other scripts', () => {
    expect(problems(assignment({ name: 'Transportes Núñez 王' }))).toEqual([]);
    expect(problems(cancellation('Client a annulé — déménagement reporté'))).toEqual([]);
  });

  for (const [field, body, path] of FIELDS) {
    it.each(REFUSED)(`refuses %s in ${field}, saying so at its path`, (_name, character) => {
      const found = problems(body(character));
      expect(found).toHaveLength(1);
      expect(found[0]?.path).toBe(path);
      expect(found[0]?.message).toMatch(/must be one line without control, invisible or direction characters$/);
    });
  }

  it('names the field in its message', () => {
    expect(problems({ ...assignment(), id: 'sd\u00001' })).toEqual([
      { path: 'id', message: 'The event id must be one line without control, invisible or direction characters' },
    ]);
  });
});

describe('an assignment’s carrier pay', () => {
  const paid = (carrierPay: unknown) => {
    const body = assignment();
    return { ...body, data: { ...body.data, carrier_pay: carrierPay } };
  };

  it.each([850, 912.5, 19.99])('accepts %j dollars, kept as the amount', (pay) => {
    const parsed = v.safeParse(OrderEventBody, paid(pay));
    expect(parsed.success).toBe(true);
    expect(parsed.success && parsed.output.type === 'carrier.assigned' && parsed.output.data.carrier_pay).toBe(pay);
  });

  it('accepts an assignment that leaves the pay out', () => {
    expect(problems(assignment())).toEqual([]);
  });

  it.each([
    ['nothing', 0],
    ['a negative amount', -5],
    ['$100,000', 100_000],
    ['an amount written as text', '850'],
    ['a fraction of a cent', 12.345],
    ['an infinite amount', Number.POSITIVE_INFINITY],
  ])('refuses %s, naming carrier_pay at its path', (_what, pay) => {
    const found = problems(paid(pay));
    expect(found).toHaveLength(1);
    expect(found[0]?.path).toBe('data.carrier_pay');
    expect(found[0]?.message).toMatch(/^carrier_pay /);
  });
});
