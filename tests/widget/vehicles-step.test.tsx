/** Step 2, vehicles: up to five, makes and models from the real catalogue, free text before 1981. */
import { act, fireEvent, waitFor, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { LOOKUP_DEBOUNCE_MS } from '../../shared/constants';
import { validationMessages } from '../../shared/messages';
import {
  click,
  currentStep,
  descriptionOf,
  fillRoute,
  fillVehicle,
  focus,
  mountWidget,
  next,
  optionTexts,
  press,
  type,
  useRealApi,
  type View,
  vehicleGroup,
} from './harness';

const { bodiesOf } = useRealApi();

function onVehiclesStep(options: Parameters<typeof mountWidget>[0] = {}) {
  const widget = mountWidget(options);
  fillRoute(widget.view);
  next(widget.view);
  expect(currentStep(widget.view)).toBe('Vehicles');
  return widget;
}

const vehicleCount = (view: View) => view.getAllByRole('group', { name: /^Vehicle \d$/ }).length;

describe('adding and removing vehicles', () => {
  it('adds vehicles up to five, then replaces the add button with the "up to 5" note', () => {
    const { view } = onVehiclesStep();
    expect(vehicleCount(view)).toBe(1);
    expect(view.queryByText('You can add up to 5 vehicles. Call us for more.')).toBeNull();

    for (let n = 2; n <= 5; n++) {
      click(view.getByRole('button', { name: /Add another vehicle/ }));
      expect(vehicleCount(view)).toBe(n);
    }

    expect(view.queryByRole('button', { name: /Add another vehicle/ })).toBeNull();
    expect(view.getByText('You can add up to 5 vehicles. Call us for more.')).toBeTruthy();
  });

  it('moves focus to the new vehicle’s year', () => {
    const { root, view } = onVehiclesStep();
    click(view.getByRole('button', { name: /Add another vehicle/ }));
    expect(root.activeElement).toBe(vehicleGroup(view, 2).getByRole('textbox', { name: 'Year' }));
  });

  it('removes the chosen vehicle and keeps the others’ answers', () => {
    const { view } = onVehiclesStep();
    fillVehicle(vehicleGroup(view, 1), { year: '2018', make: 'Honda', model: 'Civic' });
    click(view.getByRole('button', { name: /Add another vehicle/ }));
    fillVehicle(vehicleGroup(view, 2), { year: '2021', make: 'Ford', model: 'Bronco' });
    click(view.getByRole('button', { name: /Add another vehicle/ }));
    fillVehicle(vehicleGroup(view, 3), { year: '2015', make: 'Jeep', model: 'Wrangler' });

    click(view.getByRole('button', { name: 'Remove vehicle 2' }));

    expect(vehicleCount(view)).toBe(2);
    expect(vehicleGroup(view, 1).getByRole('textbox', { name: 'Year' })).toHaveProperty('value', '2018');
    expect(vehicleGroup(view, 2).getByRole('textbox', { name: 'Year' })).toHaveProperty('value', '2015');
    expect(vehicleGroup(view, 2).getByRole('combobox', { name: 'Make' })).toHaveProperty('value', 'Jeep');
  });

  it('offers no remove button while there is only one vehicle', () => {
    const { view } = onVehiclesStep();
    expect(view.queryByRole('button', { name: /Remove vehicle/ })).toBeNull();
  });

  it('requires year, make and model of every vehicle, with "Year is not valid" for a bad year', () => {
    const { root, view } = onVehiclesStep();
    type(vehicleGroup(view, 1).getByRole('textbox', { name: 'Year' }), '0199');
    next(view);

    expect(currentStep(view)).toBe('Vehicles');
    expect(view.getAllByRole('link').map((a) => a.textContent)).toEqual([
      validationMessages.yearInvalid,
      validationMessages.makeRequired,
      validationMessages.modelRequired,
    ]);
    expect(root.activeElement).toBe(vehicleGroup(view, 1).getByRole('textbox', { name: 'Year' }));
  });
});

describe('make and model lookups', () => {
  it('suggests makes from makeLookup and fills the make with the chosen one', async () => {
    const { view } = onVehiclesStep();
    const vehicle = vehicleGroup(view, 1);
    type(vehicle.getByRole('textbox', { name: 'Year' }), '2020');
    const make = vehicle.getByRole('combobox', { name: 'Make' });
    type(make, 'To');

    // The real catalogue puts the common makes first.
    await waitFor(() => expect(optionTexts(view)[0]).toBe('Toyota'));
    expect(bodiesOf('makeLookup')).toEqual([{ input: 'To' }]);
    press(make, 'ArrowDown');
    press(make, 'Enter');
    expect(make).toHaveProperty('value', 'Toyota');
  });

  it('asks modelLookup with the chosen make’s MakeID and the year', async () => {
    const { view } = onVehiclesStep();
    const vehicle = vehicleGroup(view, 1);
    type(vehicle.getByRole('textbox', { name: 'Year' }), '2023');
    const make = vehicle.getByRole('combobox', { name: 'Make' });
    type(make, 'Toy');
    await waitFor(() => expect(optionTexts(view)[0]).toBe('Toyota'));
    press(make, 'ArrowDown');
    press(make, 'Enter');

    const model = vehicle.getByRole('combobox', { name: 'Model' });
    type(model, 'Cor');

    await waitFor(() => expect(optionTexts(view)).toContain('Corolla Cross'));
    expect(optionTexts(view)).not.toContain('Camry');
    expect(bodiesOf('modelLookup')).toEqual([{ input: 'Cor', MakeID: 448, Year: 2023 }]);
    click(view.getByRole('option', { name: 'Corolla Cross' }));
    expect(model).toHaveProperty('value', 'Corolla Cross');
  });

  it('asks for no model suggestions while the make is typed rather than chosen', async () => {
    const { view } = onVehiclesStep();
    const vehicle = vehicleGroup(view, 1);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    type(vehicle.getByRole('textbox', { name: 'Year' }), '2020');
    type(vehicle.getByRole('combobox', { name: 'Make' }), 'Toyota');
    type(vehicle.getByRole('combobox', { name: 'Model' }), 'Cor');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(LOOKUP_DEBOUNCE_MS + 50);
    });
    // The make lookup went out, so the debounce has passed; the model field asked nothing.
    await vi.waitFor(() => expect(bodiesOf('makeLookup')).toEqual([{ input: 'Toyota' }]));
    expect(bodiesOf('modelLookup')).toEqual([]);
  });

  it('makes make and model plain free text for a 1975 vehicle, asking for no suggestions', async () => {
    const { view } = onVehiclesStep();
    const vehicle = vehicleGroup(view, 1);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    type(vehicle.getByRole('textbox', { name: 'Year' }), '1975');
    expect(vehicle.getByText('Older vehicles are not in our catalogue: type the name.')).toBeTruthy();
    type(vehicle.getByRole('combobox', { name: 'Make' }), 'Ford');
    type(vehicle.getByRole('combobox', { name: 'Model' }), 'Pinto');

    // Past the lookup debounce: a lookup, had one been due, would have been asked by now.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(LOOKUP_DEBOUNCE_MS + 100);
    });
    expect(bodiesOf('makeLookup')).toEqual([]);
    expect(bodiesOf('modelLookup')).toEqual([]);
    expect(view.queryAllByRole('option')).toHaveLength(0);

    next(view);
    expect(currentStep(view)).toBe('Your details');
  });
});

