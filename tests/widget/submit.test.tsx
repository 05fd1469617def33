/** Sending the quote to the real API and showing the result: the booking link, its opening, the events. */
import { act, waitFor } from '@testing-library/preact';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { weakIdempotencyKeyReason } from '../../site/quote/idempotency-key';
import { newKey } from '../../widget/form-state';
import {
  API,
  click,
  currentStep,
  descriptionOf,
  fillWholeQuote,
  mountWidget,
  resultShown,
  resultValue,
  shownText,
  submitQuote,
  type,
  typedDateIn,
  useRealApi,
  type View,
} from './harness';

const { server, bodiesOf, storedLeads, fetchReal } = useRealApi();

/** The full variant opens the booking page 1.5 s after the result (written out so a changed constant is caught). */
const BOOKING_DELAY_MS = 1500;
const SUBMIT = `${API}/api/createOpportunityAndSendToBooking`;

/** The one lead the real API stored in this test. */
function theStoredLead() {
  expect(storedLeads()).toHaveLength(1);
  return storedLeads()[0]!;
}
/** The booking link the real API gives for a lead: its token under /booking/, never the lead number. */
const bookingUrlOf = (lead: { token: string }) => `${API}/booking/${lead.token}`;

/** Answers a submit with what a real server never sends, or fails it on the way. */
const failedSubmit = {
  noStatusCode: () => http.post(SUBMIT, () => HttpResponse.json({})),
  serverError: () =>
    http.post(SUBMIT, () => HttpResponse.json({ statusCode: 500, message: 'Internal server error' }, { status: 500 })),
  networkError: () => http.post(SUBMIT, () => HttpResponse.error()),
};

/** Lets fake time pass in 1 ms steps until `check` passes, so the clock stops right when it does. */
async function advanceUntil(check: () => void, limitMs = 2000): Promise<void> {
  for (let waited = 0; ; waited++) {
    try {
      check();
      return;
    } catch (error) {
      if (waited >= limitMs) throw error;
    }
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
  }
}

const resultHeading = (view: View) => view.getByRole('heading', { name: 'Your quote request is in' });

function stubWindowOpen() {
  return vi.spyOn(window, 'open').mockImplementation(() => null);
}

