/**
 * An in-memory OrderPayments for the order pages' tests: it answers hosted pages' addresses on a checkout
 * origin of its own, keeps every request it was given, can be taken down (`down = true`: each call throws
 * PaymentProviderUnavailable, as the provider's outage does), and reads back the sessions a test finished
 * with `finish`, recording their event through the test's own `record` (the fake order service's addEvent)
 * at each reading, so a test sees how often the pages read one back.
 */
import type { OrderPayments } from '../../site/payments/order-payments';
import { PaymentProviderUnavailable } from '../../site/payments/payment-gateway';

export const FAKE_CHECKOUT_ORIGIN = 'https://checkout.payments.example';

type Outcome = 'card-saved' | 'paid';

interface FinishedSession {
  orderNumber: string;
  outcome: Outcome;
  record(): void;
}

export function fakeOrderPayments() {
  const cardPages: Parameters<OrderPayments['cardPage']>[0][] = [];
  const payPages: Parameters<OrderPayments['payPage']>[0][] = [];
  const completed: Parameters<OrderPayments['completeSession']>[0][] = [];
  const finished = new Map<string, FinishedSession>();
  /** `unknown`: session ids the provider has never heard of. */
  const state = { down: false, unknown: new Set<string>() };
  const unavailable = () => {
    if (state.down) throw new PaymentProviderUnavailable('api_connection_error');
  };
  const payments: OrderPayments = {
    checkoutOrigin: FAKE_CHECKOUT_ORIGIN,
    async cardPage(request) {
      unavailable();
      cardPages.push(request);
      return `${FAKE_CHECKOUT_ORIGIN}/c/pay/cs_test_setup_${cardPages.length}`;
    },
    async payPage(request) {
      unavailable();
      payPages.push(request);
      return `${FAKE_CHECKOUT_ORIGIN}/c/pay/cs_test_payment_${payPages.length}`;
    },
    async completeSession(request) {
      unavailable();
      completed.push(request);
      if (state.unknown.has(request.sessionId)) return 'unknown';
      const session = finished.get(request.sessionId);
      if (!session || session.orderNumber !== request.orderNumber) return 'none';
      session.record();
      return session.outcome;
    },
  };
  /** A hosted page the customer finished: reading it back records its event with `record`. */
  const finish = (sessionId: string, session: FinishedSession) => finished.set(sessionId, session);
  return { payments, cardPages, payPages, completed, finish, state };
}
