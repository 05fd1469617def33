import { describe, expect, it } from 'vitest';
import { newIdempotencyKey, validSubmission } from '../../tests/support/valid-submission';
import { canonicalJson, submissionHash } from './submission-hash';

describe('canonicalJson', () => {
  it('writes object keys in sorted order at every depth, and arrays in their own order', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, 1], c: 'x' } })).toBe('{"a":{"c":"x","d":[3,1]},"b":1}');
  });

  it('leaves out undefined members, as JSON does', () => {
    expect(canonicalJson({ a: undefined, b: null, c: [undefined] })).toBe('{"b":null,"c":[null]}');
  });
});

describe('submissionHash', () => {
  it('is the same for the same quote under another key, whatever the order of its keys', () => {
    const submission = validSubmission();
    const reordered = Object.fromEntries(Object.entries(submission).reverse()) as typeof submission;
    expect(submissionHash({ ...reordered, idempotency_key: newIdempotencyKey() })).toBe(submissionHash(submission));
  });

  it('changes when any answer changes', () => {
    const submission = validSubmission();
    const hash = submissionHash(submission);
    expect(submissionHash({ ...submission, email: 'someone@example.com' })).not.toBe(hash);
    expect(submissionHash({ ...submission, vehicles: [...submission.vehicles].reverse() })).not.toBe(hash);
    expect(submissionHash({ ...submission, context: { ...submission.context, variant: 'compact' } })).not.toBe(hash);
  });

  it('is 64 hex digits of SHA-256', () => {
    expect(submissionHash(validSubmission())).toMatch(/^[0-9a-f]{64}$/);
  });
});
