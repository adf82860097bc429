import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { as, createUser, signIn } from '../../test/auth.ts';

// One time zone per person (users.timezone): the web formats every list's dates in the zone /api/me/preferences
// answers, the calendar draws its grid in the zone /api/calendar/events answers. Whichever screen changes it, the two
// must never tell different zones.

let t: TestApp;
let call: ReturnType<typeof as>;

beforeAll(async () => {
  t = await createTestApp();
  const user = await createUser(t.database.db, { role: 'AGENT' });
  call = as(t.app, await signIn(t.app, user.email));
  // 23:30 UTC on 12 January: still the 12th in New York, already the 13th in Tokyo and Kiritimati.
  const res = await call({
    method: 'POST',
    url: '/api/calendar/events',
    payload: {
      title: 'Late call',
      startDate: '2027-01-12',
      startTime: '18:30',
      endDate: '2027-01-12',
      endTime: '19:00',
      timeZone: 'America/New_York',
      attendees: '',
      description: '',
      location: '',
      includeMeet: false,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
});
afterAll(() => t.close());

/** The zone each surface reads, and the calendar's local start of the one event. */
async function zones() {
  const preferences = (await call({ method: 'GET', url: '/api/me/preferences' })).json();
  const profile = (await call({ method: 'GET', url: '/api/me/profile' })).json();
  const calendar = (await call({ method: 'GET', url: '/api/calendar/events?from=2027-01-10&to=2027-01-16' })).json();
  return {
    lists: preferences.timeZone,
    profile: profile.timezone,
    calendar: calendar.timeZone,
    localStart: calendar.entries[0]?.localStart?.slice(0, 16),
  };
}

describe('one time zone for the calendar and the lists', () => {
  it('Settings › General moves the calendar with the lists', async () => {
    const res = await call({ method: 'PATCH', url: '/api/me/preferences', payload: { timeZone: 'Asia/Tokyo' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await zones()).toEqual({
      lists: 'Asia/Tokyo',
      profile: 'Asia/Tokyo',
      calendar: 'Asia/Tokyo',
      localStart: '2027-01-13T08:30',
    });
  });

  it('My Profile moves the calendar with the lists', async () => {
    const res = await call({ method: 'PATCH', url: '/api/me/profile', payload: { timezone: 'Pacific/Kiritimati' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await zones()).toEqual({
      lists: 'Pacific/Kiritimati',
      profile: 'Pacific/Kiritimati',
      calendar: 'Pacific/Kiritimati',
      localStart: '2027-01-13T13:30',
    });
  });

  it('clearing the zone returns the calendar to its default instead of keeping the old choice', async () => {
    const res = await call({ method: 'PATCH', url: '/api/me/preferences', payload: { timeZone: null } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await zones()).toEqual({
      lists: null,
      profile: null,
      calendar: 'America/New_York', // the calendar's default (calendar/zone.ts)
      localStart: '2027-01-12T18:30',
    });
  });
});

describe('migration 0031 (user_settings.timezone dropped)', () => {
  it('copies a zone chosen only in the old settings column, and keeps every zone users.timezone already had', async () => {
    const db = t.database.db;
    const onlyOld = await createUser(db);
    const both = await createUser(db);
    const defaulted = await createUser(db);
    await db.update(users).set({ timezone: 'Europe/Paris' }).where(eq(users.id, both.id));
    // The column as it was before the migration, with the rows it held.
    await t.database.exec(`ALTER TABLE user_settings ADD COLUMN timezone text NOT NULL DEFAULT 'America/New_York'`);
    await t.database.exec(`INSERT INTO user_settings (user_id, timezone) VALUES
      ('${onlyOld.id}', 'Asia/Tokyo'), ('${both.id}', 'Asia/Tokyo'), ('${defaulted.id}', 'America/New_York')`);
    const migration = readFileSync(join(migrationsFolder, '0031_one_time_zone.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await t.database.exec(statement);

    const zoneOf = async (id: string) =>
      (await db.select({ zone: users.timezone }).from(users).where(eq(users.id, id)))[0]?.zone;
    expect(await zoneOf(onlyOld.id)).toBe('Asia/Tokyo');
    expect(await zoneOf(both.id)).toBe('Europe/Paris');
    expect(await zoneOf(defaulted.id)).toBeNull();
  });
});
