/** The main site's footer. */
import type { ReactElement } from 'react';
import { brand } from '../../content/brand';
import { copyrightLine, FOOTER_LINKS, RAIL_MENU } from '../../content/navigation';
import { Icon } from '../../ui/Icon';

export function Footer({ year }: { year: number }): ReactElement {
  return (
    <footer className="footer">
      <div className="footer-inner">
        <div className="footer-brand">
          <p className="footer-name">{brand.name}</p>
          <address>
            {brand.address.oneLine}
            <br />
            {brand.phones.advisors.label}: <a href={brand.phones.advisors.href}>{brand.phones.advisors.display}</a>
            <br />
            <a href={brand.mailboxes.info.href}>{brand.mailboxes.info.address}</a>
          </address>
        </div>
        <nav aria-label="Site map" id="site-map">
          <ul className="footer-links">
            {RAIL_MENU.filter((item) => !item.href.includes('#')).map((item) => (
              <li key={item.id}>
                <a href={item.href}>{item.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Footer">
          <ul className="footer-links">
            {FOOTER_LINKS.map((link) => (
              <li key={link.id}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <ul className="footer-social" aria-label="Social media">
          {brand.social.map((profile) => (
            <li key={profile.network}>
              <a href={profile.url} target="_blank" rel="noopener noreferrer">
                <Icon name={profile.network} />
                <span className="visually-hidden">{profile.label} (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
      <p className="footer-copyright">{copyrightLine(year)}</p>
      <p className="footer-sample">
        {brand.name} is a fictional broker; its reviews, press and contact details are sample content.
      </p>
    </footer>
  );
}
