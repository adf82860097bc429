import type { Page } from '@playwright/test';
import { type Credentials, createUser, expect, HOME, signedInApi, test, totp } from '../fixtures';

async function signIn(page: Page, { email, password }: Credentials) {
  await page.goto('/auth');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
}

// D23: TOTP enrolment in Settings → Security, then sign-in asks for the code.
test('enrol in two-factor authentication, then sign in with a code and with a backup code', async ({
  page,
  adminApi,
  baseURL,
  loginAs,
}) => {
  test.setTimeout(60_000);
  const user = await createUser(adminApi, baseURL!, 'CLIENT');
  await loginAs(user);
  await page.goto('/dashboard/settings?section=security');

  const card = page.getByRole('region', { name: 'Two-factor authentication' });
  await card.getByRole('button', { name: 'Turn on' }).click();
  await card.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await card.getByRole('button', { name: 'Continue' }).click();
  await expect(card.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();

  // What a person would type into the app by hand, and the codes they would keep.
  const secret = (await card.locator('code').first().textContent())!.replace(/\s/g, '');
  const backupCodes = await card.getByRole('listitem').allTextContents();
  expect(backupCodes.length).toBeGreaterThanOrEqual(8);

  await card.getByRole('textbox', { name: 'Authentication code' }).fill('000000');
  await card.getByRole('button', { name: 'Turn on' }).click();
  await expect(card.getByRole('alert')).toHaveText('Invalid code');
  await card.getByRole('textbox', { name: 'Authentication code' }).fill(totp(secret));
  await card.getByRole('button', { name: 'Turn on' }).click();
  await expect(card.getByText('On', { exact: true })).toBeVisible();

  // Sign out, then in again: the password is not enough any more.
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/auth');

  await signIn(page, user);
  await page.getByRole('textbox', { name: 'Authentication code' }).fill('12345');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Please enter the 6-digit code.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Authentication code' }).fill(totp(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(HOME.CLIENT);

  await page.context().clearCookies();
  await signIn(page, user);
  await page.getByRole('button', { name: 'Use a backup code instead' }).click();
  await page.getByRole('textbox', { name: 'Backup code' }).fill(backupCodes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(HOME.CLIENT);

  // Turning it off needs the password; then the password alone signs in again.
  await page.goto('/dashboard/settings?section=security');
  await card.getByRole('button', { name: 'Turn off' }).click();
  await card.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await card.getByRole('button', { name: 'Turn off' }).click();
  await expect(card.getByText('Off', { exact: true })).toBeVisible();
  const api = await signedInApi(baseURL!, user);
  expect((await (await api.get('/api/auth/get-session')).json()).user.email).toBe(user.email);
  await api.dispose();
});
