/** Step 1, route and date: places from the real lookups, shipping methods, the first available date. */
import { waitFor, within } from '@testing-library/preact';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validationMessages } from '../../shared/messages';
import {
  click,
  currentStep,
  descriptionOf,
  fillRoute,
  focus,
  mountWidget,
  next,
  optionTexts,
  press,
  shownText,
  type,
  useRealApi,
} from './harness';

const { server, bodiesOf } = useRealApi();

describe('step 1 validation', () => {
  it('lists an error per empty field in a summary, marks each field invalid and focuses the first', () => {
    const { root, view } = mountWidget();
    next(view);

    expect(currentStep(view)).toBe('Route and date');
    expect(view.getByRole('heading', { name: 'There is a problem' })).toBeTruthy();
    const links = view.getAllByRole('link').map((a) => a.textContent);
    expect(links).toEqual([
      validationMessages.originRequired,
      validationMessages.destinationRequired,
      validationMessages.shipDateRequired,
    ]);

    const origin = view.getByRole('combobox', { name: 'Pickup location' });
    const destination = view.getByRole('combobox', { name: 'Delivery location' });
    const date = view.getByRole('textbox', { name: 'First available date' });
    for (const [input, message] of [
      [origin, validationMessages.originRequired],
      [destination, validationMessages.destinationRequired],
      [date, validationMessages.shipDateRequired],
    ] as const) {
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(descriptionOf(root, input)).toContain(message);
    }
    expect(root.activeElement).toBe(origin);
  });

  it('focuses the field when its link in the error summary is followed', () => {
    const { root, view } = mountWidget();
    next(view);
    click(view.getByRole('link', { name: validationMessages.shipDateRequired }));
    expect(root.activeElement).toBe(view.getByRole('textbox', { name: 'First available date' }));
  });

  it('clears a field’s error as soon as it is fixed, keeping the others', () => {
    const { root, view } = mountWidget();
    next(view);
    const origin = view.getByRole('combobox', { name: 'Pickup location' });

    type(origin, 'Dallas');

    expect(origin.getAttribute('aria-invalid')).toBeNull();
    expect(descriptionOf(root, origin)).not.toContain(validationMessages.originRequired);
    expect(view.queryByRole('link', { name: validationMessages.originRequired })).toBeNull();
    expect(view.getByRole('link', { name: validationMessages.destinationRequired })).toBeTruthy();
  });
});

