/**
 * The parts of a signed order that lead both pages showing it under its link (the order's page and the
 * confirmation), from each stage that has a say: the order at a glance and what happens next (its life),
 * its payment, and the signed agreement.
 */
import type { LiveOrder } from '../order-life/live-order';
import { OrderAtAGlance, OrderNextSteps, SignedAgreementText } from '../order-life/pages/SignedOrderSections';
import { PaymentSection, paymentDueStatus } from '../payments/pages/PaymentSection';

export interface SignedOrderPartsProps {
  token: string;
  /** The order as the link shows it (signing/contact-masking.ts). */
  order: LiveOrder;
  /** Whether the order's page offers card payments (a card to save, a payment due). */
  cardPayments: boolean;
}

export function SignedOrderParts({ token, order, cardPayments }: SignedOrderPartsProps) {
  return (
    <>
      <OrderAtAGlance token={token} order={order} statusText={paymentDueStatus(order)} />
      <PaymentSection token={token} order={order} cardPayments={cardPayments} />
      <OrderNextSteps token={token} order={order} />
      <SignedAgreementText order={order} />
    </>
  );
}
