import { CALLBACK_MESSAGES, RESET_MESSAGES } from '@agency/shared/auth-rules';
import { expect, findInvitation, HOME, invite, type Role, strongPassword, test } from '../fixtures';

// D4: an invited user follows the e-mailed link, sets a password and lands on their role's home.
for (const role of ['AGENT', 'CLIENT'] as Role[]) {
  test(`an invited ${role.toLowerCase()} sets a password and lands on ${HOME[role]}`, async ({ page, adminApi }) => {
    const invited = await invite(adminApi, role);
    // The page's redirect delays (1 s, 2 s) are skipped with Playwright's clock.
    await page.clock.install();
    await page.goto(invited.link);
    await expect(page.getByRole('status')).toHaveText(CALLBACK_MESSAGES.success);
    await page.clock.fastForward(1000);
    await page.waitForURL(/\/auth\/password-reset\?type=invite/);
    await expect(page.getByText(`Welcome, ${invited.firstName}.`)).toBeVisible();
    await expect(page.getByText(invited.email)).toBeVisible();

    const password = strongPassword();
    await page.getByRole('textbox', { name: 'New Password' }).fill(password);
    await page.getByRole('textbox', { name: 'Confirm Password' }).fill(password);
    await page.getByRole('button', { name: 'Set Password' }).click();
    await expect(page.getByText(RESET_MESSAGES.success)).toBeVisible();
    await page.clock.fastForward(2000);
    await page.waitForURL(HOME[role]);
    await page.getByRole('button', { name: /Account menu/ }).click();
    await expect(page.getByRole('menu')).toContainText(invited.email);

    // The link is spent.
    await page.goto(invited.link);
    await expect(page.getByRole('alert')).toHaveText(CALLBACK_MESSAGES.accessDenied);
  });
}

test('a resent invitation replaces the old link', async ({ page, adminApi }) => {
  const invited = await invite(adminApi, 'AGENT');
  const row = await findInvitation(adminApi, invited.email);
  expect((await adminApi.post(`/api/users/invitations/${row.id}/resend`)).ok()).toBe(true);

  await page.goto(invited.link);
  await expect(page.getByRole('alert')).toHaveText(CALLBACK_MESSAGES.accessDenied);
});
