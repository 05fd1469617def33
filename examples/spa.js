// A tiny framework-free single-page app: two routes switched with history.pushState. The quote route adds
// the widget's host element once the widget script has loaded (the widget's MutationObserver mounts it),
// and leaving the route removes the element (the widget cleans up after itself). The buttons use the
// global API, window.QuoteWidget.mount / unmount, directly.
(() => {
  const ROUTES = {
    home: { title: 'Home', template: 'route-home', url: '/examples/spa.html' },
    quote: { title: 'Get a quote', template: 'route-quote', url: '/examples/spa.html?view=quote' },
  };
  const WIDGET_OPTIONS = { id: 'SPA-007', source: 'spa-example' };
  const WIDGET_SCRIPT = 'script[src$="/widget/quote-widget.js"]';

  const view = document.getElementById('view');
  let host;
  let renders = 0;

  const log = (text) => window.exampleEventLog?.add('app', text);

  function routeFromLocation() {
    return new URLSearchParams(window.location.search).get('view') === 'quote' ? 'quote' : 'home';
  }

  function setStatus(text) {
    const status = view.querySelector('[data-mount-status]');
    if (status) status.textContent = text;
  }

  /** Runs `then` once window.QuoteWidget exists: now, or when the async widget script has loaded. */
  function whenWidgetLoaded(then) {
    if (window.QuoteWidget) {
      then();
      return;
    }
    const script = document.querySelector(WIDGET_SCRIPT);
    if (!script) {
      setStatus('This page has no widget script.');
      return;
    }
    const failed = () => setStatus('The widget script did not load. Is it built? Run npm run build.');
    script.addEventListener('load', () => (window.QuoteWidget ? then() : failed()), { once: true });
    script.addEventListener('error', failed, { once: true });
  }

  function createHost() {
    const element = document.createElement('div');
    element.setAttribute('data-quote-widget', '');
    element.setAttribute('data-id', WIDGET_OPTIONS.id);
    element.setAttribute('data-source', WIDGET_OPTIONS.source);
    return element;
  }

  function render(route, { focus }) {
    const current = ++renders;
    const { title, template } = ROUTES[route];
    const content = document.getElementById(template).content.cloneNode(true);
    // Templates carry no ids (an id must be unique in the document); the shown heading gets the one the
    // section is labelled by.
    content.querySelector('[data-view-title]').id = 'view-title';
    view.replaceChildren(content);
    host = undefined;
    document.title = `${title} – single-page app example – ShipQuote`;
    for (const link of document.querySelectorAll('nav a[data-route]')) {
      if (link.dataset.route === route) link.setAttribute('aria-current', 'page');
      else link.removeAttribute('aria-current');
    }
    if (focus) document.getElementById('view-title')?.focus();

    if (route === 'quote') {
      setStatus('Waiting for the widget script…');
      whenWidgetLoaded(() => {
        if (current !== renders) return; // the visitor has moved on meanwhile
        host = createHost();
        view.querySelector('[data-quote-slot]').append(host);
        setStatus('');
        log('quote route: widget element added');
      });
    }
  }

  function go(route) {
    if (route === routeFromLocation()) return;
    if (host) log('leaving the quote route: widget element removed');
    window.history.pushState({ route }, '', ROUTES[route].url);
    render(route, { focus: true });
  }

  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[data-route]') : null;
    if (link) {
      // Let the browser open new tabs and windows as usual.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      go(link.dataset.route);
      return;
    }

    const button = event.target instanceof Element ? event.target.closest('button[data-action]') : null;
    if (!button) return;
    if (!window.QuoteWidget || !host) {
      setStatus('The widget has not loaded yet.');
      return;
    }
    try {
      if (button.dataset.action === 'unmount') {
        window.QuoteWidget.unmount(host);
        setStatus('Unmounted: the element is still on the page, empty.');
        log('QuoteWidget.unmount(element)');
      } else {
        window.QuoteWidget.mount(host, { ...WIDGET_OPTIONS, variant: 'compact' });
        setStatus('Mounted again as the compact variant.');
        log("QuoteWidget.mount(element, { variant: 'compact' })");
      }
    } catch (error) {
      setStatus(`The widget API failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  });

  window.addEventListener('popstate', () => {
    if (host) log('leaving the quote route: widget element removed');
    render(routeFromLocation(), { focus: true });
  });

  render(routeFromLocation(), { focus: false });
})();
