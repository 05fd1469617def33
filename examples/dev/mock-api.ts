/**
 * Dev-only browser entry: answers the widget's /api/* calls with msw, from fixtures. Built to
 * dist/examples/mock-api.js (an IIFE) and loaded by examples/mock-switch.js only when the page address
 * has `?mock=`: `?mock=on` for the fixtures alone, or a scenario name that puts a failure mode in front
 * (see `scenarioHandlers`), e.g. `?mock=no-status` shows the message for an answer without a status code. Without it the example
 * pages use the real API. `window.__quoteMockStarted` resolves once the service worker answers.
 */
import { setupWorker } from 'msw/browser';
import { handlers, isMockScenario, scenarioHandlers } from './mock-handlers';

declare global {
  interface Window {
    /** Resolves when the widget's calls are answered (examples/mock-switch.js). */
    __quoteMockReady?: Promise<unknown>;
    /** Resolves when the mock API answers; rejects when the service worker could not start. */
    __quoteMockStarted?: Promise<unknown>;
  }
}

const worker = setupWorker(...handlers);

const scenario = new URLSearchParams(window.location.search).get('mock');
if (isMockScenario(scenario)) {
  worker.use(...scenarioHandlers[scenario]);
  console.info(`[ShipQuote mock API] scenario "${scenario}" is on`);
}

window.__quoteMockStarted = worker.start({
  serviceWorker: { url: '/mockServiceWorker.js' },
  onUnhandledRequest: 'bypass',
  quiet: false,
});

window.__quoteMockStarted.catch((error: unknown) => {
  console.error('[ShipQuote mock API] the service worker did not start; /api/* calls will go to the network', error);
});
