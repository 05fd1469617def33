/**
 * What the browser tests read from the page's window. The widget's own types live in its project
 * (widget/tsconfig.json, Preact); these tests only need the public calls by name.
 */
export {};

declare global {
  interface Window {
    QuoteWidget?: {
      version: string;
      mount(element: Element, options?: Record<string, unknown>): void;
      unmount(element: Element): void;
      mountAll(root?: ParentNode): void;
    };
    /** examples/mock-switch.js */
    __quoteMockReady?: Promise<unknown>;
    /** Set by tests that count the widget's window.open calls. */
    __openedUrls?: string[];
    /** The widget hosts whose quote:ready event reached the document (site-accessibility.spec.ts). */
    __readyWidgets?: WeakSet<EventTarget>;
  }
}