describe('a make or model left with no match', () => {
  it('says once at the make that "Toyotaa" was not found, and offers Toyota as the near miss it is', async () => {
    const { root, view } = onVehiclesStep();
    const vehicle = vehicleGroup(view, 1);
    type(vehicle.getByRole('textbox', { name: 'Year' }), '2020');
    const make = vehicle.getByRole('combobox', { name: 'Make' });
    type(make, 'Toyotaa');
    await waitFor(() => expect(optionTexts(view)).toEqual(['Toyota']));

    focus(vehicle.getByRole('combobox', { name: 'Model' }));
    const note = "We could not find 'Toyotaa'. Choose a make from the list, or keep it and an advisor will check it.";
    await waitFor(() => expect(descriptionOf(root, make)).toContain(note));
    expect(view.getAllByText(note)).toHaveLength(1);
    expect(make.getAttribute('aria-invalid')).toBeNull();
  });

  it('says nothing at the make once Toyota is picked, and names a model left with no match', async () => {
    const { root, view } = onVehiclesStep();
    const vehicle = vehicleGroup(view, 1);
    type(vehicle.getByRole('textbox', { name: 'Year' }), '2020');
    const make = vehicle.getByRole('combobox', { name: 'Make' });
    type(make, 'Toyotaa');
    await waitFor(() => expect(optionTexts(view)).toEqual(['Toyota']));
    click(view.getByRole('option', { name: 'Toyota' }));
    expect(make).toHaveProperty('value', 'Toyota');

    const model = vehicle.getByRole('combobox', { name: 'Model' });
    type(model, 'Xyzzy');
    await waitFor(() => expect(bodiesOf('modelLookup')).toContainEqual({ input: 'Xyzzy', MakeID: 448, Year: 2020 }));
    focus(vehicle.getByRole('textbox', { name: 'Year' }));
    const note = "We could not find 'Xyzzy'. Choose a model from the list, or keep it and an advisor will check it.";
    await waitFor(() => expect(descriptionOf(root, model)).toContain(note));
    expect(descriptionOf(root, make)).not.toContain('We could not find');
  });
});

