// npm run bench:calendar — the calendar budgets of issue #20, through the API (buildApp + app.inject):
//   - a month view (GET /api/calendar/events, one month) holding 2,000 events: p50 under 50 ms;
//   - a subscriber's iCalendar feed (GET /api/calendar/feed/<token>.ics) of 1,000 events: p50 under 200 ms;
// each printed beside a bare query of the same rows, as a ratio: for the month, the events with the grid's columns
// and the viewer's answer (the list carries no attendee lists since the details read them on open); for the feed,
// the events and their attendees (no API).
// On PostgreSQL when TEST_DATABASE_URL is set (a scratch database, dropped at the end), else on a PGlite in memory.
//
//   TEST_DATABASE_URL   a PostgreSQL admin URL; unset: PGlite
//   SAMPLES (40)
import { inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { createPglite } from '../apps/api/src/db/pglite.ts';
import { calendarEvents, eventAttendees } from '../apps/api/src/db/schema/index.ts';
import { testConfig } from '../apps/api/src/test/app.ts';
import { as, createUser, signIn } from '../apps/api/src/test/auth.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const SAMPLES = Number(process.env.SAMPLES ?? 40);
const MONTH = { from: '2027-05-01', to: '2027-06-01' };

const scratch = `calendar_bench_${process.pid}`;
const scratchUrl = adminUrl ? Object.assign(new URL(adminUrl), { pathname: `/${scratch}` }).toString() : null;
async function admin(statement) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

if (adminUrl) await admin(`create database "${scratch}"`);
const database = adminUrl
  ? await openDatabase({ url: scratchUrl, poolSize: 10 })
  : await openDatabase({ pglite: createPglite() });
let app;
try {
  await database.migrate();
  app = await buildApp({ config: testConfig(), database });
  await app.ready();
  const db = database.db;
  const boss = await createUser(db, { role: 'ADMIN' });
  const subscriber = await createUser(db, { role: 'AGENT' });
  const asAdmin = as(app, await signIn(app, boss.email));
  const asSubscriber = as(app, await signIn(app, subscriber.email));

  // 2,000 events in May 2027 (the admin sees all: a busy agency month), the first 1,000 with the subscriber invited.
  const events = Array.from({ length: 2000 }, (_, i) => {
    const startsAt = new Date(Date.UTC(2027, 4, 1 + (i % 31), 8 + (i % 10), (i % 4) * 15));
    return {
      title: `Bench event ${i}`,
      description: 'Agenda',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 45 * 60_000),
      organizerId: boss.id,
      timezone: 'America/New_York',
    };
  });
  const ids = [];
  for (let i = 0; i < events.length; i += 500) {
    const rows = await db
      .insert(calendarEvents)
      .values(events.slice(i, i + 500))
      .returning({ id: calendarEvents.id });
    ids.push(...rows.map((r) => r.id));
  }
  const attendees = ids.flatMap((eventId, i) => [
    { eventId, userId: boss.id, email: boss.email, response: 'accepted' },
    i < 1000
      ? { eventId, userId: subscriber.id, email: subscriber.email }
      : { eventId, email: `guest${i}@example.com` },
  ]);
  for (let i = 0; i < attendees.length; i += 1000) await db.insert(eventAttendees).values(attendees.slice(i, i + 1000));
  await db.execute(sql`analyze`);

  const feedPath = new URL((await asSubscriber({ method: 'GET', url: '/api/calendar/feed' })).json().url).pathname;

  // The month's bare query reads what the grid's list reads (modules/calendar/grid.ts): each event's own columns and
  // the viewer's answer, in one statement; the attendee lists are read when an event is opened.
  const bareMonth = async () => {
    const from = new Date('2027-05-01T04:00:00Z');
    const to = new Date('2027-06-01T04:00:00Z');
    const { rows } = await db.execute(sql`select e.id, e.title, e.type, e.starts_at, e.ends_at, e.all_day, e.timezone,
        e.rrule, e.organizer_id, (select a.response from event_attendees a
          where a.event_id = e.id and (a.user_id = ${boss.id} or a.email = ${boss.email.toLowerCase()})
          order by a.created_at, a.email limit 1) as my_response
      from calendar_events e
      where e.cancelled_at is null and e.starts_at < ${to} and e.ends_at >= ${from}
      order by e.starts_at`);
    return rows.length;
  };
  const bareFeed = async () => {
    const mine = await db
      .select({ id: eventAttendees.eventId })
      .from(eventAttendees)
      .where(sql`${eventAttendees.userId} = ${subscriber.id}`);
    const rows = await db
      .select()
      .from(calendarEvents)
      .where(
        inArray(
          calendarEvents.id,
          mine.map((r) => r.id),
        ),
      );
    await db
      .select()
      .from(eventAttendees)
      .where(
        inArray(
          eventAttendees.eventId,
          rows.map((r) => r.id),
        ),
      );
    return rows.length;
  };

  const month = async () => {
    const res = await asAdmin({ method: 'GET', url: `/api/calendar/events?from=${MONTH.from}&to=${MONTH.to}` });
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json().entries.length;
  };
  const feed = async () => {
    const res = await app.inject({ method: 'GET', url: feedPath });
    if (res.statusCode !== 200) throw new Error(res.body);
    return (res.body.match(/BEGIN:VEVENT/g) ?? []).length;
  };

  async function measure(fn) {
    for (let i = 0; i < 5; i++) await fn();
    const times = [];
    let count = 0;
    for (let i = 0; i < SAMPLES; i++) {
      const start = performance.now();
      count = await fn();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    return { count, p50: times[Math.floor(times.length / 2)], p95: times[Math.floor(times.length * 0.95)] };
  }

  const rows = [];
  for (const [name, api, bare, budget] of [
    ['month view, 2,000 events', month, bareMonth, 50],
    ['iCalendar feed, 1,000 events', feed, bareFeed, 200],
  ]) {
    const a = await measure(api);
    const b = await measure(bare);
    rows.push({
      target: name,
      rows: a.count,
      'p50 ms': a.p50.toFixed(1),
      'p95 ms': a.p95.toFixed(1),
      'budget ms': budget,
      'bare p50 ms': b.p50.toFixed(1),
      ratio: (a.p50 / b.p50).toFixed(2),
      ok: a.p50 < budget ? 'yes' : 'NO',
    });
  }
  console.log(`engine: ${adminUrl ? 'PostgreSQL' : 'PGlite'}; ${SAMPLES} samples each`);
  console.table(rows);
  process.exitCode = rows.every((r) => r.ok === 'yes') ? 0 : 1;
} finally {
  await app?.close();
  await database.close();
  if (adminUrl) await admin(`drop database if exists "${scratch}" with (force)`);
}
