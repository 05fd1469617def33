import { describe, expect, it } from 'vitest';
import { formatSpan } from '../../../../shared/format';
import { aLead, BOOKING_TOKEN, LEAD_NUMBER } from '../../../../tests/support/a-lead';
import { PORT_TO_PORT_QUOTE, SEA_QUOTE, SEASON_QUOTE } from '../../../../tests/support/booking-fixtures';
import { INTERNATIONAL_PRICE, PUBLIC_URL, quoteInput } from '../../../../tests/support/email-fixtures';
import { mailClientProblems, parseEmailHtml, textOf } from '../../../../tests/support/email-html';
import { authorityStatement, brand } from '../../../content/brand';
import { shownPrice } from '../../../quote/pricing/instant-price';
import type { QuotedPrice } from '../../../quote/pricing/quoted-price';
import { bookingPageUrl } from '../email-values';
import { renderQuoteEmail } from './quote-email';
import { quoteEmailInputOf, quoteValidUntil } from './quote-email-view';

const BOOKING_URL = `${PUBLIC_URL}/booking/${BOOKING_TOKEN}`;

describe('the quote email', () => {
  it('is titled with the lead number and nothing the visitor typed', () => {
    const email = renderQuoteEmail(
      quoteInput({ firstName: 'Claim your refund at evil.example', origin: 'FREE MONEY', destination: 'Urgent' }),
    );
    expect(email.subject).toBe(`Your car shipping quote ${LEAD_NUMBER}`);
    expect(email.attachments).toEqual([]);
  });

  it('refuses a lead number the site did not make, rather than put other text in the subject', () => {
    expect(() => renderQuoteEmail(quoteInput({ leadNumber: 'SQ-1 Click here' }))).toThrow(/lead or order number/);
  });

  it('has an HTML part a mail client can show: no images, scripts or tables, absolute links, dark-mode colours', () => {
    const { html } = renderQuoteEmail(quoteInput());
    expect(mailClientProblems(html)).toEqual([]);
    const document = parseEmailHtml(html);
    expect(document.title).toBe(`Your car shipping quote ${LEAD_NUMBER}`);
    expect(document.documentElement.getAttribute('lang')).toBe('en');
  });

  it('greets by first name and states the route, the vehicles and the quote number in both parts', () => {
    const { html, text } = renderQuoteEmail(quoteInput());
    const body = textOf(parseEmailHtml(html).body);
    for (const part of [body, text]) {
      expect(part).toContain('Hi Ada,');
      expect(part).toContain(LEAD_NUMBER);
      expect(part).toContain('Dallas, TX 75201');
      expect(part).toContain('Los Angeles, CA 90012');
      expect(part).toContain('Tue, Dec 1, 2026');
      expect(part).toContain('2020 Toyota Camry');
      expect(part).toContain('1967 Ford Mustang');
    }
  });

  it('lists the open and enclosed prices with transit days, marks the chosen one, and says until when it holds', () => {
    const { html, text } = renderQuoteEmail(quoteInput());
    const document = parseEmailHtml(html);
    const options = [...document.querySelectorAll('.sq-chosen, .sq-option')].map((option) =>
      [...option.querySelectorAll('p')].map(textOf).join(' | '),
    );
    expect(options).toEqual([
      'Open carrier | Estimated price | $1,330 | Likely range | $1,190–$1,470 | Estimated transit | 4–6 days',
      'Enclosed carrier · Your choice | Estimated price | $1,920 | Likely range | $1,720–$2,130 | Estimated transit | 4–6 days',
    ]);
    expect([...document.querySelectorAll('.sq-chosen')].map((option) => textOf(option.querySelector('p')))).toEqual([
      'Enclosed carrier · Your choice',
    ]);
    expect(text).toContain(
      [
        '- Open carrier',
        '  Estimated price: $1,330',
        '  Likely range: $1,190–$1,470',
        '  Estimated transit: 4–6 days',
        '* Enclosed carrier (your choice)',
        '  Estimated price: $1,920',
      ].join('\n'),
    );
    for (const part of [textOf(document.body), text]) {
      expect(part).toContain('Estimated price for 2 vehicles, in US dollars');
      expect(part).toContain('This price is valid until Fri, Nov 27, 2026.');
    }
  });

  it('gives overseas options in weeks', () => {
    const { text } = renderQuoteEmail(quoteInput({ price: INTERNATIONAL_PRICE }));
    expect(text).toContain('- Roll-on/Roll-off\n  Likely range: $1,800–$2,400\n  Estimated transit: 3–5 weeks');
    expect(text).toContain('* Container (your choice)');
    expect(text).toContain('- Air freight\n  Likely range: $9,000–$14,000\n  Estimated transit: 1 week');
  });

  it('says the price reviewed online is the price paid beside a domestic price, with no advisor to confirm it first', () => {
    const { html, text } = renderQuoteEmail(quoteInput());
    for (const part of [textOf(parseEmailHtml(html).body), text]) {
      expect(part).toContain('Book online and the total you review before you sign is the price you pay.');
      expect(part).not.toMatch(/confirms the final price|before anything is booked/);
    }
  });

  it('says an overseas price is port to port, without duties, and that an agent confirms it', () => {
    const { html, text } = renderQuoteEmail(quoteInput({ price: INTERNATIONAL_PRICE }));
    for (const part of [textOf(parseEmailHtml(html).body), text]) {
      expect(part).toContain('Prices are port to port.');
      expect(part).toContain('Destination duties, taxes, port charges and delivery from the port are not included');
      expect(part).not.toContain('Book online and the total you review');
    }
  });

  it('says an agent will price a route without an instant price, and promises no price or date', () => {
    for (const price of [undefined, { options: [], chosen: 'open' as const }]) {
      const { html, text } = renderQuoteEmail(quoteInput({ price }));
      for (const part of [textOf(parseEmailHtml(html).body), text]) {
        expect(part.toLowerCase()).toContain('an agent will price this');
        expect(part).not.toContain('$');
        expect(part).not.toContain('valid until');
      }
    }
  });

  it('links the booking page absolutely and gives the advisors’ phone in both parts', () => {
    const { html, text } = renderQuoteEmail(quoteInput());
    const links = [...parseEmailHtml(html).querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual([BOOKING_URL, BOOKING_URL, brand.phones.advisors.href]);
    expect(text).toContain(`\n${BOOKING_URL}\n`);
    expect(text).toContain(brand.phones.advisors.display);
  });

  it('states in its footer, in both parts, the broker’s authority and that it is not the carrier', () => {
    const { html, text } = renderQuoteEmail(quoteInput());
    const footer = [...parseEmailHtml(html).querySelectorAll('p')].map(textOf);
    expect(footer).toContain(authorityStatement);
    expect(text).toContain(`\n${authorityStatement}\n`);
    expect(authorityStatement).toContain(`USDOT ${brand.authority.usdotNumber}, MC ${brand.authority.mcNumber}`);
  });

  it('refuses a booking link that is not absolute', () => {
    expect(() => renderQuoteEmail(quoteInput({ bookingUrl: `/booking/${BOOKING_TOKEN}` }))).toThrow(/absolute/);
    expect(() => renderQuoteEmail(quoteInput({ bookingUrl: 'javascript:alert(1)' }))).toThrow(/absolute/);
  });

  it('repeats no typed text a mail client would link or that is not a name, a place or a vehicle', () => {
    const { html, text, subject } = renderQuoteEmail(
      quoteInput({
        firstName: 'URGENT: pay deposit at https://evil.example/pay',
        origin: 'Your card was charged $1,260. Dispute: call +1 800 555 0100 www.evil.example',
        destination: '<img src=x onerror=alert(1)>',
        vehicles: [{ year: '2020', make: 'Toyota', model: 'write to help@evil.example' }],
      }),
    );
    const body = textOf(parseEmailHtml(html).body);
    for (const part of [body, text]) {
      expect(part).toContain('Hello,');
      expect(part).not.toContain('Hi ');
      expect(part).not.toMatch(/evil|800 555|\$1,260|URGENT|<img/);
      // The pickup, the delivery and the vehicle.
      expect(part.split('as you entered it on our site')).toHaveLength(4);
      expect(part).toContain('A 2020 vehicle, as you entered it on our site');
    }
    expect(html).not.toMatch(/<img|evil/i);
    expect(subject).toBe(`Your car shipping quote ${LEAD_NUMBER}`);
  });

  it('writes a text part of its own, not HTML', () => {
    const { text } = renderQuoteEmail(quoteInput());
    expect(text).not.toMatch(/<[a-z]/i);
    expect(text.startsWith('Hi Ada,\n\nThank you for your request.')).toBe(true);
  });
});

/** The price a lead was shown, as the quote email's row holds it. */
function shownOf(price: QuotedPrice | null) {
  if (!price) throw new Error('expected a price');
  return shownPrice(price);
}

describe('the quote email of a price a season moved or a trip across the water', () => {
  it('says which season moved the price, in both parts', () => {
    const estimate = aLead({ submission: SEASON_QUOTE }).price?.estimate;
    const label = estimate?.kind === 'domestic' ? estimate.season?.label : undefined;
    if (!label) throw new Error('expected a season');
    const { html, text } = renderQuoteEmail(quoteInput({ season: label }));
    expect([...parseEmailHtml(html).querySelectorAll('p')].map(textOf)).toContain(label);
    expect(text).toContain(`\n${label}\n`);
  });

  it('lists a sea trip’s legs one short line each, in order, in both parts', () => {
    const price = shownOf(aLead({ submission: SEA_QUOTE }).price);
    const [road, sailing, port] = price.legs ?? [];
    if (road?.kind !== 'road' || sailing?.kind !== 'sailing' || port?.kind !== 'port') {
      throw new Error('expected a road leg, the sailing and a port');
    }
    const lines = [
      `By road: Dallas, TX to ${road.to}, about ${road.miles.toLocaleString('en-US')} miles`,
      `By sea: ${sailing.from} to ${sailing.to}, ${formatSpan(sailing.days.min, sailing.days.max, 'day')} at sea`,
      `Pick-up at the port of ${port.port}`,
    ];
    const { html, text } = renderQuoteEmail(quoteInput({ price }));
    const document = parseEmailHtml(html);
    expect([...document.querySelectorAll('ol li')].map(textOf)).toEqual(lines);
    expect(text).toContain(
      ['Your route by road and by sea:', ...lines.map((line, index) => `${index + 1}. ${line}`)].join('\n'),
    );
  });

  it('gives a sea trip’s transit door to door, with the days of it at sea, in both parts', () => {
    const price = shownOf(aLead({ submission: PORT_TO_PORT_QUOTE }).price);
    const sailing = price.legs?.find((leg) => leg.kind === 'sailing');
    const [open] = price.options;
    if (sailing?.kind !== 'sailing' || !open) throw new Error('expected the sailing and an option');
    const transit = `${formatSpan(open.transit.min, open.transit.max, 'day')} door to door, ${formatSpan(sailing.days.min, sailing.days.max, 'day')} of them at sea`;
    const { html, text } = renderQuoteEmail(quoteInput({ price }));
    expect(textOf(parseEmailHtml(html).querySelector('.sq-chosen, .sq-option'))).toContain(transit);
    expect(text).toContain(`  Estimated transit: ${transit}`);
    expect(text).toContain('1. Drop-off at the port of Honolulu, HI');
  });

  it('says nothing of a season or of legs for a trip by road', () => {
    const { html, text } = renderQuoteEmail(quoteInput());
    expect(parseEmailHtml(html).querySelector('ol')).toBeNull();
    expect(text).not.toMatch(/by sea|season|door to door/i);
  });
});

describe('the quote email input from a stored lead', () => {
  it('takes the number, the visitor’s details, the booking link and the validity from the lead', () => {
    const input = quoteEmailInputOf(aLead(), undefined, { publicUrl: `${PUBLIC_URL}/`, quotePriceDays: 7 });
    expect(input).toEqual({
      leadNumber: LEAD_NUMBER,
      firstName: 'Ada',
      origin: 'Dallas, TX 75201',
      destination: 'Los Angeles, CA 90012',
      shipDate: '2026-12-01',
      vehicles: aLead().submission.vehicles,
      price: undefined,
      validUntil: '2026-11-27',
      bookingUrl: BOOKING_URL,
    });
  });

  it('counts the validity in calendar days (UTC) from the day the lead was made', () => {
    expect(quoteValidUntil('2026-11-20T00:00:00.000Z', 7)).toBe('2026-11-27');
    expect(quoteValidUntil('2026-11-20T23:59:59.999Z', 7)).toBe('2026-11-27');
    expect(quoteValidUntil('2026-12-28T10:00:00.000Z', 7)).toBe('2027-01-04');
    expect(() => quoteValidUntil('yesterday', 7)).toThrow();
  });

  it('builds the booking link from the public address, and refuses one that is not absolute', () => {
    expect(bookingPageUrl('https://quotes.example.com', 'abc')).toBe('https://quotes.example.com/booking/abc');
    expect(() => bookingPageUrl('', 'abc')).toThrow(/absolute/);
  });
});
