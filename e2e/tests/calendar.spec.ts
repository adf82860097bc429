import { randomBytes } from 'node:crypto';
import ical, { type VEvent } from 'node-ical';
import { apiClient, DEMO_ACCOUNTS, expect, latestMail, test } from '../fixtures';

// Issue #20 (the calendar, D17): an admin invites a client contact to an event from the Calendar screen; the
// invitation mail carries an .ics that a real iCal parser reads; the contact accepts in the portal; and the event is
// in the contact's private iCalendar feed, read without a session as Google, Outlook or Apple Calendar would.

const CONTACT = DEMO_ACCOUNTS.CLIENT;

test('an admin invites a client contact; the .ics parses, the contact accepts, the feed carries it', async ({
  page,
  loginAs,
  adminApi,
  context,
  baseURL,
}) => {
  const title = `Launch rehearsal ${randomBytes(3).toString('hex')}`;
  const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

  await loginAs('ADMIN');
  await page.goto('/dashboard/calendar');
  await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Today', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Create New Event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Event' });
  // 001 §5: the title, start date and start time are required.
  await dialog.getByRole('textbox', { name: 'Title' }).fill('');
  await dialog.getByRole('button', { name: 'Create Event' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please fill in all required fields');

  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByLabel('Start date').fill(day);
  await dialog.getByLabel('Start time').fill('07:00');
  await dialog.getByLabel('End date').fill(day);
  await dialog.getByLabel('End time').fill('07:30');
  await dialog.getByRole('textbox', { name: 'Attendees' }).fill(` ${CONTACT} , `);
  await dialog.getByRole('checkbox', { name: 'Include meeting link' }).check();
  await dialog.getByRole('button', { name: 'Create Event' }).click();
  await expect(dialog).toBeHidden();

  // The grid's entries carry no attendee list: opening the event reads its details (people, meeting link).
  // The day view opens on the viewer's today (their zone's): step on to the event's day.
  const zone = (await page.getByText(/^Times in /).innerText()).replace('Times in ', '');
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
  await page.getByText('Day', { exact: true }).click();
  for (let d = Date.parse(today); d < Date.parse(day); d += 86_400_000) {
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await page.locator('.fc-event').filter({ hasText: title }).click();
  const opened = page.getByRole('dialog', { name: title });
  await expect(opened.getByText('Attendees')).toBeVisible();
  // The contact (by their account's name), not yet answered.
  await expect(opened.getByText('Awaiting answer')).toBeVisible();
  await expect(opened.getByRole('link', { name: 'Join meeting' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The invitation, read from the outbox: its .ics attachment parses, METHOD:REQUEST, the contact invited.
  await expect
    .poll(async () => (await latestMail(adminApi, 'event-invitation', CONTACT)).subject)
    .toBe(`Invitation: ${title}`);
  const mail = await latestMail(adminApi, 'event-invitation', CONTACT);
  expect(mail.text).toContain('/api/calendar/rsvp/');
  const attachment = await adminApi.get(`/api/outbox/${mail.id}/attachments/0`);
  expect(attachment.status()).toBe(200);
  expect(attachment.headers()['content-type']).toContain('text/calendar');
  const invite = await attachment.text();
  expect(invite).toContain('METHOD:REQUEST');
  const [vevent] = Object.values(ical.sync.parseICS(invite)).filter((c) => c?.type === 'VEVENT') as VEvent[];
  expect(vevent?.summary).toBe(title);
  expect(JSON.stringify(vevent?.attendee)).toContain(CONTACT);

  // The contact accepts in the portal.
  await context.clearCookies();
  await loginAs('CLIENT');
  await page.goto('/dashboard/calendar');
  const entry = page.getByTestId('agenda-entry').filter({ hasText: title });
  await expect(entry).toBeVisible();
  await expect(entry.getByText('Awaiting answer')).toBeVisible();
  await entry.click();
  const details = page.getByRole('dialog', { name: title });
  await details.getByRole('button', { name: 'Accept' }).click();
  await expect(details.getByText('Your answer: Accepted')).toBeVisible();
  await page.keyboard.press('Escape');

  // The subscriber's private feed, fetched without a session.
  const feedUrl = await page.getByRole('textbox', { name: 'Calendar Integration' }).inputValue();
  const anonymous = await apiClient(baseURL!);
  const feed = await anonymous.get(new URL(feedUrl).pathname);
  expect(feed.status()).toBe(200);
  const events = Object.values(ical.sync.parseICS(await feed.text())).filter((c) => c?.type === 'VEVENT') as VEvent[];
  const subscribed = events.find((e) => e.summary === title);
  expect(subscribed).toBeTruthy();
  expect(subscribed!.uid).toBe(vevent!.uid);
  expect(JSON.stringify(subscribed!.attendee)).toContain('ACCEPTED');
  await anonymous.dispose();
});
