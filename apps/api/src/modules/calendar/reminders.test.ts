import { and, asc, eq, like } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, notifications } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { as, createClient, createUser, setTimeZones, signIn } from '../../test/auth.ts';

let t: TestApp;
let admin: ReturnType<typeof as>;
let client: ReturnType<typeof as>;
let clientId: string;
let seriesId: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const org = await createClient(db, 'Harbor Retail');
  const adminUser = await createUser(db, { role: 'ADMIN' });
  const clientUser = await createUser(db, { role: 'CLIENT', clientId: org.id });
  clientId = clientUser.id;
  await setTimeZones(db, [
    [adminUser.id, 'America/New_York'],
    [clientUser.id, 'America/New_York'],
  ]);
  admin = as(t.app, await signIn(t.app, adminUser.email));
  client = as(t.app, await signIn(t.app, clientUser.email));
  // Weekly on Mondays at 09:00 New York from 1 March 2027 (DST begins on 14 March).
  const res = await admin({
    method: 'POST',
    url: '/api/calendar/events',
    payload: {
      title: 'Weekly review',
      startDate: '2027-03-01',
      startTime: '09:00',
      endDate: '2027-03-01',
      endTime: '10:00',
      attendees: clientUser.email,
      description: '',
      location: '',
      includeMeet: false,
      recurrence: 'weekly',
      timeZone: 'America/New_York',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  seriesId = res.json().id;
});
afterAll(() => t.close());

async function reminders() {
  const rows = await t.database.db
    .select({ message: notifications.message })
    .from(notifications)
    .where(and(eq(notifications.userId, clientId), eq(notifications.title, 'Event soon')))
    .orderBy(asc(notifications.createdAt));
  return rows.map((r) => r.message);
}

async function pendingReminders() {
  const rows = await t.database.db
    .select({ runAt: jobs.runAt, key: jobs.dedupeKey })
    .from(jobs)
    .where(and(eq(jobs.status, 'pending'), like(jobs.dedupeKey, `calendar.reminder:${seriesId}:%`)));
  return rows.map((r) => ({ runAt: r.runAt.toISOString(), occurrence: r.key!.split(':').slice(3).join(':') }));
}

describe('reminders of a series with one occurrence moved and one cancelled', () => {
  it('reminds the moved occurrence at its new time, never the cancelled one, and the series goes on', async () => {
    const moved = await admin({
      method: 'PUT',
      url: `/api/calendar/events/${seriesId}/occurrences`,
      payload: {
        occurrenceStart: '2027-03-08T14:00:00.000Z',
        title: 'Weekly review (moved)',
        startDate: '2027-03-09',
        startTime: '11:00',
        endTime: '12:00',
      },
    });
    expect(moved.statusCode, moved.body).toBe(204);
    const cancelled = await admin({
      method: 'DELETE',
      url: `/api/calendar/events/${seriesId}/occurrences?occurrenceStart=2027-03-15T13:00:00.000Z`,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    // The changes voided the queued reminder (older SEQUENCE) and queued the next one again.
    expect(await pendingReminders()).toContainEqual({
      runAt: '2027-03-01T13:45:00.000Z',
      occurrence: '2027-03-01T14:00:00.000Z',
    });

    await t.app.jobs.runDue(new Date('2027-03-01T13:46:00Z'));
    expect(await reminders()).toEqual([expect.stringContaining('2027-03-01 09:00')]);
    // The moved occurrence is queued for 15 minutes before its new start (11:00 New York, still EST, = 16:00 UTC).
    expect(await pendingReminders()).toEqual([
      { runAt: '2027-03-09T15:45:00.000Z', occurrence: '2027-03-08T14:00:00.000Z' },
    ]);

    // Its original time passes without a reminder.
    await t.app.jobs.runDue(new Date('2027-03-08T13:46:00Z'));
    expect(await reminders()).toHaveLength(1);

    await t.app.jobs.runDue(new Date('2027-03-09T15:46:00Z'));
    const afterMoved = await reminders();
    expect(afterMoved).toHaveLength(2);
    expect(afterMoved[1]).toContain('Weekly review (moved)');
    expect(afterMoved[1]).toContain('2027-03-09 11:00');
    // The cancelled 15 March is skipped: next is 22 March, 09:00 EDT = 13:00 UTC.
    expect(await pendingReminders()).toEqual([
      { runAt: '2027-03-22T12:45:00.000Z', occurrence: '2027-03-22T13:00:00.000Z' },
    ]);

    await t.app.jobs.runDue(new Date('2027-03-15T12:46:00Z'));
    expect(await reminders()).toHaveLength(2);
    await t.app.jobs.runDue(new Date('2027-03-22T12:46:00Z'));
    const all = await reminders();
    expect(all).toHaveLength(3);
    expect(all[2]).toContain('2027-03-22 09:00');
  });

  it('the subscriber’s feed names the series’ zone with its VTIMEZONE', async () => {
    const feed = await client({ method: 'GET', url: '/api/calendar/feed' });
    expect(feed.statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: new URL(feed.json().url).pathname });
    expect(res.statusCode).toBe(200);
    const parsed = ical.sync.parseICS(res.body);
    const series = Object.values(parsed).find((c) => c?.type === 'VEVENT' && c.uid === seriesId) as VEvent;
    expect((series.start as Date & { tz?: string }).tz).toBe('America/New_York');
    expect(
      Object.values(parsed).some(
        (c) => c?.type === 'VTIMEZONE' && (c as { tzid?: string }).tzid === 'America/New_York',
      ),
    ).toBe(true);
  });
});
