/**
 * The submit route around a store that always works: what the answer says when pricing, which runs after
 * the lead is committed, fails.
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../../shared/api-types';
import { newIdempotencyKey, validSubmissionInput } from '../../tests/support/valid-submission';
import { addSubmitRoute, type LeadWriter } from './submit-route';

/** A store that keeps nothing but says it committed each lead. */
const acceptingWriter: LeadWriter = {
  create: async ({ submission, flagged }) => ({
    lead: {
      id: 42,
      leadNumber: 'SQ-261126-000042',
      token: 'abcdefghijklmnopqrstuv',
      createdAt: '2026-11-26T10:00:00.000Z',
      flagged,
      submission,
    },
    created: true,
  }),
};

function appWith(priceOf: () => never, logged: string[]) {
  const app = new Hono();
  addSubmitRoute(app, {
    leads: acceptingWriter,
    priceOf,
    hasMake: () => true,
    publicUrl: () => 'https://quotes.example.com',
    log: (line) => logged.push(line),
  });
  return app;
}

describe('the submit answer when pricing fails', () => {
  it('still answers 200 with the lead number and booking link, leaves the price out, and logs why', async () => {
    const logged: string[] = [];
    const app = appWith(() => {
      throw new RangeError('a broken rate table');
    }, logged);
    const res = await app.request(API_PATHS.createOpportunityAndSendToBooking, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(validSubmissionInput({ idempotency_key: newIdempotencyKey() })),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      statusCode: 200,
      url: 'https://quotes.example.com/booking/abcdefghijklmnopqrstuv',
      sessionId: 'SQ-261126-000042',
    });
    expect(logged).toContain('lead SQ-261126-000042 answered without its instant price: pricing failed (RangeError)');
  });
});
