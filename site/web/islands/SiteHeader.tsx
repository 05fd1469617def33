/**
 * The navbar and the mobile menu: the bar is transparent at the top and solid from
 * 90 px of scrolling; at 768 px and below a menu button opens a panel with the site's links, a Quote
 * button, a call button and the office address. While the panel is open the page does not scroll,
 * focus stays inside, and Escape or the close button shut it and return focus to the button.
 */
import { type KeyboardEvent, type ReactElement, useEffect, useRef, useState } from 'react';
import { NAVBAR_SOLID_AT_PX } from '../../content/site-figures';
import { Icon } from '../../ui/Icon';
import type { HeaderLink } from '../../ui/menus';
import { ThemeToggle } from './ThemeToggle';

export interface SiteHeaderProps {
  brandName: string;
  phone: { display: string; href: string };
  address: string;
  links: readonly HeaderLink[];
}

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

export function SiteHeader({ brandName, phone, address, links }: SiteHeaderProps): ReactElement {
  const [solid, setSolid] = useState(false);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const update = () => setSolid(window.scrollY >= NAVBAR_SOLID_AT_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  useEffect(() => {
    if (!open) return;
    // Lock the page behind the panel; keep the scrollbar's width so nothing shifts.
    const root = document.documentElement;
    const gap = window.innerWidth - root.clientWidth;
    root.classList.add('scroll-locked');
    root.style.setProperty('--scrollbar-gap', `${gap}px`);
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => {
      root.classList.remove('scroll-locked');
      root.style.removeProperty('--scrollbar-gap');
    };
  }, [open]);

  const close = () => {
    setOpen(false);
    opener.current?.focus({ preventScroll: true });
  };

  const trapFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div className={`navbar${solid ? ' navbar--solid' : ''}`}>
      <a className="navbar-brand" href="/">
        <img src="/images/logo.svg" width="32" height="32" alt="" />
        <span>{brandName}</span>
      </a>
      <div className="navbar-actions">
        <a className="navbar-phone" href={phone.href}>
          <Icon name="phone" size={18} />
          <span>{phone.display}</span>
        </a>
        <a className="button button--primary navbar-quote" href="/#main-form">
          Get a quote
        </a>
        <button
          ref={opener}
          type="button"
          className="menu-button"
          aria-expanded={open}
          aria-controls="mobile-menu"
          onClick={() => setOpen(true)}
        >
          <Icon name="menu" />
          <span className="visually-hidden">Menu</span>
        </button>
        {/* Without JavaScript the button cannot open anything: /assets/no-script.css shows this link to the
            footer's site map in its place. */}
        <a className="menu-link" href="#site-map">
          <Icon name="menu" />
          <span className="visually-hidden">Menu</span>
        </a>
      </div>
      {open && (
        <div
          ref={panel}
          id="mobile-menu"
          className="mobile-menu"
          role="dialog"
          aria-modal="true"
          aria-label="Menu"
          onKeyDown={trapFocus}
          // A link inside either leaves the page or jumps to a section of it: either way the menu closes.
          onClick={(event) => {
            if ((event.target as Element).closest('a')) setOpen(false);
          }}
        >
          <div className="mobile-menu-top">
            <span className="mobile-menu-title">{brandName}</span>
            <button type="button" className="menu-button" onClick={close}>
              <Icon name="close" />
              <span className="visually-hidden">Close menu</span>
            </button>
          </div>
          <nav aria-label="Mobile">
            <ul className="mobile-menu-links">
              {links.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                  {link.children && (
                    <ul>
                      {link.children.map((child) => (
                        <li key={child.href}>
                          <a href={child.href}>{child.label}</a>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </nav>
          <div className="mobile-menu-actions">
            <a className="button button--primary" href="/#main-form">
              Quote
            </a>
            <a className="button button--secondary" href={phone.href}>
              <Icon name="phone" size={18} /> Call {phone.display}
            </a>
          </div>
          <address className="mobile-menu-address">{address}</address>
          <ThemeToggle />
        </div>
      )}
    </div>
  );
}
