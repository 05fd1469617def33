/**
 * The quote widget on the broker's own pages, embedded exactly as a partner embeds it:
 * a marked element plus the widget script. Space is reserved so nothing shifts when the form paints.
 * `data-theme="auto"`: the form takes the site's theme (html[data-theme], else the system's) and follows the
 * theme switch without a reload.
 * The script carries the page's CSP nonce, and through it the chunks it inserts are trusted too.
 */
import type { ReactElement } from 'react';
import { useScriptNonce } from '../script-nonce';

export function QuoteWidgetEmbed({
  id,
  variant,
  mode = 'domestic',
  pagination,
  source,
  title,
}: {
  id?: string;
  variant: 'full' | 'compact';
  mode?: 'domestic' | 'international';
  pagination?: boolean;
  source: string;
  title?: string;
}): ReactElement {
  const nonce = useScriptNonce();
  return (
    <>
      <div
        id={id}
        className={`quote-widget quote-widget--${variant}`}
        data-quote-widget=""
        data-source={source}
        data-variant={variant}
        data-mode={mode}
        data-pagination={pagination === undefined ? undefined : String(pagination)}
        data-title={title}
        data-theme="auto"
      />
      <script src="/widget/quote-widget.js" async nonce={nonce} />
    </>
  );
}
