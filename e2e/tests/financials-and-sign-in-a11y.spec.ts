import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../fixtures';

// Issue #18 point 25 (small ones): Financials showed "—" as the method of the recorded payments and had a column
// header with no name; the sign-in page had links inside a sentence told apart by colour only (axe: serious).

test('Financials names each payment’s method and every column', async ({ page, loginAs }) => {
  await loginAs('ADMIN');
  await page.goto('/dashboard/financials');
  const payments = page.getByRole('table', { name: 'Recent payments' });
  await expect(payments.getByRole('row').nth(1)).toBeVisible();
  const methods = await payments.getByRole('row').locator('td:nth-child(4)').allTextContents();
  expect(methods.length).toBeGreaterThan(0);
  expect(methods).not.toContain('—');
  expect(methods).toContain('Bank transfer');
  await expect(
    page.getByRole('table', { name: 'Open invoices' }).getByRole('columnheader', { name: 'Actions' }),
  ).toHaveCount(1);
  const { violations } = await new AxeBuilder({ page }).withRules(['empty-table-header']).analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
});

test('the sign-in page’s links in a sentence are underlined', async ({ page }) => {
  await page.goto('/auth');
  const mail = page.getByRole('link', { name: /@/ });
  await expect(mail).toBeVisible();
  await expect(mail).toHaveCSS('text-decoration-line', 'underline');
  const { violations } = await new AxeBuilder({ page }).withRules(['link-in-text-block']).analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
});
