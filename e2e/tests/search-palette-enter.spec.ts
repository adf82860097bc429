import { expect, test } from '../fixtures';

// Issue #18 point 25: Enter in the search palette opened nothing until an arrow key had been pressed. The first
// result is selected as soon as the results arrive, so typing and pressing Enter opens it.

test('Enter opens the first result of the search palette without an arrow key', async ({ page, loginAs }) => {
  await loginAs('ADMIN');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  await page.keyboard.press('ControlOrMeta+KeyK');
  const box = page.getByRole('textbox', { name: 'Search' });
  await box.fill('Patient Portal MVP');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog.getByRole('button', { name: /Patient Portal MVP/ }).first()).toBeVisible();
  // The first result of the list (in its group order) is the selected one.
  await expect(dialog.locator('[data-action]').first()).toHaveAttribute('data-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/[a-z-]+\/[0-9a-f-]{36}/);
  await expect(page.getByRole('dialog', { name: 'Search' })).toBeHidden();
});
