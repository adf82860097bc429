import { randomUUID } from 'node:crypto';
import { expect, test, uniqueClientIp, uniqueEmail } from '../fixtures';

// Issue #21: Business Analytics (range, KPI cards, a chart's table view) and Site Analytics' funnel, where a visit
// from a campaign link that ends in an inquiry shows under its source.

test('an admin reads Business Analytics by range and follows a campaign visit into the funnel', async ({
  page,
  loginAs,
}) => {
  // A visitor lands from a campaign link and sends an inquiry: same address and browser, so the same visit.
  // A browser's user agent (a bare one reads as a bot and is not counted), made unique to this run.
  const visitor = {
    'x-forwarded-for': uniqueClientIp(),
    'user-agent': `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 e2e/${randomUUID()}`,
  };
  const campaign = `e2e-${randomUUID().slice(0, 8)}`;
  const viewed = await page.request.post('/api/analytics/pageview', {
    headers: visitor,
    data: { path: '/services', utmSource: campaign },
  });
  expect(viewed.status()).toBe(204);
  const sent = await page.request.post('/api/contact', {
    headers: visitor,
    data: {
      name: 'Funnel Visitor',
      email: uniqueEmail('funnel'),
      service: 'UI/UX Design',
      message: 'We would like a new landing page for our spring campaign.',
    },
  });
  expect(sent.ok()).toBe(true);

  await loginAs('ADMIN');
  await page.goto('/dashboard/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Business Analytics' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Time range' }).click();
  await page.getByRole('option', { name: 'Last 90 days' }).click();
  await expect(page).toHaveURL(/range=last_90_days/);
  for (const name of ['Revenue', 'Proposals', 'Conversion Rate', 'Average Value', 'Pending']) {
    await expect(page.getByRole('region', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Performance Insights' })).toBeVisible();
  const revenue = page.getByRole('region', { name: 'Revenue over time' });
  await revenue.getByRole('button', { name: 'Show table' }).click();
  const table = revenue.getByRole('table', { name: 'Revenue over time' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Period' })).toBeVisible();
  // Ninety days, one row each, under the header row.
  await expect(table.getByRole('row')).toHaveCount(91);

  await page.getByRole('link', { name: 'Site Analytics' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Site Analytics' })).toBeVisible();
  await page.getByRole('tab', { name: 'Funnel' }).click();
  await expect(page.getByRole('table', { name: 'From visit to paid invoice' })).toBeVisible();
  const row = page.getByRole('table', { name: 'By source' }).getByRole('row', { name: new RegExp(campaign) });
  // Source, then visits 1 and inquiries 1.
  await expect(row.getByRole('cell').nth(1)).toHaveText('1');
  await expect(row.getByRole('cell').nth(2)).toHaveText('1');
});
