/**
 * `POST /api/orders/events`: the broker's dispatch system tells the site what happened to a signed order
 * (docs/dispatch-events.md). The request is signed exactly as the CRM webhook the site sends
 * (site/notify/crm/webhook-signature.ts, one verifier for both directions), with DISPATCH_WEBHOOK_SECRET: an
 * HMAC-SHA256 over "<timestamp>.<raw body>", the timestamp at most five minutes from the server's clock.
 * An app to mount only when the secret is set, so without it the path is the API's ordinary JSON 404.
 *
 * Answers: 200 for an event stored now or before (a repeat changes nothing), 400 for a body that is not an
 * event, 401 for a bad or stale signature (logged without the body), 404 for an unknown order, 409 for an
 * event that can never apply (stored with its reason, and logged) or an id that names another event, 503
 * with Retry-After when the database is busy or unreachable (nothing stored).
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { ClientError, jsonResponse } from '../../http/client-error';
import { nodeRequest } from '../../http/node-request';
import { MAX_BODY_BYTES, parseJsonObject, readText } from '../../http/read-json';
import type { Logger } from '../../log/logger';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, verifyWebhookSignature } from '../../notify/crm/webhook-signature';
import { isDatabaseBusy } from '../../storage/database-busy';
import type { OrderEventRefusal } from '../order-event-refusal';
import { OrderEventBody, orderEventProblems } from '../order-event-schema';
import type { OrderEventType } from '../order-status';
import {
  type OrderEventSending,
  type OrderEventStore,
  type RecordOrderEventOutcome,
  recordOrderEvent,
} from '../record-order-event';

export const ORDER_EVENTS_PATH = '/api/orders/events';

export interface OrderEventsDeps {
  /** DISPATCH_WEBHOOK_SECRET. Never logged or quoted in an answer. */
  secret: string;
  store: OrderEventStore;
  /** What an event that applies sends (the customer's email), and the wake-up of the relays that send it. */
  sending?: OrderEventSending;
  log?: Logger;
  /** The clock, in epoch milliseconds, the signature's timestamp is checked against. Default Date.now. */
  now?: () => number;
  onReceived?(type: OrderEventType): void;
  onRefused?(reason: OrderEventRefusal): void;
}

export function orderEventsRoute(deps: OrderEventsDeps): Hono {
  const app = new Hono();
  const now = deps.now ?? Date.now;
  const refuse = (reason: OrderEventRefusal, error: ClientError): never => {
    deps.onRefused?.(reason);
    throw error;
  };
  app.post('/', async (c) => {
    let text: string;
    try {
      text = await readText(c.req.raw, MAX_BODY_BYTES, nodeRequest(c));
    } catch (error) {
      if (error instanceof ClientError) refuse('invalid', error);
      throw error;
    }
    const signed = {
      secret: deps.secret,
      timestamp: c.req.header(TIMESTAMP_HEADER),
      signature: c.req.header(SIGNATURE_HEADER),
      body: text,
      nowSeconds: Math.floor(now() / 1000),
    };
    if (!verifyWebhookSignature(signed)) {
      // The headers' presence only: the body may hold a person's details, the signature is no one's business.
      deps.log?.warn('[dispatch] refused an order event: bad or stale signature', {
        timestamp: signed.timestamp ? 'present' : 'missing',
        signature: signed.signature ? 'present' : 'missing',
      });
      refuse(
        'signature',
        new ClientError(401, `Sign the request as ${SIGNATURE_HEADER} with a fresh ${TIMESTAMP_HEADER}`),
      );
    }
    let json: object;
    try {
      json = parseJsonObject(text);
    } catch (error) {
      if (error instanceof ClientError) refuse('invalid', error);
      throw error;
    }
    const parsed = v.safeParse(OrderEventBody, json);
    if (!parsed.success) {
      return refuse('invalid', new ClientError(400, 'This is not an order event', orderEventProblems(parsed.issues)));
    }
    const body = parsed.output;
    let result: RecordOrderEventOutcome;
    try {
      result = await recordOrderEvent(
        deps.store,
        {
          id: body.id,
          orderNumber: body.order_number,
          type: body.type,
          actor: 'dispatch',
          occurredAt: body.occurred_at,
          data: body.data,
        },
        deps.sending,
      );
    } catch (error) {
      if (!isDatabaseBusy(error)) throw error;
      // Nothing was stored: the sender's retry, which a webhook sender makes for a 503, is the way through.
      deps.onRefused?.('unavailable');
      const message = 'The order database is busy; send the event again in a moment';
      return jsonResponse({ statusCode: 503, message, errors: [] }, 503, { 'Retry-After': '5' });
    }
    switch (result.outcome) {
      case 'unknown-order':
        return refuse('unknown_order', new ClientError(404, 'There is no order with this number'));
      case 'id-reused':
        return refuse('id_reused', new ClientError(409, result.reason));
      case 'refused':
        if (!result.repeated) {
          deps.log?.warn('[dispatch] refused an order event that can never apply', {
            event_id: body.id,
            order_number: body.order_number,
            type: body.type,
            reason: result.reason,
          });
        }
        return refuse('cannot_apply', new ClientError(409, result.reason));
      case 'applied':
        if (!result.repeated) deps.onReceived?.(body.type);
        return jsonResponse({ id: body.id, repeated: result.repeated, status: result.state.status });
    }
  });
  app.all('/', () => {
    throw new ClientError(405, 'Use POST with a signed JSON body', undefined, { Allow: 'POST' });
  });
  return app;
}
