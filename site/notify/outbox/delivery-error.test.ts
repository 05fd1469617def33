import { describe, expect, it } from 'vitest';
import { describeDeliveryError } from './delivery-error';

describe('describeDeliveryError', () => {
  it('gives the error class and a system code, never the message', () => {
    const refused = new TypeError('fetch failed to https://crm.example/?email=dana@example.com', {
      cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    });
    expect(describeDeliveryError(refused)).toBe('TypeError ECONNREFUSED');
    expect(describeDeliveryError(new DOMException('The operation timed out.', 'TimeoutError'))).toBe('TimeoutError');
    expect(describeDeliveryError({ name: 'dana@example.com', cause: { code: 'x@y' } })).toBe('Error');
    expect(describeDeliveryError('boom')).toBe('Error');
  });
});
