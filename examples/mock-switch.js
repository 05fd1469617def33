/*
 * Dev and test switch for the example pages. Without `?mock=` the widget talks to the real API of the
 * server that serves these pages (nothing mocked). With `?mock=<scenario>` (see index.html),
 * the msw service worker answers the widget's calls in the browser instead, from fixtures, and the
 * scenario makes them fail in one chosen way. `window.__quoteMockReady` resolves when calls are answered
 * by whichever it is; a browser test awaits it before typing.
 */
(() => {
  const scenario = new URLSearchParams(window.location.search).get('mock');
  if (scenario === null) {
    window.__quoteMockReady = Promise.resolve('real API');
    return;
  }
  window.__quoteMockReady = new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = '/examples/mock-api.js';
    script.onload = () =>
      (window.__quoteMockStarted ?? Promise.reject(new Error('mock-api.js did not start'))).then(resolve, reject);
    script.onerror = () => reject(new Error('/examples/mock-api.js did not load: run npm run build'));
    document.head.appendChild(script);
  });
})();
