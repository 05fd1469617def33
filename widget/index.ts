/**
 * The widget script. Any page adds `<div data-quote-widget data-id=… data-source=…>` and this
 * script, in any order, also later through a tag manager or an SPA.
 */
import { Fragment } from 'preact';
import { jsx, jsxs } from 'preact/jsx-runtime';
import * as widgetModules from './chunk-imports';
import { isMounted, markPageTheme, mount, mountAll, setScriptLocation, sweepDetached, unmount } from './mount';
import React from './react';
import { watchPageTheme } from './theme';

export interface QuoteWidgetApi {
  version: string;
  mount: typeof mount;
  unmount: typeof unmount;
  mountAll: typeof mountAll;
  /**
   * What the lazy chunks take from this script, so all share one Preact (rollup.config.mjs `shared`).
   */
  __modules: {
    react: typeof React;
    jsx: { jsx: typeof jsx; jsxs: typeof jsxs; Fragment: typeof Fragment };
    widget: typeof widgetModules;
  };
}

declare global {
  interface Window {
    QuoteWidget?: QuoteWidgetApi;
  }
}

function locateScript(): { origin: string; base: string } {
  const current = document.currentScript as HTMLScriptElement | null;
  const script =
    current?.src && /quote-widget/.test(current.src)
      ? current
      : document.querySelector<HTMLScriptElement>('script[src*="quote-widget"]');
  if (!script?.src) return { origin: window.location.origin, base: window.location.href };
  const url = new URL(script.src, window.location.href);
  return { origin: url.origin, base: new URL('.', url).href };
}

function watch(): void {
  const observer = new MutationObserver((records) => {
    let removed = false;
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof HTMLElement)) continue;
        if (node.matches('[data-quote-widget]') && !isMounted(node)) mount(node);
        if (node.firstElementChild) mountAll(node);
      }
      if (record.removedNodes.length) removed = true;
    }
    if (removed) sweepDetached();
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
}

function start(): void {
  // Loading the script twice is harmless: the second copy only mounts what is new.
  if (window.QuoteWidget) {
    window.QuoteWidget.mountAll();
    return;
  }
  setScriptLocation(locateScript());
  window.QuoteWidget = {
    version: '1',
    mount,
    unmount,
    mountAll,
    __modules: { react: React, jsx: { jsx, jsxs, Fragment }, widget: widgetModules },
  };
  if (document.readyState === 'loading') {
    mountAll();
    document.addEventListener('DOMContentLoaded', () => mountAll(), { once: true });
  } else {
    mountAll();
  }
  watch();
  watchPageTheme(markPageTheme);
}

start();
