import { createUser, expect, signedInApi, test } from '../fixtures';

// The portal's first screen does not load the toast renderer (app/deferred-notifications.tsx, bench:portal-js);
// the first toast brings it, and shows.
test('the first toast loads the renderer and appears', async ({ page, baseURL, adminApi, loginAs }) => {
  const user = await createUser(adminApi, baseURL!, 'AGENT');
  // A second device, so "Sign out elsewhere" has something to end.
  const phone = await signedInApi(baseURL!, user, 'e2e-phone');
  await loginAs(user);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/dashboard/settings');
  await page.getByRole('tab', { name: 'Security' }).click();
  const sessions = page.getByRole('region', { name: 'Active sessions' });
  await expect(sessions.getByRole('button', { name: 'Sign out elsewhere' })).toBeEnabled();
  const before = scripts.length;
  await sessions.getByRole('button', { name: 'Sign out elsewhere' }).click();
  await expect(page.getByText('You have been signed out on other devices.')).toBeVisible();
  expect(scripts.slice(before).some((path) => path.includes('notifications-renderer'))).toBe(true);
  expect(scripts.slice(0, before).some((path) => path.includes('notifications-renderer'))).toBe(false);
  expect((await phone.get('/api/me')).status()).toBe(401);
  await phone.dispose();
});
