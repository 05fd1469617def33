/**
 * The two landing pages for ads (/landing, /international): the top bar's links at phone and desktop
 * widths, the phone menu, the services selector by keyboard, the linked review cards, noindex and the
 * sitemap, and axe in the dark theme on a phone.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, useColorScheme } from './support/accessibility';
import { nextFrames } from './support/frames';
import {
  clickInPlace,
  expectFocused,
  LANDING_PAGES,
  menuButton,
  scrollY,
  sectionLinks,
  topBar,
  widgetsReady,
} from './support/landing';

const TOP_BAR_TARGETS: Record<(typeof LANDING_PAGES)[number], Record<string, string>> = {
  '/landing': {
    'Our services': 'services',
    Reviews: 'reviews',
    'Why ShipQuote': 'why-us',
    Contact: 'contact',
  },
  '/international': {
    Reviews: 'reviews',
    'Where we ship': 'shipping-locations',
    'Transport types': 'transport-types',
    'How it works': 'shipping-process',
    Benefits: 'benefits',
    Vehicles: 'vehicles',
  },
};
const QUOTE_TARGET = { '/landing': 'booking', '/international': 'international-sideform' } as const;

for (const path of LANDING_PAGES) {
  test.describe(path, () => {
    for (const width of [375, 1280]) {
      test(`every top bar link brings its section into view at ${width}px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        const phone = width <= 768;
        for (const [label, id] of Object.entries(TOP_BAR_TARGETS[path])) {
          if (phone) {
            await clickInPlace(menuButton(page));
            await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
          }
          const link = sectionLinks(page).getByRole('link', { name: label, exact: true });
          // In the phone menu the panel slides in: click() waits until it stands still. Its panel is fixed,
          // so Playwright's scrolling into view cannot move the page as it would for the sticky bar.
          if (phone) await link.click();
          else await clickInPlace(link);
          await expect(page.locator(`#${id}`), `${label} → #${id}`).toBeInViewport();
          await expect(page).toHaveURL(new RegExp(`#${id}$`));
          if (phone) {
            // Following a link closes the menu and frees the page.
            await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
            await expect(page.locator('html')).not.toHaveClass(/scroll-locked/);
          }
        }
        await clickInPlace(topBar(page).getByRole('link', { name: 'Request a quote' }));
        await expect(page.locator(`#${QUOTE_TARGET[path]}`)).toBeInViewport();
        await expect(topBar(page).getByRole('link', { name: '(512) 555-0147' })).toHaveAttribute(
          'href',
          'tel:+15125550147',
        );
      });
    }

    test('the phone menu locks page scrolling, closes on Escape and gives focus back to its button', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(path);
      // The widget replaces the plain form it starts from: the page's place is taken once that is done.
      await widgetsReady(page);
      await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }));
      await expect.poll(() => scrollY(page)).toBe(600);
      await expect(sectionLinks(page)).toBeHidden();

      await clickInPlace(menuButton(page));
      await expect(sectionLinks(page)).toBeVisible();
      await expect(page.locator('html')).toHaveClass(/scroll-locked/);
      await expect(page.locator('html')).toHaveCSS('overflow-y', 'hidden');
      // The lock reaches the compositor, which scrolls for the wheel, with the next frames drawn.
      await nextFrames(page);
      await page.mouse.move(100, 400);
      await page.mouse.wheel(0, 800);
      await page.keyboard.press('PageDown');
      await nextFrames(page);
      expect(await scrollY(page), 'the page behind the menu stays put').toBe(600);

      await page.keyboard.press('Escape');
      await expect(sectionLinks(page)).toBeHidden();
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(page.locator('html')).not.toHaveClass(/scroll-locked/);
      await expectFocused(menuButton(page));
      expect(await scrollY(page), 'closing keeps the visitor’s place').toBe(600);
    });

    test('is kept out of search results and out of the sitemap', { tag: '@steady' }, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      const sitemap = await (await page.request.get('/sitemap.xml')).text();
      expect(sitemap).toContain('<loc>');
      expect(sitemap).not.toContain(`<loc>${new URL(path, page.url()).href}</loc>`);
    });

    test('loads no React: its one script is the landing script', { tag: '@steady' }, async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(path);
      await widgetsReady(page);
      await page.mouse.move(100, 100);
      await page.keyboard.press('Tab');
      await expect.poll(() => scripts.some((script) => /^\/assets\/landing-/.test(script))).toBe(true);
      expect(scripts.filter((script) => script.startsWith('/assets/'))).toEqual([
        expect.stringMatching(/^\/assets\/landing-[0-9a-f]+\.js$/),
      ]);
    });

    // site-accessibility.spec.ts scans both landing pages at 1280 px in the light scheme; the phone layout
    // is scanned here in the dark one: each width and each scheme once (tests/support/scanned-templates.ts).
    test('axe finds no violations at 375px in the dark scheme', { tag: '@scan' }, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 900 });
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto(path);
      await widgetsReady(page);
      await useColorScheme(page, 'dark');
      await expectNoAxeViolations(page, `${path}, 375px, dark scheme`);
    });
  });
}

test('the services selector follows the arrow keys, Home and End, selecting as focus moves', async ({ page }) => {
  await page.goto('/landing');
  const list = page.getByRole('tablist', { name: 'Our services' });
  const tab = (name: string) => list.getByRole('tab', { name, exact: true });
  const enclosed = tab('Enclosed car shipping');
  await expect(enclosed).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Enclosed car shipping' })).toBeVisible();

  await enclosed.focus();
  const steps: [string, string][] = [
    ['ArrowRight', 'Open car shipping'],
    ['ArrowRight', 'Heavy equipment'],
    ['End', 'Special request'],
    ['ArrowRight', 'Enclosed car shipping'],
    ['ArrowLeft', 'Special request'],
    ['Home', 'Enclosed car shipping'],
  ];
  for (const [key, name] of steps) {
    await page.keyboard.press(key);
    await expect(tab(name), `${key} → ${name}`).toHaveAttribute('aria-selected', 'true');
    await expect(tab(name)).toHaveAttribute('tabindex', '0');
    await expectFocused(tab(name));
    await expect(page.getByRole('tabpanel', { name })).toBeVisible();
    await expect(list.getByRole('tab', { selected: true })).toHaveCount(1);
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
  }
  // Tab leaves the list for the panel: only the selected tab is a tab stop.
  await page.keyboard.press('Tab');
  await expectFocused(page.getByRole('tabpanel', { name: 'Enclosed car shipping' }));

  await tab('Canada & Hawaii').click();
  await expect(page.getByRole('tabpanel', { name: 'Canada & Hawaii' })).toBeVisible();
});

test('each review card opens its review in a new tab, and the arrows scroll the list on wide screens', async ({
  page,
}) => {
  await page.goto('/landing');
  const reviews = page.locator('#reviews');
  const first = reviews.getByRole('link', { name: /review on \w+ \(opens in a new tab\)$/ }).first();
  await expect(first).toHaveAttribute('target', '_blank');
  await expect(first).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(first).toHaveAttribute('href', /^https:\/\/\w+\.example\/companies\/shipquote\/reviews\/\d+$/);

  const list = reviews.getByRole('list', { name: 'Customer reviews' });
  await list.scrollIntoViewIfNeeded();
  const start = await list.evaluate((el) => el.scrollLeft);
  await reviews.getByRole('button', { name: 'Next reviews' }).click();
  await expect.poll(() => list.evaluate((el) => el.scrollLeft)).toBeGreaterThan(start + 200);
  await reviews.getByRole('button', { name: 'Previous reviews' }).click();
  await expect.poll(() => list.evaluate((el) => el.scrollLeft)).toBeLessThan(start + 200);

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(reviews.getByRole('button', { name: 'Next reviews' })).toBeHidden();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

  test('every panel of both tab lists is shown and the top bar’s links are reachable on a phone', {
    tag: '@steady',
  }, async ({ page }) => {
    for (const [path, count] of [
      ['/landing', 5],
      ['/international', 6],
    ] as const) {
      await page.goto(path);
      const panels = page.locator('[role="tabpanel"]');
      await expect(panels).toHaveCount(count);
      for (const panel of await panels.all()) await expect(panel).toBeVisible();
      await expect(page.getByRole('tablist')).toBeHidden();
      await expect(menuButton(page)).toBeHidden();
      for (const link of await sectionLinks(page).getByRole('link').all()) await expect(link).toBeVisible();
    }
  });
});
