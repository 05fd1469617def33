/**
 * The quote widget as a visitor sees it: fields found by role and accessible name (Playwright's role
 * queries pierce the widget's open shadow root). `scope` narrows to one widget where a page has two.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { shipDate } from './example-page';

export interface Trip {
  pickup: { type: string; pick: string };
  delivery: { type: string; pick: string };
  /** Days from today. */
  inDays: number;
}

export const DOMESTIC_TRIP: Trip = {
  pickup: { type: 'Dall', pick: 'Dallas, TX 75201' },
  delivery: { type: 'Mia', pick: 'Miami, FL 33101' },
  inDays: 14,
};

export const INTERNATIONAL_TRIP: Trip = {
  pickup: { type: 'Hous', pick: 'Houston, TX, United States' },
  delivery: { type: 'Rotter', pick: 'Rotterdam, Netherlands (port)' },
  inDays: 21,
};

export const VEHICLE = { year: '2019', make: { type: 'Toy', pick: 'Toyota' }, model: { type: 'Cam', pick: 'Camry' } };
export const PERSON = { firstName: 'Ada', email: 'ada@example.com', phone: '(214) 555-0142' };

const STEP_NAMES = ['Route and date', 'Vehicles', 'Your details'] as const;
type StepName = (typeof STEP_NAMES)[number];

export class QuoteForm {
  readonly page: Page;
  readonly scope: Locator | Page;

  constructor(page: Page, scope?: Locator) {
    this.page = page;
    this.scope = scope ?? page;
  }

  get title() {
    return this.scope.getByRole('heading', { name: 'Car Shipping Quote' });
  }
  /** The step's heading, which takes focus on every step and says where the visitor is: "Step 2 of 3 Vehicles". */
  stepHeading(name: StepName) {
    return this.scope.getByRole('heading', { name: `Step ${STEP_NAMES.indexOf(name) + 1} of 3 ${name}`, exact: true });
  }
  get pickup() {
    return this.scope.getByRole('combobox', { name: 'Pickup location' });
  }
  get delivery() {
    return this.scope.getByRole('combobox', { name: 'Delivery location' });
  }
  get date() {
    return this.scope.getByRole('textbox', { name: 'First available date' });
  }
  get calendarButton() {
    return this.scope.getByRole('button', { name: 'Choose date from calendar' });
  }
  get calendar() {
    return this.scope.getByRole('dialog', { name: 'Choose the first available date' });
  }
  get year() {
    return this.scope.getByRole('textbox', { name: 'Year' });
  }
  get make() {
    return this.scope.getByRole('combobox', { name: 'Make' });
  }
  get model() {
    return this.scope.getByRole('combobox', { name: 'Model' });
  }
  get vehicleType() {
    return this.scope.getByRole('combobox', { name: 'Vehicle type' });
  }
  get runs() {
    return this.scope.getByRole('combobox', { name: 'Does it run?' });
  }
  get firstName() {
    return this.scope.getByRole('textbox', { name: 'First name' });
  }
  get email() {
    return this.scope.getByRole('textbox', { name: 'Email' });
  }
  get phone() {
    return this.scope.getByRole('textbox', { name: 'Phone' });
  }
  get next() {
    return this.scope.getByRole('button', { name: 'Next' });
  }
  get submit() {
    return this.scope.getByRole('button', { name: 'Get my quote' });
  }
  get errorSummary() {
    return this.scope.getByRole('heading', { name: 'There is a problem' });
  }
  get result() {
    return this.scope.getByRole('heading', { name: 'Your quote request is in' });
  }
  get bookingLink() {
    return this.scope.getByRole('link', { name: /Continue to booking/ });
  }
  /** The result's terms and values ("Status" → "200", "Quote number" → "SQ-100001"), read by role. */
  async resultValues(): Promise<Record<string, string>> {
    await expect(this.result).toBeVisible();
    const terms = await this.scope.getByRole('term').allTextContents();
    const values = await this.scope.getByRole('definition').allTextContents();
    return Object.fromEntries(terms.map((term, i) => [term.trim(), values[i]?.trim() ?? '']));
  }

  /** Waits for the first step with its lookups upgraded to comboboxes (the lazy lookup chunk). */
  async ready(): Promise<void> {
    await expect(this.title).toBeVisible();
    await expect(this.pickup).toBeVisible();
  }

  /** Types into a lookup and clicks the suggestion. */
  async choose(field: Locator, typed: string, suggestion: string): Promise<void> {
    await field.fill(typed);
    await this.scope.getByRole('option', { name: suggestion }).first().click();
    await expect(field).toHaveValue(new RegExp(`^${escapeRegExp(suggestion)}`));
  }

  async fillRoute(trip: Trip = DOMESTIC_TRIP): Promise<void> {
    await this.ready();
    await this.choose(this.pickup, trip.pickup.type, trip.pickup.pick);
    await this.choose(this.delivery, trip.delivery.type, trip.delivery.pick);
    await this.date.fill(shipDate(trip.inDays).typed);
  }

  async fillVehicle(compact = false): Promise<void> {
    await expect(this.stepHeading('Vehicles')).toBeVisible();
    await this.year.fill(VEHICLE.year);
    await this.choose(this.make, VEHICLE.make.type, VEHICLE.make.pick);
    await this.choose(this.model, VEHICLE.model.type, VEHICLE.model.pick);
    if (compact) {
      await this.vehicleType.selectOption('Car');
      await this.runs.selectOption({ label: 'Yes, it runs' });
    }
  }

  async fillContact(person: Partial<typeof PERSON> = {}): Promise<void> {
    const { firstName, email, phone } = { ...PERSON, ...person };
    await expect(this.stepHeading('Your details')).toBeVisible();
    await this.firstName.fill(firstName);
    await this.email.fill(email);
    await this.phone.fill(phone);
  }

  /** Fills all three steps and submits. */
  async completeQuote(
    options: { trip?: Trip; compact?: boolean; person?: Partial<typeof PERSON> } = {},
  ): Promise<void> {
    await this.fillRoute(options.trip);
    await this.next.click();
    await this.fillVehicle(options.compact);
    await this.next.click();
    await this.fillContact(options.person);
    await this.submit.click();
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
