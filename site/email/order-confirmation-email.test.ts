import { describe, expect, it } from 'vitest';
import { brand } from '../content/brand';
import { renderOrderConfirmationEmail } from './order-confirmation-email';
import { formatSignedAt } from './order-email-view';
import { LEAD_NUMBER, orderInput } from './test-fixtures';
import { mailClientProblems, parseEmailHtml, textOf } from './test-html';

const PDF = new Uint8Array([37, 80, 68, 70, 45]);

describe('the order confirmation email', () => {
  it('is titled with the order number and nothing the customer typed', () => {
    const email = renderOrderConfirmationEmail(orderInput({ firstName: 'Refund pending', signedBy: 'Act now' }), PDF);
    expect(email.subject).toBe(`Your order ${LEAD_NUMBER} is confirmed`);
    expect(() => renderOrderConfirmationEmail(orderInput({ orderNumber: 'Order 1 – call me' }), PDF)).toThrow();
  });

  it('attaches the signed order as a PDF named after the order', () => {
    const { attachments } = renderOrderConfirmationEmail(orderInput(), PDF);
    expect(attachments).toEqual([
      { filename: `order-${LEAD_NUMBER}.pdf`, contentType: 'application/pdf', content: PDF },
    ]);
  });

  it('has an HTML part a mail client can show', () => {
    expect(mailClientProblems(renderOrderConfirmationEmail(orderInput(), PDF).html)).toEqual([]);
  });

  it('sums up the order, what happens next and that changes are made by phone, in both parts', () => {
    const { html, text } = renderOrderConfirmationEmail(orderInput(), PDF);
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

  it('says the advisor confirms the price when none was agreed', () => {
    const { text } = renderOrderConfirmationEmail(orderInput({ price: undefined }), PDF);
    expect(text).toContain('Agreed price: Your advisor confirms the price with you');
    expect(text).not.toContain('$');
  });

  it('escapes the names the customer typed', () => {
    const { html } = renderOrderConfirmationEmail(
      orderInput({ signedBy: '<script>x</script>', firstName: '<b>' }),
      PDF,
    );
    expect(html).not.toMatch(/<script|<b>/);
    expect(textOf(parseEmailHtml(html).body)).toContain('<script>x</script>');
  });

  it('states the signing time in UTC, whatever the server’s time zone', () => {
    expect(formatSignedAt('2026-11-21T23:59:59.000-05:00')).toBe('Sun, Nov 22, 2026, 04:59 UTC');
    expect(formatSignedAt('not a time')).toBe('');
  });
});
