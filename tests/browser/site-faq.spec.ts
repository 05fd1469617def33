/**
 * The FAQ accordion: one item open at a time, by mouse and by keyboard (Enter and Space on
 * a question).
 */
import { expect, type Page, test } from '@playwright/test';
import { FAQ } from '../../site/content/faq';

const item = (page: Page, question: string) =>
  page.locator('details').filter({ has: page.locator('summary', { hasText: question }) });
const question = (page: Page, text: string) => item(page, text).locator('summary');
const openItems = (page: Page) => page.locator('main details[open]');

test.beforeEach(async ({ page }) => {
  expect(FAQ.length).toBeGreaterThanOrEqual(4);
  await page.goto('/frequently-asked-questions');
  await expect(openItems(page)).toHaveCount(0);
});

test('opening a question closes the one that was open', { tag: '@steady' }, async ({ page }) => {
  const [first, second] = FAQ;
  await question(page, first!.question).click();
  await expect(item(page, first!.question)).toHaveAttribute('open', '');
  await expect(page.getByText(first!.answer[0]!)).toBeVisible();

  await question(page, second!.question).click();
  await expect(item(page, second!.question)).toHaveAttribute('open', '');
  await expect(item(page, first!.question)).not.toHaveAttribute('open', '');
  await expect(page.getByText(first!.answer[0]!)).toBeHidden();
  await expect(openItems(page)).toHaveCount(1);

  await question(page, second!.question).click();
  await expect(openItems(page)).toHaveCount(0);
});

test('Enter and Space on a question open it and close the others', async ({ page }) => {
  const [, , third, fourth] = FAQ;
  await question(page, third!.question).focus();
  await page.keyboard.press('Enter');
  await expect(item(page, third!.question)).toHaveAttribute('open', '');
  await expect(page.getByText(third!.answer[0]!)).toBeVisible();

  await question(page, fourth!.question).focus();
  await page.keyboard.press('Space');
  await expect(item(page, fourth!.question)).toHaveAttribute('open', '');
  await expect(item(page, third!.question)).not.toHaveAttribute('open', '');
  await expect(openItems(page)).toHaveCount(1);

  await page.keyboard.press('Enter');
  await expect(openItems(page)).toHaveCount(0);
  // Focus stays on the question, so the visitor can go on with Tab.
  await expect(question(page, fourth!.question)).toBeFocused();
});

test('each accordion on a service page keeps one item open, independently of the rail', { tag: '@steady' }, async ({
  page,
}) => {
  await page.goto('/services/open-auto-shipping');
  const questions = page.locator('main .faq summary');
  expect(await questions.count()).toBeGreaterThanOrEqual(2);
  await questions.nth(0).click();
  await questions.nth(1).click();
  await expect(page.locator('main .faq details[open]')).toHaveCount(1);
  await expect(page.locator('main .faq details').nth(1)).toHaveAttribute('open', '');
});