describe('location lookups', () => {
  it('suggests US and Canadian places from cityZipLookup as the visitor types', async () => {
    const { view } = mountWidget();
    type(view.getByRole('combobox', { name: 'Pickup location' }), 'Dal');

    await waitFor(() => expect(optionTexts(view)).toContain('Dallas, TX 75201'));
    expect(optionTexts(view)).toContain('Daly City, CA 94014');
    expect(bodiesOf('cityZipLookup')).toEqual([{ input: 'Dal' }]);
    expect(bodiesOf('cityPortLookup')).toEqual([]);
  });

  it('asks cityPortLookup with searchPort once International is chosen', async () => {
    const { view } = mountWidget();
    click(view.getByRole('radio', { name: 'International' }));
    type(view.getByRole('combobox', { name: 'Delivery location' }), 'Ham');

    await waitFor(() => expect(optionTexts(view).join('|')).toContain('Hamburg, Germany (port)'));
    expect(bodiesOf('cityPortLookup')).toEqual([{ input: 'Ham', searchPort: true }]);
    expect(bodiesOf('cityZipLookup')).toEqual([]);
  });

  it('names each shipping method by its label alone and gives its hint as the description, read once', () => {
    const { root, view } = mountWidget();
    const open = view.getByRole('radio', { name: 'Open carrier' });
    expect(descriptionOf(root, open)).toBe('Most affordable, the way dealers ship');
  });

  it('offers ocean and air methods in International mode', () => {
    const { view } = mountWidget();
    expect(view.getByRole('radio', { name: /Open carrier/ })).toHaveProperty('checked', true);
    click(view.getByRole('radio', { name: 'International' }));
    expect(view.queryByRole('radio', { name: /Open carrier/ })).toBeNull();
    expect(view.getByRole('radio', { name: /Roll-on\/Roll-off/ })).toHaveProperty('checked', true);
  });

  it('fills the input with the option chosen by ArrowDown and Enter', async () => {
    const { view } = mountWidget();
    const origin = view.getByRole('combobox', { name: 'Pickup location' });
    type(origin, 'Dal');
    await waitFor(() => expect(optionTexts(view).length).toBeGreaterThan(1));
    const second = optionTexts(view)[1];

    press(origin, 'ArrowDown');
    press(origin, 'ArrowDown');
    expect(origin.getAttribute('aria-activedescendant')).toBe(view.getAllByRole('option')[1]?.id);
    press(origin, 'Enter');

    expect(origin).toHaveProperty('value', second);
    expect(view.queryAllByRole('option')).toHaveLength(0);
  });

  it('keeps the typed text when Escape is pressed on a closed menu', async () => {
    const { view } = mountWidget();
    const origin = view.getByRole('combobox', { name: 'Pickup location' });
    type(origin, 'Dal');
    await waitFor(() => expect(optionTexts(view)).toContain('Dallas, TX 75201'));

    press(origin, 'Escape');
    expect(origin.getAttribute('aria-expanded')).toBe('false');
    press(origin, 'Escape');

    expect(origin).toHaveProperty('value', 'Dal');
  });

  it('says suggestions are unavailable when the lookup fails, keeping what was typed', async () => {
    server.use(
      http.post('*/api/cityZipLookup', () =>
        HttpResponse.json({ statusCode: 500, message: 'Internal server error' }, { status: 500 }),
      ),
    );
    const { view } = mountWidget();
    const origin = view.getByRole('combobox', { name: 'Pickup location' });
    type(origin, 'Dal');

    await waitFor(() =>
      expect(shownText(view, 'Suggestions are unavailable right now. You can keep typing.')).toHaveLength(1),
    );
    expect(origin).toHaveProperty('value', 'Dal');
    expect(view.queryAllByRole('option')).toHaveLength(0);
  });
});

describe('a place left with no match', () => {
  const noteFor = (text: string) =>
    `We could not find '${text}'. Choose a place from the list to get an instant price, or keep it and an advisor will price it.`;
  /** Waits for the lookup of what the field holds to answer. */
  const answered = (input: string) => waitFor(() => expect(bodiesOf('cityZipLookup')).toContainEqual({ input }));

  it('is named at the field once, politely, when the visitor leaves it, without blocking Next', async () => {
    const { root, view } = mountWidget();
    const origin = view.getByRole('combobox', { name: 'Pickup location' });
    const destination = view.getByRole('combobox', { name: 'Delivery location' });
    type(origin, 'xyzzy nowhere');
    await answered('xyzzy nowhere');
    expect(view.queryByText(noteFor('xyzzy nowhere'))).toBeNull();

    focus(destination);
    const note = await waitFor(() => view.getByText(noteFor('xyzzy nowhere')));
    expect(note.getAttribute('role')).toBe('status');
    expect(descriptionOf(root, origin)).toContain(noteFor('xyzzy nowhere'));
    expect(origin.getAttribute('aria-invalid')).toBeNull();

    // Back in the field and out again: still the one note.
    focus(origin);
    focus(destination);
    expect(view.getAllByText(noteFor('xyzzy nowhere'))).toHaveLength(1);

    fillRoute(view, { origin: 'xyzzy nowhere' });
    next(view);
    expect(currentStep(view)).toBe('Vehicles');
  });

  it('is named when the lookup offered near misses only ("Chicgo"), and not once one is picked', async () => {
    const { root, view } = mountWidget();
    const origin = view.getByRole('combobox', { name: 'Pickup location' });
    type(origin, 'Chicgo');
    await waitFor(() => expect(optionTexts(view)[0]).toMatch(/^Chicago, IL\b/));
    focus(view.getByRole('combobox', { name: 'Delivery location' }));
    await waitFor(() => expect(descriptionOf(root, origin)).toContain(noteFor('Chicgo')));

    focus(origin);
    type(origin, 'Chicgo ');
    await waitFor(() => expect(optionTexts(view)[0]).toMatch(/^Chicago, IL\b/));
    const chicago = optionTexts(view)[0] as string;
    click(view.getByRole('option', { name: chicago }));
    expect(origin).toHaveProperty('value', chicago);
    focus(view.getByRole('combobox', { name: 'Delivery location' }));
    await answered(chicago);

    expect(view.queryByText(/We could not find/)).toBeNull();
    expect(descriptionOf(root, origin)).not.toContain('We could not find');
  });

  it('is not named for text the lookup matched, even if no suggestion was picked', async () => {
    const { view } = mountWidget();
    const origin = view.getByRole('combobox', { name: 'Pickup location' });
    type(origin, 'Dallas');
    await answered('Dallas');
    focus(view.getByRole('combobox', { name: 'Delivery location' }));
    await answered('Dallas');

    expect(view.queryByText(/We could not find/)).toBeNull();
  });
});

