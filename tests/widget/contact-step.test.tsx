/** Step 3, the visitor's details: first name, email and phone, each checked as the server checks it. */
import { describe, expect, it } from 'vitest';
import { validationMessages } from '../../shared/messages';
import {
  currentStep,
  descriptionOf,
  fillContact,
  goToContactStep,
  mountWidget,
  submitQuote,
  useRealApi,
} from './harness';

const { requests } = useRealApi();

describe('contact step', () => {
  it('requires first name, email and phone', () => {
    const { root, view } = mountWidget();
    goToContactStep(view);
    submitQuote(view);

    expect(view.getAllByRole('link').map((a) => a.textContent)).toEqual([
      validationMessages.firstNameRequired,
      validationMessages.emailRequired,
      validationMessages.phoneRequired,
    ]);
    expect(root.activeElement).toBe(view.getByRole('textbox', { name: 'First name' }));
  });

  it('refuses an email without a proper ending with the email pattern message', () => {
    const { root, view } = mountWidget();
    goToContactStep(view);
    fillContact(view, { email: 'ana@example' });
    submitQuote(view);

    const email = view.getByRole('textbox', { name: 'Email' });
    expect(view.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Enter an email address like name@example.com',
    ]);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(root, email)).toContain('Enter an email address like name@example.com');
    expect(currentStep(view)).toBe('Your details');
  });

  it('refuses a short phone number with "Phone number is not valid"', () => {
    const { root, view } = mountWidget();
    goToContactStep(view);
    fillContact(view, { phone: '555-0142' });
    submitQuote(view);

    const phone = view.getByRole('textbox', { name: 'Phone' });
    expect(view.getAllByRole('link').map((a) => a.textContent)).toEqual(['Phone number is not valid']);
    expect(descriptionOf(root, phone)).toContain('Phone number is not valid');
    expect(root.activeElement).toBe(phone);
    expect(requests.filter((r) => r.name === 'createOpportunityAndSendToBooking')).toEqual([]);
  });

  it('hides the honeypot field from people and assistive technology', () => {
    const { view } = mountWidget();
    goToContactStep(view);
    expect(view.queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull();
    expect(view.getAllByRole('textbox').map((input) => input.getAttribute('name'))).toEqual([
      'first_name',
      'email',
      'phone',
    ]);
  });
});
