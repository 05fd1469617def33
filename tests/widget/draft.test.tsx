/** The unfinished quote survives a reload and a bad or blocked sessionStorage never breaks the form. */
import { describe, expect, it, vi } from 'vitest';
import { unmount } from '../../widget/mount';
import {
  click,
  currentStep,
  fillRoute,
  mountWidget,
  next,
  type,
  typedDateIn,
  useRealApi,
  type View,
  vehicleGroup,
} from './harness';

useRealApi();

/** A reload: the old widget and its element go, a new element on the new page mounts. */
function reload(host: HTMLElement, options: Parameters<typeof mountWidget>[0] = {}) {
  unmount(host);
  host.remove();
  return mountWidget(options);
}

const pickup = (view: View) => view.getByRole('combobox', { name: 'Pickup location' });

describe('the kept draft', () => {
  it('restores the typed answers and the step after a reload', () => {
    const date = typedDateIn(10);
    const first = mountWidget({ id: 'PARTNER' });
    fillRoute(first.view, { origin: 'Dallas, TX 75201', destination: 'Toronto, ON', date });
    next(first.view);
    type(vehicleGroup(first.view, 1).getByRole('textbox', { name: 'Year' }), '2019');

    const { view } = reload(first.host, { id: 'PARTNER' });

    expect(currentStep(view)).toBe('Vehicles');
    expect(vehicleGroup(view, 1).getByRole('textbox', { name: 'Year' })).toHaveProperty('value', '2019');
    click(view.getByRole('button', { name: 'Previous' }));
    expect(pickup(view)).toHaveProperty('value', 'Dallas, TX 75201');
    expect(view.getByRole('combobox', { name: 'Delivery location' })).toHaveProperty('value', 'Toronto, ON');
    expect(view.getByRole('textbox', { name: 'First available date' })).toHaveProperty('value', date);
  });

  it('restores a half-filled first step after a reload, its chosen shipping method included', () => {
    const date = typedDateIn(10);
    const first = mountWidget({ id: 'PARTNER' });
    type(pickup(first.view), 'Dallas, TX 75201');
    type(first.view.getByRole('textbox', { name: 'First available date' }), date);
    click(first.view.getByRole('radio', { name: 'Enclosed carrier' }));

    const { view } = reload(first.host, { id: 'PARTNER' });

    expect(currentStep(view)).toBe('Route and date');
    expect(pickup(view)).toHaveProperty('value', 'Dallas, TX 75201');
    expect(view.getByRole('combobox', { name: 'Delivery location' })).toHaveProperty('value', '');
    expect(view.getByRole('textbox', { name: 'First available date' })).toHaveProperty('value', date);
    expect(view.getByRole('radio', { name: 'Enclosed carrier' })).toHaveProperty('checked', true);
    expect(view.getByRole('radio', { name: 'Open carrier' })).toHaveProperty('checked', false);
  });

  it('keeps the draft of one partner’s widget apart from another’s', () => {
    const first = mountWidget({ id: 'PARTNER-A' });
    type(pickup(first.view), 'Dallas');
    const { view } = reload(first.host, { id: 'PARTNER-B' });
    expect(pickup(view)).toHaveProperty('value', '');
  });

  it('ignores a draft that is not JSON and starts an empty form', () => {
    const first = mountWidget();
    type(pickup(first.view), 'Dallas');
    const key = sessionStorage.key(0)!;
    sessionStorage.setItem(key, '{"step":1,"origin_postal_code":"Dal');

    const { view } = reload(first.host);

    expect(currentStep(view)).toBe('Route and date');
    expect(pickup(view)).toHaveProperty('value', '');
  });

  it('ignores a draft of the wrong shape', () => {
    const first = mountWidget();
    type(pickup(first.view), 'Dallas');
    const key = sessionStorage.key(0)!;
    const stored = JSON.parse(sessionStorage.getItem(key)!);
    sessionStorage.setItem(key, JSON.stringify({ ...stored, step: 7, vehicles: 'many' }));

    const { view } = reload(first.host);

    expect(currentStep(view)).toBe('Route and date');
    expect(pickup(view)).toHaveProperty('value', '');
  });

  it('works on when sessionStorage refuses to store anything', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const { view } = mountWidget();
    fillRoute(view);
    next(view);
    expect(currentStep(view)).toBe('Vehicles');
    expect(sessionStorage.length).toBe(0);
  });
});
