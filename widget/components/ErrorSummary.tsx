/** The problems of the current step, each linking to its field (GOV.UK error summary pattern). */
import { fieldId } from '../form-state';
import { useWidget } from '../widget-context';

export function ErrorSummary({ errors }: { errors: [string, string][] }) {
  const { messages, uid, root } = useWidget();
  if (errors.length === 0) return null;
  const titleId = `${uid}-error-summary`;
  return (
    <div class="qw-error-summary">
      <h4 class="qw-error-summary-title" id={titleId}>
        {messages.errorSummaryTitle}
      </h4>
      <ul>
        {errors.map(([path, message]) => {
          const id = fieldId(uid, path);
          return (
            <li key={path}>
              <a
                href={`#${id}`}
                onClick={(e) => {
                  // In-page links do not reach into a shadow root: focus the field ourselves.
                  e.preventDefault();
                  const field = root.getElementById(id);
                  field?.focus();
                  field?.scrollIntoView?.({ block: 'center' });
                }}
              >
                {message}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
