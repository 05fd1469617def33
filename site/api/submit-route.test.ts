/**
 * The submit route around a store that always works: what the answer says when pricing, which runs before
 * the lead is stored, fails.
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../../shared/api-types';
import { newIdempotencyKey, validSubmissionInput } from '../../tests/support/valid-submission';
import { addSubmitRoute, type LeadWriter } from './submit-route';

/** The leads handed to the store. */
const handed: Parameters<LeadWriter['create']>[0][] = [];

/** A store that keeps nothing but says it committed each lead. */
const acceptingWriter: LeadWriter = {
  create: async (lead) => {
    handed.push(lead);
    const { submission, flagged, price } = lead;
    return {
      lead: {
        id: 42,
        leadNumber: 'SQ-261126-000042',
        token: 'abcdefghijklmnopqrstuv',
        createdAt: '2026-11-26T10:00:00.000Z',
        flagged,
        submission,
        price,
      },
      created: true,
    };
  },
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
  it('still stores the lead and answers 200 with its number and booking link, without a price, and logs why', async () => {
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
    expect(handed.map((lead) => lead.price)).toEqual([null]);
    expect(logged).toContain('lead SQ-261126-000042 stored without its instant price: pricing failed (RangeError)');
  });
});
