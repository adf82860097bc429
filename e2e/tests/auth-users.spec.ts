import { apiClient, createUser, expect, test, uniqueEmail } from '../fixtures';

// The admin Users screen (issue #3 §4–6): hidden from non-admins, invitations, role, organisation, deactivation.
test.describe('users screen', () => {
  test('is not offered to non-admins', async ({ page, loginAs }) => {
    await loginAs('AGENT');
    await page.goto('/agent');
    await expect(page.getByRole('link', { name: 'Users' })).toHaveCount(0);
    await page.goto('/dashboard/users');
    await expect(page).toHaveURL('/dashboard');
  });

  test('invites a client into an organisation, then resends and revokes the invitation', async ({
    page,
    loginAs,
    adminApi,
  }) => {
    await loginAs('ADMIN');
    await page.goto('/dashboard/users');
    const email = uniqueEmail('ui-invite');

    await page.getByRole('button', { name: 'Invite user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite user' });
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('textbox', { name: 'First name' }).fill('Uma');
    await dialog.getByRole('textbox', { name: 'Last name' }).fill('Invitee');
    // The invitation mail in the invitee's language, chosen here (it starts as the admin's own).
    await expect(dialog.getByRole('combobox', { name: 'Invitation language' })).toHaveValue('English');
    await dialog.getByRole('combobox', { name: 'Invitation language' }).click();
    await page.getByRole('option', { name: 'Deutsch' }).click();
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog.getByText('Choose the client organisation')).toBeVisible();

    await dialog.getByRole('combobox', { name: 'Organisation' }).click();
    await page.getByRole('option').first().click();
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog).toBeHidden();
    // The e2e server has no SMTP: the link is handed to the admin (invitations-copy-link.spec.ts covers it).
    await expect(page.getByRole('dialog', { name: 'Invitation link' })).toBeVisible();
    await page.keyboard.press('Escape');

    const row = page.getByRole('row', { name: new RegExp(email) });
    await expect(row).toBeVisible();
    const before = (await (await adminApi.get('/api/outbox', { params: { kind: 'invitation', to: email } })).json())
      .items.length;
    expect(before).toBe(1);
    const [mail] = (await (await adminApi.get('/api/outbox', { params: { kind: 'invitation', to: email } })).json())
      .items;
    expect(mail.subject).toBe('Sie sind zum Portal von Northstar Digital eingeladen');

    await row.getByRole('button', { name: `More actions for ${email}` }).click();
    await page.getByRole('menuitem', { name: 'Resend' }).click();
    await expect(page.getByText(`A new link was sent to ${email}.`)).toBeVisible();
    await expect
      .poll(
        async () =>
          (await (await adminApi.get('/api/outbox', { params: { kind: 'invitation', to: email } })).json()).items
            .length,
      )
      .toBe(2);

    await row.getByRole('button', { name: `More actions for ${email}` }).click();
    await page.getByRole('menuitem', { name: 'Revoke' }).click();
    await page.getByRole('dialog', { name: 'Revoke invitation' }).getByRole('button', { name: 'Revoke' }).click();
    await expect(row).toBeHidden();
  });

  test('searches users, changes a role, deactivates and reactivates', async ({ page, loginAs, adminApi, baseURL }) => {
    const user = await createUser(adminApi, baseURL!, 'AGENT');
    const device = await apiClient(baseURL!);
    expect(
      (await device.post('/api/auth/sign-in/email', { data: { email: user.email, password: user.password } })).ok(),
    ).toBe(true);

    await loginAs('ADMIN');
    await page.goto('/dashboard/users');
    await page.getByRole('textbox', { name: 'Search users' }).fill(user.email);
    const table = page.getByRole('region', { name: 'All users' });
    const row = table.getByRole('row', { name: new RegExp(user.email) });
    await expect(row).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(2);

    // Role: agent → client, attached to an organisation.
    await row.getByRole('button', { name: `Actions for ${user.email}` }).click();
    await page.getByRole('menuitem', { name: 'Change role or organisation' }).click();
    const dialog = page.getByRole('dialog', { name: `Access for ${user.email}` });
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Client' }).click();
    await dialog.getByRole('combobox', { name: 'Organisation' }).click();
    const organisation = (await page.getByRole('option').first().textContent())!;
    await page.getByRole('option').first().click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(row).toContainText('Client');
    await expect(row).toContainText(organisation);

    // Deactivate: the user's sessions end at once and sign-in is refused with the server's message.
    await row.getByRole('button', { name: `Actions for ${user.email}` }).click();
    await page.getByRole('menuitem', { name: 'Deactivate' }).click();
    await page.getByRole('dialog', { name: 'Deactivate user' }).getByRole('button', { name: 'Deactivate' }).click();
    await expect(row).toContainText('Deactivated');
    expect(await (await device.get('/api/auth/get-session')).json()).toBeNull();
    const refused = await device.post('/api/auth/sign-in/email', {
      data: { email: user.email, password: user.password },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error.message).toContain('deactivated');

    await row.getByRole('button', { name: `Actions for ${user.email}` }).click();
    await page.getByRole('menuitem', { name: 'Reactivate' }).click();
    await page.getByRole('dialog', { name: 'Reactivate user' }).getByRole('button', { name: 'Reactivate' }).click();
    await expect(row).toContainText('Active');
    expect(
      (await device.post('/api/auth/sign-in/email', { data: { email: user.email, password: user.password } })).ok(),
    ).toBe(true);
    await device.dispose();
  });

  test('filters by role', async ({ page, loginAs }) => {
    await loginAs('ADMIN');
    await page.goto('/dashboard/users');
    await page.getByRole('combobox', { name: 'Filter by role' }).click();
    await page.getByRole('option', { name: 'Agent' }).click();
    const body = page.getByRole('region', { name: 'All users' }).locator('tbody');
    await expect(body.getByRole('row').first()).toContainText('Agent');
    await expect(body.getByRole('row').filter({ hasText: /Client|Admin/ })).toHaveCount(0);
  });

  test('loads the next page by cursor', async ({ page, loginAs }) => {
    // The demo seed has fewer users than a page (25); the server's answer is given a next cursor here.
    await page.route(/\/api\/users(\?.*)?$/, async (route) => {
      const url = new URL(route.request().url());
      if (url.searchParams.get('cursor') === 'next-page') {
        return route.fulfill({
          json: {
            items: [
              {
                id: '00000000-0000-4000-8000-000000000001',
                email: 'paged.user@example.com',
                name: 'Paged User',
                firstName: 'Paged',
                lastName: 'User',
                role: 'AGENT',
                isActive: true,
                clientId: null,
                clientName: null,
                createdAt: '2020-01-01T00:00:00.000Z',
                lastSeenAt: null,
              },
            ],
            nextCursor: null,
          },
        });
      }
      const response = await route.fetch();
      return route.fulfill({ response, json: { ...(await response.json()), nextCursor: 'next-page' } });
    });
    await loginAs('ADMIN');
    await page.goto('/dashboard/users');
    // Pending invitations page on their own (invitations-copy-link.spec.ts): this is the users table's button.
    const users = page.getByRole('region', { name: 'All users' });
    await users.getByRole('button', { name: 'Load more' }).click();
    await expect(users.getByRole('row', { name: /paged\.user@example\.com/ })).toBeVisible();
    await expect(users.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  });

  test('switches self-registration on and off', async ({ page, loginAs, adminApi }) => {
    await loginAs('ADMIN');
    await page.goto('/dashboard/users');
    const label = 'Allow self-registration (client accounts only)';
    const toggle = page.getByRole('switch', { name: label });
    // The switch moves at once and saves after: the server's value is polled, not read in the same instant.
    await expect(toggle).not.toBeChecked();
    await toggle.click();
    await expect(toggle).toBeChecked();
    await expect
      .poll(async () => (await (await adminApi.get('/api/settings/registration-open')).json()).open)
      .toBe(true);
    await toggle.click();
    await expect(toggle).not.toBeChecked();
    await expect
      .poll(async () => (await (await adminApi.get('/api/settings/registration-open')).json()).open)
      .toBe(false);
  });
});
