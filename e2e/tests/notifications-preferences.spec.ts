import { createUser, expect, signedInApi, test } from '../fixtures';

// Issue #9 point 3, e-mail by preference: a user switches message notifications to never in Settings; the choice is
// stored on the server and still there after a reload (and for the API).

test('a type switched to never in Settings → Notifications stays so after a reload', async ({
  page,
  adminApi,
  baseURL,
  loginAs,
}) => {
  const client = await createUser(adminApi, baseURL!, 'CLIENT');
  await loginAs(client);
  await page.goto('/dashboard/settings?section=notifications');
  // The first load of the portal's code on a busy machine may take longer than an assertion's default.
  await expect(page.getByRole('heading', { name: 'Notification e-mails' })).toBeVisible({ timeout: 45_000 });

  const messages = page.getByTestId('notification-emails-message');
  await expect(messages.getByRole('radio', { name: 'Immediately' })).toBeChecked();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/me/notification-preferences') && r.request().method() === 'PATCH',
  );
  await messages.getByText('Never', { exact: true }).click();
  expect((await saved).status()).toBe(200);

  await page.reload();
  await expect(page.getByTestId('notification-emails-message').getByRole('radio', { name: 'Never' })).toBeChecked();
  // The other types kept their defaults.
  await expect(
    page.getByTestId('notification-emails-system').getByRole('radio', { name: 'Daily digest' }),
  ).toBeChecked();

  const api = await signedInApi(baseURL!, client);
  const stored = await (await api.get('/api/me/notification-preferences')).json();
  expect(stored).toMatchObject({ message: 'never', system: 'daily', project: 'immediately' });
  await api.dispose();
});
