import { expect, test } from '../fixtures';

test.describe('account menu on the public site', () => {
  test('replaces Sign In with an admin’s menu: initials, name, red role badge and items', async ({ page, loginAs }) => {
    await loginAs('ADMIN');
    await page.goto('/services');
    const banner = page.getByRole('banner');
    const trigger = banner.getByRole('button', { name: /^Account menu for / });
    await expect(trigger).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator('#account-menu');
    await expect(menu.locator('[data-slot="role"]')).toHaveText('admin');
    await expect(menu.locator('[data-slot="role"]')).toHaveCSS('background-color', 'rgb(201, 42, 42)');
    // The same items as the portal's menu (config/account-menu.ts), with 000 §2's extra items for admins.
    await expect(menu.getByRole('link')).toHaveText([
      'My Profile',
      'Settings',
      'Admin Panel',
      'System Logs',
      'Billing & Revenue',
      'Help & Support',
    ]);
    await expect(menu.getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin-dashboard');
    await expect(menu.getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/dashboard/settings?section=general',
    );
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('shows a client the items every role has and their own, none of another role’s', async ({ page, loginAs }) => {
    await loginAs('CLIENT');
    await page.goto('/');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Account menu for / })
      .click();
    const menu = page.locator('#account-menu');
    await expect(menu.getByRole('link', { name: 'My Profile' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'My Projects' })).toHaveAttribute('href', '/dashboard/projects');
    await expect(menu.getByRole('link', { name: 'Billing & Invoices' })).toHaveAttribute('href', '/dashboard/billing');
    await expect(menu.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Payroll' })).toHaveCount(0);
  });

  test('signs out and goes to /auth', async ({ page, loginAs }) => {
    await loginAs('AGENT');
    await page.goto('/faq');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Account menu for / })
      .click();
    await expect(page.locator('#account-menu').getByRole('link', { name: 'Help & Support' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    const session = await (await page.request.get('/api/auth/get-session')).json();
    expect(session).toBeNull();
    await page.goto('/faq');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  });
});
