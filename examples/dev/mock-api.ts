/**
 * Dev-only browser entry: answers the widget's /api/* calls with msw until the real API server exists.
 * Built to dist/examples/mock-api.js (an IIFE) and loaded by every example page as a plain, blocking
 * script before the widget. `window.__quoteMockReady` resolves once the service worker answers; a page
 * (or a browser test) that must not race the worker awaits it.
 *
 * `?mock=<scenario>` in the page address puts a failure mode in front (see `scenarioHandlers`),
 * e.g. `?mock=no-status` shows the SPEC §8 message.
 */
import { setupWorker } from 'msw/browser';
import { handlers, isMockScenario, scenarioHandlers } from '../../tests/mocks/handlers';

declare global {
  interface Window {
    /** Resolves when the mock API answers; rejects when the service worker could not start. */
    __quoteMockReady?: Promise<unknown>;
  }
}

const worker = setupWorker(...handlers);

const scenario = new URLSearchParams(window.location.search).get('mock');
if (isMockScenario(scenario)) {
  worker.use(...scenarioHandlers[scenario]);
  console.info(`[ShipQuote mock API] scenario "${scenario}" is on`);
}

window.__quoteMockReady = worker.start({
  serviceWorker: { url: '/mockServiceWorker.js' },
  onUnhandledRequest: 'bypass',
  quiet: false,
});

window.__quoteMockReady.catch((error: unknown) => {
  console.error('[ShipQuote mock API] the service worker did not start; /api/* calls will go to the network', error);
});
