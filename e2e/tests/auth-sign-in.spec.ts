import { LOGIN_MESSAGES } from '@agency/shared/auth-rules';
import { SITE } from '@agency/shared/site';
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, HOME, type Role, test, uniqueEmail } from '../fixtures';

const RESET_CONFIRMATION =
  'If an account exists for that email address, we have sent it a link to reset your password. Please check your inbox.';

async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test.describe('sign-in page', () => {
  test('shows the note, the contact address and the way back to the main site', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByText('Need access?')).toBeVisible();
    await expect(page.getByRole('link', { name: SITE.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${SITE.contactEmail}`,
    );
    await page.getByRole('link', { name: 'Back to Main' }).click();
    await expect(page).toHaveURL('/');
  });

  test('checks the form in the stricter order with the spec messages', async ({ page }) => {
    await page.goto('/auth');
    const submit = page.getByRole('button', { name: 'Sign In' });
    const email = page.getByRole('textbox', { name: 'Email' });
    const password = page.getByRole('textbox', { name: 'Password', exact: true });

    await submit.click();
    await expect(page.getByText(LOGIN_MESSAGES.emailRequired, { exact: true })).toBeVisible();

    await email.fill('someone');
    await password.fill('x');
    await submit.click();
    await expect(page.getByText(LOGIN_MESSAGES.emailInvalid, { exact: true })).toBeVisible();

    await email.fill('someone@example.com');
    await password.fill('');
    await submit.click();
    await expect(page.getByText(LOGIN_MESSAGES.passwordRequired, { exact: true })).toBeVisible();

    await password.fill('12345');
    await submit.click();
    await expect(page.getByText(LOGIN_MESSAGES.passwordTooShort, { exact: true })).toBeVisible();
  });

  test('toggles the password between hidden and shown', async ({ page }) => {
    await page.goto('/auth');
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    await password.fill('secret-words');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test("shows the server's message for wrong credentials", async ({ page }) => {
    await page.goto('/auth');
    await fillSignIn(page, uniqueEmail('nobody'), 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page).toHaveURL('/auth');
  });

  test('falls back to the spec message when the server gives none', async ({ page }) => {
    await page.route('**/api/auth/sign-in/email', (route) => route.fulfill({ status: 401, body: '' }));
    await page.goto('/auth');
    await fillSignIn(page, 'someone@example.com', 'whatever');
    await expect(page.getByRole('alert')).toHaveText(LOGIN_MESSAGES.failed);
  });

  test('disables the button while signing in', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/auth/sign-in/email', async (route) => {
      await held;
      await route.fulfill({ status: 401, json: { error: { code: 'X', message: 'Invalid email or password' } } });
    });
    await page.goto('/auth');
    await fillSignIn(page, 'someone@example.com', 'whatever');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeDisabled();
    release();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  test('answers 429 with a clear message after repeated failures', async ({ page, baseURL, request }) => {
    const email = uniqueEmail('locked');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await request.post('/api/auth/sign-in/email', {
        data: { email, password: 'wrong-password' },
        headers: { origin: baseURL! },
      });
      expect(response.status()).toBe(401);
    }
    await page.goto('/auth');
    await fillSignIn(page, email, 'wrong-password');
    await expect(page.getByRole('alert')).toContainText('Too many failed sign-in attempts');
  });

  for (const role of ['ADMIN', 'AGENT', 'CLIENT'] as Role[]) {
    test(`lands ${role} on ${HOME[role]}`, async ({ page }) => {
      await page.goto('/auth');
      await fillSignIn(page, DEMO_ACCOUNTS[role], DEMO_PASSWORD);
      await expect(page).toHaveURL(HOME[role]);
      await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
    });
  }

  test('sends a signed-in visitor on to their home', async ({ page, loginAs }) => {
    await loginAs('AGENT');
    await page.goto('/auth');
    await expect(page).toHaveURL('/agent');
  });
});

test.describe('forgot password', () => {
  test('gives the same answer whether or not the address has an account', async ({ page }) => {
    for (const email of [DEMO_ACCOUNTS.CLIENT, uniqueEmail('unknown')]) {
      await page.goto('/auth');
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
      await page.getByRole('textbox', { name: 'Email' }).fill(email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.getByRole('status')).toHaveText(RESET_CONFIRMATION);
    }
  });

  test('checks the address before sending', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(LOGIN_MESSAGES.emailRequired, { exact: true })).toBeVisible();
  });
});

test.describe('self-registration', () => {
  test('is offered only while an admin allows it, and makes a client account', async ({ page, adminApi }) => {
    await page.goto('/auth');
    await expect(page.getByRole('button', { name: 'Create account' })).toHaveCount(0);

    expect((await adminApi.patch('/api/settings/organisation', { data: { allowSelfRegistration: true } })).ok()).toBe(
      true,
    );
    try {
      await page.goto('/auth');
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.getByRole('textbox', { name: 'Full name' }).fill('Robin van Dijk');
      await page.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('signup'));
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Kv7!registration');
      await page.getByRole('textbox', { name: 'Confirm Password' }).fill('Kv7!registration');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page).toHaveURL('/dashboard');
      await page.getByRole('button', { name: /Account menu/ }).click();
      await expect(page.getByRole('menu')).toContainText('Client');
    } finally {
      await adminApi.patch('/api/settings/organisation', { data: { allowSelfRegistration: false } });
    }
  });
});
