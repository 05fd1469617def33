/** The instant price in the result: what the real API prices for the quote, in the form itself. */
import { within } from '@testing-library/preact';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  API,
  click,
  fillContact,
  fillRoute,
  fillVehicle,
  mountWidget,
  next,
  resultShown,
  submitQuote,
  useRealApi,
  type View,
  vehicleGroup,
} from './harness';

const { server, storedLeads } = useRealApi();

const usd = (dollars: number) => `$${dollars.toLocaleString('en-US')}`;

function sendQuote(view: View, route: { origin?: string; destination?: string; international?: boolean } = {}) {
  if (route.international) click(view.getByRole('radio', { name: 'International' }));
  fillRoute(view, route);
  next(view);
  fillVehicle(vehicleGroup(view, 1));
  next(view);
  fillContact(view);
  submitQuote(view);
}

const estimate = (view: View) => view.getByRole('heading', { name: 'Your instant estimate' });
const priceLines = (view: View) =>
  within(estimate(view).parentElement as HTMLElement)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the instant price in the result', () => {
  it('shows open and enclosed at the booking page’s estimated price with its likely range, in its words, with transit days, the choice marked', async () => {
    vi.spyOn(window, 'open').mockImplementation(() => null);
    const { view } = mountWidget();
    sendQuote(view);
    await resultShown(view);

    const [lead] = storedLeads();
    if (!lead) throw new Error('no lead stored');
    // The price stored with the lead, which the booking page shows.
    const booking = lead.price?.estimate;
    if (booking?.kind !== 'domestic') throw new Error(`expected a domestic price, got ${booking?.kind}`);
    const days = `${booking.transitDays.min}\u2060–\u2060${booking.transitDays.max}\u00a0days`;
    expect(priceLines(view)).toEqual([
      `Open carrier: estimated price ${usd(booking.open.point)}, likely range ${usd(booking.open.low)}–${usd(booking.open.high)}, ${days} your choice`,
      `Enclosed carrier: estimated price ${usd(booking.enclosed.point)}, likely range ${usd(booking.enclosed.low)}–${usd(booking.enclosed.high)}, ${days}`,
    ]);
    expect(view.getByText(/The booking page has the full quote/)).toBeTruthy();
    expect(view.getByRole('link', { name: /Continue to booking/ })).toBeTruthy();
  });

  it('shows the three overseas methods with their likely ranges, in weeks', async () => {
    vi.spyOn(window, 'open').mockImplementation(() => null);
    const { view } = mountWidget();
    sendQuote(view, {
      international: true,
      origin: 'Baltimore, United States (port)',
      destination: 'Bremerhaven, Germany (port)',
    });
    await resultShown(view);

    const [lead] = storedLeads();
    if (!lead) throw new Error('no lead stored');
    const booking = lead.price?.estimate;
    if (booking?.kind !== 'international') throw new Error(`expected an overseas price, got ${booking?.kind}`);
    const [roro, container, air] = booking.options;
    const weeks = (o: typeof roro) => `${o?.transitWeeks.min}\u2060–\u2060${o?.transitWeeks.max}\u00a0weeks`;
    expect(priceLines(view)).toEqual([
      `Roll-on/Roll-off: likely range ${usd(roro?.low ?? 0)}–${usd(roro?.high ?? 0)}, ${weeks(roro)} your choice`,
      `Container: likely range ${usd(container?.low ?? 0)}–${usd(container?.high ?? 0)}, ${weeks(container)}`,
      `Air freight: likely range ${usd(air?.low ?? 0)}–${usd(air?.high ?? 0)}, ${weeks(air)}`,
    ]);
  });

  it('says an advisor will call with a price when the rate table does not cover the route', async () => {
    vi.spyOn(window, 'open').mockImplementation(() => null);
    const { view } = mountWidget();
    // Both ends across the water: no sea lane of the table joins them.
    sendQuote(view, { origin: 'Honolulu, HI 96813', destination: 'Anchorage, AK 99501' });
    await resultShown(view);

    expect(view.getByText('An advisor will call you with a price for this route.')).toBeTruthy();
    expect(view.queryByRole('heading', { name: 'Your instant estimate' })).toBeNull();
    expect(view.getByRole('link', { name: /Continue to booking/ })).toBeTruthy();
  });

  it('prices a trip to Hawaii by its legs, the sailing days in the transit', async () => {
    vi.spyOn(window, 'open').mockImplementation(() => null);
    const { view } = mountWidget();
    sendQuote(view, { destination: 'Honolulu, HI 96813' });
    await resultShown(view);

    const [lead] = storedLeads();
    const booking = lead?.price?.estimate;
    if (booking?.kind !== 'domestic' || !booking.sea) throw new Error('expected a price by sea');
    const sailing = booking.sea.legs.find((leg) => leg.kind === 'sailing');
    expect(sailing).toMatchObject({ to: 'Honolulu, HI', days: { min: 10, max: 12 } });
    expect(booking.transitDays.min).toBeGreaterThan(sailing?.kind === 'sailing' ? sailing.days.min : 0);
    expect(priceLines(view)[0]).toContain(`estimated price ${usd(booking.open.point)}`);
    expect(view.getByText(/^By road from Dallas, TX 75201 to Long Beach, CA, about [\d,]+ miles\.$/)).toBeTruthy();
    expect(view.getByText('By sea from Long Beach, CA to Honolulu, HI: 10–12 days at sea.')).toBeTruthy();
    expect(view.getByText('You pick the vehicle up at the port of Honolulu, HI.')).toBeTruthy();
  });

  const good = { transport: 'open', from: 900, to: 1100, transit: { min: 3, max: 5 }, transitUnit: 'days' };
  it.each([
    ['a price that is not a number', { ...good, from: 'cheap' }],
    ['an estimate that is not a number', { ...good, estimate: 'about 1000' }],
    ['a method the widget does not know', { ...good, transport: 'constructor' }],
    ['a transit in months', { ...good, transitUnit: 'months' }],
    ['no transit at all', { ...good, transit: undefined }],
  ])('shows no price rather than a wrong one for %s, and still the booking link', async (_what, option) => {
    vi.spyOn(window, 'open').mockImplementation(() => null);
    server.use(
      http.post(`${API}/api/createOpportunityAndSendToBooking`, () =>
        HttpResponse.json({
          statusCode: 200,
          url: `${API}/booking/abcdefghijklmnopqrstuv`,
          sessionId: 'SQ-261126-123456',
          price: { options: [good, option], chosen: 'open' },
        }),
      ),
    );
    const { view } = mountWidget();
    sendQuote(view);
    await resultShown(view);

    expect(view.queryByRole('heading', { name: 'Your instant estimate' })).toBeNull();
    expect(view.queryByText(/likely range|advisor will call/)).toBeNull();
    expect(view.getByRole('link', { name: /Continue to booking/ })).toBeTruthy();
  });

  it('takes the embedder’s own words for the price', async () => {
    vi.spyOn(window, 'open').mockImplementation(() => null);
    const { view } = mountWidget({
      messages: { priceTitle: 'Precio al instante', priceChosen: 'su elección' },
    });
    sendQuote(view);
    await resultShown(view);

    expect(view.getByRole('heading', { name: 'Precio al instante' })).toBeTruthy();
    expect(view.getByText('su elección')).toBeTruthy();
  });
});
