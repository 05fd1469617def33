import { describe, expect, it } from 'vitest';
import { LEAD_NUMBER } from '../../../../tests/support/a-lead';
import { ORDER_DELIVERY, ORDER_PICKUP } from '../../../../tests/support/booking-fixtures';
import { orderInput } from '../../../../tests/support/email-fixtures';
import { mailClientProblems, parseEmailHtml, textOf } from '../../../../tests/support/email-html';
import { authorityStatement, brand } from '../../../content/brand';
import { signedOrderPdf } from '../pdf/order-pdf';
import { renderOrderConfirmationEmail } from './order-confirmation-email';
import { formatSignedAt, type OrderConfirmationInput } from './order-confirmation-email-view';

describe('the order confirmation email', () => {
  it('is titled with the order number and nothing the customer typed', async () => {
    const email = await renderOrderConfirmationEmail(orderInput({ firstName: 'Refund pending', signedBy: 'Act now' }));
    expect(email.subject).toBe(`Your order ${LEAD_NUMBER} is confirmed`);
    await expect(renderOrderConfirmationEmail(orderInput({ orderNumber: 'Order 1 – call me' }))).rejects.toThrow();
  });

  it('is titled and named after an order number as the store makes them', async () => {
    const email = await renderOrderConfirmationEmail(orderInput({ orderNumber: 'SO-261121-000042' }));
    expect(email.subject).toBe('Your order SO-261121-000042 is confirmed');
    expect(email.attachments[0]?.filename).toBe('order-SO-261121-000042.pdf');
  });

  it('attaches the signed order as a PDF named after the order, the same one order-pdf makes', async () => {
    const input = orderInput();
    const { attachments } = await renderOrderConfirmationEmail(input);
    expect(attachments).toHaveLength(1);
    expect(attachments[0]?.filename).toBe(`order-${LEAD_NUMBER}.pdf`);
    expect(attachments[0]?.contentType).toBe('application/pdf');
    const expected = await signedOrderPdf({
      orderNumber: LEAD_NUMBER,
      signedBy: input.signedBy,
      signedAt: input.signedAt,
      agreementText: input.agreementText,
    });
    expect(Buffer.from(attachments[0]!.content).equals(Buffer.from(expected))).toBe(true);
  });

  it('has an HTML part a mail client can show', async () => {
    expect(mailClientProblems((await renderOrderConfirmationEmail(orderInput())).html)).toEqual([]);
  });

  it('sums up the order, what happens next and that changes are made by phone, in both parts', async () => {
    const { html, text } = await renderOrderConfirmationEmail(orderInput());
    const body = [...parseEmailHtml(html).querySelectorAll('p, li, h2')].map(textOf).join('\n');
    for (const part of [body, text]) {
      expect(part).toContain('Hi Ada,');
      expect(part).toContain(LEAD_NUMBER);
      expect(part).toContain('Open carrier');
      expect(part).toContain('$1,330');
      expect(part).toContain('Ada Lovelace');
      expect(part).toContain('Sat, Nov 21, 2026, 3:28 AM Central Time');
      expect(part).toContain('Dallas, TX 75201');
      expect(part).toContain('2020 Toyota Camry');
      expect(part).toContain(`order-${LEAD_NUMBER}.pdf`);
      expect(part.toLowerCase()).toContain('what happens next');
      expect(part.toLowerCase()).toContain('changes by phone');
      expect(part).toContain(`call customer support at ${brand.phones.support.display}`);
    }
    expect(text).toContain('1. We assign a licensed, bonded and insured carrier to your route.');
  });

  it('lists the price’s lines, as the review showed them above the sign box, before the total', async () => {
    const lines = [
      { label: 'Transport, 2020 Toyota Camry (open carrier)', amount: 1300 },
      { label: 'Not running: winching on and off, 2020 Toyota Camry', amount: 150 },
      { label: 'Short notice', amount: 100 },
    ];
    const { html, text } = await renderOrderConfirmationEmail(orderInput({ price: 1550, priceLines: lines }));
    const htmlText = textOf(parseEmailHtml(html).body);
    for (const part of [text, htmlText]) {
      const at = lines.map((line) => part.indexOf(line.label));
      expect(at.every((index) => index >= 0)).toBe(true);
      expect([...at].sort((a, b) => a - b)).toEqual(at);
      expect(part.indexOf('$1,550')).toBeGreaterThan(at.at(-1) ?? 0);
    }
  });

  it('says the advisor confirms the price when none was agreed', async () => {
    const { text } = await renderOrderConfirmationEmail(orderInput({ price: undefined }));
    expect(text).toContain('Agreed price: Your advisor confirms the price with you');
    expect(text).not.toContain('$');
  });

  it('repeats no typed name that is not a name, nor a place a mail client would link', async () => {
    const { html, text } = await renderOrderConfirmationEmail(
      orderInput({ signedBy: '<script>x</script>', firstName: '<b>', origin: 'Refunds at www.evil.example' }),
    );
    expect(html).not.toMatch(/<script|<b>|evil/);
    for (const part of [textOf(parseEmailHtml(html).body), text]) {
      expect(part).toContain('Hello,');
      expect(part).not.toMatch(/script|evil/);
      expect(part).toContain('as you entered it on our site');
    }
  });

  it('states the signing time in the broker’s time zone, named, whatever the server’s', () => {
    expect(formatSignedAt('2026-11-21T23:59:59.000-05:00')).toBe('Sat, Nov 21, 2026, 10:59 PM Central Time');
    expect(formatSignedAt('2026-07-01T12:00:00.000Z')).toBe('Wed, Jul 1, 2026, 7:00 AM Central Time');
    expect(formatSignedAt('not a time')).toBe('');
  });

  const CANCELLATION = [
    'You may cancel this order at no cost until a carrier has been assigned and confirmed.',
    "If you cancel after a carrier has been confirmed and dispatched to pick up a vehicle, or a vehicle is not available at the agreed pickup, a fee of $150 applies to cover the carrier's wasted trip.",
  ];

  /** A confirmation as the booking stage writes it now: the order's details and its link. */
  function detailedInput(overrides: Partial<OrderConfirmationInput> = {}): OrderConfirmationInput {
    return orderInput({
      pickup: { ...ORDER_PICKUP },
      delivery: { ...ORDER_DELIVERY },
      pickupWindow: { first: '2026-12-01', last: '2026-12-07' },
      cancellationTerms: CANCELLATION,
      orderUrl: 'https://shipquote.example/booking/abc123',
      ...overrides,
    });
  }

  it('carries the street addresses, contacts, pickup window, cancellation terms and a link to the order, in both parts', async () => {
    const { html, text } = await renderOrderConfirmationEmail(detailedInput());
    const document = parseEmailHtml(html);
    const body = [...document.querySelectorAll('p, li, h2')].map(textOf).join('\n');
    for (const part of [body, text]) {
      expect(part).toContain('1500 Marilla St, Dallas, TX 75201');
      expect(part).toContain('Ada Lovelace, (512) 555-0100');
      expect(part).toContain('200 N Spring St, Los Angeles, CA 90012-3239');
      expect(part).toContain('Grace Hopper, (213) 555-0199');
      expect(part).toContain('Tue, Dec 1, 2026 to Mon, Dec 7, 2026');
      expect(part).toContain('Open carrier');
      expect(part).toContain('$1,330');
      for (const sentence of CANCELLATION) expect(part).toContain(sentence);
      expect(part).toContain('https://shipquote.example/booking/abc123');
      expect(part).toContain(authorityStatement);
    }
    const link = [...document.querySelectorAll('a')].find((a) => textOf(a) === 'See your order');
    expect(link?.getAttribute('href')).toBe('https://shipquote.example/booking/abc123');
    expect(mailClientProblems(html)).toEqual([]);
  });

  it('repeats no street, contact name or contact phone a mail client would link or that is not one', async () => {
    const { html, text } = await renderOrderConfirmationEmail(
      detailedInput({
        delivery: {
          street: 'Claim at www.evil.example',
          city: 'Los Angeles',
          state: 'CA',
          postal_code: '90012',
          contact_name: 'Mail pay@evil.example',
          contact_phone: 'call 555 0199 now',
        },
      }),
    );
    for (const part of [textOf(parseEmailHtml(html).body), text]) expect(part).not.toMatch(/evil|call 555/);
    expect(text).toContain('Delivery: as you entered it on our site\n');
    expect(text).toContain('Delivery contact: as you entered it on our site, as you entered it on our site\n');
  });

  it('reads a confirmation written before it carried the order’s details: route by place, no link', async () => {
    const { text } = await renderOrderConfirmationEmail(orderInput());
    expect(text).toContain('Pickup: Dallas, TX 75201');
    expect(text).toContain('Vehicle ready on: Tue, Dec 1, 2026');
    expect(text).not.toContain('/booking/');
    expect(text).not.toContain('CANCELLATION');
    expect(text).toContain(authorityStatement);
  });
});
