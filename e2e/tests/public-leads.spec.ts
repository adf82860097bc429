import { expect, test, uniqueClientIp, uniqueEmail } from '../fixtures';

// The inquiries the public site collects, as the team sees them in the portal (/dashboard/leads).
test.describe('leads in the portal', () => {
  test('an agent sees a new inquiry with its details and marks it handled', async ({ page, loginAs }) => {
    const email = uniqueEmail('lead');
    const name = `Lead ${email.split('@')[0]}`;
    const sent = await page.request.post('/api/contact', {
      headers: { 'x-forwarded-for': uniqueClientIp() },
      data: {
        name,
        email,
        service: 'UI/UX Design',
        budget: 'Not sure yet',
        timeline: '1-3 months',
        message: 'Our booking app needs a redesign before the summer season.',
      },
    });
    expect(sent.ok()).toBe(true);

    await loginAs('AGENT');
    await page.goto('/dashboard/leads');
    await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
    const card = page.getByRole('article', { name: name });
    await expect(card).toBeVisible();
    await expect(card).toContainText('UI/UX Design');
    await expect(card).toContainText('Budget: Not sure yet');
    await expect(card).toContainText('Timeline: 1-3 months');
    await expect(card).toContainText('Our booking app needs a redesign');
    // Agents do not see the subscribers.
    await expect(page.getByRole('tab', { name: 'Newsletter subscribers' })).toHaveCount(0);

    await card.getByRole('button', { name: `Mark handled: inquiry from ${name}` }).click();
    await expect(card).toBeHidden();
    await page.getByText('Handled', { exact: true }).click();
    const handled = page.getByRole('article', { name: name });
    await expect(handled).toContainText('Handled by Jordan Reyes');
  });

  test('an admin also sees the newsletter subscribers and can export them', async ({ page, loginAs }) => {
    await loginAs('ADMIN');
    await page.goto('/dashboard/leads');
    await page.getByRole('tab', { name: 'Newsletter subscribers' }).click();
    const exportLink = page.getByRole('link', { name: 'Export CSV' });
    await expect(exportLink).toHaveAttribute('href', '/api/newsletter/subscribers.csv?status=active');
    const download = page.waitForEvent('download');
    await exportLink.click();
    expect((await download).suggestedFilename()).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  test('a client sees neither the screen nor the data', async ({ page, loginAs }) => {
    await loginAs('CLIENT');
    await page.goto('/dashboard/leads');
    await expect(page).toHaveURL(/\/dashboard$/);
    expect((await page.request.get('/api/leads')).status()).toBe(403);
    expect((await page.request.get('/api/newsletter/subscribers')).status()).toBe(403);
    expect((await page.request.get('/api/newsletter/subscribers.csv')).status()).toBe(403);
  });
});
