/**
 * The booking pages' header: the brand, the older header's phone and the older header menu's seven
 * links with the services menu. The booking pages work without script, so both menus are popovers
 * (`popovertarget`): the browser itself opens and closes them with Enter and Space, closes them on
 * Escape or a click elsewhere, gives focus back to their button and tells assistive technology whether
 * they are expanded. Below 52rem the links fold into the Menu button's panel, where the services are
 * listed in full; a browser without popovers shows every link in the page's flow instead (booking.css).
 */
import type { ReactElement } from 'react';
import { brand } from '../content/brand';
import { HEADER_MENU, type NavLink } from '../content/navigation';
import { headerCopy as t } from './header-copy';
import { Icon } from './Icon';
import { type MenuGroup, servicesMenu } from './menus';

const MENU_ID = 'site-menu';
const SERVICES_ID = 'services-menu';

function ServicesMenu({ groups }: { groups: readonly MenuGroup[] }): ReactElement {
  return (
    <li className="nav-services">
      <button type="button" className="services-toggle" popoverTarget={SERVICES_ID} aria-controls={SERVICES_ID}>
        {t.services}
        <Icon name="chevronDown" size={20} />
      </button>
      <div id={SERVICES_ID} className="services-panel" popover="auto">
        <a className="services-all" href="/services">
          {t.allServices}
        </a>
        <div className="services-groups">
          {groups.map((group) => (
            <div key={group.id} className="services-group">
              <p className="services-group-name" id={`services-group-${group.id}`}>
                {group.name}
              </p>
              <ul aria-labelledby={`services-group-${group.id}`}>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <a href={link.href}>{link.label}</a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </li>
  );
}

function MenuLink({ link }: { link: NavLink }): ReactElement {
  return (
    <li>
      <a href={link.href}>{link.label}</a>
    </li>
  );
}

export function BookingHeader(): ReactElement {
  const groups = servicesMenu();
  const phone = brand.phones.advisors;
  return (
    <header className="site-header">
      <div className="site-header-bar">
        <a className="brand" href="/">
          <img src="/images/logo.svg" width="32" height="32" alt="" />
          <span>{brand.name}</span>
        </a>
        {/* Before the menu in the page's order, as on screen: the menu comes last at every width. */}
        <a className="header-phone" href={phone.href}>
          <Icon name="phone" size={20} />
          <span className="visually-hidden">{t.call} </span>
          <span className="header-phone-number">
            {phone.label} {phone.display}
          </span>
        </a>
        <nav className="site-nav" aria-label={t.navLabel}>
          <button type="button" className="menu-toggle" popoverTarget={MENU_ID} aria-controls={MENU_ID}>
            <span className="menu-toggle-open">
              <Icon name="menu" />
            </span>
            <span className="menu-toggle-close">
              <Icon name="close" />
            </span>
            <span className="menu-toggle-label">{t.menu}</span>
          </button>
          <div id={MENU_ID} className="menu-panel" popover="auto">
            <ul className="nav-links">
              {HEADER_MENU.map((link) => (
                <MenuLink key={link.id} link={link} />
              ))}
              {/* Last, so that on phones, where it is listed in full, the seven links come first. */}
              <ServicesMenu groups={groups} />
            </ul>
          </div>
        </nav>
      </div>
    </header>
  );
}
