import { CALLBACK_MESSAGES } from '@agency/shared/auth-rules';
import {
  apiClient,
  CLOCK_STEP_MS,
  expect,
  findInvitation,
  invite,
  type Locator,
  type Page,
  pauseClock,
  runUntilShown,
  strongPassword,
  test,
} from '../fixtures';

/**
 * Where the page is, or is already going: React Router's pending navigation counts, so a redirect that started
 * early shows even while the next route's code is still loading (which takes real time, not the paused clock's).
 */
function destinationOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    type Target = { pathname: string; search: string };
    const router = (window as { __reactRouterDataRouter?: { state: { navigation: { location?: Target } } } })
      .__reactRouterDataRouter;
    const target: Target = router?.state.navigation.location ?? window.location;
    return `${target.pathname}${target.search}`;
  });
}

/**
 * Opens `path` on a paused clock, waits for `message`, and checks the page stays for `ms` after it, then goes
 * to `to`. The redirect was scheduled at most CLOCK_STEP_MS before the message was seen (see runUntilShown).
 */
async function showsThenLeaves(
  page: Page,
  path: string,
  message: (page: Page) => Locator,
  ms: number,
  to: string | RegExp,
) {
  await pauseClock(page);
  await page.goto(path);
  await runUntilShown(page, message(page));
  const here = await destinationOf(page);
  await page.clock.runFor(ms - CLOCK_STEP_MS - 1);
  expect(await destinationOf(page), `still on the page ${ms - CLOCK_STEP_MS - 1} ms after the message`).toBe(here);
  await page.clock.runFor(CLOCK_STEP_MS + 1);
  // Let the navigation it started finish in real time (it loads the next route's code).
  await page.clock.resume();
  await page.waitForURL(to);
}

const alert = (text: string) => (page: Page) => page.getByRole('alert').filter({ hasText: text });
const status = (text: string) => (page: Page) => page.getByRole('status').filter({ hasText: text });

// 000 §4 "Auth callback" and §8: statuses, every message, and the delays of §9 before /auth.
test.describe('auth callback catalogue', () => {
  test('says there is no data, then goes to sign in after 2 s', async ({ page }) => {
    await showsThenLeaves(page, '/auth/callback', alert(CALLBACK_MESSAGES.noData), 2000, '/auth');
  });

  test('denies access for access_denied, then goes to sign in after 3 s', async ({ page }) => {
    const path = '/auth/callback?error=access_denied&error_description=Email+link+is+invalid';
    await showsThenLeaves(page, path, alert(CALLBACK_MESSAGES.accessDenied), 3000, '/auth');
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
    const path = '/auth/callback#access_token=abc&refresh_token=def&type=magiclink';
    await showsThenLeaves(page, path, alert(CALLBACK_MESSAGES.sessionFailed), 3000, '/auth');
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
    const path = '/auth/callback?type=recovery&token=recovery-token-123';
    await showsThenLeaves(
      page,
      path,
      status(CALLBACK_MESSAGES.success),
      1000,
      `/auth/password-reset?type=recovery&token=recovery-token-123`,
    );
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

    await showsThenLeaves(page, invited.link, alert(CALLBACK_MESSAGES.accessDenied), 3000, '/auth');
  });

  test('refuse a revoked invitation', async ({ page, adminApi }) => {
    const invited = await invite(adminApi, 'AGENT');
    const row = await findInvitation(adminApi, invited.email);
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
    await showsThenLeaves(
      page,
      invited.link,
      status(CALLBACK_MESSAGES.success),
      1000,
      /\/auth\/password-reset\?type=invite&token=/,
    );
    await expect(page.getByRole('heading', { name: 'Set Your Password' })).toBeVisible();
  });
});
