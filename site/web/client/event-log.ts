/**
 * The embed builder's event log: every quote:* event the preview fires, with its time and detail, newest
 * last, in a list screen readers follow politely. Older entries go, so a long session stays readable.
 */
import { WIDGET_EVENTS } from '../../partners/partners-copy';

const MAX_ENTRIES = 40;
const MAX_DETAIL = 300;

function detailText(detail: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(detail ?? {});
  } catch {
    text = String(detail);
  }
  return text.length > MAX_DETAIL ? `${text.slice(0, MAX_DETAIL)}…` : text;
}

function entry(type: string, detail: unknown): HTMLLIElement {
  const now = new Date();
  const time = document.createElement('time');
  time.dateTime = now.toISOString();
  time.textContent = now.toLocaleTimeString('en-GB', { hour12: false });
  const name = document.createElement('code');
  name.className = 'event-log-name';
  name.textContent = type;
  const data = document.createElement('code');
  data.className = 'event-log-detail';
  data.textContent = detailText(detail);
  const item = document.createElement('li');
  item.append(time, ' ', name, ' ', data);
  return item;
}

/** Logs the events that bubble out of `source` (they cross the widget's shadow root) into `list`. */
export function startEventLog(source: HTMLElement, list: HTMLElement): void {
  for (const { name } of WIDGET_EVENTS) {
    source.addEventListener(name, (event) => {
      list.append(entry(name, (event as CustomEvent).detail));
      while (list.children.length > MAX_ENTRIES) list.firstElementChild?.remove();
      const box = list.parentElement;
      if (box) box.scrollTop = box.scrollHeight;
    });
  }
  for (const button of document.querySelectorAll<HTMLButtonElement>(`[data-clear-log="${list.id}"]`)) {
    button.addEventListener('click', () => list.replaceChildren());
  }
}
