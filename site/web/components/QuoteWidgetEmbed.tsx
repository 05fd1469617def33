/**
 * The quote widget on the broker's own pages, embedded exactly as a partner embeds it:
 * a marked element plus the widget script. Space is reserved so nothing shifts when the form paints.
 * `data-theme="auto"`: the form takes the site's theme (html[data-theme], else the system's) and follows the
 * theme switch without a reload.
 * The script carries the page's CSP nonce, and through it the chunks it inserts are trusted too.
 * The element holds the plain quote form (../quote-form/QuoteForm.tsx) until the widget replaces it, so a
 * visitor whose browser runs no script, or never gets the widget's, can still ask for a quote. When the
 * form comes back from a post with problems, the widget is left out: the visitor finishes in the form
 * they typed in.
 */
import type { ReactElement } from 'react';
import { QuoteForm } from '../../quote/pages/QuoteForm';
import { useQuoteForm } from '../../quote/pages/quote-form-context';
import { useScriptNonce } from '../../ui/script-nonce';

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
  const posted = useQuoteForm()?.posted ?? false;
  const form = <QuoteForm source={source} variant={variant} mode={mode} />;
  if (posted) {
    return (
      <div id={id} className={`quote-widget quote-widget--${variant}`} data-mode={mode}>
        {form}
      </div>
    );
  }
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
      >
        {form}
      </div>
      <script src="/widget/quote-widget.js" async nonce={nonce} />
    </>
  );
}
