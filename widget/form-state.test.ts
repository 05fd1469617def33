import { describe, expect, it } from 'vitest';
import { initialDraft, isDraft, newVehicle, type QuoteDraft } from './form-state';

const draft = (patch: Record<string, unknown> = {}) => ({ ...initialDraft('domestic'), ...patch });
const vehicle = (patch: Record<string, unknown>) => ({ ...newVehicle(), ...patch });

describe('a stored draft', () => {
  it('is trusted when it has the shape this version writes, on any step and in either mode', () => {
    expect(isDraft(draft())).toBe(true);
    expect(isDraft(initialDraft('international'))).toBe(true);
    const filled: QuoteDraft = {
      ...draft({ step: 2, transport_type: 'enclosed', first_name: 'Ann', website: '' }),
      vehicles: [
        vehicle({ year: '2019', make: 'Honda', make_id: 474, model: 'Civic', vehicle_type: 'Car', vehicle_inop: 'No' }),
        vehicle({}),
      ],
    };
    expect(isDraft(filled)).toBe(true);
  });

  it.each([
    ['not an object', 'draft'],
    ['null', null],
    ['a step past the last', draft({ step: 3 })],
    ['a step that is not a whole number', draft({ step: 0.5 })],
    ['an unknown mode', draft({ mode: 'moon' })],
    ['an unknown shipping method', draft({ transport_type: 'rail' })],
    ['a missing answer', draft({ email: undefined })],
    ['an answer that is not text', draft({ phone: 5551234567 })],
    ['a request key of the wrong form', draft({ idempotency_key: 'abc' })],
    ['a request key in a list', draft({ idempotency_key: ['0123456789abcdef0123456789abcdef'] })],
    ['no vehicles', draft({ vehicles: [] })],
    ['vehicles that are not a list', draft({ vehicles: 'many' })],
    ['more vehicles than allowed', draft({ vehicles: Array.from({ length: 6 }, newVehicle) })],
    ['a vehicle that is not an object', draft({ vehicles: ['Honda'] })],
    ['a vehicle without its year', draft({ vehicles: [vehicle({ year: undefined })] })],
    ['a make id that is not a number', draft({ vehicles: [vehicle({ make_id: '474' })] })],
    ['an unknown vehicle type', draft({ vehicles: [vehicle({ vehicle_type: 'Tank' })] })],
    ['an unknown running condition', draft({ vehicles: [vehicle({ vehicle_inop: 'Maybe' })] })],
  ])('is ignored with %s', (_what, value) => {
    expect(isDraft(value)).toBe(false);
  });
});
