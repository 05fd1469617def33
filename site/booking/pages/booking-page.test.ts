import { Window } from 'happy-dom';
import { afterAll, describe, expect, it } from 'vitest';
import { aLead, INTERNATIONAL_QUOTE, LEAD_NUMBER } from '../../../tests/support/a-lead';
import { DEARER_RATES } from '../../../tests/support/booking-fixtures';
import { authorityStatement, brand } from '../../content/brand';
import { renderOrderProblemPage } from '../../signing/pages/OrderPages';
import { buildBookingView } from '../booking-view';
import { renderBookingPage } from './BookingPage';
import { renderBookingExpiredPage, renderBookingNotFoundPage } from './LinkProblemPages';

const window = new Window({ settings: { disableCSSFileLoading: true, disableJavaScriptEvaluation: true } });
afterAll(() => window.happyDOM.close());

function parse(markup: string) {
  return new window.DOMParser().parseFromString(markup, 'text/html');
}

const text = (node: { textContent: string | null } | null | undefined) =>
  node?.textContent?.replace(/\s+/g, ' ').trim();

function pageFor(lead = aLead()) {
  const markup = renderBookingPage(buildBookingView(lead));
  return { markup, document: parse(markup) };
}

/** The column header of the price table that says "Your choice". */
function chosenColumn(document: ReturnType<typeof parse>) {
  return [...document.querySelectorAll('table th[scope="col"]')]
    .filter((th) => text(th)?.includes('Your choice'))
    .map((th) => text(th));
}

