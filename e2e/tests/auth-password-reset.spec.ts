import { CALLBACK_MESSAGES, PASSWORD_MESSAGES, RESET_MESSAGES } from '@agency/shared/auth-rules';
import type { Page } from '@playwright/test';
import {
  apiClient,
  callbackPathFrom,
  createUser,
  expect,
  HOME,
  latestMail,
  strongPassword,
  test,
  tokenFrom,
} from '../fixtures';

async function submitPasswords(page: Page, password: string, confirm: string) {
  await page.getByRole('textbox', { name: 'New Password' }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm Password' }).fill(confirm);
  await page.getByRole('button', { name: /Update Password|Set Password/ }).click();
}

test.describe('password reset page', () => {
  test('applies the rules in order with the spec messages, then the match', async ({ page }) => {
    await page.goto('/auth/password-reset?type=recovery&token=some-recovery-token');
    await expect(page.getByRole('heading', { name: 'Set Your Password' })).toBeVisible();
    const cases: [string, string, string][] = [
      ['Ab1!', 'Ab1!', PASSWORD_MESSAGES.tooShort],
      ['ABCDEFG1!', 'ABCDEFG1!', PASSWORD_MESSAGES.lowercase],
      ['abcdefg1!', 'abcdefg1!', PASSWORD_MESSAGES.uppercase],
      ['Abcdefgh!', 'Abcdefgh!', PASSWORD_MESSAGES.number],
      ['Abcdefgh1', 'Abcdefgh1', PASSWORD_MESSAGES.special],
      ['Abcdefg1!', 'Abcdefg1?', PASSWORD_MESSAGES.mismatch],
    ];
    for (const [password, confirm, message] of cases) {
      await submitPasswords(page, password, confirm);
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
  });

  test('updates the message as the user types after a first attempt', async ({ page }) => {
    await page.goto('/auth/password-reset?type=recovery&token=some-recovery-token');
    await submitPasswords(page, 'short', '');
    await expect(page.getByText(PASSWORD_MESSAGES.tooShort)).toBeVisible();
    await page.getByRole('textbox', { name: 'New Password' }).fill('longenough');
    await expect(page.getByText(PASSWORD_MESSAGES.uppercase)).toBeVisible();
  });

  test('shows/hides each password', async ({ page }) => {
    await page.goto('/auth/password-reset?type=recovery&token=some-recovery-token');
    const toggles = page.getByRole('button', { name: 'Show password' });
    await expect(toggles).toHaveCount(2);
    await toggles.first().click();
    await expect(page.getByRole('textbox', { name: 'New Password' })).toHaveAttribute('type', 'text');
  });

  test('says when there is neither a link nor a session', async ({ page }) => {
    await page.goto('/auth/password-reset');
    await expect(page.getByRole('alert')).toHaveText(RESET_MESSAGES.noSession);
  });

  test('refuses an invalid reset link', async ({ page }) => {
    await page.goto('/auth/password-reset?type=recovery&token=not-a-valid-token');
    await submitPasswords(page, 'Kv7!valid-password', 'Kv7!valid-password');
    await expect(page.getByRole('alert')).toHaveText(RESET_MESSAGES.invalidLink);
  });

  test("passes the server's rule message on (common passwords)", async ({ page }) => {
    await page.goto('/auth/password-reset?type=recovery&token=not-a-valid-token');
    await submitPasswords(page, 'Password1!', 'Password1!');
    await expect(page.getByRole('alert')).toHaveText(PASSWORD_MESSAGES.common);
  });

  test('falls back to the spec messages when the server says nothing', async ({ page }) => {
    await page.route('**/api/auth/reset-password', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto('/auth/password-reset?type=recovery&token=some-recovery-token');
    await submitPasswords(page, 'Kv7!valid-password', 'Kv7!valid-password');
    await expect(page.getByRole('alert')).toHaveText(RESET_MESSAGES.updateFailed);
  });

  test('uses the invite wording for a refused invitation', async ({ page }) => {
    await page.goto('/auth/password-reset?type=invite&token=not-a-real-invitation-token');
    await expect(page.getByRole('alert')).toHaveText(CALLBACK_MESSAGES.accessDenied);
  });
});

test('password reset end to end: request, e-mailed link, new password, sign in', async ({
  page,
  adminApi,
  baseURL,
}) => {
  const user = await createUser(adminApi, baseURL!, 'AGENT');

  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toBeVisible();

  const link = callbackPathFrom(await latestMail(adminApi, 'password-reset', user.email));
  expect(link).toContain('type=recovery');
  // The page's redirect delays (1 s, 2 s) are skipped with Playwright's clock.
  await page.clock.install();
  await page.goto(link);
  await expect(page.getByRole('status')).toHaveText(CALLBACK_MESSAGES.success);
  await page.clock.fastForward(1000);
  await page.waitForURL(`/auth/password-reset?type=recovery&token=${encodeURIComponent(tokenFrom(link))}`);

  const newPassword = strongPassword();
  await submitPasswords(page, newPassword, newPassword);
  await expect(page.getByText(RESET_MESSAGES.success)).toBeVisible();
  await page.clock.fastForward(2000);
  await page.waitForURL('/auth?reset=done');
  await expect(page.getByRole('status')).toContainText('Your password has been updated');

  await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(HOME.AGENT);

  // The old password no longer works, and the link cannot be used twice.
  const api = await apiClient(baseURL!);
  const old = await api.post('/api/auth/sign-in/email', { data: { email: user.email, password: user.password } });
  expect(old.status()).toBe(401);
  await api.dispose();
  await page.goto(`/auth/password-reset?type=recovery&token=${encodeURIComponent(tokenFrom(link))}`);
  await submitPasswords(page, newPassword, newPassword);
  await expect(page.getByRole('alert')).toHaveText(RESET_MESSAGES.invalidLink);
});
