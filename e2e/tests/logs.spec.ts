import { readFile } from 'node:fs/promises';
import { apiClient, expect, test, uniqueClientIp, uniqueEmail } from '../fixtures';

// D20 (issue #21 point 3): an admin narrows System Logs to the security events of the last 24 hours and downloads
// them; the CSV holds exactly the rows the list holds for those filters, and nothing older or of another category.

/** RFC 4180 records: quoted cells may hold separators, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  const cell = /"((?:[^"]|"")*)"|([^",\r\n]*)/y;
  let at = 0;
  while (at < text.length) {
    const record: string[] = [];
    for (;;) {
      cell.lastIndex = at;
      const match = cell.exec(text)!;
      record.push(match[1] !== undefined ? match[1].replace(/""/g, '"') : match[2]!);
      at = cell.lastIndex;
      if (text[at] !== ',') break;
      at += 1;
    }
    records.push(record);
    at += 2;
  }
  return records;
}

interface Entry {
  action: string;
  category: string;
  createdAt: string;
}

test('an admin filters System Logs to security events of the last 24 hours and downloads exactly those rows', async ({
  page,
  baseURL,
  loginAs,
  adminApi,
}) => {
  // A security event of this run: a failed sign-in for an address nobody has.
  const stranger = uniqueEmail('logs');
  const anonymous = await apiClient(baseURL!);
  const refused = await anonymous.post('/api/auth/sign-in/email', {
    data: { email: stranger, password: 'Not-the-password-1!' },
    headers: { 'x-forwarded-for': uniqueClientIp() },
  });
  expect(refused.status()).toBeGreaterThanOrEqual(400);
  await anonymous.dispose();

  await loginAs('ADMIN');
  await page.goto('/dashboard/logs');
  await expect(page.getByRole('tab', { name: 'System Logs', selected: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Security', exact: true }).click();
  await page.getByRole('combobox', { name: 'Time Range' }).click();
  await page.getByRole('option', { name: 'Last 24 hours' }).click();

  const table = page.getByRole('table', { name: 'Log entries' });
  const strangerRow = table.getByRole('row').filter({ hasText: stranger });
  await expect(strangerRow).toHaveCount(1);
  await expect(strangerRow).toContainText('auth.sign_in_failed');
  await expect(strangerRow).toContainText('Warning');
  // Every row shown is a security event.
  await expect(table.getByRole('row').filter({ hasNotText: 'Security' })).toHaveCount(1); // the header row

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export Logs' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^system-logs-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...records] = parseCsv(await readFile((await download.path())!, 'utf8'));
  expect(header).toEqual([
    'Time',
    'Level',
    'Category',
    'Action',
    'User',
    'Email',
    'Target',
    'Details',
    'IP address',
    'User agent',
  ]);

  // The same filters through the API, every page: the CSV holds exactly these rows, in this order.
  const listed: Entry[] = [];
  let cursor: string | null = null;
  do {
    const params: Record<string, string> = { category: 'security', range: 'last_24_hours', limit: '100' };
    if (cursor) params.cursor = cursor;
    const response = await adminApi.get('/api/logs/system', { params });
    const body = (await response.json()) as { items: Entry[]; nextCursor: string | null };
    listed.push(...body.items);
    cursor = body.nextCursor;
  } while (cursor);
  // The API client's own sign-in (security, now) is newer than the download: compare from the download's first row.
  const first = listed.findIndex((entry) => entry.createdAt === records[0]![0]);
  expect(first).toBeGreaterThanOrEqual(0);
  expect(records.map((record) => [record[0], record[2], record[3]])).toEqual(
    listed.slice(first).map((entry) => [entry.createdAt, entry.category, entry.action]),
  );
  const dayAgo = Date.now() - 24 * 3_600_000;
  for (const record of records) {
    expect(record[2]).toBe('security');
    expect(new Date(record[0]!).getTime()).toBeGreaterThan(dayAgo);
  }
  expect(records.filter((record) => record[5] === stranger).map((record) => record[3])).toEqual([
    'auth.sign_in_failed',
  ]);

  // On a phone the table scrolls inside its own box; the page itself never scrolls sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(strangerRow).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('logs-375.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
