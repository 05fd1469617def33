// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleTagManager } from './tag-manager';

const tagScripts = () =>
  [...document.head.querySelectorAll('script')].filter((script) => script.src.includes('googletagmanager'));

describe('scheduleTagManager', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.head.innerHTML = '';
    delete document.body.dataset.gtm;
  });
  afterEach(() => vi.useRealTimers());

  it('adds the container’s script 3.5 s after load, not before', () => {
    document.body.dataset.gtm = 'GTM-AB12CD3';
    scheduleTagManager();
    vi.advanceTimersByTime(3_499);
    expect(tagScripts()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(tagScripts().map((script) => script.src)).toEqual([
      'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3',
    ]);
  });

  it('gives the tag manager’s script the nonce of the page’s own scripts, for the tags it writes', () => {
    document.head.innerHTML =
      '<script type="module" src="/assets/islands.js" nonce="bm9uY2Ugb2YgdGhlIHBhZ2U="></script>';
    document.body.dataset.gtm = 'GTM-AB12CD3';
    scheduleTagManager();
    vi.advanceTimersByTime(3_500);
    const [script] = tagScripts();
    expect(script?.nonce || script?.getAttribute('nonce')).toBe('bm9uY2Ugb2YgdGhlIHBhZ2U=');
  });

  it('loads nothing when the page names no container or a malformed one', () => {
    scheduleTagManager();
    document.body.dataset.gtm = 'GTM-"><script>';
    scheduleTagManager();
    vi.advanceTimersByTime(10_000);
    expect(tagScripts()).toHaveLength(0);
  });
});