describe('compact variant', () => {
  it('asks vehicle type and "Does it run?" with the placeholder "Vehicle running", both required', () => {
    const { view } = onVehiclesStep({ variant: 'compact' });
    const vehicle = vehicleGroup(view, 1);
    const vehicleType = vehicle.getByRole('combobox', { name: 'Vehicle type' }) as HTMLSelectElement;
    const runs = vehicle.getByRole('combobox', { name: 'Does it run?' }) as HTMLSelectElement;
    expect(runs.value).toBe('');
    expect(runs.selectedOptions[0]?.textContent).toBe('Vehicle running');
    expect(vehicle.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choose a type',
      'Car',
      'SUV',
      'Pickup',
      'Van',
      'Vehicle running',
      'Yes, it runs',
      'No, it does not run',
    ]);

    type(vehicle.getByRole('textbox', { name: 'Year' }), '2020');
    type(vehicle.getByRole('combobox', { name: 'Make' }), 'Toyota');
    type(vehicle.getByRole('combobox', { name: 'Model' }), 'Camry');
    next(view);
    expect(currentStep(view)).toBe('Vehicles');
    expect(view.getAllByRole('link').map((a) => a.textContent)).toEqual([
      validationMessages.vehicleTypeRequired,
      validationMessages.vehicleInopRequired,
    ]);
    expect(vehicleType.getAttribute('aria-invalid')).toBe('true');
    expect(runs.getAttribute('aria-invalid')).toBe('true');
  });

  it('moves on once vehicle type and condition are chosen', () => {
    const { view } = onVehiclesStep({ variant: 'compact' });
    const vehicle = vehicleGroup(view, 1);
    fillVehicle(vehicle);
    fireEvent.change(vehicle.getByRole('combobox', { name: 'Vehicle type' }), { target: { value: 'SUV' } });
    fireEvent.change(vehicle.getByRole('combobox', { name: 'Does it run?' }), { target: { value: 'Yes' } });
    next(view);
    expect(currentStep(view)).toBe('Your details');
  });

  it('shows its numbered steps even with pagination off, which hides them in the full variant', () => {
    const compact = mountWidget({ variant: 'compact', pagination: false });
    const steps = compact.view.getByRole('list', { name: 'Quote steps' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.charAt(0)),
    ).toEqual(['1', '2', '3']);

    const full = mountWidget({ variant: 'full', pagination: false });
    expect(full.view.queryByRole('list', { name: 'Quote steps' })).toBeNull();
  });
});
