/**
 * A snippet of the embed builder: heading, what it is for, the code, and a Copy button whose result is
 * announced (site/web/client/copy-snippet.ts; the button is hidden without JavaScript, which it needs).
 */
import type { ReactElement } from 'react';

export function SnippetBlock({
  id,
  heading,
  intro,
  copy,
  code,
}: {
  /** The <code> element's id, which the builder script fills as options change. */
  id: string;
  heading: string;
  intro: string;
  copy: string;
  code: string;
}): ReactElement {
  return (
    <section className="snippet" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{heading}</h2>
      <p>{intro}</p>
      <pre className="snippet-code">
        <code id={id}>{code}</code>
      </pre>
      <div className="snippet-actions">
        <button
          type="button"
          className="button button--primary snippet-copy"
          data-copy-snippet={id}
          data-copy-status={`${id}-status`}
        >
          {copy}
        </button>
        <p id={`${id}-status`} className="copy-status" role="status" />
      </div>
    </section>
  );
}
