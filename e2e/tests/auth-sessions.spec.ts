import { PASSWORD_MESSAGES, RESET_MESSAGES } from '@agency/shared/auth-rules';
import { createUser, expect, signedInApi, strongPassword, test } from '../fixtures';

const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const LAPTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0';

// Issue #3 §2: a list of active sessions with "sign out elsewhere" in Settings → Security.
test.describe('active sessions', () => {
  test('lists each device, marks this one, and signs the others out', async ({ page, adminApi, baseURL, loginAs }) => {
    const user = await createUser(adminApi, baseURL!, 'AGENT');
    const phone = await signedInApi(baseURL!, user, PHONE_UA);
    const laptop = await signedInApi(baseURL!, user, LAPTOP_UA);
    await loginAs(user);
    await page.goto('/dashboard/settings?section=security');

    const sessions = page.getByRole('region', { name: 'Active sessions' });
    await expect(sessions.getByRole('listitem')).toHaveCount(4);
    await expect(sessions.getByRole('listitem').first()).toContainText('This device');
    await expect(sessions.getByText('Safari on iOS')).toBeVisible();
    await expect(sessions.getByText('Edge on Windows')).toBeVisible();

    // One device…
    await sessions.getByRole('button', { name: 'Sign out Safari on iOS' }).click();
    await expect(sessions.getByText('Safari on iOS')).toHaveCount(0);
    expect(await (await phone.get('/api/auth/get-session')).json()).toBeNull();

    // …then all the others at once.
    await sessions.getByRole('button', { name: 'Sign out elsewhere' }).click();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    await expect(sessions.getByRole('listitem')).toContainText('This device');
    expect(await (await laptop.get('/api/auth/get-session')).json()).toBeNull();
    await expect(sessions.getByRole('button', { name: 'Sign out elsewhere' })).toBeDisabled();

    // This device is still signed in.
    await page.reload();
    await expect(page).toHaveURL('/dashboard/settings?section=security');
    await phone.dispose();
    await laptop.dispose();
  });
});

test.describe('change password', () => {
  test('applies the reset rules, passes the server message on, and changes it', async ({
    page,
    adminApi,
    baseURL,
    loginAs,
  }) => {
    const user = await createUser(adminApi, baseURL!, 'CLIENT');
    await loginAs(user);
    await page.goto('/dashboard/settings?section=security');
    const card = page.getByRole('region', { name: 'Change password' });
    const fill = async (current: string, next: string, confirm: string) => {
      await card.getByRole('textbox', { name: 'Current Password' }).fill(current);
      await card.getByRole('textbox', { name: 'New Password' }).fill(next);
      await card.getByRole('textbox', { name: 'Confirm Password' }).fill(confirm);
      await card.getByRole('button', { name: 'Update Password' }).click();
    };

    await fill(user.password, 'abcdefgh', 'abcdefgh');
    await expect(card.getByText(PASSWORD_MESSAGES.uppercase)).toBeVisible();
    await fill(user.password, 'Kv7!changed-pass', 'Kv7!changed-other');
    await expect(card.getByText(PASSWORD_MESSAGES.mismatch)).toBeVisible();

    const next = strongPassword();
    await fill('Wrong!Current1', next, next);
    await expect(card.getByRole('alert')).toHaveText('Invalid password');

    await fill(user.password, next, next);
    await expect(page.getByText(RESET_MESSAGES.success)).toBeVisible();
    const api = await signedInApi(baseURL!, { email: user.email, password: next });
    await api.dispose();
    await page.reload();
    await expect(page).toHaveURL('/dashboard/settings?section=security');
  });
});
