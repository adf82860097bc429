import type { SearchResult } from '@agency/shared/search';
import { weekStartOf } from '@agency/shared/time';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarEvents, projectAgents, projects, tasks, timeEntries, timesheets } from '../../db/schema/index.ts';
import type { Caller, SessionUser } from '../../lib/caller.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { as, createClient, createUser, setTimeZones, signIn } from '../../test/auth.ts';
import { captureQueries, explainWithoutSeqScan, fullScans, planSummary, usesIndex } from '../../test/query-plans.ts';
import { searchEvents, searchTimeEntries } from './events-and-time.ts';
import { containsPattern } from './window.ts';

// Calendar events and time entries in the global search (issue #20 point 6). Two organisations: Aurora (projectA,
// assigned to `agent`) and Borealis (projectB, assigned to `agentOther`). Event titles carry "Nimbus", time notes
// "Quasar", project names "Galvanic": words unique to this file.

let t: TestApp;
type Who = 'clientA' | 'clientB' | 'agent' | 'agentOther' | 'admin';
const callers: Partial<Record<Who, ReturnType<typeof as>>> = {};
const ids: Record<string, string> = {};
const names: Record<string, string> = {};
const week = weekStartOf(new Date().toISOString().slice(0, 10));

async function find(who: Who, q: string, type: SearchResult['type']): Promise<SearchResult[]> {
  const res = await callers[who]!({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as SearchResult[]).filter((item) => item.type === type);
}
const idsFound = async (who: Who, q: string, type: SearchResult['type']) =>
  (await find(who, q, type)).map((item) => item.id).sort();

async function event(title: string, fields: Record<string, unknown>): Promise<string> {
  const payload = { title, startDate: '2027-01-12', startTime: '20:00', endDate: '2027-01-12', endTime: '21:00' };
  const res = await callers.admin!({ method: 'POST', url: '/api/calendar/events', payload: { ...payload, ...fields } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

async function logTime(who: Who, fields: Record<string, unknown>): Promise<string> {
  const payload = { workDate: week, hours: 1, minutes: 0, billable: true, taskId: null, ...fields };
  const res = await callers[who]!({ method: 'POST', url: '/api/time/entries', payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const orgA = await createClient(db, 'Aurora Retail');
  const orgB = await createClient(db, 'Borealis Health');
  ids.orgB = orgB.id;
  const people: [Who, 'CLIENT' | 'AGENT' | 'ADMIN', string?][] = [
    ['clientA', 'CLIENT', orgA.id],
    ['clientB', 'CLIENT', orgB.id],
    ['agent', 'AGENT'],
    ['agentOther', 'AGENT'],
    ['admin', 'ADMIN'],
  ];
  for (const [who, role, clientId] of people) {
    const user = await createUser(db, { role, clientId, email: `${who.toLowerCase()}-nimbus@test.example` });
    ids[who] = user.id;
    names[who] = user.name;
    callers[who] = as(t.app, await signIn(t.app, user.email));
  }
  // The agent reads the calendar in Tokyo, where the admin's 20:00 in New York is already the next day.
  await setTimeZones(db, [
    [ids.admin!, 'America/New_York'],
    [ids.agent!, 'Asia/Tokyo'],
  ]);
  const [projectA, projectB] = await db
    .insert(projects)
    .values([
      { name: 'Galvanic storefront', clientId: orgA.id, status: 'in-progress' },
      { name: 'Galvanic patient app', clientId: orgB.id, status: 'in-progress' },
    ])
    .returning();
  ids.projectA = projectA!.id;
  ids.projectB = projectB!.id;
  await db.insert(projectAgents).values([
    { projectId: projectA!.id, agentId: ids.agent! },
    { projectId: projectB!.id, agentId: ids.agentOther! },
  ]);
  const [checkout] = await db.insert(tasks).values({ projectId: projectA!.id, title: 'Checkout flow' }).returning();
  ids.checkout = checkout!.id;

  // Events: A's internal meeting (its team plans together; A's client is not invited), B's deadline (B's client
  // sees it), a one-on-one with agentOther only, and a cancelled one nobody finds.
  ids.meetingA = await event('Nimbus kick-off', { projectId: ids.projectA, timeZone: 'America/New_York' });
  ids.deadlineB = await event('Nimbus launch', { projectId: ids.projectB, type: 'deadline' });
  ids.oneOnOne = await event('Nimbus one-on-one', { attendees: 'agentother-nimbus@test.example' });
  ids.cancelled = await event('Nimbus retired', {});
  const cancel = await callers.admin!({ method: 'DELETE', url: `/api/calendar/events/${ids.cancelled}` });
  expect(cancel.statusCode).toBe(204);

  ids.gridPolish = await logTime('agent', { projectId: ids.projectA, note: 'Quasar grid polish' });
  ids.checkoutWork = await logTime('agent', { projectId: ids.projectA, taskId: ids.checkout, note: '' });
  ids.intake = await logTime('agentOther', { projectId: ids.projectB, note: 'Quasar intake' });
  ids.adminReview = await logTime('admin', { projectId: ids.projectB, note: 'Quasar admin review' });
});
afterAll(() => t.close());

describe('calendar events in the global search', () => {
  it('are found by exactly the callers who may read them through the calendar', async () => {
    expect(await idsFound('admin', 'nimbus', 'event')).toEqual([ids.meetingA, ids.deadlineB, ids.oneOnOne].sort());
    // The agent: their project's meeting; not B's deadline, nor a one-on-one they are not invited to.
    expect(await idsFound('agent', 'nimbus', 'event')).toEqual([ids.meetingA]);
    expect(await idsFound('agentOther', 'nimbus', 'event')).toEqual([ids.deadlineB, ids.oneOnOne].sort());
    // Clients: their organisation's deadline only; another organisation's events and internal meetings stay hidden.
    expect(await idsFound('clientB', 'nimbus', 'event')).toEqual([ids.deadlineB]);
    expect(await idsFound('clientA', 'nimbus', 'event')).toEqual([]);
    // A cancelled event has left the calendar, for the admin too.
    expect(await idsFound('admin', 'retired', 'event')).toEqual([]);
  });

  it('agree with GET /api/calendar/events for each caller', async () => {
    for (const who of ['admin', 'agent', 'agentOther', 'clientA', 'clientB'] as const) {
      const res = await callers[who]!({ method: 'GET', url: '/api/calendar/events?from=2027-01-10&to=2027-01-15' });
      const listed = (res.json().entries as { id: string; source: string }[])
        .filter((entry) => entry.source === 'event')
        .map((entry) => entry.id);
      expect(await idsFound(who, 'nimbus', 'event'), who).toEqual([...new Set(listed)].sort());
    }
  });

  it('open the calendar on the event’s day in the caller’s zone, with the project as the second line', async () => {
    const [admin] = await find('admin', 'kick-off', 'event');
    expect(admin).toEqual({
      type: 'event',
      id: ids.meetingA,
      title: 'Nimbus kick-off',
      subtitle: '2027-01-12 · Galvanic storefront',
      url: `/dashboard/calendar?date=2027-01-12&event=${ids.meetingA}`,
    });
    const [tokyo] = await find('agent', 'kick-off', 'event');
    expect(tokyo?.url).toBe(`/dashboard/calendar?date=2027-01-13&event=${ids.meetingA}`);
    const [oneOnOne] = await find('agentOther', 'one-on-one', 'event');
    expect(oneOnOne?.subtitle).toBe('2027-01-12');
  });
});

describe('time entries in the global search', () => {
  it('give an agent their own entries only, by note, task or project name', async () => {
    expect(await idsFound('agent', 'quasar', 'time-entry')).toEqual([ids.gridPolish]);
    expect(await idsFound('agent', 'storefront', 'time-entry')).toEqual([ids.gridPolish, ids.checkoutWork].sort());
    const [checkout] = await find('agent', 'checkout', 'time-entry');
    expect(checkout).toEqual({
      type: 'time-entry',
      id: ids.checkoutWork,
      title: 'Checkout flow',
      subtitle: `${week} · Galvanic storefront`,
      url: `/dashboard/time?week=${week}`,
    });
    // Another agent's entries, on another organisation's project, stay theirs.
    expect(await idsFound('agentOther', 'quasar', 'time-entry')).toEqual([ids.intake]);
    expect(await idsFound('agent', 'patient app', 'time-entry')).toEqual([]);
  });

  it('give a client none: clients track no time', async () => {
    for (const who of ['clientA', 'clientB'] as const) {
      expect(await idsFound(who, 'quasar', 'time-entry')).toEqual([]);
      expect(await idsFound(who, 'galvanic', 'time-entry')).toEqual([]);
    }
  });

  it('give an admin their own and everyone’s weeks they may review, never another person’s open week', async () => {
    expect(await idsFound('admin', 'quasar', 'time-entry')).toEqual([ids.adminReview]);
    const [own] = await find('admin', 'admin review', 'time-entry');
    expect(own).toMatchObject({ title: 'Quasar admin review', url: `/dashboard/time?week=${week}` });

    const submitted = await callers.agent!({
      method: 'POST',
      url: '/api/time/weeks/submit',
      payload: { weekStart: week },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const sheet = submitted.json().id as string;
    expect(await idsFound('admin', 'quasar', 'time-entry')).toEqual([ids.gridPolish, ids.adminReview].sort());
    const [agents] = await find('admin', 'grid polish', 'time-entry');
    expect(agents).toMatchObject({
      subtitle: `${names.agent} · ${week} · Galvanic storefront`,
      url: `/dashboard/time?review=${sheet}`,
    });
    // The url opens a week the admin may read.
    expect((await callers.admin!({ method: 'GET', url: `/api/time/timesheets/${sheet}` })).statusCode).toBe(200);
    // agentOther's week is still open: theirs alone.
    expect(await idsFound('admin', 'intake', 'time-entry')).toEqual([]);
  });
});

describe('event and time-entry searches are served by indexes', () => {
  beforeAll(async () => {
    const db = t.database.db;
    const filler = Array.from({ length: 2000 }, (_, n) => n);
    const at = new Date('2027-02-01T10:00:00Z');
    await db
      .insert(calendarEvents)
      .values(filler.map((n) => ({ title: `Filler event ${n}`, startsAt: at, endsAt: at, organizerId: ids.admin })));
    const filling = await createUser(t.database.db, { role: 'AGENT', email: 'filler-time@test.example' });
    const [sheet] = await db.insert(timesheets).values({ userId: filling.id, weekStart: week }).returning();
    await db.insert(timeEntries).values(
      filler.map((n) => ({
        userId: filling.id,
        timesheetId: sheet!.id,
        projectId: ids.projectB!,
        workDate: week,
        minutes: 30,
        note: `Filler work ${n}`,
      })),
    );
    await db.execute(sql`analyze`);
  });

  const caller = (role: 'ADMIN' | 'AGENT' | 'CLIENT', key: Who): Caller => {
    const user: SessionUser = {
      id: ids[key]!,
      email: `${key.toLowerCase()}-nimbus@test.example`,
      name: key,
      firstName: key,
      lastName: key,
      role,
      clientId: role === 'CLIENT' ? ids.orgB! : null,
      twoFactorEnabled: false,
      image: null,
      sessionId: 'test',
    };
    return { user, access: role === 'ADMIN' ? 'any' : 'own' };
  };
  const input = { q: 'zeppelin', pattern: containsPattern('zeppelin') };

  it.each([
    ['events for the admin', 'ADMIN', 'admin', searchEvents, 'calendar_events', 'calendar_events_title_trgm_idx'],
    ['events for an agent', 'AGENT', 'agent', searchEvents, 'calendar_events', 'calendar_events_title_trgm_idx'],
    ['events for a client', 'CLIENT', 'clientB', searchEvents, 'calendar_events', 'calendar_events_title_trgm_idx'],
    ['time for the admin', 'ADMIN', 'admin', searchTimeEntries, 'time_entries', 'time_entries_note_trgm_idx'],
    ['time for an agent', 'AGENT', 'agent', searchTimeEntries, 'time_entries', null],
  ] as const)('%s', async (_, role, key, run, table, index) => {
    const [query, ...more] = await captureQueries(t.database, () => run(t.database.db, caller(role, key), input));
    expect(query, 'the search sent no query').toBeDefined();
    expect(more).toEqual([]);
    const nodes = await explainWithoutSeqScan(t.database, query!, { bitmapOnly: true });
    expect(fullScans(nodes, table), planSummary(nodes)).toEqual([]);
    if (index) expect(usesIndex(nodes, index), planSummary(nodes)).toBe(true);
  });

  it.each([
    ['events', searchEvents, 'calendar_events_created_at_id_idx'],
    ['time entries', searchTimeEntries, 'time_entries_created_at_id_idx'],
  ] as const)('a common word walks the newest %s first', async (_, run, index) => {
    const common = { q: 'filler', pattern: containsPattern('filler') };
    const [query] = await captureQueries(t.database, () => run(t.database.db, caller('ADMIN', 'admin'), common));
    const nodes = await explainWithoutSeqScan(t.database, query!);
    expect(usesIndex(nodes, index), planSummary(nodes)).toBe(true);
  });
});
