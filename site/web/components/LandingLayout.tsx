/**
 * The landing layout for paid ads and affiliates: no icon rail, a sticky top bar with the page's own
 * sections, the page, and a short footer. Each landing page wraps it with its own links.
 */
import type { ReactElement } from 'react';
import { brand } from '../../content/brand';
import type { SectionLink, TopBar as TopBarContent } from '../../content/landing';
import { copyrightLine } from '../../content/navigation';
import type { LayoutProps } from '../render';
import { TopBar } from './TopBar';

export function LandingLayout({
  topBar,
  footerLinks,
  year,
  children,
}: LayoutProps & { topBar: TopBarContent; footerLinks: readonly SectionLink[] }): ReactElement {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <TopBar brandName={brand.name} content={topBar} />
      <main id="main" className="landing" tabIndex={-1}>
        {children}
      </main>
      <footer className="landing-footer">
        <nav aria-label="Footer">
          <ul className="landing-footer-links">
            {footerLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <p>{copyrightLine(year)}</p>
        <p className="sample-note">
          {brand.name} is a fictional broker; its reviews, press and contact details are sample content.
        </p>
      </footer>
    </>
  );
}
