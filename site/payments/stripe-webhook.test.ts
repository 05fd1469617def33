import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HANDLED_STRIPE_EVENTS } from './stripe-webhook';

const setUp = readFileSync(new URL('../../docs/payments.md', import.meta.url), 'utf8');

describe("Stripe's events", () => {
  it('are set up to send exactly the ones the webhook handles', () => {
    const step = setUp.split('\n').findIndex((line) => line.includes('webhook endpoint'));
    const told = setUp
      .split('\n')
      .slice(step, step + 4)
      .join(' ');
    const named = [...told.matchAll(/`([a-z_]+\.[a-z_.]+)`/g)].map((match) => match[1]);
    expect(named.sort()).toEqual([...HANDLED_STRIPE_EVENTS].sort());
  });
});
