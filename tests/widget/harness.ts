/**
 * What the widget tests share: the real API (msw in Node hands every `/api/*` request to the app the
 * server builds, over a temporary database), widgets mounted into real shadow roots exactly as a partner
 * page does, and the steps a visitor takes. Queries go through `within(shadowRoot)` by role and
 * accessible name.
 */
import { act, type BoundFunctions, configure, fireEvent, type queries, waitFor, within } from '@testing-library/preact';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import type { SubmitResponse } from '../../shared/api-types';
import { addDays, toIsoDate } from '../../shared/dates';
import type { QuotedLead } from '../../site/quote/quoted-lead';
import { formatTypedDate } from '../../widget/components/DateField';
import { mount, unmount } from '../../widget/mount';
import type { MountOptions } from '../../widget/options';
import type { ConfiguredApp } from '../support/configured-app';

/** The API origin every test widget is given, so requests have absolute URLs msw can match. */
export const API = 'http://localhost';

export type View = BoundFunctions<typeof queries>;

export interface LoggedRequest {
  /** The call's name: the path after /api/. */
  name: string;
  body: unknown;
}

const mounted = new Set<HTMLElement>();

// Focus fixup: when the focused element leaves the document, browsers make the body the active element.
// jsdom misses that for elements inside a shadow root and answers null, which a real page never does
// (downshift then warns that `environment.document.activeElement` is missing).
const activeElement = Object.getOwnPropertyDescriptor(Document.prototype, 'activeElement');
if (activeElement?.get) {
  const get = activeElement.get;
  Object.defineProperty(Document.prototype, 'activeElement', {
    ...activeElement,
    get(this: Document) {
      return get.call(this) ?? this.body;
    },
  });
}

// Testing Library prints the container into a failed query's message, and its printer refuses a
// ShadowRoot: keep the message, print the shadow root's markup instead.
configure({
  getElementError(message, container) {
    const markup = container instanceof ShadowRoot ? container.innerHTML.slice(0, 4000) : '';
    const error = new Error([message, markup].filter(Boolean).join('\n\n'));
    error.name = 'TestingLibraryElementError';
    return error;
  },
});

/**
 * Starts the real API for one test file and cleans up after every test: widgets, drafts, the page URL,
 * timers and the request log (the database keeps its leads; each has its own idempotency key). Returns
 * the msw server (for `server.use(...)` with failures a real server does not produce: a missing status
 * code, a network error, a 500), the log of every API request the widget made with its JSON body, and
 * the leads the app stored, in the order it answered them.
 */
