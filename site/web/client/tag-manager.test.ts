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

  it('loads nothing when the page names no container or a malformed one', () => {
    scheduleTagManager();
    document.body.dataset.gtm = 'GTM-"><script>';
    scheduleTagManager();
    vi.advanceTimersByTime(10_000);
    expect(tagScripts()).toHaveLength(0);
  });
});
