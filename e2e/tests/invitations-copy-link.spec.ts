import { expect, invite, test, uniqueEmail } from '../fixtures';

// Issue 7 point 10: without SMTP an invited person can only get their link from an admin. The Users screen hands
// it over: right after inviting, and later by "Copy link", which issues a new link and retires the mailed one.
test('an admin copies a new link for a pending invitation; the mailed link stops working', async ({
  page,
  context,
  loginAs,
  adminApi,
  baseURL,
}) => {
  const invited = await invite(adminApi, 'AGENT', 'copy-link');
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await loginAs('ADMIN');
  await page.goto('/dashboard/users');

  const row = page.getByRole('row', { name: new RegExp(invited.email) });
  await row.getByRole('button', { name: 'Copy link' }).click();
  const confirm = page.getByRole('dialog', { name: 'Copy a new invitation link' });
  await expect(confirm).toContainText('The link in the invitation e-mail stops working.');
  await confirm.getByRole('button', { name: 'Make new link' }).click();

  const shown = page.getByRole('dialog', { name: 'Invitation link' });
  const field = shown.getByRole('textbox', { name: 'Invitation link' });
  await expect(field).toHaveValue(/\/auth\/callback\?type=invite&token=/);
  const newLink = await field.inputValue();
  await expect(page.getByText(`The new link for ${invited.email} is copied to the clipboard.`)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(newLink);

  const oldToken = invited.token;
  const newToken = new URL(newLink).searchParams.get('token')!;
  expect(newToken).not.toBe(oldToken);
  expect((await adminApi.get(`/api/invitations/${oldToken}`)).status()).toBeGreaterThanOrEqual(400);
  expect((await adminApi.get(`/api/invitations/${newToken}`)).status()).toBe(200);
});

test('after inviting, the admin is shown the link when mail is not delivered', async ({ page, loginAs }) => {
  await loginAs('ADMIN');
  await page.goto('/dashboard/users');
  await page.getByRole('button', { name: 'Invite user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite user' });
  const email = uniqueEmail('invite-link');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Lin');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Kholder');
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Agent' }).click();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();

  const shown = page.getByRole('dialog', { name: 'Invitation link' });
  await expect(shown).toContainText('E-mail delivery is not configured');
  await expect(shown).toContainText(email);
  await expect(shown.getByRole('textbox', { name: 'Invitation link' })).toHaveValue(/\/auth\/callback\?type=invite/);
  await expect(shown.getByRole('button', { name: 'Copy' })).toBeVisible();
});

test('pages pending invitations with Load more', async ({ page, loginAs, adminApi }) => {
  // 21 invitations, newest first: the oldest of them cannot be on the first page of 20.
  const oldest = await invite(adminApi, 'CLIENT', 'invite-page');
  for (let i = 0; i < 20; i++) await invite(adminApi, 'CLIENT', 'invite-page');
  await loginAs('ADMIN');
  await page.goto('/dashboard/users');
  const section = page.getByRole('region', { name: 'Pending invitations' });
  await expect(section.getByRole('row', { name: /invite-page/ }).first()).toBeVisible();
  await expect(section.getByRole('row', { name: new RegExp(oldest.email) })).toHaveCount(0);
  await section.getByRole('button', { name: 'Load more' }).click();
  await expect(section.getByRole('row', { name: new RegExp(oldest.email) })).toBeVisible();
});