describe('a successful submit', () => {
  it('shows "Sending your quote…" while the quote is on its way', async () => {
    stubWindowOpen();
    const { view } = mountWidget();
    fillWholeQuote(view);
    submitQuote(view);

    expect(shownText(view, 'Sending your quote…')).toHaveLength(1);
    expect(view.getByRole('button', { name: 'Get my quote' })).toHaveProperty('disabled', true);
    await resultShown(view);
    expect(shownText(view, 'Sending your quote…')).toHaveLength(0);
  });

  it('shows status 200, the description, the quote number and a booking link that opens in a new tab', async () => {
    stubWindowOpen();
    const { root, view } = mountWidget();
    fillWholeQuote(view);
    submitQuote(view);
    await resultShown(view);

    expect(resultValue(view, 'Status')).toBe('200');
    expect(resultValue(view, 'Details')).toBe('Your quote is ready on the booking page.');
    const lead = theStoredLead();
    expect(lead.leadNumber).toMatch(/^SQ-\d{6}-\d{6}$/);
    expect(resultValue(view, 'Quote number')).toBe(lead.leadNumber);
    const link = view.getByRole('link', { name: /Continue to booking/ });
    expect(link.getAttribute('href')).toBe(bookingUrlOf(lead));
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.textContent).toContain('(opens in a new tab)');
    expect(view.queryByRole('alert')).toBeNull();
    // Focus moves to the result in an effect, after the browser has painted it.
    await waitFor(() => expect(root.activeElement).toBe(resultHeading(view)));
  });

  it('fires quote:submit, then quote:success with the lead number and booking URL', async () => {
    stubWindowOpen();
    const { host, view } = mountWidget({ id: 'PARTNER', source: 'partner-blog' });
    const events: [string, unknown][] = [];
    for (const name of ['quote:submit', 'quote:success', 'quote:error']) {
      host.addEventListener(name, (e) => events.push([name, (e as CustomEvent).detail]));
    }
    fillWholeQuote(view);
    submitQuote(view);
    await resultShown(view);

    const base = { id: 'PARTNER', source: 'partner-blog', variant: 'full' };
    const lead = theStoredLead();
    expect(events).toEqual([
      ['quote:submit', base],
      ['quote:success', { ...base, leadNumber: lead.leadNumber, bookingUrl: bookingUrlOf(lead) }],
    ]);
  });

  it('opens the booking page without opener 1500 ms after the result in the full variant', async () => {
    const open = stubWindowOpen();
    const { view } = mountWidget();
    fillWholeQuote(view);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    submitQuote(view);
    await advanceUntil(() => resultHeading(view));

    expect(open).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(BOOKING_DELAY_MS - 2);
    });
    expect(open).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2);
    });
    expect(open).toHaveBeenCalledExactlyOnceWith(bookingUrlOf(theStoredLead()), '_blank', 'noopener,noreferrer');
  });

  it('opens the booking page at once in the compact variant', async () => {
    const open = stubWindowOpen();
    const { view } = mountWidget({ variant: 'compact' });
    fillWholeQuote(view);
    submitQuote(view);
    await resultShown(view);

    expect(open).toHaveBeenCalledExactlyOnceWith(bookingUrlOf(theStoredLead()), '_blank', 'noopener,noreferrer');
  });

  it('sends the answers with the placement, the page’s campaign values and an idempotency key', async () => {
    stubWindowOpen();
    history.replaceState(null, '', '/quote?marketing_id=MKT-7&fbclid=fb.1.abc&utm_source=newsletter&id=FROM-URL');
    const { view } = mountWidget({ id: 'PARTNER', source: 'partner-blog' });
    fillWholeQuote(view);
    submitQuote(view);
    await resultShown(view);

    const sent = theStoredLead().submission;
    expect(sent.context).toEqual({
      placement: { id: 'PARTNER', source: 'partner-blog' },
      campaign: {
        id: 'FROM-URL',
        marketing_id: 'MKT-7',
        fbclid: 'fb.1.abc',
        utm_source: 'newsletter',
        landing_page: '/quote',
        landed_at: expect.any(Number),
      },
      page_url: 'http://localhost:3000/quote',
      variant: 'full',
    });
    expect(sent.idempotency_key).toMatch(/^[a-f0-9]{32}$/);
    expect(sent).toMatchObject({
      mode: 'domestic',
      origin_postal_code: 'Dallas, TX 75201',
      destination_postal_code: 'Miami, FL 33101',
      transport_type: 'open',
      vehicles: [{ year: '2020', make: 'Toyota', model: 'Camry' }],
      first_name: 'Ana',
      email: 'ana@example.com',
      phone: '(214) 555-0142',
    });
    // The honeypot, left empty by a person, is not sent at all.
    await waitFor(() => expect(bodiesOf('createOpportunityAndSendToBooking')).toHaveLength(1));
    expect(bodiesOf('createOpportunityAndSendToBooking')[0]).not.toHaveProperty('website');
  });

  it('clears the kept draft once the quote is in', async () => {
    stubWindowOpen();
    const { view } = mountWidget();
    fillWholeQuote(view);
    expect(sessionStorage.length).toBe(1);
    submitQuote(view);
    await resultShown(view);
    expect(sessionStorage.length).toBe(0);
  });

  it('starts a new, empty quote with a new idempotency key from the result', async () => {
    stubWindowOpen();
    const { root, view } = mountWidget();
    fillWholeQuote(view);
    submitQuote(view);
    await resultShown(view);
    click(view.getByRole('button', { name: 'Start a new quote' }));

    expect(currentStep(view)).toBe('Route and date');
    expect(root.activeElement).toBe(view.getByRole('heading', { level: 3 }));
    expect(view.getByRole('combobox', { name: 'Pickup location' })).toHaveProperty('value', '');
    fillWholeQuote(view);
    submitQuote(view);
    await resultShown(view);
    const [first, second] = storedLeads();
    expect(second?.leadNumber).not.toBe(first?.leadNumber);
    expect(resultValue(view, 'Quote number')).toBe(second?.leadNumber);
    expect(first?.submission.idempotency_key).not.toBe(second?.submission.idempotency_key);
  });
});

