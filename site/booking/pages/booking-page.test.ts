import { Window } from 'happy-dom';
import { afterAll, describe, expect, it } from 'vitest';
import { formatSpan, formatUsd } from '../../../shared/format';
import { priceHoldEnds } from '../../../shared/price-hold';
import { DAY_MS } from '../../../shared/time';
import { aLead, INTERNATIONAL_QUOTE, LEAD_NUMBER } from '../../../tests/support/a-lead';
import {
  DEARER_RATES,
  PORT_TO_PORT_QUOTE,
  QUIET_SEASON_QUOTE,
  SEA_QUOTE,
  SEASON_QUOTE,
} from '../../../tests/support/booking-fixtures';
import { authorityStatement, brand } from '../../content/brand';
import { formatBrokerTime } from '../../content/broker-time';
import type { DomesticEstimate } from '../../quote/pricing/pricing';
import { RATE_TABLE } from '../../quote/pricing/rate-table';
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

/** The stored domestic estimate of a lead, which the page must show as it is. */
function domesticOf(lead: ReturnType<typeof aLead>): DomesticEstimate {
  const estimate = lead.price?.estimate;
  if (estimate?.kind !== 'domestic') throw new Error('expected a domestic estimate');
  return estimate;
}

/** A component's amounts on the lead's first vehicle. */
function componentOf(estimate: DomesticEstimate, kind: string) {
  const component = estimate.lines[0]?.components.find((c) => c.kind === kind);
  if (!component) throw new Error(`expected a ${kind} component`);
  return component;
}

const usd = (n: number) => `$${n.toLocaleString('en-US')}`;

/** The items of the list that follows the heading named `name`. */
function listAfterHeading(document: ReturnType<typeof parse>, name: string) {
  const heading = [...document.querySelectorAll('h2, h3')].find((h) => text(h) === name);
  const list = heading?.nextElementSibling;
  return list?.tagName === 'OL' || list?.tagName === 'UL' ? [...list.querySelectorAll('li')].map(text) : undefined;
}

const notesOf = (document: ReturnType<typeof parse>) =>
  listAfterHeading(document, 'How we worked out this price') ?? [];

/** The column header of the price table that says "Your choice". */
function chosenColumn(document: ReturnType<typeof parse>) {
  return [...document.querySelectorAll('table th[scope="col"]')]
    .filter((th) => text(th)?.includes('Your choice'))
    .map((th) => text(th));
}