describe('booking page', () => {
  it('is a complete, unindexed HTML document with an external stylesheet and no script', () => {
    const { markup, document } = pageFor();
    expect(markup.startsWith('<!doctype html>')).toBe(true);
    expect(document.documentElement.getAttribute('lang')).toBe('en');
    expect(document.querySelector('meta[name="viewport"]')?.getAttribute('content')).toContain('width=device-width');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.title).toBe(`Your quote ${LEAD_NUMBER} – ShipQuote`);
    expect(document.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe('/booking/booking.css');
    expect(markup).not.toMatch(/<script|<style|\sstyle=/i);
  });

  it('has one h1, sections with h2 headings and the route facts as a description list', () => {
    const { document } = pageFor();
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    const headings = [...document.querySelectorAll('h2')].map(text);
    expect(headings).toEqual([
      'Your instant price',
      'Your route',
      'Your vehicles',
      'What is included',
      'What happens next',
      'Questions? Call us',
    ]);
    const facts = [...document.querySelectorAll('dl dt')].map(text);
    expect(facts).toContain('Lead number');
    expect(facts).toContain('Estimated road distance');
  });

  it('escapes every value from the lead', () => {
    const evil = '<script>alert(1)</script>';
    const lead = aLead({
      submission: {
        first_name: `Ada${evil}`,
        origin_postal_code: `Dallas "x" ${evil}`,
        vehicles: [{ year: '2020', make: `<img src=x onerror=alert(1)>`, model: `Camry${evil}` }],
      },
    });
    const markup = renderBookingPage(buildBookingView({ ...lead, leadNumber: `SQ-1${evil}` }));
    expect(markup).not.toContain('<script');
    expect(markup).not.toContain('<img src=x');
    expect(markup).toContain('Ada&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(markup).toContain('Camry&lt;script&gt;');
    expect(markup).toContain('Dallas &quot;x&quot;');
    const document = parse(markup);
    expect(text(document.querySelector('.greeting'))).toContain(`Hi Ada${evil}`);
    expect(document.title).toContain(`SQ-1${evil}`);
  });

  it('greets by first name and shows no email address or phone number of the visitor', () => {
    const lead = aLead();
    const withContact = { ...lead, submission: { ...lead.submission, email: 'ada@example.com', phone: '5125550100' } };
    const markup = renderBookingPage(buildBookingView(withContact));
    expect(text(parse(markup).querySelector('.greeting'))).toMatch(/^Hi Ada,/);
    expect(markup).not.toContain('ada@example.com');
    expect(markup).not.toContain('5125550100');
  });

  it('shows the lead number, dates, route, distance and vehicles', () => {
    const { document } = pageFor();
    const body = text(document.body) ?? '';
    expect(body).toContain(LEAD_NUMBER);
    expect(body).toContain('Tue, Dec 1, 2026');
    expect(body).toContain('Fri, Nov 20, 2026');
    expect(body).toContain('Dallas, TX 75201');
    expect(body).toContain('Los Angeles, CA 90012');
    expect(body).toMatch(/about 1,[45]\d0 miles/);
    expect(body).toContain('2020 Toyota Camry');
    expect(document.querySelector('time[datetime="2026-12-01"]')).not.toBeNull();
  });

  it('shows open and enclosed prices side by side, with the transit time', () => {
    const view = buildBookingView(aLead());
    if (view.estimate.kind !== 'domestic') throw new Error('expected a domestic estimate');
    const document = parse(renderBookingPage(view));
    const columns = [...document.querySelectorAll('table th[scope="col"]')].map(text);
    expect(columns).toEqual(['Open carrier Your choice', 'Enclosed carrier']);
    const priceRow = [...document.querySelectorAll('table tr')].find((tr) =>
      text(tr.querySelector('th'))?.startsWith('Estimated price'),
    );
    const cells = [...(priceRow?.querySelectorAll('td') ?? [])].map(text);
    const usd = (n: number) => `$${n.toLocaleString('en-US')}`;
    expect(cells).toEqual([usd(view.estimate.open.point), usd(view.estimate.enclosed.point)]);
    expect(text(document.querySelector('table'))).toContain('4–6 days');
  });

  it('highlights the transport type the visitor chose', () => {
    expect(chosenColumn(pageFor().document)).toEqual(['Open carrier Your choice']);
    const enclosed = pageFor(aLead({ submission: { transport_type: 'enclosed' } })).document;
    expect(chosenColumn(enclosed)).toEqual(['Enclosed carrier Your choice']);
    expect(enclosed.querySelectorAll('td.chosen').length).toBeGreaterThan(0);
  });

  it('lists each vehicle of a multi-vehicle order in the price table', () => {
    const { document } = pageFor(
      aLead({
        submission: {
          vehicles: [
            { year: '2020', make: 'Toyota', model: 'Camry' },
            { year: '2018', make: 'Ford', model: 'F-150', vehicle_type: 'Pickup', vehicle_inop: 'Yes' },
          ],
        },
      }),
    );
    const rows = [...document.querySelectorAll('table tbody th[scope="row"]')].map(text);
    expect(rows).toContain('2020 Toyota Camry');
    expect(rows).toContain('2018 Ford F-150');
    const notes = text(document.querySelector('.notes')) ?? '';
    expect(notes).toContain('$150');
    expect(notes).toContain('pickup');
    expect(notes).toContain('$50 off');
    expect(text(document.querySelector('.vehicles'))).toContain('2018 Ford F-150 (Pickup, does not run)');
  });

  it('states what is included in the wording of the marketing claims, the next steps and the phone number', () => {
    const { document } = pageFor();
    const included = [...document.querySelectorAll('.included li')].map(text);
    expect(included).toContain('All quotes include insurance');
    expect(included).toContain('No hidden fees');
    expect(included).toContain('You are charged only once a shipping partner is confirmed');
    expect(included).toContain('Door-to-door service');
    expect(included).toContain('24/7 customer service by email');
    expect(document.querySelectorAll('ol li').length).toBeGreaterThanOrEqual(4);
    expect(document.querySelector(`a[href="${brand.phones.advisors.href}"]`)).not.toBeNull();
  });

  it('says an agent confirms the distance when the route cannot be placed', () => {
    const { document } = pageFor(aLead({ submission: { origin_postal_code: 'Atlantis' } }));
    const body = text(document.body) ?? '';
    expect(body).toContain('We could not place this route on the map; an agent will confirm the distance');
    expect(body).toContain('An agent will price this');
    expect(document.querySelector('table')).toBeNull();
  });

  it('says an advisor will confirm the price of a lead stored without one, and shows no figures', () => {
    const { document, markup } = pageFor(aLead({ price: null }));
    const body = text(document.body) ?? '';
    expect(body).toContain('An advisor will confirm your price');
    expect(body).toContain('Your advisor will confirm the distance with the price');
    expect(document.querySelector('table')).toBeNull();
    expect(markup).not.toMatch(/\$\d|miles/);
  });

  it('states the minimum per vehicle the stored price applied, not today’s', () => {
    const short = { origin_postal_code: 'Dallas, TX 75201', destination_postal_code: 'Dallas, TX 75201' };
    expect(text(pageFor(aLead({ submission: short })).document.querySelector('.notes'))).toContain('$450 per vehicle');
    expect(text(pageFor(aLead({ submission: short }, DEARER_RATES)).document.querySelector('.notes'))).toContain(
      '$900 per vehicle',
    );
  });

  it('shows ro-ro, container and air ranges for an international lead, marking the chosen one', () => {
    const { document } = pageFor(aLead({ submission: INTERNATIONAL_QUOTE }));
    const cards = [...document.querySelectorAll('.options > li')];
    expect(cards.map((card) => text(card.querySelector('h3')))).toEqual([
      'Roll-on/Roll-off',
      'Container Your choice',
      'Air freight',
    ]);
    expect(text(cards[0])).toContain('$1,200–$2,200');
    expect(text(cards[0])).toContain('3–6 weeks');
    expect(text(document.body)).toContain('Western Europe');
    expect([...document.querySelectorAll('dl dt')].map(text)).not.toContain('Estimated road distance');
  });

  it('lists under an international quote only what is true of it: port to port, duties not included', () => {
    const { document } = pageFor(aLead({ submission: INTERNATIONAL_QUOTE }));
    const included = [...document.querySelectorAll('.included li')].map(text);
    expect(included).toContain(
      'Port to port: the truck to the US port, the export paperwork and the sailing or flight',
    );
    expect(included).toContain('Destination duties, taxes, port charges and delivery from the port are not included');
    expect(included).not.toContain('Door-to-door service');
    expect(included).not.toContain('No hidden fees');
  });

  it('says beside a bookable price that the total reviewed is the price paid, not that an advisor confirms it', () => {
    const { document } = pageFor();
    const note = text(document.querySelector('.fine-print')) ?? '';
    expect(note).toContain('Book online and the total you review before you sign is the price you pay');
    expect(text(document.body)).not.toMatch(/confirms the final price|before anything is booked/);
  });

  it('tells an international visitor an agent will price a route outside the table', () => {
    const { document } = pageFor(
      aLead({ submission: { ...INTERNATIONAL_QUOTE, destination_postal_code: 'Ulaanbaatar, Mongolia' } }),
    );
    expect(text(document.body)).toContain('An agent will price this');
    expect(document.querySelector('.options')).toBeNull();
  });
});

describe('booking not-found page', () => {
  it('says the link is not valid, offers the phone and a new quote, and reveals nothing else', () => {
    const markup = renderBookingNotFoundPage();
    const document = parse(markup);
    expect(text(document.querySelector('h1'))).toBe('This quote link is not valid or has expired');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.querySelector(`a[href="${brand.phones.advisors.href}"]`)).not.toBeNull();
    expect(text(document.querySelector('a[href="/"].button'))).toBe('Start a new quote');
    expect(markup).not.toMatch(/lead number|SQ-|\$\d|miles|<table|<dl/i);
    expect(renderBookingNotFoundPage()).toBe(markup);
  });
});

