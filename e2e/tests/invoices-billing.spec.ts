import { randomBytes } from 'node:crypto';
import { DEMO_PASSWORD, expect, test } from '../fixtures';

// Issue #10 (invoices): an admin creates an invoice in the Billing & Invoices workspace and sends it; the client
// then finds it in their own workspace; an overdue invoice tells its client to pay.

const unique = () => randomBytes(3).toString('hex');

test('an admin creates and sends an invoice, and the client sees it', async ({ page, loginAs, context }) => {
  const description = `Storefront audit ${unique()}`;
  await loginAs('ADMIN');
  await page.goto('/dashboard/billing');
  await expect(page.getByRole('heading', { name: 'Billing & Invoices', level: 1 })).toBeVisible();
  await expect(page.getByText('Total Revenue')).toBeVisible();

  await page.getByRole('button', { name: 'Create Invoice' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Invoice' });
  await dialog.getByRole('combobox', { name: 'Client' }).fill('Harbor');
  await page.getByRole('option', { name: 'Harbor & Pine Outfitters' }).click();
  await dialog.getByRole('textbox', { name: 'Description', exact: true }).fill(description);
  await dialog.getByRole('textbox', { name: 'Item description' }).fill('Accessibility audit');
  await dialog.getByRole('textbox', { name: 'Quantity' }).fill('3');
  await dialog.getByRole('textbox', { name: 'Rate' }).fill('250.50');
  // A second line, then removed: at least one line stays.
  await dialog.getByRole('button', { name: 'Add item' }).click();
  await expect(dialog.getByRole('button', { name: 'Remove item 2' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Remove item 2' }).click();
  await expect(dialog.getByRole('button', { name: 'Remove item 1' })).toBeDisabled();
  await expect(dialog.getByText('Total: $751.50')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create Invoice' }).click();
  await expect(dialog).toBeHidden();

  const card = page.locator('[data-invoice]').filter({ hasText: description });
  await expect(card).toBeVisible();
  await expect(card.getByText('Draft')).toBeVisible();
  await expect(card.getByText('$751.50')).toBeVisible();
  const number = await card.getAttribute('data-invoice');

  await card.getByRole('button', { name: `Actions for ${number}` }).click();
  await page.getByRole('menuitem', { name: 'Send' }).click();
  await page.getByRole('dialog', { name: 'Send invoice' }).getByRole('button', { name: 'Send' }).click();
  await expect(card.getByText('Sent', { exact: true })).toBeVisible();

  await context.clearCookies();
  await loginAs('CLIENT');
  await page.goto('/dashboard/billing');
  await expect(page.getByText('Total Paid')).toBeVisible();
  const clientCard = page.locator(`[data-invoice="${number}"]`);
  await expect(clientCard).toBeVisible();
  await expect(clientCard.getByText(description)).toBeVisible();
  await expect(clientCard.getByText('Sent', { exact: true })).toBeVisible();
  await clientCard.getByRole('button', { name: 'View Invoice' }).click();
  const details = page.getByRole('dialog', { name: `Invoice ${number}` });
  await expect(details.getByText('Accessibility audit')).toBeVisible();
  await expect(page).toHaveURL(/[?&]invoice=/);
});

test('an overdue invoice asks its client to pay as soon as possible', async ({ page, loginAs }) => {
  // The demo's Fleet Tracking deposit is ten days past its due date (overdue, D10).
  await loginAs({ email: 'tom.okafor@meridianfreight.example', password: DEMO_PASSWORD });
  await page.goto('/dashboard/billing?section=billing');
  const card = page.locator('[data-invoice]').filter({ hasText: 'Fleet Tracking Dashboard: 50% deposit' });
  await expect(card.getByText('Overdue', { exact: true })).toBeVisible();
  await expect(card.getByText('This invoice is overdue. Please make payment as soon as possible.')).toBeVisible();
  // The client never sees the agency's actions.
  await expect(page.getByRole('button', { name: 'Create Invoice' })).toHaveCount(0);
});