describe('booking page', () => {
  it('links the site’s icon, so the browser does not ask for a /favicon.ico the site has not got', () => {
    const { document } = pageFor();
    const icon = document.querySelector('head link[rel="icon"]');
    expect(icon?.getAttribute('href')).toBe('/favicon.svg');
    expect(icon?.getAttribute('type')).toBe('image/svg+xml');
  });

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
    expect(facts).toContain('Quote number');
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

  it('shows the quote number, dates, route, distance and vehicles', () => {
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
    expect(text(pageFor(aLead({ submission: short })).document.querySelector('.notes'))).toContain(
      `${formatUsd(RATE_TABLE.minTransportPerVehicle)} per vehicle`,
    );
    expect(text(pageFor(aLead({ submission: short }, DEARER_RATES)).document.querySelector('.notes'))).toContain(
      `${formatUsd(DEARER_RATES.minTransportPerVehicle)} per vehicle`,
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

describe('booking page of a price a season moved', () => {
  it('says right under the price table which season moved the price, in the rate table’s words', () => {
    const lead = aLead({ submission: SEASON_QUOTE });
    const { season } = domesticOf(lead);
    if (!season) throw new Error('expected a season');
    const { document } = pageFor(lead);
    const afterTable = document.querySelector('.table-wrap')?.nextElementSibling;
    expect(afterTable?.tagName).toBe('P');
    expect(text(afterTable)).toBe(season.label);
  });

  it('states in the notes what the busy season adds to each vehicle, open and enclosed', () => {
    const lead = aLead({ submission: SEASON_QUOTE });
    const share = componentOf(domesticOf(lead), 'season');
    expect(share.open).toBeGreaterThan(0);
    expect(notesOf(pageFor(lead).document)).toContain(
      `Season: +${usd(share.open)} open, +${usd(share.enclosed)} enclosed per vehicle.`,
    );
  });

  it('states what a quiet season takes off, as a saving', () => {
    const lead = aLead({ submission: QUIET_SEASON_QUOTE });
    const share = componentOf(domesticOf(lead), 'season');
    expect(share.open).toBeLessThan(0);
    expect(notesOf(pageFor(lead).document)).toContain(
      `Quiet season: ${usd(-share.open)} off open, ${usd(-share.enclosed)} off enclosed per vehicle.`,
    );
  });

  it('names each vehicle’s share when the shares differ, as after a multi-vehicle discount', () => {
    const vehicles = [
      { year: '2020', make: 'Toyota', model: 'Camry' },
      { year: '2018', make: 'Ford', model: 'F-150' },
    ];
    const lead = aLead({ submission: { ...SEASON_QUOTE, vehicles } });
    const shares = domesticOf(lead).lines.map((line) => line.components.find((c) => c.kind === 'season'));
    expect(shares[0]?.open).not.toBe(shares[1]?.open);
    const note = notesOf(pageFor(lead).document).find((line) => line?.startsWith('Season:'));
    expect(note).toBe(
      `Season: +${usd(shares[0]?.open ?? 0)} open, +${usd(shares[0]?.enclosed ?? 0)} enclosed for the 2020 Toyota Camry; ` +
        `+${usd(shares[1]?.open ?? 0)} open, +${usd(shares[1]?.enclosed ?? 0)} enclosed for the 2018 Ford F-150.`,
    );
  });

  it('says nothing of a season when none moved the price', () => {
    const { document } = pageFor();
    expect(notesOf(document).some((line) => line?.includes('season'))).toBe(false);
    expect(document.querySelector('.season')).toBeNull();
  });
});

describe('booking page of a trip across the water', () => {
  it('lists the legs in order under their own heading: the road, the sailing, the port', () => {
    const lead = aLead({ submission: SEA_QUOTE });
    const [road, sailing, port] = domesticOf(lead).sea?.legs ?? [];
    if (road?.kind !== 'road' || sailing?.kind !== 'sailing' || port?.kind !== 'port') {
      throw new Error('expected a road leg, the sailing and a port');
    }
    expect(listAfterHeading(pageFor(lead).document, 'Your route: by road and by sea')).toEqual([
      `By road from Dallas, TX to ${road.to}, about ${road.miles.toLocaleString('en-US')} miles.`,
      `By sea from ${road.to} to ${port.port}: ${formatSpan(sailing.days.min, sailing.days.max, 'day')} at sea.`,
      `You pick the vehicle up at the port of ${port.port}.`,
    ]);
  });

  it('prices by distance only the road legs, states the sailing per vehicle and keeps the door-to-door transit', () => {
    const lead = aLead({ submission: SEA_QUOTE });
    const estimate = domesticOf(lead);
    const sailing = componentOf(estimate, 'sailing');
    const { document } = pageFor(lead);
    const notes = notesOf(document);
    expect(notes).toContain(
      `The road part is priced on about ${estimate.distanceMiles.toLocaleString('en-US')} miles by road; the sailing has a price of its own.`,
    );
    expect(notes).toContain(`Sailing: ${usd(sailing.open)} per vehicle, the same on an open or an enclosed carrier.`);
    expect(notes.join(' ')).not.toContain('from pickup to delivery');
    const transitRow = [...document.querySelectorAll('table tr')].find(
      (tr) => text(tr.querySelector('th')) === 'Estimated transit',
    );
    const transit = formatSpan(estimate.transitDays.min, estimate.transitDays.max, 'day');
    expect([...(transitRow?.querySelectorAll('td') ?? [])].map(text)).toEqual([transit, transit]);
  });

  it('claims no road distance for a trip from port to port', () => {
    const lead = aLead({ submission: PORT_TO_PORT_QUOTE });
    expect(domesticOf(lead).distanceMiles).toBe(0);
    const { document } = pageFor(lead);
    expect(notesOf(document).join(' ')).not.toMatch(/miles|by road/);
    expect(listAfterHeading(document, 'Your route: by road and by sea')).toEqual([
      'You drop the vehicle off at the port of Honolulu, HI.',
      expect.stringMatching(/^By sea from Honolulu, HI to .+ at sea\.$/),
      expect.stringMatching(/^You pick the vehicle up at the port of /),
    ]);
    const facts = [...document.querySelectorAll('dl dt')];
    const distance = facts.find((dt) => text(dt) === 'Estimated road distance')?.nextElementSibling;
    expect(text(distance)).toBe('None: the vehicle goes from port to port by sea');
  });

  it('gives only the road legs’ miles as the route’s road distance', () => {
    const lead = aLead({ submission: SEA_QUOTE });
    const miles = domesticOf(lead).distanceMiles.toLocaleString('en-US');
    const facts = [...pageFor(lead).document.querySelectorAll('dl dt')];
    const distance = facts.find((dt) => text(dt) === 'Estimated road distance')?.nextElementSibling;
    expect(text(distance)).toBe(`about ${miles} miles, to and from the ports; the rest of the way is by sea`);
  });

  it('shows no sea route for a trip by road', () => {
    expect(listAfterHeading(pageFor().document, 'Your route: by road and by sea')).toBeUndefined();
  });
});

describe('booking page’s price hold', () => {
  const lead = aLead();
  const created = Date.parse(lead.createdAt);
  const holdLine = (view: ReturnType<typeof buildBookingView>) =>
    text(parse(renderBookingPage(view)).querySelector('.price-hold'));

  it('says until when the quote’s price holds, in the broker’s time as the order review says it', () => {
    const view = buildBookingView(lead, { quotePriceDays: 7, now: created + DAY_MS });
    expect(holdLine(view)).toBe(
      `Your quote's price holds until ${formatBrokerTime(priceHoldEnds(lead.createdAt, 7))}.`,
    );
  });

  it('counts the hold from the QUOTE_PRICE_DAYS it is given', () => {
    const view = buildBookingView(lead, { quotePriceDays: 3, now: created });
    expect(holdLine(view)).toContain(formatBrokerTime(created + 3 * DAY_MS));
  });

  it('says the hold has ended, and that booking now prices at today’s rates, once it has', () => {
    const view = buildBookingView(lead, { quotePriceDays: 7, now: created + 8 * DAY_MS });
    expect(holdLine(view)).toBe(
      `Your quote's price held until ${formatBrokerTime(priceHoldEnds(lead.createdAt, 7))}. Book now and your order is priced at today's rates, shown before you sign.`,
    );
  });

  it('tells of no hold for an international quote or a lead stored without a price', () => {
    const options = { quotePriceDays: 7, now: created };
    expect(holdLine(buildBookingView(aLead({ submission: INTERNATIONAL_QUOTE }), options))).toBeUndefined();
    expect(holdLine(buildBookingView(aLead({ price: null }), options))).toBeUndefined();
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
    expect(markup).not.toMatch(/quote number|lead number|SQ-|\$\d|miles|<table|<dl/i);
    expect(renderBookingNotFoundPage()).toBe(markup);
  });
});

describe('booking expired page', () => {
  it('says the link has expired after its days, offers the phone and shows only the quote number hint it is given', () => {
    const markup = renderBookingExpiredPage({ leadNumberHint: 'SQ-261126-…', linkDays: 90 });
    const document = parse(markup);
    expect(text(document.querySelector('h1'))).toBe('This quote link has expired');
    expect(text(document.body)).toContain('Quote links work for 90 days');
    expect(text(document.querySelector('.lead-number'))).toBe(
      'Your quote number starts with SQ-261126-…; have it ready when you call.',
    );
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.querySelector(`a[href="${brand.phones.advisors.href}"]`)).not.toBeNull();
    expect(markup).not.toMatch(/\$\d|miles|<table|<dl/i);
  });

  it('leaves the quote number out altogether when there is no hint', () => {
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
