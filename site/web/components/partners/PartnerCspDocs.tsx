/** The embed builder's reference of what a partner page's Content-Security-Policy needs for the widget. */
import type { ReactElement } from 'react';
import { CSP_COPY } from '../../../partners/partners-copy';

export function PartnerCspDocs({ origin }: { origin: string }): ReactElement {
  return (
    <section className="builder-docs" aria-labelledby="csp-title">
      <h2 id="csp-title">{CSP_COPY.heading}</h2>
      <p>{CSP_COPY.intro}</p>
      <pre className="snippet-code">
        <code>{CSP_COPY.lines(origin)}</code>
      </pre>
      <ul className="builder-docs-list">
        <li>{CSP_COPY.noInline}</li>
        <li>{CSP_COPY.nonce}</li>
        <li>
          {CSP_COPY.trustedTypesIntro} <code>{CSP_COPY.trustedTypes}</code>
        </li>
        <li>{CSP_COPY.style}</li>
      </ul>
    </section>
  );
}