describe('first available date', () => {
  const pinToday = () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 5, 15, 12, 0));
  };
  const dateError = (view: ReturnType<typeof mountWidget>['view']) =>
    view.queryAllByRole('link').map((a) => a.textContent);

  it('accepts a date typed as MM/DD/YYYY within the next 12 months', () => {
    pinToday();
    const { view } = mountWidget();
    fillRoute(view, { date: '12/31/2026' });
    next(view);
    expect(dateError(view)).toEqual([]);
    expect(currentStep(view)).toBe('Vehicles');
  });

  it('refuses a date before today with "Choose today or a later date"', () => {
    pinToday();
    const { root, view } = mountWidget();
    fillRoute(view, { date: '06/14/2026' });
    next(view);
    const date = view.getByRole('textbox', { name: 'First available date' });
    expect(dateError(view)).toEqual(['Choose today or a later date']);
    expect(descriptionOf(root, date)).toContain('Choose today or a later date');
    expect(currentStep(view)).toBe('Route and date');
  });

  it('refuses 12/31 of next year when that is more than 12 months ahead', () => {
    pinToday();
    const { view } = mountWidget();
    fillRoute(view, { date: '12/31/2027' });
    next(view);
    expect(dateError(view)).toEqual([validationMessages.shipDateTooFar]);
  });

  it('opens a calendar dialog with a month grid, and a picked day fills the input', async () => {
    pinToday();
    const { root, view } = mountWidget();
    const calendarButton = view.getByRole('button', { name: 'Choose date from calendar' });
    click(calendarButton);

    const dialog = view.getByRole('dialog', { name: 'Choose the first available date' });
    const grid = within(dialog).getByRole('grid', { name: 'June 2026' });
    expect(within(grid).getByRole('button', { name: /June 14th, 2026/ })).toHaveProperty('disabled', true);
    click(within(grid).getByRole('button', { name: /June 20th, 2026/ }));

    expect(view.queryByRole('dialog')).toBeNull();
    expect(view.getByRole('textbox', { name: 'First available date' })).toHaveProperty('value', '06/20/2026');
    expect(root.activeElement).toBe(calendarButton);
  });
});