describe('booking expired page', () => {
  it('says the link has expired after its days, offers the phone and shows only the lead number hint it is given', () => {
    const markup = renderBookingExpiredPage({ leadNumberHint: 'SQ-261126-…', linkDays: 90 });
    const document = parse(markup);
    expect(text(document.querySelector('h1'))).toBe('This quote link has expired');
    expect(text(document.body)).toContain('Quote links work for 90 days');
    expect(text(document.querySelector('.lead-number'))).toBe(
      'Your lead number starts with SQ-261126-…; have it ready when you call.',
    );
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.querySelector(`a[href="${brand.phones.advisors.href}"]`)).not.toBeNull();
    expect(markup).not.toMatch(/\$\d|miles|<table|<dl/i);
  });

  it('leaves the lead number out altogether when there is no hint', () => {
    const document = parse(renderBookingExpiredPage({ linkDays: 90 }));
    expect(document.querySelector('.lead-number')).toBeNull();
    expect(text(document.body)).not.toContain('SQ-');
  });
});

describe('the booking pages’ footer', () => {
  it('states the broker’s legal name, USDOT and MC numbers and that it is not the carrier, on every page', () => {
    for (const markup of [
      pageFor().markup,
      renderBookingNotFoundPage(),
      renderBookingExpiredPage({ linkDays: 90 }),
      renderOrderProblemPage('Something went wrong', 'Try again.'),
    ]) {
      const footer = text(parse(markup).querySelector('footer'));
      expect(footer).toContain(authorityStatement);
      expect(footer).toContain(`USDOT ${brand.authority.usdotNumber}, MC ${brand.authority.mcNumber}`);
      expect(footer).toContain('we are not the carrier');
    }
  });
});
