import { expect, invite, test } from '../fixtures';

// D14 / issue 7 point 10: without SMTP (the e2e server has none) an admin reads outgoing mail in the portal and
// can pass an invited person their link.
test('an admin finds an invitation in the Outbox, reads it and copies its link', async ({
  page,
  context,
  loginAs,
  adminApi,
  baseURL,
}) => {
  const invited = await invite(adminApi, 'AGENT', 'outbox');
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await loginAs('ADMIN');
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Outbox' }).click();
  await expect(page.getByRole('heading', { name: 'Outbox', level: 1 })).toBeVisible();
  await expect(page.getByText('E-mail delivery is not configured: messages wait here')).toBeVisible();

  await page.getByRole('textbox', { name: 'Recipient' }).fill(invited.email);
  const messages = page.getByRole('list', { name: 'Messages' }).getByRole('listitem');
  await expect(messages).toHaveCount(1);
  await expect(messages.first()).toContainText(invited.email);
  await expect(messages.first()).toContainText('Invitation');

  await messages.first().getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: /You're invited/ });
  // The branded HTML first, in a frame that runs nothing (#21 point 8); the text part carries the copyable link.
  const preview = dialog.locator('iframe[title^="HTML preview of"]');
  await expect(preview).toHaveAttribute('sandbox', '');
  await expect(preview.contentFrame().getByRole('link', { name: 'Accept the invitation' })).toHaveAttribute(
    'href',
    `${baseURL}${invited.link}`,
  );
  await dialog.getByText('Text', { exact: true }).click();
  const link = dialog.getByRole('link', { name: /\/auth\/callback\?type=invite/ });
  await expect(link).toHaveAttribute('href', `${baseURL}${invited.link}`);
  await dialog.getByRole('button', { name: /^Copy link / }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${invited.link}`);
  await page.keyboard.press('Escape');

  // Filters combine: the same recipient has no sent mail, and the kind filter keeps the invitation.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Sent' }).click();
  await expect(page.getByText('No messages match these filters.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Waiting' }).click();
  await page.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Invitation', exact: true }).click();
  await expect(messages).toHaveCount(1);
});
