/**
 * downshift inside a shadow root: events reach its window listeners retargeted
 * to the host element, and document.activeElement is the host. jsdom retargets like a browser does,
 * so these tests exercise the path happy-dom cannot.
 */
import { act, fireEvent, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { createShadowEnvironment } from '../../widget/shadow-environment';
import { createHost, focus, mountWidget, optionTexts, type, useRealApi } from './harness';

useRealApi();

async function openPickupMenu() {
  const widget = mountWidget();
  const origin = widget.view.getByRole('combobox', { name: 'Pickup location' });
  type(origin, 'Dal');
  await waitFor(() => expect(optionTexts(widget.view)).toContain('Daly City, CA 94014'));
  return { ...widget, origin };
}

describe('downshift in the shadow root', () => {
  it('closes the open menu on a mouse press and release outside the widget', async () => {
    const { view, origin } = await openPickupMenu();

    fireEvent.mouseDown(document.body);
    // Pressing on the page moves focus out of the widget, as a browser does.
    act(() => origin.blur());
    fireEvent.mouseUp(document.body);

    expect(origin.getAttribute('aria-expanded')).toBe('false');
    expect(view.queryAllByRole('option')).toHaveLength(0);
    expect(origin).toHaveProperty('value', 'Dal');
  });

  it('keeps the menu open through the press on an option inside the shadow root, and the click selects it', async () => {
    const { view, origin } = await openPickupMenu();
    const option = view.getByRole('option', { name: 'Daly City, CA 94014' });

    fireEvent.mouseDown(option);
    fireEvent.mouseUp(option);
    // At the window the release looks like a click on the host element; only the retargeting
    // environment sees it landed on the option, so the menu must still be there.
    expect(origin.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(view.getByRole('option', { name: 'Daly City, CA 94014' }));

    expect(origin).toHaveProperty('value', 'Daly City, CA 94014');
    expect(view.queryAllByRole('option')).toHaveLength(0);
  });

  it('keeps the menu open through a tap on an option, and the tap’s click selects it', async () => {
    const { view, origin } = await openPickupMenu();
    const option = view.getByRole('option', { name: 'Dallas, TX 75201' });

    // downshift checks only the touch's target here, not the focused element: without retargeting
    // a tap on an option looks like a tap outside and closes the menu before the click arrives.
    fireEvent.touchStart(option);
    fireEvent.touchEnd(option);
    expect(origin.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(view.getByRole('option', { name: 'Dallas, TX 75201' }));

    expect(origin).toHaveProperty('value', 'Dallas, TX 75201');
  });

  it('closes the open menu on a tap outside the widget', async () => {
    const { view, origin } = await openPickupMenu();
    fireEvent.touchStart(document.body);
    fireEvent.touchEnd(document.body);
    expect(view.queryAllByRole('option')).toHaveLength(0);
    expect(origin).toHaveProperty('value', 'Dal');
  });
});

describe('createShadowEnvironment', () => {
  function shadowWithInput() {
    const host = createHost();
    const root = host.attachShadow({ mode: 'open' });
    const input = document.createElement('input');
    input.id = 'inside';
    root.append(input);
    return { host, root, input, environment: createShadowEnvironment(root) };
  }

  it('answers activeElement from the shadow root, where the document only sees the host', () => {
    const { host, input, environment } = shadowWithInput();
    focus(input);
    expect(document.activeElement).toBe(host);
    expect(environment.document.activeElement).toBe(input);
  });

  it('finds elements by id inside the shadow root', () => {
    const { input, environment } = shadowWithInput();
    expect(document.getElementById('inside')).toBeNull();
    expect(environment.document.getElementById('inside')).toBe(input);
  });

  it('gives window listeners the innermost target of a composed event, and stops after removal', () => {
    const { input, environment } = shadowWithInput();
    const targets: EventTarget[] = [];
    const listener = (event: Event) => {
      if (event.target) targets.push(event.target);
    };
    environment.addEventListener('mouseup', listener);
    fireEvent.mouseUp(input);
    environment.removeEventListener('mouseup', listener);
    fireEvent.mouseUp(input);

    expect(targets).toEqual([input]);
  });

  it('passes events from outside any shadow root through unchanged', () => {
    const { environment } = shadowWithInput();
    const seen: Event[] = [];
    const listener = { handleEvent: (event: Event) => seen.push(event) };
    environment.addEventListener('mousedown', listener);
    fireEvent.mouseDown(document.body);
    environment.removeEventListener('mousedown', listener);

    expect(seen).toHaveLength(1);
    expect(seen[0]?.target).toBe(document.body);
  });
});
