/**
 * Control characters pasted into the widget's text inputs (a tab from a spreadsheet, a stray NUL) are taken
 * out as they arrive, so the quote goes through with everything else the visitor typed.
 */
import { fireEvent } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import {
  fillContact,
  fillRoute,
  fillVehicle,
  focus,
  goToContactStep,
  mountWidget,
  next,
  resultShown,
  submitQuote,
  typedDateIn,
  useRealApi,
  vehicleGroup,
} from './harness';

const { storedLeads } = useRealApi();

/** Puts `text` into `input` at its caret, as a paste does, and fires the input event. */
function pasteAtCaret(input: HTMLInputElement, text: string): void {
  const at = input.selectionStart ?? input.value.length;
  input.value = `${input.value.slice(0, at)}${text}${input.value.slice(at)}`;
  input.setSelectionRange(at + text.length, at + text.length);
  fireEvent.input(input);
}

describe('control characters in the widget', () => {
  it('turns a pasted tab into a space and drops a NUL in every kind of field, and the quote is stored so', async () => {
    const { view } = mountWidget();
    fillRoute(view, {
      origin: 'Dallas,\tTX 75201',
      destination: 'Miami, FL\u0000 33101',
      date: `${typedDateIn(7)}\u0000`,
    });
    expect(view.getByRole('combobox', { name: 'Pickup location' })).toHaveProperty('value', 'Dallas, TX 75201');
    next(view);
    fillVehicle(vehicleGroup(view, 1), { year: '20\u000020', make: 'Toy\u007fota', model: 'Cam\u001bry' });
    next(view);
    fillContact(view, { firstName: 'Ana\tMaría\u0000', email: 'ana@exa\u0000mple.com', phone: '(214)\t555-0142' });
    expect(view.getByRole('textbox', { name: 'Email' })).toHaveProperty('value', 'ana@example.com');
    submitQuote(view);
    await resultShown(view);

    const [lead] = storedLeads();
    expect(lead?.submission).toMatchObject({
      origin_postal_code: 'Dallas, TX 75201',
      destination_postal_code: 'Miami, FL 33101',
      first_name: 'Ana María',
      email: 'ana@example.com',
      phone: '(214) 555-0142',
      vehicles: [{ year: '2020', make: 'Toyota', model: 'Camry' }],
    });
  });

  it('keeps the caret after what was pasted in the middle of an answer', () => {
    const { view } = mountWidget();
    goToContactStep(view);
    const name = view.getByRole('textbox', { name: 'First name' }) as HTMLInputElement;
    focus(name);
    name.value = 'Ana Smith';
    name.setSelectionRange(3, 3);
    pasteAtCaret(name, '\tMaría\u0000');
    expect(name.value).toBe('Ana María Smith');
    expect([name.selectionStart, name.selectionEnd]).toEqual([9, 9]);
  });
});
