import { expect, signedInApi, test } from '../fixtures';

// D8: the development and demo tool at /auth-test (the e2e server runs in demo mode).
test.describe('/auth-test', () => {
  test('checks the database and session, and creates test users whose credentials work', async ({
    page,
    baseURL,
    loginAs,
  }) => {
    await page.goto('/auth-test');
    await expect(page.getByText('Connected')).toBeVisible();
    await expect(page.getByText('No active session')).toBeVisible();

    await page.getByRole('button', { name: 'Create Test Client' }).click();
    const created = page.getByRole('status').filter({ hasText: 'Test client created' });
    await expect(created).toBeVisible();
    const email = (await created.locator('code').nth(0).textContent())!;
    const password = (await created.locator('code').nth(1).textContent())!;
    const api = await signedInApi(baseURL!, { email, password });
    expect((await (await api.get('/api/auth/get-session')).json()).user.role).toBe('CLIENT');
    await api.dispose();

    await page.getByRole('button', { name: 'Create Test Admin' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Test admin created' })).toBeVisible();

    await loginAs('AGENT');
    await page.reload();
    await expect(page.getByText('Signed in as agent@example.com (AGENT)')).toBeVisible();
  });

  test('shows a red Failed box with the message when something fails', async ({ page }) => {
    await page.route('**/api/dev/auth-test/users', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'The database refused the insert' } } }),
    );
    await page.goto('/auth-test');
    await page.getByRole('button', { name: 'Create Test Admin' }).click();
    const failed = page.getByRole('alert');
    await expect(failed).toContainText('Failed');
    await expect(failed).toContainText('The database refused the insert');
  });
});
