import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhookSignature } from './webhook-signature';

const secret = 'whsec_test_0123456789';
const body = '{"event":"lead.created","lead_number":"SQ-261125-482193"}';
const timestamp = 1_795_600_000;

describe('signWebhook', () => {
  it('is "sha256=" and the hex HMAC-SHA256 of "<timestamp>.<body>", as docs/crm-webhook.md says', () => {
    const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
    expect(signWebhook(secret, timestamp, body)).toBe(`sha256=${expected}`);
  });
});

describe('verifyWebhookSignature', () => {
  const signature = signWebhook(secret, timestamp, body);
  const valid = { secret, timestamp: String(timestamp), body, signature, nowSeconds: timestamp + 10 };

  it('accepts a fresh request with a matching signature', () => {
    expect(verifyWebhookSignature(valid)).toBe(true);
  });

  it('refuses a changed body, another secret, a changed timestamp or a missing header', () => {
    expect(verifyWebhookSignature({ ...valid, body: body.replace('4821', '4822') })).toBe(false);
    expect(verifyWebhookSignature({ ...valid, secret: 'another' })).toBe(false);
    expect(verifyWebhookSignature({ ...valid, timestamp: String(timestamp + 1) })).toBe(false);
    expect(verifyWebhookSignature({ ...valid, signature: null })).toBe(false);
    expect(verifyWebhookSignature({ ...valid, timestamp: undefined })).toBe(false);
    expect(verifyWebhookSignature({ ...valid, signature: 'sha256=00' })).toBe(false);
    expect(verifyWebhookSignature({ ...valid, timestamp: '1e9' })).toBe(false);
  });

  it('refuses a replay older (or further ahead) than five minutes', () => {
    expect(verifyWebhookSignature({ ...valid, nowSeconds: timestamp + 300 })).toBe(true);
    expect(verifyWebhookSignature({ ...valid, nowSeconds: timestamp + 301 })).toBe(false);
    expect(verifyWebhookSignature({ ...valid, nowSeconds: timestamp - 301 })).toBe(false);
  });
});