describe('the first available date where the visitor is a day behind UTC', () => {
  /** 11 pm on Monday, June 15, 2026 in Los Angeles: already Tuesday in UTC. */
  const lateEveningInLosAngeles = () => {
    vi.stubEnv('TZ', 'America/Los_Angeles');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-16T06:00:00.000Z'));
  };
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });

  it("starts the calendar on the visitor's own today, neither the day before nor UTC's tomorrow", () => {
    lateEveningInLosAngeles();
    const { view } = mountWidget();
    click(view.getByRole('button', { name: 'Choose date from calendar' }));
    const grid = within(view.getByRole('dialog')).getByRole('grid', { name: 'June 2026' });
    const day = (name: RegExp) => within(grid).getByRole('button', { name });
    expect(day(/June 14th, 2026/)).toHaveProperty('disabled', true);
    expect(day(/^Today, Monday, June 15th, 2026/)).toHaveProperty('disabled', false);
    expect(day(/June 16th, 2026/)).toHaveProperty('disabled', false);
  });

  it("takes the visitor's today typed in", () => {
    lateEveningInLosAngeles();
    const { view } = mountWidget();
    fillRoute(view, { date: '06/15/2026' });
    next(view);
    expect(currentStep(view)).toBe('Vehicles');
  });

  it('refuses the day before the visitor’s today', () => {
    lateEveningInLosAngeles();
    const { view } = mountWidget();
    fillRoute(view, { date: '06/14/2026' });
    next(view);
    expect(view.queryAllByRole('link').map((a) => a.textContent)).toEqual([validationMessages.shipDatePast]);
  });
});

describe('the calendar', () => {
  it('moves between days with the arrow keys, starting on today', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 5, 15, 12, 0));
    const { root, view } = mountWidget();
    click(view.getByRole('button', { name: 'Choose date from calendar' }));
    const focusedDay = () => root.activeElement?.getAttribute('aria-label');
    expect(focusedDay()).toBe('Today, Monday, June 15th, 2026');

    press(root.activeElement as HTMLElement, 'ArrowRight');
    expect(focusedDay()).toBe('Tuesday, June 16th, 2026');
    press(root.activeElement as HTMLElement, 'ArrowDown');
    expect(focusedDay()).toBe('Tuesday, June 23rd, 2026');
    click(root.activeElement as HTMLElement);

    expect(view.getByRole('textbox', { name: 'First available date' })).toHaveProperty('value', '06/23/2026');
  });

  it('closes on Escape and gives focus back to its button', () => {
    const { root, view } = mountWidget();
    const calendarButton = view.getByRole('button', { name: 'Choose date from calendar' });
    click(calendarButton);
    const dialog = view.getByRole('dialog', { name: 'Choose the first available date' });
    // The calendar takes focus on a day when it opens.
    expect(dialog.contains(root.activeElement)).toBe(true);

    press(root.activeElement as HTMLElement, 'Escape');

    expect(view.queryByRole('dialog')).toBeNull();
    expect(root.activeElement).toBe(calendarButton);
    expect(calendarButton.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('moving between steps', () => {
  it('focuses the new step’s heading, which says where the visitor is, and fires quote:step on the host', () => {
    const { host, root, view } = mountWidget({ id: 'PARTNER', source: 'blog' });
    const steps: unknown[] = [];
    host.addEventListener('quote:step', (e) => steps.push((e as CustomEvent).detail));

    fillRoute(view);
    next(view);

    const heading = view.getByRole('heading', { level: 3 });
    expect(heading.textContent).toBe('Step 2 of 3 Vehicles');
    expect(root.activeElement).toBe(heading);
    expect(steps).toEqual([{ id: 'PARTNER', source: 'blog', variant: 'full', step: 2, stepName: 'Vehicles' }]);

    click(view.getByRole('button', { name: 'Previous' }));
    expect(root.activeElement).toBe(view.getByRole('heading', { level: 3, name: 'Step 1 of 3 Route and date' }));
    expect(steps).toHaveLength(2);
  });
  it('has moved focus to the new step’s heading as soon as the step is rendered, before a next key can arrive', async () => {
    const { root, view } = mountWidget();
    fillRoute(view);
    const nextButton = view.getByRole('button', { name: 'Next' });
    focus(nextButton);
    // Dispatched as the browser does, outside act: the render follows in a microtask, and a key the visitor
    // presses next comes in a task of its own, after it.
    nextButton.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await new Promise<void>((resolve) => queueMicrotask(resolve));

    const heading = view.getByRole('heading', { level: 3 });
    expect(heading.textContent).toBe('Step 2 of 3 Vehicles');
    expect(root.activeElement).toBe(heading);
  });
});
