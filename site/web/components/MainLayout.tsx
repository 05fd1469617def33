/** The main site's layout: the icon rail, the navbar with the mobile menu, the page, the footer. */
import type { ReactElement, ReactNode } from 'react';
import { brand } from '../../content/brand';
import { mobileMenuLinks } from '../../ui/menus';
import { Island } from '../islands/island';
import { SiteHeader } from '../islands/SiteHeader';
import { Footer } from './Footer';
import { Rail } from './Rail';

export function MainLayout({
  currentPath,
  year,
  children,
}: {
  currentPath: string;
  year: number;
  children: ReactNode;
}): ReactElement {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Rail currentPath={currentPath} />
      <div className="page">
        <Island
          as="header"
          className="site-header"
          name="site-header"
          component={SiteHeader}
          props={{
            brandName: brand.name,
            phone: brand.phones.advisors,
            address: brand.address.oneLine,
            links: mobileMenuLinks(),
          }}
        />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer year={year} />
      </div>
    </>
  );
}
