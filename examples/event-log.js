// Writes the widget's DOM events (quote:ready, quote:step, quote:submit, quote:success, quote:error) into
// the page's <ol data-event-log>, so a reader (or a browser test) sees what the widget tells its host page.
// A plain script: it must run under the strict CSP too, so no inline code and no eval.
(() => {
  const EVENTS = ['quote:ready', 'quote:step', 'quote:submit', 'quote:success', 'quote:error'];
  const MAX_ENTRIES = 50;
  const MAX_DETAIL = 300;

  function time() {
    return new Date().toLocaleTimeString('en-GB', { hour12: false });
  }

  function summarise(detail) {
    if (detail === undefined || detail === null) return '';
    let text;
    try {
      text = JSON.stringify(detail);
    } catch {
      text = String(detail);
    }
    return text.length > MAX_DETAIL ? `${text.slice(0, MAX_DETAIL)}…` : text;
  }

  function add(kind, text) {
    for (const log of document.querySelectorAll('[data-event-log]')) {
      const item = document.createElement('li');
      const name = document.createElement('code');
      name.textContent = kind;
      item.append(`${time()} `, name, text ? ` ${text}` : '');
      log.append(item);
      while (log.children.length > MAX_ENTRIES) log.firstElementChild.remove();
    }
  }

  for (const type of EVENTS) {
    document.addEventListener(type, (event) => {
      const host = event.target instanceof Element ? event.target : undefined;
      const who = host?.getAttribute('data-id') || host?.id || 'widget';
      add(type, `from ${who} ${summarise(event.detail)}`.trim());
    });
  }

  window.exampleEventLog = { add };
})();
