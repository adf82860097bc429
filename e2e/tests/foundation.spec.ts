import { expect, test } from '../fixtures';

test.describe('the foundation', () => {
  test('serves the prerendered home page with its content', async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('<h1');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('answers health with the database up', async ({ request }) => {
    const res = await request.get('/api/health');
    expect(res.status()).toBe(200);
    expect((await res.json()).database.reachable).toBe(true);
  });

  test('renders a portal route in the browser from the SPA fallback', async ({ page }) => {
    const res = await page.goto('/dashboard');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('shows the not-found page with status 404 for an unknown path', async ({ page }) => {
    const res = await page.goto('/this-page-does-not-exist');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
