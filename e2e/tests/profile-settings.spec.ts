import { randomBytes } from 'node:crypto';
import { createUser, expect, signedInApi, test } from '../fixtures';

// My Profile and Settings (001 §2, D23): a person renames themself and the header follows at once; then they choose a
// time zone and a date order in Settings › General and every date of the tasks list moves (due dates to the new
// order; a comment's instant to the new zone), and the calendar's times with them.

const ZONE = 'Pacific/Kiritimati'; // UTC+14: its wall clock is never the browser's UTC one

/** "2026-11-28 4:05" of an instant in a zone, the ymd order's date and the hour without its AM/PM. */
function wallClock(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

test('a person edits their name and time zone, and the header, the tasks list and the calendar follow', async ({
  page,
  baseURL,
  adminApi,
  loginAs,
}) => {
  const person = await createUser(adminApi, baseURL!, 'AGENT');
  const own = await signedInApi(baseURL!, person);
  const suffix = randomBytes(3).toString('hex');
  const task = await own.post('/api/tasks', { data: { title: `Zone ${suffix}`, dueDate: '2026-12-24' } });
  expect(task.status(), await task.text()).toBe(201);
  const { id } = (await task.json()) as { id: string };
  const comment = await own.post(`/api/tasks/${id}/comments`, { data: { content: `Said ${suffix}` } });
  expect(comment.status()).toBe(201);
  const commentedAt = new Date(((await comment.json()) as { createdAt: string }).createdAt);
  await own.dispose();
  await loginAs(person);

  // My Profile: Edit Profile → Save Changes; the header's name changes without a reload.
  await page.goto('/dashboard/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByRole('textbox', { name: 'First name' }).fill(`Renamed${suffix}`);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const header = page.locator('header');
  await expect(header.getByText(`Renamed${suffix} ${person.lastName}`, { exact: true })).toBeVisible();

  // Before: the language's own way.
  await page.goto(`/dashboard/tasks?task=${id}`);
  await expect(page.getByText('Due Dec 24, 2026').first()).toBeVisible();
  await page.keyboard.press('Escape');

  // The account menu's Settings opens the General section.
  await header.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL('/dashboard/settings?section=general');
  const zone = page.getByRole('combobox', { name: 'Time zone' });
  await zone.fill('Kiritimati');
  await page.getByRole('option', { name: ZONE }).click();
  await page.getByRole('combobox', { name: 'Date format' }).click();
  await page.getByRole('option', { name: 'YYYY-MM-DD' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Your settings have been saved.')).toBeVisible();

  // After: the due date in the chosen order, the comment's time in the chosen zone.
  await page.goto(`/dashboard/tasks?task=${id}`);
  await expect(page.getByText('Due 2026-12-24').first()).toBeVisible();
  await expect(page.getByText('Due Dec 24, 2026')).toHaveCount(0);
  await expect(page.getByText(wallClock(commentedAt, ZONE))).toBeVisible();
  // One time zone: the calendar draws its grid in the same zone as the lists.
  await page.goto('/dashboard/calendar');
  await expect(page.getByText(`Times in ${ZONE}`)).toBeVisible();
});
