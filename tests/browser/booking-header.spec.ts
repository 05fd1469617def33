/**
 * The booking page's header: the older header menu's seven links, the services menu and the header
 * phone. Both menus are popovers the browser runs by itself, so they are used here by keyboard alone —
 * Enter and Space toggle, Tab walks into the open panel, Escape closes it and gives focus back to its
 * button — with JavaScript on and off, at 1280 and 320 px, in both themes, with no axe violation,
 * no CSP violation and no sideways scrolling.
 */
import { type APIRequestContext, type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { brand } from '../../site/content/brand';
import { HEADER_MENU } from '../../site/content/navigation';
import { validSubmissionInput } from '../support/valid-submission';
import { SchemeSample } from './support/accessibility';
import { watchCsp } from './support/csp-violations';
import { hasFocus, tabTo } from './support/keyboard';

const SERVICE_GROUPS = ['Heavy equipment', 'Locational', 'Enclosed', 'International', 'Non car', 'Open'];

async function createLead(request: APIRequestContext): Promise<{ url: string; sessionId: string }> {
  const answer = await request.post('/api/createOpportunityAndSendToBooking', {
    data: validSubmissionInput({ context: { placement: { source: 'browser-test' } } }),
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as { url: string; sessionId: string };
}

const nav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Main' });
const servicesButton = (page: Page) => nav(page).getByRole('button', { name: 'Services', exact: true });
const menuButton = (page: Page) => nav(page).getByRole('button', { name: 'Menu', exact: true });
const servicesPanel = (page: Page) => page.locator('#services-menu');
const menuPanel = (page: Page) => page.locator('#site-menu');

/**
 * Whether the browser tells assistive technology that `button` is expanded. A popover's button carries no
 * aria-expanded attribute: the browser computes the state from the popover, so it is read from Chromium's
 * accessibility tree.
 */
async function expandedState(context: BrowserContext, page: Page, name: string): Promise<boolean | undefined> {
  const cdp = await context.newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodes } = await cdp.send('Accessibility.queryAXTree', {
      nodeId: root.nodeId,
      accessibleName: name,
      role: 'button',
    });
    const expanded = nodes[0]?.properties?.find((property) => property.name === 'expanded');
    return expanded ? Boolean(expanded.value.value) : undefined;
  } finally {
    await cdp.detach();
  }
}

async function expectNoSidewaysScroll(page: Page, state: string): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `page width, ${state}`).toBeLessThanOrEqual(clientWidth);
}

