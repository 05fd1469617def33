import { Window } from 'happy-dom';
import { afterAll, describe, expect, it } from 'vitest';
import { aLead } from '../../tests/support/a-lead';
import { buildBookingView } from '../booking/booking-view';
import { renderBookingPage } from '../booking/pages/BookingPage';
import {
  renderBookingExpiredPage,
  renderBookingNotFoundPage,
  renderBookingUnavailablePage,
} from '../booking/pages/LinkProblemPages';
import { brand } from '../content/brand';
import { HEADER_MENU } from '../content/navigation';
import { SERVICE_GROUPS } from '../content/services';
import { REDIRECTS, sitePages } from '../web/pages/registry';

const window = new Window({ settings: { disableCSSFileLoading: true, disableJavaScriptEvaluation: true } });
afterAll(() => window.happyDOM.close());

type Doc = ReturnType<typeof parse>;
type El = NonNullable<ReturnType<Doc['querySelector']>>;

function parse(markup: string) {
  return new window.DOMParser().parseFromString(markup, 'text/html');
}

const text = (node: { textContent: string | null } | null | undefined) =>
  node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/** A link's or button's accessible name: its text, with what is hidden from assistive technology left out. */
function accessibleName(element: El): string {
  const copy = element.cloneNode(true) as El;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return text(copy);
}

const bookingPage = () => parse(renderBookingPage(buildBookingView(aLead())));

/** The header's navigation landmark: a <nav> with a name inside the page's <header>. */
function headerNav(document: Doc): El {
  const header = document.querySelector('body > header');
  const nav = header?.querySelector('nav[aria-label]');
  if (!nav) throw new Error('no named <nav> in the page header');
  return nav;
}

/** The element a button's popovertarget names: the panel it opens. */
function panelOf(document: Doc, button: El): El {
  const id = button.getAttribute('popovertarget') ?? '';
  const panel = document.getElementById(id);
  if (!panel) throw new Error(`no panel #${id}`);
  return panel;
}

function buttonNamed(nav: El, name: string): El {
  const button = [...nav.querySelectorAll('button')].find((b) => accessibleName(b) === name);
  if (!button) throw new Error(`no button named ${name}`);
  return button;
}

describe('booking page header', () => {
  it('has a header with a named navigation landmark after the skip link', () => {
    const document = bookingPage();
    const nav = headerNav(document);
    expect(nav.getAttribute('aria-label')).toBe('Main');
    expect(document.querySelectorAll('body > header')).toHaveLength(1);
    const skip = document.querySelector('a.skip-link');
    expect(skip?.getAttribute('href')).toBe('#main');
    expect(document.getElementById('main')?.tagName).toBe('MAIN');
  });

  it('lists the older header menu seven links by accessible name, in order, with their paths', () => {
    const nav = headerNav(bookingPage());
    const links = [...nav.querySelectorAll('.nav-links > li > a')].map((a) => [
      accessibleName(a),
      a.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['Our process', '/#ourprocess'],
      ['FAQ', '/frequently-asked-questions'],
      ['Support', '/#support'],
      ['Contact us', '/#contact-us'],
      ['Blog', '/blog'],
      ['Request a quote', '/#request'],
      ['Home', '/'],
    ]);
    expect(links.map(([label, href]) => ({ label, href }))).toEqual(
      HEADER_MENU.map(({ label, href }) => ({ label, href })),
    );
  });

  it('folds the links into a Menu button that opens them as a popover panel, without a script', () => {
    const document = bookingPage();
    const nav = headerNav(document);
    const menu = buttonNamed(nav, 'Menu');
    expect(menu.getAttribute('type')).toBe('button');
    const panel = panelOf(document, menu);
    expect(menu.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.getAttribute('popover')).toBe('auto');
    expect(panel.querySelectorAll('.nav-links > li > a')).toHaveLength(HEADER_MENU.length);
  });

  it('has a services menu whose button opens a popover with All services and every group with its pages', () => {
    const document = bookingPage();
    const nav = headerNav(document);
    const services = buttonNamed(nav, 'Services');
    const panel = panelOf(document, services);
    expect(services.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.getAttribute('popover')).toBe('auto');
    // Directly after its button, so Tab goes from the button into the open panel.
    expect(services.nextElementSibling).toBe(panel);
    expect(panel.querySelector('a[href="/services"]')?.textContent).toBe('All services');

    const groups = [...panel.querySelectorAll('ul[aria-labelledby]')].map((list) => ({
      name: text(document.getElementById(list.getAttribute('aria-labelledby') ?? '')),
      links: [...list.querySelectorAll('a')].map((a) => [accessibleName(a), a.getAttribute('href')]),
    }));
    expect(groups.map((group) => group.name)).toEqual([
      'Heavy equipment',
      'Locational',
      'Enclosed',
      'International',
      'Non car',
      'Open',
    ]);
    expect(groups.map((group) => group.name)).toEqual(SERVICE_GROUPS.map((group) => group.name));
    const byName = new Map(groups.map((group) => [group.name, group.links]));
    expect(byName.get('Open')).toEqual([['Open Auto Shipping', '/services/open-auto-shipping']]);
    expect(byName.get('Locational')).toEqual([
      ['Alaska Auto Shipping', '/services/alaska-auto-shipping'],
      ['Hawaii Car Shipping', '/services/hawaii-car-shipping'],
    ]);
    // The pages the site keeps out of its menus stay out of this one too.
    expect(text(panel)).not.toMatch(/Golf Cart|UTV/);
  });

  it('shows the advisors’ phone as a tel: link that says what the line is for and its number', () => {
    const document = bookingPage();
    const header = document.querySelector('body > header');
    const phone = header?.querySelector(`a[href="${brand.phones.advisors.href}"]`);
    expect(brand.phones.advisors.href).toMatch(/^tel:\+1\d{10}$/);
    expect(phone && accessibleName(phone)).toBe(`Call Advisors ${brand.phones.advisors.display}`);
  });

  it('gives a quote’s page one line, the advisors’, in its header and its body alike', () => {
    const document = bookingPage();
    const advisors = [...document.querySelectorAll(`main a[href="${brand.phones.advisors.href}"]`)];
    expect(advisors.length).toBeGreaterThan(0);
    for (const link of advisors)
      expect(link.parentElement?.textContent).toContain(`Advisors: ${brand.phones.advisors.display}`);
    expect(document.querySelector(`a[href="${brand.phones.support.href}"]`)).toBeNull();
  });

  it('sends every header link to a page the site serves', () => {
    const nav = headerNav(bookingPage());
    const pages = sitePages();
    const hrefs = [...nav.querySelectorAll('a[href]')].map((a) => a.getAttribute('href') ?? '');
    expect(hrefs.length).toBeGreaterThan(HEADER_MENU.length + SERVICE_GROUPS.length);
    const missing = hrefs.filter((href) => {
      const path = new URL(href, 'https://shipquote.example').pathname;
      return !pages.has(REDIRECTS[path] ?? path);
    });
    expect(missing).toEqual([]);
  });

  it('is on the not-found, expired and unavailable pages too, with no script and no inline style', () => {
    for (const markup of [
      renderBookingNotFoundPage(),
      renderBookingExpiredPage({ linkDays: 90 }),
      renderBookingUnavailablePage(),
    ]) {
      const document = parse(markup);
      expect(headerNav(document).querySelectorAll('.nav-links > li > a')).toHaveLength(HEADER_MENU.length);
      expect(document.querySelector(`header a[href="${brand.phones.advisors.href}"]`)).not.toBeNull();
      expect(markup).not.toMatch(/<script|<style|\sstyle=/i);
    }
  });
});
