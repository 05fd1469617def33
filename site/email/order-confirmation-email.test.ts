import { describe, expect, it } from 'vitest';
import { LEAD_NUMBER } from '../../tests/support/a-lead';
import { orderInput } from '../../tests/support/email-fixtures';
import { mailClientProblems, parseEmailHtml, textOf } from '../../tests/support/email-html';
import { brand } from '../content/brand';
import { renderOrderConfirmationEmail } from './order-confirmation-email';
import { formatSignedAt } from './order-email-view';
import { signedOrderPdf } from './order-pdf';

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
      expect(part).toContain('Sat, Nov 21, 2026, 09:28 UTC');
      expect(part).toContain('Dallas, TX 75201');
      expect(part).toContain('2020 Toyota Camry');
      expect(part).toContain(`order-${LEAD_NUMBER}.pdf`);
      expect(part.toLowerCase()).toContain('what happens next');
      expect(part.toLowerCase()).toContain('changes by phone');
      expect(part).toContain(`call us at ${brand.phones.advisors.display}`);
    }
    expect(text).toContain('1. We assign a licensed, bonded and insured carrier to your route.');
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

  it('states the signing time in UTC, whatever the server’s time zone', () => {
    expect(formatSignedAt('2026-11-21T23:59:59.000-05:00')).toBe('Sun, Nov 22, 2026, 04:59 UTC');
    expect(formatSignedAt('not a time')).toBe('');
  });
});
