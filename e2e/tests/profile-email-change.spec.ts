import type { Page } from '@playwright/test';
import { createUser, expect, latestMail, type OutboxMail, test, uniqueEmail } from '../fixtures';

// My Profile › Change e-mail (issue #21 point 4): the new address gets a single-use link, the old one a notice; the
// address changes only when the link is opened by the same person, who then signs in with it. Opened while signed out,
// the link waits for the sign-in and then does its work.

/** The path and query of the confirmation link in the mail, to open on the site under test. */
function confirmPathFrom(mail: OutboxMail): string {
  const match = mail.text.match(/https?:\/\/\S+\/dashboard\/profile\/confirm-email\?\S+/);
  if (!match) throw new Error(`No confirmation link in mail "${mail.subject}"`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

async function askForChange(page: Page, newEmail: string, password: string) {
  await page.goto('/dashboard/profile');
  const card = page.getByRole('region', { name: 'Sign-in e-mail' });
  await card.getByRole('button', { name: 'Change e-mail' }).click();
  await card.getByRole('textbox', { name: 'New e-mail address' }).fill(newEmail);
  await card.getByRole('textbox', { name: 'Current password' }).fill(password);
  await card.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(
    page.getByText(`We sent a confirmation link to ${newEmail}. Open it to finish the change.`),
  ).toBeVisible();
  await expect(card.getByRole('status')).toContainText(
    `Waiting for confirmation: open the link we sent to ${newEmail}`,
  );
}

async function signInWithForm(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('a person changes their e-mail address by the link sent to it, then signs in with it', async ({
  page,
  baseURL,
  adminApi,
  loginAs,
}) => {
  const person = await createUser(adminApi, baseURL!, 'AGENT');
  const newEmail = uniqueEmail('moved');
  await loginAs(person);

  // A wrong password is refused under its field, and nothing is sent.
  await page.goto('/dashboard/profile');
  const card = page.getByRole('region', { name: 'Sign-in e-mail' });
  await card.getByRole('button', { name: 'Change e-mail' }).click();
  await card.getByRole('textbox', { name: 'New e-mail address' }).fill(newEmail);
  await card.getByRole('textbox', { name: 'Current password' }).fill('Not-the-password-1!');
  await card.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(card.getByText('Your password is not correct.')).toBeVisible();
  await expect(card.getByRole('status')).toHaveCount(0);

  await askForChange(page, newEmail, person.password);
  const notice = await latestMail(adminApi, 'email-change-requested', person.email);
  expect(notice.text).toContain(newEmail);
  const path = confirmPathFrom(await latestMail(adminApi, 'email-change-confirm', newEmail));
  // Nothing changed yet.
  await expect(card.getByText(`You sign in with ${person.email}.`)).toBeVisible();

  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your new e-mail address' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(
    `Your e-mail address is now ${newEmail}. Sign in with it from now on.`,
  );
  await page.getByRole('link', { name: 'Go to My Profile' }).click();
  await expect(page).toHaveURL('/dashboard/profile');
  await expect(page.getByText(`You sign in with ${newEmail}.`)).toBeVisible();
  await expect(page.getByText(newEmail, { exact: true })).toBeVisible();

  // The link works once.
  await page.goto(path);
  await expect(page.getByRole('alert')).toHaveText('This e-mail change link has already been used.');

  // Signed out, the new address signs in (the old one no longer does).
  await page.context().clearCookies();
  await page.goto('/auth');
  await signInWithForm(page, person.email, person.password);
  await expect(page.getByRole('alert')).toBeVisible();
  await signInWithForm(page, newEmail, person.password);
  await expect(page).toHaveURL('/agent');
});

test('a link opened while signed out asks for the sign-in first, then confirms', async ({
  page,
  baseURL,
  adminApi,
  loginAs,
}) => {
  const person = await createUser(adminApi, baseURL!, 'CLIENT');
  const newEmail = uniqueEmail('moved-later');
  await loginAs(person);
  await askForChange(page, newEmail, person.password);
  const path = confirmPathFrom(await latestMail(adminApi, 'email-change-confirm', newEmail));

  await page.context().clearCookies();
  await page.goto(path);
  await expect(page).toHaveURL(/\/auth\?next=/);
  // Until the link is opened, the account still signs in with its old address.
  await signInWithForm(page, person.email, person.password);
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('status')).toHaveText(
    `Your e-mail address is now ${newEmail}. Sign in with it from now on.`,
  );
});
