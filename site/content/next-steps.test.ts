import { describe, expect, it } from 'vitest';
import { bookingCopy } from '../booking/copy';
import { orderConfirmationEmailCopy } from '../notify/email/order-confirmation/order-confirmation-email-copy';
import { orderPaymentEmailCopy } from '../notify/email/order-payment/order-payment-email-copy';
import { orderPageCopy } from '../signing/order-page-copy';
import { nextStepsCopy } from './next-steps';

describe('what happens next', () => {
  it('is the heading of the list on the booking page, the order page and in the emails', () => {
    expect(nextStepsCopy.heading).toBe('What happens next');
    for (const heading of [
      bookingCopy.nextHeading,
      orderPageCopy.nextHeading,
      orderConfirmationEmailCopy.nextHeading,
      orderPaymentEmailCopy.nextHeading,
    ]) {
      expect(heading).toBe(nextStepsCopy.heading);
    }
  });

  it('promises the same steps, in the same order, on the booking page and in the order’s confirmation', () => {
    const shared: readonly string[] = [
      nextStepsCopy.carrierAssigned,
      nextStepsCopy.payOnceConfirmed,
      nextStepsCopy.pickupToDoor,
    ];
    expect(bookingCopy.nextSteps.filter((step) => shared.includes(step))).toEqual(shared);
    expect(orderConfirmationEmailCopy.nextSteps.filter((step) => shared.includes(step))).toEqual(shared);
    expect(bookingCopy.internationalNextSteps).toContain(nextStepsCopy.payOnceConfirmed);
  });
});
