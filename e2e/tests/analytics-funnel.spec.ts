import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import {
  apiClient,
  callbackPathFrom,
  expect,
  latestMail,
  signInBrowser,
  strongPassword,
  test,
  tokenFrom,
  uniqueClientIp,
  uniqueEmail,
} from '../fixtures';

// Issue #21's funnel journey, each step as its person does it: a visitor comes from the newsletter's link and sends
// an inquiry from the contact page; the admin converts the lead; the new client approves the proposal; the admin
// records the payment of the deposit invoice; Site Analytics' funnel shows that path under the source "newsletter".

interface FunnelRow {
  key: string | null;
  visits: number;
  inquiries: number;
  clients: number;
  proposals: number;
  paid: number;
  paidCents: number;
}

const STEPS = ['visits', 'inquiries', 'clients', 'proposals', 'paid'] as const;

async function newsletterRow(admin: APIRequestContext): Promise<FunnelRow> {
  const res = await admin.get('/api/analytics/site?range=last_7_days');
  expect(res.status()).toBe(200);
  const { funnel } = (await res.json()) as { funnel: { bySource: FunnelRow[] } };
  const row = funnel.bySource.find((r) => r.key === 'newsletter');
  return row ?? { key: 'newsletter', visits: 0, inquiries: 0, clients: 0, proposals: 0, paid: 0, paidCents: 0 };
}

test('a newsletter visit becomes an inquiry, a client, an approved proposal and a paid invoice, and the funnel shows it', async ({
  page,
  browser,
  baseURL,
  adminApi,
  loginAs,
}) => {
  // Four people's steps in three browsers on a shared 2-core machine.
  test.slow();
  const before = await newsletterRow(adminApi);
  const tag = uniqueEmail('funnel').split('@')[0]!;
  const email = `${tag}@lighthouse-bakery.example`;
  const company = `Lighthouse Bakery ${tag}`;

  // 1. The visitor: a browser of its own (its own address and user agent make its own cookieless visit).
  const visitorContext = await browser.newContext({
    baseURL,
    userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 e2e/${randomUUID()}`,
    extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp() },
  });
  const visitor = await visitorContext.newPage();
  const viewed = visitor.waitForRequest((r) => r.url().endsWith('/api/analytics/pageview'));
  await visitor.goto('/services?utm_source=newsletter');
  await viewed;
  await visitor.goto('/contact');
  const form = visitor.getByRole('form', { name: 'Tell us about your project' });
  await form.getByLabel('Full Name').fill(`Robin ${tag}`);
  await form.getByLabel('Email Address').fill(email);
  await form.getByLabel('Company').fill(company);
  await form.getByLabel('Service Needed').selectOption('Web Development');
  await form.getByLabel('Project Description').fill('A shop for our bread subscriptions, with weekly deliveries.');
  await visitor.getByRole('button', { name: 'Send Message' }).click();
  await expect(visitor.getByRole('status').filter({ hasText: 'Thank you! Your message has been sent.' })).toBeVisible();
  await visitorContext.close();

  // 2. The admin converts the lead into a client with a first project.
  await loginAs('ADMIN');
  await page.goto('/dashboard/leads');
  await page.getByRole('button', { name: `Convert to client: inquiry from Robin ${tag}` }).click();
  const convert = page.getByRole('dialog', { name: 'Convert to client' });
  await expect(convert.getByLabel('Client name')).toHaveValue(company);
  await convert.getByLabel('First project name').fill(`${company} shop`);
  await convert.getByRole('button', { name: 'Convert' }).click();
  await convert.getByRole('link', { name: 'Open client page' }).click();
  await expect(page).toHaveURL(/\/dashboard\/clients\/[0-9a-f-]{36}$/);
  const clientId = page.url().split('/').pop()!;

  // The admin invites the client's contact and sends them a proposal (the invitation and sending journeys have
  // their own specs; here they are the path's glue, through the API).
  const invited = await adminApi.post('/api/users/invitations', {
    data: { email, firstName: 'Robin', lastName: tag, role: 'CLIENT', clientId },
    headers: { 'x-forwarded-for': uniqueClientIp() },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const password = strongPassword();
  const anonymous = await apiClient(baseURL!);
  const token = tokenFrom(callbackPathFrom(await latestMail(adminApi, 'invitation', email)));
  expect((await anonymous.post('/api/invitations/accept', { data: { token, password } })).status()).toBe(200);
  await anonymous.dispose();
  const created = await adminApi.post('/api/proposals', {
    data: {
      title: `Bread subscriptions shop ${tag}`,
      clientId,
      description: 'An online shop with weekly bread subscriptions.',
      terms: '50% deposit on approval, balance on launch. Net 30.',
      items: [{ description: 'Shop design and build', quantity: 1, rate: 8000 }],
      amount: 1,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const proposal = (await created.json()) as { id: string; number: string };
  expect((await adminApi.post(`/api/proposals/${proposal.id}/send`)).status()).toBe(200);

  // 3. The new client approves it, signed, in their own browser.
  const clientContext = await browser.newContext({ baseURL });
  const client = await clientContext.newPage();
  await signInBrowser(client, baseURL!, { email, password });
  await client.goto(`/dashboard/proposals?proposal=${proposal.id}`);
  const dialog = client.getByRole('dialog', { name: proposal.number });
  await dialog.getByLabel('Your full name').fill(`Robin ${tag}`);
  await dialog.getByRole('checkbox', { name: new RegExp(`I accept proposal ${proposal.number}`) }).check();
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog.getByText('Approved and signed')).toBeVisible();
  const deposit = (await dialog.getByText(/Deposit invoice INV-\d{4}-\d{4}/).textContent())!.match(
    /INV-\d{4}-\d{4}/,
  )![0];
  await clientContext.close();

  // 4. The admin records the bank transfer that pays the deposit.
  await page.goto('/dashboard/financials');
  const open = page.getByRole('table', { name: 'Open invoices' }).getByRole('row').filter({ hasText: deposit });
  await open.getByRole('button', { name: 'Record Payment' }).click();
  const record = page.getByRole('dialog', { name: `Record a payment for ${deposit}` });
  await expect(record.getByRole('textbox', { name: 'Amount' })).toHaveValue('$4,000.00');
  await record.getByRole('button', { name: 'Record Payment' }).click();
  await expect(page.getByText(`Payment recorded. Invoice ${deposit} is paid.`)).toBeVisible();

  // 5. The funnel: the newsletter's row has one more at every step, and the deposit's value as paid.
  await page.goto('/dashboard/site-analytics?range=last_7_days');
  await page.getByRole('tab', { name: 'Funnel' }).click();
  const row = page
    .getByRole('table', { name: 'By source' })
    .getByRole('row')
    .filter({ hasText: /^newsletter/ });
  const cells = row.getByRole('cell');
  for (const [index, step] of STEPS.entries()) {
    await expect(cells.nth(index + 1), step).toHaveText(String(before[step] + 1));
  }
  const paid = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
    (before.paidCents + 400_000) / 100,
  );
  await expect(cells.nth(6)).toHaveText(paid);
});
