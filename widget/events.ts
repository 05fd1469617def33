/**
 * Widget events bubble from the host element and, when the page has a tag manager, go to
 * `window.dataLayer` too. Details never carry personal data.
 */
export type WidgetEventName = 'quote:ready' | 'quote:step' | 'quote:submit' | 'quote:success' | 'quote:error';

export interface WidgetEventDetail {
  id?: string;
  source?: string;
  variant?: string;
  step?: number;
  stepName?: string;
  leadNumber?: string;
  bookingUrl?: string;
  statusCode?: number;
  reason?: string;
}

export function emit(host: HTMLElement, name: WidgetEventName, detail: WidgetEventDetail): void {
  host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  const layer = (window as unknown as { dataLayer?: unknown }).dataLayer;
  // The booking URL holds the private booking token: tag managers get the event without it.
  const { bookingUrl: _private, ...shared } = detail;
  if (Array.isArray(layer)) layer.push({ event: name, ...shared });
}
