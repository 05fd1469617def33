/**
 * The error summary that heads a form sent back with problems (the GOV.UK pattern, no script): role=alert,
 * its title, then each problem, a link to its field when it has one. The widget has its own
 * (widget/components/ErrorSummary.tsx), which moves the focus itself inside its shadow root.
 */
import { formCopy } from './form-copy';
import { type FormLook, type FormState, fieldIdOf } from './form-state';

export interface Problem {
  message: string;
  /** The element id of the field it is about, which the summary links to; none for a problem of no field. */
  field?: string | undefined;
}

/**
 * A form's problems in its own order, top to bottom (`order`, the fields' names): each links to its field;
 * a problem at a name the form does not show comes last, unlinked.
 */
function fieldProblems({ look, errors }: FormState, order: readonly string[]): Problem[] {
  const rank = (name: string) => {
    const at = order.indexOf(name);
    return at === -1 ? order.length : at;
  };
  return Object.keys(errors)
    .sort((a, b) => rank(a) - rank(b))
    .map((name) => ({
      message: errors[name] ?? '',
      field: order.includes(name) ? fieldIdOf(look, name) : undefined,
    }));
}

export function ErrorSummary({
  look,
  problems,
  focusable = true,
  autoFocus = false,
}: {
  look: FormLook;
  problems: readonly Problem[];
  /** Whether a link or the page can move the focus to it; a page that only refuses has no field to fix. */
  focusable?: boolean;
  /** Takes the focus as the page loads: the page is the answer to the form just sent. */
  autoFocus?: boolean;
}) {
  if (problems.length === 0) return null;
  const { className, titleId, level } = look.summary;
  const Title = level === 3 ? 'h3' : 'h2';
  return (
    <div
      className={className}
      role="alert"
      aria-labelledby={titleId}
      tabIndex={focusable ? -1 : undefined}
      // biome-ignore lint/a11y/noAutofocus: only on the answer to a post, whose problems are where the visitor continues
      autoFocus={autoFocus || undefined}
    >
      <Title id={titleId}>{formCopy.errorSummaryTitle}</Title>
      <ul>
        {problems.map((problem) => (
          <li key={problem.field ?? problem.message}>
            {problem.field ? <a href={`#${problem.field}`}>{problem.message}</a> : problem.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The summary of a form sent back with its fields' problems, in the form's order (`order`, its fields' names). */
export function FormErrorSummary({
  form,
  order,
  autoFocus,
}: {
  form: FormState;
  order: readonly string[];
  autoFocus?: boolean;
}) {
  return <ErrorSummary look={form.look} problems={fieldProblems(form, order)} autoFocus={autoFocus} />;
}
