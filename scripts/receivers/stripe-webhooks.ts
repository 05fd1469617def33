/**
 * The Stripe stand-in's webhook deliveries: each event POSTed as JSON to the endpoint, one at a time in
 * the order given, signed as Stripe signs (`Stripe-Signature`, checked with
 * `stripe.webhooks.constructEvent`), each answer kept in the log. Nothing is retried.
 */
import Stripe from 'stripe';

/** One event sent to the webhook URL and what came back: the status, or null when it was not reached. */
export interface WebhookDelivery {
  event: Stripe.Event;
  url: string;
  signature: string;
  status: number | null;
  /** The webhook's answer, or why it could not be reached. */
  answer: string;
}

export interface SendOptions {
  /** Sign with another secret than the webhook's, as a forger would. */
  wrongSignature?: boolean;
}

const WRONG_SECRET = 'whsec_not_the_endpoint_secret';

export function createWebhookSender(
  nowMs: () => number,
  log: WebhookDelivery[],
  first: { url: string; secret: string } | undefined,
) {
  let webhook = first;
  /** The deliveries, one after another, so a receiver gets events in the order they were raised. */
  let deliveries: Promise<unknown> = Promise.resolve();

  async function deliverNow(event: Stripe.Event, sendOptions: SendOptions): Promise<WebhookDelivery> {
    const target = webhook;
    const payload = JSON.stringify(event, null, 2);
    if (!target) {
      const delivery = { event, url: '', signature: '', status: null, answer: 'no webhook URL set' };
      log.push(delivery);
      return delivery;
    }
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: sendOptions.wrongSignature ? WRONG_SECRET : target.secret,
      timestamp: Math.floor(nowMs() / 1000),
    });
    let delivery: WebhookDelivery;
    try {
      const answer = await fetch(target.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'Stripe-Signature': signature,
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: payload,
      });
      delivery = { event, url: target.url, signature, status: answer.status, answer: await answer.text() };
    } catch (error) {
      delivery = { event, url: target.url, signature, status: null, answer: String(error) };
    }
    log.push(delivery);
    return delivery;
  }

  /** Sends the event once those asked for before it are done; resolves with its delivery. */
  function deliver(event: Stripe.Event, sendOptions: SendOptions = {}): Promise<WebhookDelivery> {
    const delivered = deliveries.then(() => deliverNow(event, sendOptions));
    deliveries = delivered.catch(() => undefined);
    return delivered;
  }

  return {
    deliver,
    setWebhook(url: string, secret: string): void {
      webhook = { url, secret };
    },
    /** Resolves once every delivery asked for so far is done. */
    async idle(): Promise<void> {
      await deliveries;
    },
  };
}
