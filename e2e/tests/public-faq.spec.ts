import { expect, type Page, test } from '../fixtures';

const answer = (page: Page, question: string) =>
  page.locator('details', { has: page.locator('summary', { hasText: question }) });

async function expectOneOpenAtATime(page: Page) {
  const first = answer(page, 'How do I start a project with you?');
  const second = answer(page, 'How do payments work?');
  const third = answer(page, 'Who owns the code and designs?');
  await expect(page.locator('details[open]')).toHaveCount(0);

  await first.locator('summary').click();
  await expect(first).toHaveAttribute('open', '');
  await expect(first.getByText(/discovery call/)).toBeVisible();

  await second.locator('summary').click();
  await expect(second).toHaveAttribute('open', '');
  await expect(first).not.toHaveAttribute('open');

  await third.locator('summary').click();
  await expect(page.locator('details[open]')).toHaveCount(1);

  // Clicking the open question closes it again.
  await third.locator('summary').click();
  await expect(page.locator('details[open]')).toHaveCount(0);
}

test.describe('FAQ', () => {
  test('has four groups of four questions and ends with Email Us and Dashboard Messages', async ({ page }) => {
    await page.goto('/faq');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      'Getting started',
      'Pricing and payment',
      'Process and ownership',
      'Support and the client portal',
      'Still have questions?',
    ]);
    await expect(main.locator('details')).toHaveCount(16);
    await expect(main.getByRole('link', { name: 'Email Us' })).toHaveAttribute('href', /^mailto:/);
    await expect(main.getByRole('link', { name: 'Dashboard Messages' })).toHaveAttribute('href', '/dashboard');
  });

  test('keeps one answer open at a time', async ({ page }) => {
    await page.goto('/faq');
    await expectOneOpenAtATime(page);
  });

  test('keeps one answer open at a time without JavaScript too', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/faq');
    await expectOneOpenAtATime(page);
    await context.close();
  });

  test('opens the answer a link points to', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('link', { name: /Read more about how do payments work/ }).click();
    await expect(page).toHaveURL(/\/faq#payment-schedule$/);
    await expect(answer(page, 'How do payments work?')).toHaveAttribute('open', '');
  });
});
