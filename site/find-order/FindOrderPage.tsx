/**
 * The "Find my order" page: the form (blank, or sent back with its fields' problems, every typed value
 * kept), the one answer every well-formed post gets, and the refusals. Problems come back GOV.UK style
 * (site/ui/forms/): an error summary first, focused on load, each problem a link to its field, each field
 * with its message, aria-describedby and aria-invalid. The form wears the plain quote form's look, which
 * site.css already styles.
 */
import type { ReactElement } from 'react';
import type { FieldError } from '../../shared/schema';
import { brand } from '../content/brand';
import { FormErrorSummary } from '../ui/forms/ErrorSummary';
import { TextField } from '../ui/forms/Field';
import { errorsByField, type FormLook, type FormState } from '../ui/forms/form-state';
import type { PageMeta } from '../ui/page-meta';
import { findOrderCopy as t } from './find-order-copy';
import { FIND_ORDER_FIELDS, type FindOrderValues } from './find-order-fields';

/** Where the page is, and where its form posts. */
export const FIND_ORDER_PATH = '/find-my-order';

const findOrderLook: FormLook = {
  idPrefix: 'fo-',
  classes: {
    field: 'qf-field',
    invalid: 'qf-invalid',
    hint: 'qf-hint',
    error: 'qf-error',
    radios: 'qf-radios',
    radio: 'qf-radio',
  },
  summary: { className: 'qf-error-summary', titleId: 'fo-error-summary-title', level: 2 },
  invalidGroups: false,
};

/** A page as the route hands it to the site to render in its layout: what it is and its body. */
export interface FindOrderPage {
  meta: PageMeta;
  body: ReactElement;
}

const BLANK: FindOrderValues = { number: '', email: '' };

function CallAnAdvisor(): ReactElement {
  return (
    <p>
      {t.help} <a href={brand.phones.advisors.href}>{brand.phones.advisors.display}</a>.
    </p>
  );
}

function page(body: ReactElement, noindex: boolean): FindOrderPage {
  return {
    meta: { title: t.title, description: t.description, path: FIND_ORDER_PATH, noindex },
    body: (
      <section className="section">
        <div className="container narrow">{body}</div>
      </section>
    ),
  };
}

/** The form, blank or as posted with its problems. */
export function findOrderFormPage(values: FindOrderValues = BLANK, errors: readonly FieldError[] = []): FindOrderPage {
  const form: FormState = { look: findOrderLook, values, errors: errorsByField(errors) };
  return page(
    <>
      <h1 id="fo-title">{t.title}</h1>
      <p className="lead">{t.intro}</p>
      <form className="quote-form" method="post" action={FIND_ORDER_PATH} noValidate aria-labelledby="fo-title">
        <FormErrorSummary form={form} order={FIND_ORDER_FIELDS} autoFocus={errors.length > 0} />
        <TextField
          form={form}
          name="number"
          label={t.numberLabel}
          hint={t.numberHint}
          autoComplete="off"
          maxLength={40}
          required
        />
        <TextField
          form={form}
          name="email"
          label={t.emailLabel}
          hint={t.emailHint}
          type="email"
          autoComplete="email"
          maxLength={254}
          required
        />
        <p>
          <button type="submit" className="button button--primary qf-submit">
            {t.submit}
          </button>
        </p>
      </form>
      <CallAnAdvisor />
    </>,
    // Refused posts come back on the same path: only the blank form is for search engines.
    errors.length > 0,
  );
}

/** The answer to every well-formed post, whether or not the pair matched. */
export function findOrderAnswerPage(): FindOrderPage {
  return page(
    <>
      <h1>{t.answerTitle}</h1>
      <p className="lead" role="status">
        {t.answer}
      </p>
      <p>
        <a href={FIND_ORDER_PATH}>{t.again}</a>
      </p>
      <CallAnAdvisor />
    </>,
    true,
  );
}

/** A post the page would not take: too many tries, from another site, too large, unreadable, or a busy store. */
export function findOrderProblemPage(title: string, text: string): FindOrderPage {
  return page(
    <>
      <h1>{title}</h1>
      <p className="lead">{text}</p>
      <p>
        <a className="button button--primary" href={FIND_ORDER_PATH}>
          {t.title}
        </a>
      </p>
      <CallAnAdvisor />
    </>,
    true,
  );
}