export function useRealApi() {
  let real: ConfiguredApp | undefined;
  const requests: LoggedRequest[] = [];
  const stored: QuotedLead[] = [];

  const server = setupServer(
    http.all(`${API}/api/*`, async ({ request }) => {
      if (!real) throw new Error('The real API is not started yet');
      const response = await real.app.fetch(request);
      if (new URL(request.url).pathname.endsWith('/createOpportunityAndSendToBooking') && response.ok) {
        const { sessionId: leadNumber } = (await response.clone().json()) as SubmitResponse;
        const lead = leadNumber === undefined ? undefined : real.leads.findByLeadNumber(leadNumber);
        if (lead && !stored.some((s) => s.leadNumber === lead.leadNumber)) stored.push(lead);
      }
      return response;
    }),
  );
  server.events.on('request:start', ({ request }) => {
    // Logged at once, in the order sent; the body follows as soon as it is read.
    const entry: LoggedRequest = { name: new URL(request.url).pathname.replace(/^\/api\//, ''), body: undefined };
    requests.push(entry);
    void request
      .clone()
      .json()
      .then(
        (body: unknown) => {
          entry.body = body;
        },
        () => {},
      );
  });

  beforeAll(async () => {
    // Imported here, not at the top: a test file that uses the harness without the API loads no server code.
    const { createConfiguredApp } = await import('../support/configured-app');
    real = await createConfiguredApp();
    server.listen({ onUnhandledRequest: 'error' });
  }, 30_000);
  afterEach(() => {
    cleanUpAfterTest();
    server.resetHandlers();
    requests.length = 0;
    stored.length = 0;
  });
  afterAll(async () => {
    server.close();
    await real?.close();
  });

  return {
    server,
    requests,
    bodiesOf: (name: string) => requests.filter((r) => r.name === name).map((r) => r.body),
    /** The leads the real app stored during this test, as the database holds them. */
    storedLeads: (): readonly QuotedLead[] => stored,
    /** Hands a request to the real app outside msw, for a handler that lets the server act but loses its answer. */
    fetchReal: async (request: Request): Promise<Response> => {
      if (!real) throw new Error('The real API is not started yet');
      return real.app.fetch(request);
    },
  };
}

/** What a test leaves on the page and in the test runner: widgets, drafts, the page URL, timers, mocks. */
export function cleanUpAfterTest(): void {
  for (const host of mounted) {
    unmount(host);
    host.remove();
  }
  mounted.clear();
  sessionStorage.clear();
  localStorage.clear();
  history.replaceState(null, '', '/');
  vi.useRealTimers();
  vi.restoreAllMocks();
}

/** A host element on the page, with data attributes as a partner writes them. */
export function createHost(data: Record<string, string> = {}): HTMLElement {
  const host = document.createElement('div');
  host.setAttribute('data-quote-widget', '');
  for (const [key, value] of Object.entries(data)) host.dataset[key] = value;
  document.body.append(host);
  mounted.add(host);
  return host;
}

/** Queries inside a host's shadow root. */
export function viewOf(host: HTMLElement): View {
  if (!host.shadowRoot) throw new Error('The host has no shadow root: the widget did not mount');
  return within(host.shadowRoot as unknown as HTMLElement);
}

/** Mounts a widget the way `QuoteWidget.mount(el, options)` does, against the real API. */
export function mountWidget(options: MountOptions = {}, data: Record<string, string> = {}) {
  const host = createHost(data);
  // Inside act, so the first render's effects (loading chunks, quote:ready) have run on return.
  act(() => mount(host, { api: API, ...options }));
  return { host, root: host.shadowRoot as ShadowRoot, view: viewOf(host) };
}

/** Moves focus as a visitor's click or tab does (fireEvent alone never moves focus). */
export function focus(element: HTMLElement): void {
  act(() => element.focus());
}

/** Focuses a field and types a whole value into it at once, as a paste or a fast typist does. */
export function type(input: HTMLElement, value: string): void {
  focus(input);
  fireEvent.input(input, { target: { value } });
}

/** Clicks a button or link the way a pointer does: focus moves to it first. */
export function click(element: HTMLElement): void {
  focus(element);
  fireEvent.click(element);
}

export function press(element: HTMLElement, key: string): void {
  fireEvent.keyDown(element, { key });
}

/** A ship date `days` from today as the visitor types it (MM/DD/YYYY). */
export function typedDateIn(days: number): string {
  return formatTypedDate(addDays(toIsoDate(new Date()), days));
}

/** The text of an input's accessible description (its hint and error, through aria-describedby). */
export function descriptionOf(root: ShadowRoot, input: HTMLElement): string {
  const ids = input.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids.map((id) => root.getElementById(id)?.textContent ?? '').join(' ');
}

/** The value shown beside a label in the result (a description list). */
export function resultValue(view: View, label: string): string | null | undefined {
  return view.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

/** The name of the step on screen: its heading, less the count that leads it ("Step 2 of 3 Vehicles"). */
export function currentStep(view: View): string | null {
  const text = view.getByRole('heading', { level: 3 }).textContent;
  return text?.replace(/^Step \d of \d /, '') ?? null;
}

export function next(view: View): void {
  click(view.getByRole('button', { name: 'Next' }));
}

export interface RouteValues {
  origin?: string;
  destination?: string;
  date?: string;
}

export function fillRoute(view: View, values: RouteValues = {}): void {
  type(view.getByRole('combobox', { name: 'Pickup location' }), values.origin ?? 'Dallas, TX 75201');
  type(view.getByRole('combobox', { name: 'Delivery location' }), values.destination ?? 'Miami, FL 33101');
  type(view.getByRole('textbox', { name: 'First available date' }), values.date ?? typedDateIn(7));
}

export interface VehicleValues {
  year?: string;
  make?: string;
  model?: string;
  /** Compact variant only. */
  vehicleType?: string;
  runs?: 'Yes' | 'No';
}

export function vehicleGroup(view: View, n: number): View {
  return within(view.getByRole('group', { name: `Vehicle ${n}` }));
}

export function fillVehicle(vehicle: View, values: VehicleValues = {}): void {
  type(vehicle.getByRole('textbox', { name: 'Year' }), values.year ?? '2020');
  type(vehicle.getByRole('combobox', { name: 'Make' }), values.make ?? 'Toyota');
  type(vehicle.getByRole('combobox', { name: 'Model' }), values.model ?? 'Camry');
  // The compact variant also asks the type and whether the vehicle runs ("No" means it runs).
  const vehicleType = vehicle.queryByRole('combobox', { name: 'Vehicle type' });
  if (vehicleType) fireEvent.change(vehicleType, { target: { value: values.vehicleType ?? 'Car' } });
  const runs = vehicle.queryByRole('combobox', { name: 'Does it run?' });
  if (runs) fireEvent.change(runs, { target: { value: values.runs ?? 'No' } });
}

export interface ContactValues {
  firstName?: string;
  email?: string;
  phone?: string;
}

export function fillContact(view: View, values: ContactValues = {}): void {
  type(view.getByRole('textbox', { name: 'First name' }), values.firstName ?? 'Ana');
  type(view.getByRole('textbox', { name: 'Email' }), values.email ?? 'ana@example.com');
  type(view.getByRole('textbox', { name: 'Phone' }), values.phone ?? '(214) 555-0142');
}

/** Fills steps 1 and 2 with valid answers and arrives on "Your details". */
export function goToContactStep(view: View): void {
  fillRoute(view);
  next(view);
  expect(currentStep(view)).toBe('Vehicles');
  fillVehicle(vehicleGroup(view, 1));
  next(view);
  expect(currentStep(view)).toBe('Your details');
}

/** Fills every step with valid answers, up to the "Get my quote" button (not pressed). */
export function fillWholeQuote(view: View, contact: ContactValues = {}): void {
  goToContactStep(view);
  fillContact(view, contact);
}

export function submitQuote(view: View): void {
  click(view.getByRole('button', { name: /^(Get my quote|Try again)$/ }));
}

/** Waits for the result of a submitted quote. */
export async function resultShown(view: View): Promise<void> {
  await waitFor(() => view.getByRole('heading', { name: 'Your quote request is in' }));
}

/**
 * Elements showing `text` on screen, leaving out the screen-reader live regions (role status) that
 * repeat some sentences.
 */
export function shownText(view: View, text: string): HTMLElement[] {
  return view.queryAllByText(text).filter((el) => el.getAttribute('role') !== 'status');
}

/** Shown options of the open listbox, by their text. */
export function optionTexts(view: View): string[] {
  return view.queryAllByRole('option').map((o) => o.textContent ?? '');
}
