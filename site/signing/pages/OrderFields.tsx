/**
 * The order pages' forms as the form kit draws them (site/ui/forms/): their look in booking.css and their
 * fields' ids (`pickup.street` → `f-pickup-street`), shared by the order form, the call-back form and the
 * cancel form; and the order form's own field, the choice of a state or province.
 */
import { STATES_AND_PROVINCES } from '../../../shared/states-provinces';
import type { FieldProps } from '../../ui/forms/Field';
import type { FieldErrors, FormLook, FormState } from '../../ui/forms/form-state';
import { Select } from '../../ui/forms/Select';
import type { FormValues } from '../order-form-values';
import { orderPageCopy as t } from '../order-page-copy';

export const orderFormLook: FormLook = {
  idPrefix: 'f-',
  classes: {
    field: 'field',
    invalid: 'field-invalid',
    hint: 'hint',
    error: 'field-error',
    radios: 'radios',
    radio: 'radio',
    checkbox: 'checkbox',
  },
  summary: { className: 'error-summary', titleId: 'error-summary-title', level: 2 },
  invalidGroups: true,
};

/** One render of an order page's form: what was typed, and what is wrong with it. */
export const orderForm = (values: FormValues, errors: FieldErrors): FormState => ({
  look: orderFormLook,
  values,
  errors,
});

export function StateSelect(props: Omit<FieldProps, 'hint'>) {
  const group = (country: 'US' | 'CA', label: string) => ({
    label,
    options: STATES_AND_PROVINCES.filter((place) => place.country === country).map((place) => ({
      value: place.code,
      label: place.name,
    })),
  });
  return (
    <Select
      {...props}
      placeholder={t.chooseState}
      autoComplete="address-level1"
      groups={[group('US', t.statesGroup), group('CA', t.provincesGroup)]}
    />
  );
}
