import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, findRow, signedInApi, test } from '../fixtures';

// D16, issue #10 points 2, 4 and 6 with the manual provider (the e2e server has no Stripe keys): the client moves
// their organisation to a new plan, which issues an invoice; Pay Now shows the bank-transfer instructions with that
// invoice's number as the reference; the admin records the transfer from Company Financials, and the invoice is
// paid for both.
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

  // Upgrade to Enterprise, billed yearly: the server issues the period's invoice.
  await page.getByText('Yearly (Save 20%)').click();
  await expect(page.getByText('$990.00')).toBeVisible();
  await page.getByRole('button', { name: 'Upgrade Plan: Enterprise' }).click();
  const notice = page.getByText(/You are now on the Enterprise plan\. Invoice (INV-\d{4}-\d{4}) has been issued\./);
  await expect(notice).toBeVisible();
  const number = /INV-\d{4}-\d{4}/.exec((await notice.textContent()) ?? '')![0];

  // Pay Now on that invoice's card in Billing & Invoices: bank instructions with the invoice number as the
  // reference, for the server's amount.
  await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Billing & Invoices' }).click();
  const card = page.locator(`[data-invoice="${number}"]`);
  await card.getByRole('button', { name: 'Pay Now' }).click();
  const dialog = page.getByRole('dialog', { name: `Pay invoice ${number}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('row', { name: /Reference/ })).toContainText(number);
  await expect(dialog.getByRole('row', { name: /Amount due/ })).toContainText('$990.00');
  await expect(dialog).toContainText(`quote ${number} as the reference`);
  await page.keyboard.press('Escape');

  // The admin records the transfer from Company Financials.
  const adminContext = await browser.newContext({ baseURL });
  const adminPage = await adminContext.newPage();
  const adminApi = await signedInApi(baseURL!, { email: DEMO_ACCOUNTS.ADMIN, password: DEMO_PASSWORD });
  await adminContext.addCookies((await adminApi.storageState()).cookies);
  await adminPage.goto('/dashboard');
  await adminPage.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Financials' }).click();
  await expect(adminPage.getByRole('heading', { name: 'Company Financials', level: 1 })).toBeVisible();
  const open = adminPage.getByRole('table', { name: 'Open invoices' }).getByRole('row').filter({ hasText: number });
  await open.getByRole('button', { name: 'Record Payment' }).click();
  const record = adminPage.getByRole('dialog', { name: `Record a payment for ${number}` });
  await expect(record.getByRole('textbox', { name: 'Amount' })).toHaveValue('$990.00');
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
  const clientApi = await signedInApi(baseURL!, { email: DEMO_ACCOUNTS.CLIENT, password: DEMO_PASSWORD });
  const clientView = await clientApi.get(`/api/invoices/${payment!.invoiceId}/payments`);
  expect(await clientView.json()).toMatchObject({ status: 'paid', outstandingCents: 0, number });
  await page.reload();
  await expect(card.getByText('Paid', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);
  await Promise.all([adminApi.dispose(), clientApi.dispose(), adminContext.close()]);
});
