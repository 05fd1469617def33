/** Widget options from data attributes and mount() (bad values never blank the widget). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { normalizeOptions, readDataOptions } from '../../widget/options';

const SCRIPT_ORIGIN = 'https://broker.example';

function quietWarnings() {
  return vi.spyOn(console, 'warn').mockImplementation(() => undefined);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('normalizeOptions', () => {
  it('defaults to the full, domestic, paginated form talking to the script’s origin', () => {
    expect(normalizeOptions({}, SCRIPT_ORIGIN)).toEqual({
      id: undefined,
      source: undefined,
      variant: 'full',
      mode: 'domestic',
      pagination: true,
      title: undefined,
      api: SCRIPT_ORIGIN,
      messages: undefined,
    });
  });

  it('accepts the allowed values in any case and with spaces around them', () => {
    const options = normalizeOptions(
      { variant: ' Compact ' as never, mode: 'INTERNATIONAL' as never, pagination: 'False' },
      SCRIPT_ORIGIN,
    );
    expect(options).toMatchObject({ variant: 'compact', mode: 'international', pagination: false });
  });

  it('falls back to the default for an unknown variant, mode or pagination, naming the attribute', () => {
    const warn = quietWarnings();
    const options = normalizeOptions(
      { variant: 'huge' as never, mode: 'moon' as never, pagination: 'maybe' },
      SCRIPT_ORIGIN,
    );
    expect(options).toMatchObject({ variant: 'full', mode: 'domestic', pagination: true });
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      '[quote-widget] Ignoring data-variant="huge"; using full.',
      '[quote-widget] Ignoring data-mode="moon"; using domestic.',
      '[quote-widget] Ignoring data-pagination="maybe"; using true.',
    ]);
  });

  it('sends data only to an http(s) API, keeping just its origin', () => {
    quietWarnings();
    expect(normalizeOptions({ api: 'https://api.partner.test/v1/' }, SCRIPT_ORIGIN).api).toBe(
      'https://api.partner.test',
    );
    expect(normalizeOptions({ api: 'javascript:alert(1)' }, SCRIPT_ORIGIN).api).toBe(SCRIPT_ORIGIN);
    expect(normalizeOptions({ api: 'data:text/html,hi' }, SCRIPT_ORIGIN).api).toBe(SCRIPT_ORIGIN);
    expect(normalizeOptions({ api: 'not a url' }, SCRIPT_ORIGIN).api).toBe(SCRIPT_ORIGIN);
  });

  it('cuts text options to 200 characters and treats blank ones as absent', () => {
    quietWarnings();
    const options = normalizeOptions({ id: 'x'.repeat(300), source: '   ', title: ' Ship it ' }, SCRIPT_ORIGIN);
    expect(options.id).toHaveLength(200);
    expect(options.source).toBeUndefined();
    expect(options.title).toBe('Ship it');
  });
});

describe('readDataOptions', () => {
  it('reads the options from data attributes of the same names', () => {
    const el = document.createElement('div');
    Object.assign(el.dataset, {
      id: 'PARTNER',
      source: 'partner-blog',
      variant: 'compact',
      mode: 'international',
      pagination: 'false',
      title: 'Ship abroad',
      api: 'https://api.partner.test',
    });
    expect(readDataOptions(el)).toEqual({
      id: 'PARTNER',
      source: 'partner-blog',
      variant: 'compact',
      mode: 'international',
      pagination: 'false',
      title: 'Ship abroad',
      api: 'https://api.partner.test',
    });
  });
});
