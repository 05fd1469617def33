/**
 * downshift watches the document for outside clicks and reads `document.activeElement`. Inside a
 * shadow root both lie: events arrive retargeted to the host element and the document's active
 * element is the host. This environment answers from the shadow root instead.
 */
export interface DownshiftEnvironment {
  addEventListener: typeof window.addEventListener;
  removeEventListener: typeof window.removeEventListener;
  document: Document;
  Node: typeof Node;
}

type Listener = EventListenerOrEventListenerObject;

export function createShadowEnvironment(root: ShadowRoot): DownshiftEnvironment {
  const win = root.ownerDocument.defaultView ?? window;
  const wrapped = new Map<Listener, EventListener>();

  /** The event as seen from inside the root: target is the innermost node of the composed path. */
  const retarget = (event: Event): Event => {
    const inner = event.composedPath?.()[0] ?? event.target;
    if (inner === event.target) return event;
    return new Proxy(event, {
      get(target, prop) {
        if (prop === 'target') return inner;
        const value = Reflect.get(target, prop, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  };

  const doc = new Proxy(root.ownerDocument, {
    get(target, prop) {
      if (prop === 'activeElement') return root.activeElement ?? target.activeElement;
      if (prop === 'getElementById') return (id: string) => root.getElementById(id);
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });

  return {
    addEventListener(type: string, listener: Listener | null, options?: boolean | AddEventListenerOptions) {
      if (!listener) return;
      const handler: EventListener = (event) => {
        const e = retarget(event);
        if (typeof listener === 'function') listener(e);
        else listener.handleEvent(e);
      };
      wrapped.set(listener, handler);
      win.addEventListener(type, handler, options);
    },
    removeEventListener(type: string, listener: Listener | null, options?: boolean | EventListenerOptions) {
      if (!listener) return;
      const handler = wrapped.get(listener);
      if (handler) win.removeEventListener(type, handler, options);
      wrapped.delete(listener);
    },
    document: doc,
    Node: win.Node,
  } as DownshiftEnvironment;
}