/** Every box the header draws, its open panels included, lies inside the window's width. */
async function expectHeaderFits(page: Page, state: string): Promise<void> {
  const outside = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll('body > header, body > header *')]
      .filter((element) => element.getClientRects().length > 0)
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.left < -0.5 || box.right > width + 0.5;
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.className} "${element.textContent?.trim()}"`);
  });
  expect(outside, `header boxes outside the window, ${state}`).toEqual([]);
}

/** Focus sits on `target` and draws a visible ring. */
async function expectFocusRing(target: Locator): Promise<void> {
  expect(await hasFocus(target)).toBe(true);
  await expect(target).toHaveCSS('outline-style', 'solid');
  await expect(target).toHaveCSS('outline-width', '3px');
}

test.describe('at 1280 px', () => {
  test('the services menu opens, is walked and closes by keyboard alone, with the seven links and the phone in view', async ({
    page,
    context,
    request,
  }) => {
    const lead = await createLead(request);
    const violations = await watchCsp(page);
    const answer = await page.goto(lead.url);
    expect(answer?.headers()['content-security-policy']).toContain("style-src 'self'");

    for (const link of HEADER_MENU) {
      await expect(nav(page).getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', link.href);
      await expect(nav(page).getByRole('link', { name: link.label, exact: true })).toBeVisible();
    }
    const phone = page
      .getByRole('banner')
      .getByRole('link', { name: `Call ${brand.phones.advisors.label} ${brand.phones.advisors.display}` });
    await expect(phone).toBeVisible();
    await expect(phone).toHaveAttribute('href', brand.phones.advisors.href);
    await expect(menuButton(page)).toBeHidden();

    // The skip link comes first and takes focus to the main content.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: /skip to/i });
    await expectFocusRing(skip);
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    await page.goto(lead.url);

    const services = servicesButton(page);
    const openAuto = servicesPanel(page).getByRole('link', { name: 'Open Auto Shipping' });
    await expect(servicesPanel(page)).toBeHidden();
    expect(await expandedState(context, page, 'Services')).toBe(false);

    await tabTo(page, services);
    await expectFocusRing(services);
    await page.keyboard.press('Enter');
    await expect(servicesPanel(page)).toBeVisible();
    expect(await expandedState(context, page, 'Services')).toBe(true);
    for (const group of SERVICE_GROUPS) {
      await expect(servicesPanel(page).getByRole('list', { name: group, exact: true })).toBeVisible();
    }
    await expect(openAuto).toHaveAttribute('href', '/services/open-auto-shipping');
    await expect(servicesPanel(page).getByRole('link', { name: /Golf Cart|UTV/ })).toHaveCount(0);

    // Tab goes from the button into the open panel, and Shift+Tab back.
    await page.keyboard.press('Tab');
    await expect(servicesPanel(page).getByRole('link', { name: 'All services' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(servicesPanel(page).getByRole('link', { name: 'Heavy Equipment Shipping' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await hasFocus(services)).toBe(true);

    // Escape from inside the panel closes it and gives focus back to its button.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(servicesPanel(page)).toBeHidden();
    expect(await hasFocus(services)).toBe(true);
    expect(await expandedState(context, page, 'Services')).toBe(false);

    // Space toggles as well as Enter.
    await page.keyboard.press('Space');
    await expect(servicesPanel(page)).toBeVisible();
    await page.keyboard.press('Space');
    await expect(servicesPanel(page)).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(servicesPanel(page)).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(servicesPanel(page)).toBeHidden();

    // A service link, reached by keyboard, leads to its page.
    await page.keyboard.press('Enter');
    await tabTo(page, openAuto, 40);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/services\/open-auto-shipping$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Open Auto Transport');
    await page.goBack();

    expect(await violations()).toEqual([]);
  });
});

// The phone layout at its narrowest: no breakpoint of booking.css lies between 320 and 375 px (its narrow
// ones are at 24rem, 384 px, and wider), so 375 px folds the header as 320 px does, with more room.
for (const width of [320]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 720 } });

    test('the seven links fold into a Menu button that opens, walks and closes by keyboard, all inside the window width', async ({
      page,
      context,
      request,
    }) => {
      const lead = await createLead(request);
      const violations = await watchCsp(page);
      await page.goto(lead.url);
      await expectHeaderFits(page, 'menu closed');
      await expect(servicesButton(page)).toBeHidden();
      await expect(nav(page).getByRole('link', { name: 'Our process' })).toBeHidden();
      const phone = page
        .getByRole('banner')
        .getByRole('link', { name: `Call ${brand.phones.advisors.label} ${brand.phones.advisors.display}` });
      await expect(phone).toBeVisible();
      await expect(phone).toHaveAttribute('href', brand.phones.advisors.href);
      const phoneBox = await phone.boundingBox();
      expect(phoneBox?.width).toBeGreaterThanOrEqual(44);
      expect(phoneBox?.height).toBeGreaterThanOrEqual(44);

      const menu = menuButton(page);
      await tabTo(page, menu);
      await expectFocusRing(menu);
      expect(await expandedState(context, page, 'Menu')).toBe(false);
      await page.keyboard.press('Enter');
      await expect(menuPanel(page)).toBeVisible();
      expect(await expandedState(context, page, 'Menu')).toBe(true);
      for (const link of HEADER_MENU) {
        await expect(nav(page).getByRole('link', { name: link.label, exact: true })).toBeVisible();
      }
      // On phones the services are listed in full under the seven links.
      for (const group of SERVICE_GROUPS) {
        await expect(menuPanel(page).getByRole('list', { name: group, exact: true })).toBeAttached();
      }
      await expectHeaderFits(page, 'menu open');

      await page.keyboard.press('Tab');
      await expect(nav(page).getByRole('link', { name: 'Our process' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(nav(page).getByRole('link', { name: 'FAQ' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menuPanel(page)).toBeHidden();
      expect(await hasFocus(menu)).toBe(true);

      await page.keyboard.press('Space');
      await expect(menuPanel(page)).toBeVisible();
      await page.keyboard.press('Space');
      await expect(menuPanel(page)).toBeHidden();
      expect(await violations()).toEqual([]);
    });

    test('a page of the booking chrome alone scrolls no way but down, its menu closed or open', async ({ page }) => {
      await page.goto('/booking/AAAAAAAAAAAAAAAAAAAAAA');
      await expectNoSidewaysScroll(page, 'menu closed');
      await tabTo(page, menuButton(page));
      await page.keyboard.press('Enter');
      await expect(menuPanel(page)).toBeVisible();
      await expectNoSidewaysScroll(page, 'menu open');
    });
  });
}

/**
 * The header's buttons: the services menu's at 1280 px, the Menu button at 320 px. Each is drawn at one of
 * the widths only, and both are scanned in either scheme, closed, with every page of the order
 * (booking-order-accessibility.spec.ts, whose walk shows that both schemes saw every kind it drew).
 */
const HEADER_TOGGLES = ['.services-toggle', '.menu-toggle', '.menu-toggle-close', '.menu-toggle-label'];

/**
 * Closed, the header is scanned with every page of the order. Open, the two menus draw the same links and
 * lists but for their buttons (HEADER_TOGGLES), so one is scanned light and the other dark.
 */
test('the header has no axe violation with its services menu open at 1280 px in the light scheme and its menu open at 320 px in the dark one', {
  tag: '@scan',
}, async ({ page, request }) => {
  const lead = await createLead(request);
  const violations = await watchCsp(page);
  const scans = new SchemeSample(page);
  await page.goto(lead.url);
  await tabTo(page, servicesButton(page));
  await page.keyboard.press('Enter');
  await expect(servicesPanel(page)).toBeVisible();
  await scans.scan('booking header, services open', 'light');
  await expectHeaderFits(page, 'services open');
  await expectNoSidewaysScroll(page, 'services open');

  await page.setViewportSize({ width: 320, height: 720 });
  await page.goto(lead.url);
  await tabTo(page, menuButton(page));
  await page.keyboard.press('Enter');
  await expect(menuPanel(page)).toBeVisible();
  await scans.scan('booking header 320 px, menu open', 'dark');
  scans.expectBothSchemesSawEveryKind(HEADER_TOGGLES);
  expect(await violations()).toEqual([]);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('both menus still open and close by keyboard, Escape included', async ({ page, request }) => {
    const lead = await createLead(request);
    await page.goto(lead.url);
    await tabTo(page, servicesButton(page));
    await page.keyboard.press('Enter');
    await expect(servicesPanel(page).getByRole('link', { name: 'Boat Shipping' })).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(servicesPanel(page)).toBeHidden();
    expect(await hasFocus(servicesButton(page))).toBe(true);

    await page.setViewportSize({ width: 375, height: 720 });
    await tabTo(page, menuButton(page));
    await page.keyboard.press('Enter');
    await expect(nav(page).getByRole('link', { name: 'Request a quote' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menuPanel(page)).toBeHidden();
    expect(await hasFocus(menuButton(page))).toBe(true);
  });
});
