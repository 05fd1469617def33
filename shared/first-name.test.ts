/**
 * The quote's first name, which the booking page shows and the signed agreement carries, is held to the
 * order form's rule for names: no invisible or direction-changing character, with the same message.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validationMessages as m } from './messages';
import { orderMessages } from './order-messages';
import { contactStepSchema, submissionSchema, validate } from './schema';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 25, 12, 0, 0));
});
afterEach(() => {
  vi.useRealTimers();
});

const contact = (first_name: string) => ({ first_name, email: 'ada@example.com', phone: '(512) 555-0100' });
const submission = (first_name: string) => ({
  mode: 'domestic',
  origin_postal_code: 'Austin, TX 78701',
  destination_postal_code: 'Denver, CO 80202',
  ship_date: '2026-12-01',
  transport_type: 'open',
  vehicles: [{ year: '2020', make: 'Toyota', model: 'Camry' }],
  ...contact(first_name),
  idempotency_key: 'abcdefghijklmnop',
});

const INVISIBLE: [string, string][] = [
  ['the right-to-left override', 'Ada\u202eecal'],
  ['a zero-width space', 'Ada\u200bLovelace'],
  ['the right-to-left mark', 'Ada\u200f'],
  ['a direction isolate', 'A\u2066da'],
  ['the word joiner', 'A\u2060da'],
  ['NEL, a C1 control', 'A\u0085da'],
];

describe('the quote’s first name', () => {
  it.each(INVISIBLE)('is refused with %s, at its field, in the contact step and the whole quote', (_name, name) => {
    const refused = { ok: false, errors: [{ path: 'first_name', message: m.invisibleCharacters }] };
    expect(validate(contactStepSchema, contact(name))).toEqual(refused);
    expect(validate(submissionSchema, submission(name))).toEqual(refused);
  });

  it('is refused in the order form’s words', () => {
    expect(m.invisibleCharacters).toBe(orderMessages.invisibleCharacters);
  });

  it('is told about a control character first when it holds both kinds', () => {
    expect(validate(contactStepSchema, contact('Ada\u0000\u202e'))).toEqual({
      ok: false,
      errors: [{ path: 'first_name', message: m.controlCharacters }],
    });
  });

  it('keeps accents, other scripts and an emoji, and loses a byte order mark at an end to the trim', () => {
    for (const name of ['José', 'Zoë-Ånne', '王芳', 'محمد', 'Ada 😀']) {
      expect(validate(contactStepSchema, contact(name))).toMatchObject({ ok: true, value: { first_name: name } });
    }
    expect(validate(contactStepSchema, contact('\ufeffAda'))).toMatchObject({ ok: true, value: { first_name: 'Ada' } });
  });
});