describe('a failed submit', () => {
  it('shows status 500 and the opportunity error message, with no booking link, when the answer has no status code', async () => {
    const open = stubWindowOpen();
    server.use(failedSubmit.noStatusCode());
    const { host, view } = mountWidget();
    const errors: unknown[] = [];
    host.addEventListener('quote:error', (e) => errors.push((e as CustomEvent).detail));
    fillWholeQuote(view);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    submitQuote(view);
    await advanceUntil(() => resultHeading(view));

    expect(resultValue(view, 'Status')).toBe('500');
    expect(resultValue(view, 'Details')).toBe('There was an error creating the opportunity. Please try again.');
    expect(view.getByRole('alert').textContent).toBe('There was an error creating the opportunity. Please try again.');
    expect(view.queryByRole('link', { name: /Continue to booking/ })).toBeNull();
    // Past the delay after which the full variant opens the booking page of a successful quote.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(BOOKING_DELAY_MS + 500);
    });
    expect(open).not.toHaveBeenCalled();
    expect(errors).toEqual([{ variant: 'full', statusCode: 500, reason: 'opportunity' }]);
  });

  it('offers "Try again" after a missing status code, back to the filled form with the same idempotency key', async () => {
    server.use(failedSubmit.noStatusCode());
    const { view } = mountWidget();
    fillWholeQuote(view);
    submitQuote(view);
    await resultShown(view);

    click(view.getByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(currentStep(view)).toBe('Your details'));
    expect(view.getByRole('textbox', { name: 'First name' })).toHaveProperty('value', 'Ana');
    expect(view.getByRole('textbox', { name: 'Email' })).toHaveProperty('value', 'ana@example.com');
  });

  it('keeps the form filled after a network error, says so, and offers "Try again"', async () => {
    server.use(failedSubmit.networkError());
    const { host, view } = mountWidget();
    const errors: unknown[] = [];
    host.addEventListener('quote:error', (e) => errors.push((e as CustomEvent).detail));
    fillWholeQuote(view);
    submitQuote(view);

    await waitFor(() => view.getByRole('alert'));
    expect(view.getByRole('alert').textContent).toBe(
      'We could not send your quote. Your answers are kept: check your connection and try again.',
    );
    expect(currentStep(view)).toBe('Your details');
    expect(view.getByRole('textbox', { name: 'First name' })).toHaveProperty('value', 'Ana');
    expect(view.getByRole('textbox', { name: 'Email' })).toHaveProperty('value', 'ana@example.com');
    expect(view.getByRole('textbox', { name: 'Phone' })).toHaveProperty('value', '(214) 555-0142');
    expect(view.getByRole('button', { name: 'Try again' })).toHaveProperty('disabled', false);
    expect(view.queryByRole('button', { name: 'Get my quote' })).toBeNull();
    expect(view.queryByRole('heading', { name: 'Your quote request is in' })).toBeNull();
    expect(errors).toEqual([{ variant: 'full', statusCode: 0, reason: 'network' }]);

    // The earlier steps keep their answers too.
    click(view.getByRole('button', { name: 'Previous' }));
    expect(currentStep(view)).toBe('Vehicles');
    expect(view.getByRole('combobox', { name: 'Make' })).toHaveProperty('value', 'Toyota');
    click(view.getByRole('button', { name: 'Previous' }));
    expect(currentStep(view)).toBe('Route and date');
    expect(view.getByRole('combobox', { name: 'Pickup location' })).toHaveProperty('value', 'Dallas, TX 75201');
    expect(view.getByRole('textbox', { name: 'First available date' })).toHaveProperty('value', typedDateIn(7));
  });

  it('re-sends the same idempotency key on retry, so the retried quote makes one lead', async () => {
    stubWindowOpen();
    server.use(failedSubmit.networkError());
    const { view } = mountWidget();
    fillWholeQuote(view);
    submitQuote(view);
    await waitFor(() => view.getByRole('button', { name: 'Try again' }));

    server.resetHandlers();
    submitQuote(view);
    await resultShown(view);

    await waitFor(() => expect(bodiesOf('createOpportunityAndSendToBooking')).toHaveLength(2));
    const [failed, retried] = bodiesOf('createOpportunityAndSendToBooking') as { idempotency_key: string }[];
    expect(retried?.idempotency_key).toBe(failed?.idempotency_key);
    expect(theStoredLead().submission.idempotency_key).toBe(failed?.idempotency_key);
    expect(resultValue(view, 'Quote number')).toBe(theStoredLead().leadNumber);
  });

  it('sends a changed quote as a new one after an answer was lost, rather than being refused for reusing the key', async () => {
    stubWindowOpen();
    // The server stores the first quote, but its answer never reaches the browser.
    server.use(
      http.post(
        '*/api/createOpportunityAndSendToBooking',
        async ({ request }) => {
          await fetchReal(request);
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    const { view } = mountWidget();
    fillWholeQuote(view);
    submitQuote(view);
    await waitFor(() => view.getByRole('button', { name: 'Try again' }));

    type(view.getByRole('textbox', { name: 'Phone' }), '(214) 555-0199');
    submitQuote(view);
    await resultShown(view);

    const [lost, changed] = bodiesOf('createOpportunityAndSendToBooking') as { idempotency_key: string }[];
    expect(changed?.idempotency_key).not.toBe(lost?.idempotency_key);
    expect(resultValue(view, 'Quote number')).toMatch(/^SQ-/);
    expect(theStoredLead().submission.phone).toBe('(214) 555-0199');
  });

  it('sends the visitor back to step 1 when the server refuses a step 1 field, with its message', async () => {
    server.use(
      http.post('*/api/createOpportunityAndSendToBooking', () =>
        HttpResponse.json(
          { statusCode: 400, errors: [{ path: 'origin_postal_code', message: 'We do not pick up there yet' }] },
          { status: 400 },
        ),
      ),
    );
    const { root, view, host } = mountWidget();
    fillWholeQuote(view);
    const steps: unknown[] = [];
    host.addEventListener('quote:step', (event) => steps.push((event as CustomEvent).detail));
    submitQuote(view);

    await waitFor(() => expect(currentStep(view)).toBe('Route and date'));
    // The page hears of the move back, as of any step change.
    expect(steps).toEqual([expect.objectContaining({ step: 1, stepName: 'Route and date' })]);
    const origin = view.getByRole('combobox', { name: 'Pickup location' });
    expect(view.getByRole('link', { name: 'We do not pick up there yet' })).toBeTruthy();
    expect(origin.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(root, origin)).toContain('We do not pick up there yet');
    expect(origin).toHaveProperty('value', 'Dallas, TX 75201');
    await waitFor(() => expect(root.activeElement).toBe(origin));
  });

  it('says something went wrong on our side after a server error, keeping the answers', async () => {
    server.use(failedSubmit.serverError());
    const { view } = mountWidget();
    fillWholeQuote(view);
    submitQuote(view);

    await waitFor(() => view.getByRole('alert'));
    expect(view.getByRole('alert').textContent).toBe(
      'Something went wrong on our side. Your answers are kept: please try again.',
    );
    expect(view.getByRole('textbox', { name: 'First name' })).toHaveProperty('value', 'Ana');
  });
});

describe('the request key', () => {
  it('is random enough for the server every time: 20,000 keys, none refused', () => {
    const refused = Array.from({ length: 20_000 }, newKey).filter((key) => weakIdempotencyKeyReason(key) !== undefined);
    expect(refused).toEqual([]);
  });
});
