import { CALLBACK_MESSAGES } from '@agency/shared/auth-rules';
import { apiClient, expect, invite, strongPassword, test } from '../fixtures';

// 000 §4 "Auth callback" and §8: statuses, every message, and the delays of §9 before /auth.
test.describe('auth callback catalogue', () => {
  test('says there is no data, then goes to sign in after 2 s', async ({ page }) => {
    await page.goto('/auth/callback');
    await expect(page.getByRole('alert')).toHaveText(CALLBACK_MESSAGES.noData);
    const shownAt = Date.now();
    await page.waitForURL('/auth');
    expect(Date.now() - shownAt).toBeGreaterThan(1500);
  });

  test('denies access for access_denied, then goes to sign in after 3 s', async ({ page }) => {
    await page.goto('/auth/callback?error=access_denied&error_description=Email+link+is+invalid');
    await expect(page.getByRole('alert')).toHaveText(CALLBACK_MESSAGES.accessDenied);
    const shownAt = Date.now();
    await page.waitForURL('/auth');
    expect(Date.now() - shownAt).toBeGreaterThan(2500);
  });

  test('names an expired link, read from the hash', async ({ page }) => {
    await page.goto('/auth/callback#error=otp_error&error_description=Email+link+has+expired');
    await expect(page.getByRole('alert')).toHaveText(CALLBACK_MESSAGES.expired);
  });

  test('shows any other error with its description, or the error', async ({ page }) => {
    await page.goto('/auth/callback?error=server_error&error_description=Database+unavailable');
    await expect(page.getByRole('alert')).toHaveText('Authentication error: Database unavailable');
    await page.goto('/auth/callback?error=server_error');
    await expect(page.getByRole('alert')).toHaveText('Authentication error: server_error');
  });

  test('fails to establish a session for a link without one', async ({ page }) => {
    await page.goto('/auth/callback#access_token=abc&refresh_token=def&type=magiclink');
    await expect(page.getByRole('alert')).toHaveText(CALLBACK_MESSAGES.sessionFailed);
    await page.waitForURL('/auth');
  });

  test('reports an unexpected failure', async ({ page }) => {
    await page.route('**/api/invitations/*', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.goto('/auth/callback?type=invite&token=0123456789abcdef');
    await expect(page.getByRole('alert')).toHaveText(CALLBACK_MESSAGES.unexpected);
  });

  test('has a Return to Login button', async ({ page }) => {
    await page.goto('/auth/callback?error=server_error');
    await page.getByRole('link', { name: 'Return to Login' }).click();
    await expect(page).toHaveURL('/auth');
  });

  test('sends a recovery link on to the password page after 1 s', async ({ page }) => {
    await page.goto('/auth/callback?type=recovery&token=recovery-token-123');
    await expect(page.getByRole('status')).toHaveText(CALLBACK_MESSAGES.success);
    await page.waitForURL('/auth/password-reset?type=recovery&token=recovery-token-123');
  });
});

test.describe('invitation links', () => {
  test('refuse an unknown invitation', async ({ page }) => {
    await page.goto('/auth/callback?type=invite&token=not-a-real-invitation-token');
    await expect(page.getByRole('alert')).toHaveText(CALLBACK_MESSAGES.accessDenied);
  });

  test('refuse an invitation already used', async ({ page, adminApi, baseURL }) => {
    const invited = await invite(adminApi, 'AGENT');
    const api = await apiClient(baseURL!);
    const accepted = await api.post('/api/invitations/accept', {
      data: { token: invited.token, password: strongPassword() },
    });
    expect(accepted.status()).toBe(200);
    await api.dispose();

    await page.goto(invited.link);
    await expect(page.getByRole('alert')).toHaveText(CALLBACK_MESSAGES.accessDenied);
    await page.waitForURL('/auth');
  });

  test('refuse a revoked invitation', async ({ page, adminApi }) => {
    const invited = await invite(adminApi, 'AGENT');
    const { items } = await (await adminApi.get('/api/users/invitations')).json();
    const row = items.find((item: { email: string }) => item.email === invited.email);
    expect((await adminApi.post(`/api/users/invitations/${row.id}/revoke`)).ok()).toBe(true);

    await page.goto(invited.link);
    await expect(page.getByRole('alert')).toHaveText(CALLBACK_MESSAGES.accessDenied);
  });

  test('say when an invitation has expired', async ({ page }) => {
    // Expiry is seven days away for a new invitation; the server's 410 answer is stood in for here (the API's
    // own tests cover when it gives it).
    await page.route('**/api/invitations/expired-invitation-token', (route) =>
      route.fulfill({
        status: 410,
        json: { error: { code: 'INVITATION_EXPIRED', message: 'This invitation link has expired.' } },
      }),
    );
    await page.goto('/auth/callback?type=invite&token=expired-invitation-token');
    await expect(page.getByRole('alert')).toHaveText(CALLBACK_MESSAGES.expired);
  });

  test('send a valid invitation on to set a password after 1 s', async ({ page, adminApi }) => {
    const invited = await invite(adminApi, 'CLIENT');
    await page.goto(invited.link);
    await expect(page.getByRole('status')).toHaveText(CALLBACK_MESSAGES.success);
    await page.waitForURL(/\/auth\/password-reset\?type=invite&token=/);
    await expect(page.getByRole('heading', { name: 'Set Your Password' })).toBeVisible();
  });
});
