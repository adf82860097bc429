import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { formatCents } from '@agency/shared/money';
import { monthlySalaryCents, netPay } from '@agency/shared/payroll';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, signedInApi, test } from '../fixtures';

// Payroll (issue #20, D7): the admin processes payroll for a period in the Process Payroll dialog; the agent (Jordan,
// salaried $118,000 in the demo) downloads their pay statement and its amounts are those of the spec's rule, read
// from the PDF itself; a client is refused the workspace and the API.

// pdfjs is the API workspace's test dependency (apps/api), where the unit tests parse PDFs too.
const fromApi = createRequire(new URL('../../apps/api/package.json', import.meta.url));

interface PdfJs {
  getDocument(input: { data: Uint8Array; verbosity: number }): {
    promise: Promise<{
      numPages: number;
      getPage(n: number): Promise<{ getTextContent(): Promise<{ items: object[] }> }>;
    }>;
  };
}

async function pdfText(bytes: Buffer): Promise<string> {
  const { getDocument } = (await import(fromApi.resolve('pdfjs-dist/legacy/build/pdf.mjs'))) as PdfJs;
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? String(item.str) : '')).join(' '));
  }
  return parts.join('\n');
}

const day = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

test('the admin processes payroll, the agent downloads a statement with the right amounts, a client is refused', async ({
  page,
  baseURL,
  loginAs,
}) => {
  // A month no run covers (the demo pays the two months before this one), different on every attempt.
  const year = 2040 + Math.floor(Math.random() * 50);
  const month = String(1 + Math.floor(Math.random() * 12)).padStart(2, '0');
  const periodStart = `${year}-${month}-01`;
  const periodEnd = new Date(Date.UTC(year, Number(month), 0)).toISOString().slice(0, 10);
  // Salaried staff only (no approved hours that far ahead): the admin $132,000, Jordan $118,000, Priya $104,000.
  const salaries = [13_200_000, 11_800_000, 10_400_000].map(monthlySalaryCents);
  const gross = salaries.reduce((sum, cents) => sum + cents, 0);
  const net = salaries.map((cents) => netPay(cents).netCents).reduce((sum, cents) => sum + cents, 0);

  await loginAs('ADMIN');
  await page.goto('/dashboard/payroll');
  await expect(page.getByRole('heading', { name: 'Payroll', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Process Payroll' }).click();
  const dialog = page.getByRole('dialog', { name: 'Process Payroll' });
  await dialog.getByLabel('From').fill(periodStart);
  await dialog.getByLabel('To').fill(periodEnd);
  await dialog.getByLabel('Payment Date').fill(periodEnd);
  await expect(dialog.getByText('Gross Payroll').locator('..')).toContainText(formatCents(gross));
  await expect(dialog.getByText('Net Payroll').locator('..')).toContainText(formatCents(net));
  await expect(dialog.getByText('Total Employees').locator('..')).toContainText('3');
  await dialog.getByRole('button', { name: 'Process Payroll' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Payroll processed: 3 employees paid')).toBeVisible();
  const run = page
    .getByRole('table', { name: 'Payroll runs' })
    .getByRole('row')
    .filter({ hasText: day(periodStart) });
  await expect(run).toContainText('Paid');
  await expect(run).toContainText(formatCents(gross));

  // The agent: their own statements only, and the PDF of this period.
  await page.context().clearCookies();
  await loginAs('AGENT');
  await page.goto('/dashboard/payroll?tab=payments');
  const statements = page.getByRole('table', { name: 'Pay statements' });
  await expect(statements.getByRole('row').filter({ hasText: day(periodEnd) })).toBeVisible();
  await expect(statements).not.toContainText('Marcus');
  await expect(page.getByRole('tab', { name: 'Company Financials' })).toHaveCount(0);
  const jordan = netPay(monthlySalaryCents(11_800_000));
  const downloading = page.waitForEvent('download');
  await statements
    .getByRole('row')
    .filter({ hasText: day(periodEnd) })
    .getByRole('link', { name: /Download the pay statement/ })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^pay-statement-PS-[0-9A-F]{8}-.*\.pdf$/);
  const text = await pdfText(readFileSync(await download.path()));
  expect(text).toContain('Jordan Reyes');
  expect(text).toContain(`${periodStart} to ${periodEnd}`);
  for (const amount of [jordan.grossCents, -jordan.taxCents, -jordan.deductionsCents, jordan.netCents]) {
    expect(text).toContain(formatCents(amount));
  }

  // A client: the spec's words in place of the workspace, and 403 from the API.
  await page.context().clearCookies();
  await loginAs('CLIENT');
  await page.goto('/dashboard/payroll');
  await expect(page.getByText('Payroll access restricted to admin and agent roles.')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Employees' })).toHaveCount(0);
  const client = await signedInApi(baseURL!, { email: DEMO_ACCOUNTS.CLIENT, password: DEMO_PASSWORD });
  expect((await client.get('/api/payroll/statements')).status()).toBe(403);
  await client.dispose();
});
