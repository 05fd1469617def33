/**
 * The landing pages' sticky top bar: the brand, links to the page's own sections, the advisors' phone
 * and a Request a quote button. On phones the links sit in a panel that slides in from the side, opened
 * by the menu button (site/web/client/top-bar-menu.ts); without JavaScript /assets/no-script.css
 * shows them as a wrapping row instead.
 */
import type { ReactElement } from 'react';
import type { TopBar as TopBarContent } from '../../content/landing';
import { Icon } from '../../ui/Icon';

export function TopBar({ brandName, content }: { brandName: string; content: TopBarContent }): ReactElement {
  return (
    <header className={content.links.length > 4 ? 'topbar topbar--many' : 'topbar'}>
      <div className="topbar-inner">
        <a className="topbar-brand" href="/">
          <img src="/images/logo.svg" width="32" height="32" alt="" />
          <span>{brandName}</span>
        </a>
        <nav id="topbar-nav" className="topbar-nav" aria-label="Sections">
          <ul>
            {content.links.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <a className="topbar-phone" href={content.phone.href}>
          <Icon name="phone" size={18} />
          <span>{content.phone.display}</span>
        </a>
        <a className="button button--primary topbar-quote" href={content.quote.href}>
          {content.quote.label}
        </a>
        <button
          type="button"
          className="topbar-menu-button"
          data-topbar-menu=""
          aria-expanded="false"
          aria-controls="topbar-nav"
        >
          <Icon name="menu" />
          <span className="visually-hidden">Menu</span>
        </button>
      </div>
    </header>
  );
}
