/**
 * Share links for X and Facebook carrying the page's address, and a Copy link button whose result is
 * announced (site/web/client/copy-link.ts; hidden without JavaScript, which it needs). Instagram has no
 * share link for web pages, so it appears only as the brand's profile, and only when one is configured.
 */
import type { ReactElement } from 'react';
import { brand } from '../../content/brand';
import { Icon } from '../../ui/Icon';

const NEW_TAB = <span className="visually-hidden"> (opens in a new tab)</span>;

export function ShareBar({ url, text, heading }: { url: string; text: string; heading: string }): ReactElement {
  const shared = encodeURIComponent(url);
  const instagram = brand.social.find((profile) => profile.network === 'instagram');
  return (
    <section className="share-bar" aria-labelledby="share-title">
      <h2 id="share-title" className="share-title">
        {heading}
      </h2>
      <ul className="share-links">
        <li>
          <a
            className="share-link"
            href={`https://x.com/intent/tweet?url=${shared}&text=${encodeURIComponent(text)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Icon name="x" size={20} />
            Share on X{NEW_TAB}
          </a>
        </li>
        <li>
          <a
            className="share-link"
            href={`https://www.facebook.com/sharer/sharer.php?u=${shared}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Icon name="facebook" size={20} />
            Share on Facebook{NEW_TAB}
          </a>
        </li>
        {instagram && (
          <li>
            <a className="share-link" href={instagram.url} target="_blank" rel="noopener noreferrer">
              <Icon name="instagram" size={20} />
              Follow us on Instagram{NEW_TAB}
            </a>
          </li>
        )}
        <li className="share-copy">
          <button type="button" className="share-link" data-copy-link={url} data-copy-status="share-status">
            <Icon name="blog" size={20} />
            Copy link
          </button>
        </li>
      </ul>
      <p id="share-status" className="share-status" role="status" />
    </section>
  );
}
