/**
 * The embed builder's preview: the real widget, mounted by the real script from a host element with the
 * partner's options but the preview's own placement (PREVIEW_PLACEMENT), so trying it never makes a paid
 * lead. Under it, the log of the events the preview fires. The builder script
 * (site/web/client/partner-builder.ts) replaces the host element when an option changes.
 *
 * The widget script is `defer`, not `async` like the site's other embeds: deferred and module scripts run in
 * document order, so the builder script in the head listens before the widget's first quote:ready.
 */
import type { ReactElement } from 'react';
import { BUILDER_IDS, PREVIEW_HOST_CLASS } from '../../../partners/builder-ids';
import type { EmbedOptions } from '../../../partners/embed-options';
import { hostAttributes, previewOptions } from '../../../partners/embed-snippets';
import { PREVIEW_COPY } from '../../../partners/partners-copy';
import { useScriptNonce } from '../../../ui/script-nonce';

export function EmbedPreview({ options }: { options: EmbedOptions }): ReactElement {
  const nonce = useScriptNonce();
  const host = Object.fromEntries(hostAttributes(previewOptions(options)));
  return (
    <section className="embed-preview-panel" aria-labelledby="preview-title">
      <h2 id="preview-title">{PREVIEW_COPY.heading}</h2>
      <div id={BUILDER_IDS.preview} className="embed-preview" data-backdrop={options.theme}>
        <div className={PREVIEW_HOST_CLASS} {...host} />
        <noscript>
          <p>{PREVIEW_COPY.noScript}</p>
        </noscript>
      </div>
      <p className="embed-preview-note">{PREVIEW_COPY.note}</p>
      <div className="event-log">
        <h3 id="event-log-title">{PREVIEW_COPY.logHeading}</h3>
        <p className="builder-hint">{PREVIEW_COPY.logIntro}</p>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1) */}
        <section className="event-log-scroll" aria-labelledby="event-log-title" tabIndex={0}>
          <ol id={BUILDER_IDS.log} className="event-log-list" aria-live="polite" aria-relevant="additions" />
        </section>
        <button type="button" className="button button--secondary event-log-clear" data-clear-log={BUILDER_IDS.log}>
          {PREVIEW_COPY.clearLog}
        </button>
      </div>
      <script src="/widget/quote-widget.js" defer nonce={nonce} />
    </section>
  );
}
