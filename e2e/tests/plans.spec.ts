import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, findRow, signedInApi, test } from '../fixtures';

// Both journeys change the demo client's plan on their worker's server: they run in this order, in one worker, so
// the first (which undoes its change) always starts from Professional monthly and the second from what it left.
test.describe.configure({ mode: 'serial' });

// Issue #18 point 20: "Upgrade Plan" changed the plan and issued an invoice on one click. Now the click opens a
// confirmation stating the new price, the start date and the proration (the server's quote); only Confirm makes
// the change, and until its invoice is sent the client can undo it. Harbor Retail (the demo client) is on
// Professional monthly, twelve days into the period; the undo leaves it as it was.

test('a client confirms an upgrade with its price and proration, then undoes it', async ({
  page,
  baseURL,
  loginAs,
}) => {
  const api = await signedInApi(baseURL!, { email: DEMO_ACCOUNTS.CLIENT, password: DEMO_PASSWORD });
  const quote = (await (await api.get('/api/subscription/quote?plan=enterprise&billingCycle=monthly')).json()) as {
    creditCents: number;
    amountDueCents: number;
  };
  expect(quote.creditCents).toBeGreaterThan(0);
  const money = (cents: number) =>
    new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

  await loginAs('CLIENT');
  await page.goto('/dashboard/billing/plans');
  await page.getByRole('button', { name: 'Upgrade Plan: Enterprise' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm plan change' });
  await expect(dialog.getByRole('row', { name: /New price/ })).toContainText('$99.00/month');
  await expect(dialog.getByRole('row', { name: /Starts on/ })).toBeVisible();
  await expect(dialog.getByRole('row', { name: /Proration/ })).toContainText(money(quote.creditCents));
  await expect(dialog.getByRole('row', { name: /Invoiced now/ })).toContainText(money(quote.amountDueCents));
  // The click alone changed nothing.
  expect(((await (await api.get('/api/subscription')).json()) as { plan: string }).plan).toBe('professional');

  await dialog.getByRole('button', { name: 'Confirm upgrade' }).click();
  await expect(dialog).toBeHidden();
  const banner = page.getByRole('alert').filter({ hasText: 'Plan changed' });
  await expect(banner).toContainText(/Invoice INV-\d{4}-\d{4} is sent at/);
  await expect(page.getByRole('heading', { name: 'Enterprise', level: 2 })).toBeVisible();

  await banner.getByRole('button', { name: 'Undo' }).click();
  await expect(banner).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Professional', level: 2 })).toBeVisible();
  expect(await (await api.get('/api/subscription')).json()).toMatchObject({
    plan: 'professional',
    billingCycle: 'monthly',
    pendingChange: null,
  });
  await api.dispose();
});

// D16, issue #10 points 2, 4 and 6 with the manual provider (the e2e server has no Stripe keys): the client moves
// their organisation to a new plan and confirms it (issue #18 point 20), which issues an invoice, sent when the
// undo window closes or when the agency sends it (here the admin sends it at once); Pay Now shows the
// bank-transfer instructions with that invoice's number as the reference; the admin records the transfer from
// Company Financials, and the invoice is paid for both.
test('a client pays a plan invoice by bank transfer and the admin records it', async ({
  page,
  loginAs,
  baseURL,
  browser,
}) => {
  await loginAs('CLIENT');
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Plans' }).click();
  await expect(page.getByRole('heading', { name: 'Plans', level: 1 })).toBeVisible();
  await expect(page.getByText('Current Plan', { exact: true })).toBeVisible();

  // Upgrade to Enterprise, billed yearly, and confirm it: the server issues the period's invoice, less the unused
  // part of the current period (the quote the confirmation shows).
  const clientApi = await signedInApi(baseURL!, { email: DEMO_ACCOUNTS.CLIENT, password: DEMO_PASSWORD });
  const quote = (await (await clientApi.get('/api/subscription/quote?plan=enterprise&billingCycle=yearly')).json()) as {
    amountDueCents: number;
  };
  const due = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(quote.amountDueCents / 100);
  await page.getByText('Yearly (Save 20%)').click();
  await expect(page.getByText('$990.00')).toBeVisible();
  await page.getByRole('button', { name: 'Upgrade Plan: Enterprise' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm plan change' });
  await expect(confirm.getByRole('row', { name: /Invoiced now/ })).toContainText(due);
  await confirm.getByRole('button', { name: 'Confirm upgrade' }).click();
  const banner = page.getByRole('alert').filter({ hasText: 'Plan changed' });
  await expect(banner).toContainText(/Invoice INV-\d{4}-\d{4} is sent at/);
  const number = /INV-\d{4}-\d{4}/.exec((await banner.textContent()) ?? '')![0];

  // The agency sends it now instead of at the end of the undo window.
  const adminApi = await signedInApi(baseURL!, { email: DEMO_ACCOUNTS.ADMIN, password: DEMO_PASSWORD });
  const draft = await findRow<{ id: string; number: string }>(
    adminApi,
    `/api/invoices?q=${number}`,
    (i) => i.number === number,
  );
  expect((await adminApi.post(`/api/invoices/${draft!.id}/send`)).status()).toBe(200);

  // Pay Now on that invoice's card in Billing & Invoices: bank instructions with the invoice number as the
  // reference, for the server's amount.
  await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Billing & Invoices' }).click();
  const card = page.locator(`[data-invoice="${number}"]`);
  await card.getByRole('button', { name: 'Pay Now' }).click();
  const dialog = page.getByRole('dialog', { name: `Pay invoice ${number}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('row', { name: /Reference/ })).toContainText(number);
  await expect(dialog.getByRole('row', { name: /Amount due/ })).toContainText(due);
  await expect(dialog).toContainText(`quote ${number} as the reference`);
  await page.keyboard.press('Escape');

  // The admin records the transfer from Company Financials.
  const adminContext = await browser.newContext({ baseURL });
  const adminPage = await adminContext.newPage();
  await adminContext.addCookies((await adminApi.storageState()).cookies);
  await adminPage.goto('/dashboard');
  await adminPage.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Financials' }).click();
  await expect(adminPage.getByRole('heading', { name: 'Company Financials', level: 1 })).toBeVisible();
  const open = adminPage.getByRole('table', { name: 'Open invoices' }).getByRole('row').filter({ hasText: number });
  await open.getByRole('button', { name: 'Record Payment' }).click();
  const record = adminPage.getByRole('dialog', { name: `Record a payment for ${number}` });
  await expect(record.getByRole('textbox', { name: 'Amount' })).toHaveValue(due);
  await record.getByRole('textbox', { name: 'Reference' }).fill(`Transfer ${number}`);
  await record.getByRole('button', { name: 'Record Payment' }).click();
  await expect(adminPage.getByText(`Payment recorded. Invoice ${number} is paid.`)).toBeVisible();
  await expect(
    adminPage.getByRole('table', { name: 'Open invoices' }).getByRole('row').filter({ hasText: number }),
  ).toHaveCount(0);
  await expect(adminPage.getByRole('table', { name: 'Recent payments' })).toContainText(number);

  // Paid for both: through the API for each, and on the client's card.
  const payment = await findRow<{ invoiceId: string; invoiceNumber: string }>(
    adminApi,
    '/api/payments',
    (p) => p.invoiceNumber === number,
  );
  const adminView = await adminApi.get(`/api/invoices/${payment!.invoiceId}/payments`);
  expect(await adminView.json()).toMatchObject({ status: 'paid', outstandingCents: 0 });
  const clientView = await clientApi.get(`/api/invoices/${payment!.invoiceId}/payments`);
  expect(await clientView.json()).toMatchObject({ status: 'paid', outstandingCents: 0, number });
  await page.reload();
  await expect(card.getByText('Paid', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);
  await Promise.all([adminApi.dispose(), clientApi.dispose(), adminContext.close()]);
});
