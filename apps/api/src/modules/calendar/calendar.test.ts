import { and, desc, eq, sql } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, eventAttendees, jobs, notifications, projectAgents, projects } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { as, createClient, createUser, setTimeZones, signIn } from '../../test/auth.ts';

let t: TestApp;
type Call = ReturnType<typeof as>;
let admin: Call;
let agent: Call;
let agentOther: Call;
let clientA: Call;
let clientB: Call;
let berlin: Call;
const u: Record<string, { id: string; email: string }> = {};
let projectA: string;

const form = (overrides: Record<string, unknown> = {}) => ({
  title: 'Kick-off',
  startDate: '2027-01-12',
  startTime: '09:00',
  endDate: '2027-01-12',
  endTime: '10:00',
  attendees: '',
  description: 'Agenda inside',
  location: '',
  includeMeet: false,
  ...overrides,
});

async function create(call: Call, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await call({ method: 'POST', url: '/api/calendar/events', payload: form(overrides) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

async function range(call: Call, from: string, to: string) {
  const res = await call({ method: 'GET', url: `/api/calendar/events?from=${from}&to=${to}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    timeZone: string;
    entries: {
      id: string;
      key: string;
      localStart: string;
      start: string;
      source: string;
      title: string;
      myResponse: string | null;
      editable: boolean;
    }[];
  };
}

async function mailsTo(email: string) {
  return t.database.db
    .select()
    .from(emailOutbox)
    .where(sql`${email} = any(${emailOutbox.toAddresses})`)
    .orderBy(desc(emailOutbox.createdAt));
}

function parseIcs(base64: string) {
  return ical.sync.parseICS(Buffer.from(base64, 'base64').toString('utf8'));
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const orgA = await createClient(db, 'Harbor Retail');
  const orgB = await createClient(db, 'Pulse Health');
  const people: [string, 'ADMIN' | 'AGENT' | 'CLIENT', string?][] = [
    ['admin', 'ADMIN'],
    ['agent', 'AGENT'],
    ['agentOther', 'AGENT'],
    ['clientA', 'CLIENT', orgA.id],
    ['clientB', 'CLIENT', orgB.id],
    ['berlin', 'AGENT'],
  ];
  const calls: Record<string, Call> = {};
  for (const [key, role, clientId] of people) {
    const user = await createUser(db, { role, clientId });
    u[key] = { id: user.id, email: user.email };
    calls[key] = as(t.app, await signIn(t.app, user.email));
  }
  ({ admin, agent, agentOther, clientA, clientB, berlin } = calls as Record<string, Call> & {
    admin: Call;
    agent: Call;
    agentOther: Call;
    clientA: Call;
    clientB: Call;
    berlin: Call;
  });
  await setTimeZones(db, [
    [u.admin!.id, 'America/New_York'],
    [u.berlin!.id, 'Europe/Berlin'],
  ]);
  const [p] = await db
    .insert(projects)
    .values({ name: 'Harbor storefront', clientId: orgA.id, status: 'in-progress', endDate: '2027-01-20' })
    .returning();
  projectA = p!.id;
  await db.insert(projectAgents).values({ projectId: projectA, agentId: u.agent!.id });
});
afterAll(() => t.close());

describe('the event form (001 §5)', () => {
  it.each([
    ['no title', { title: '' }, 'Please fill in all required fields'],
    ['no start date', { startDate: '' }, 'Please fill in all required fields'],
    ['no start time', { startTime: '' }, 'Please fill in all required fields'],
    ['an impossible date', { startDate: '2027-02-30' }, 'Enter a date as YYYY-MM-DD'],
    ['a time of 25:00', { startTime: '25:00' }, 'Enter a time as HH:MM'],
    ['an end before the start', { endTime: '08:00' }, 'The end cannot be before the start.'],
    [
      'a broken address',
      { attendees: 'a@b.co, not-an-address' },
      'Attendees must be e-mail addresses separated by commas.',
    ],
    ['a lone surrogate', { title: 'x\ud800' }, null],
    ['an unknown zone', { timeZone: 'Mars/Olympus' }, 'Unknown time zone.'],
    [
      'another organisation’s project for an agent',
      { projectId: '00000000-0000-4000-8000-000000000000' },
      'Project not found',
    ],
  ])('refuses %s with 400 and stores nothing', async (_, overrides, message) => {
    const before = await t.database.db.execute(sql`select count(*)::int as n from calendar_events`);
    const res = await agent({ method: 'POST', url: '/api/calendar/events', payload: form(overrides) });
    expect(res.statusCode, res.body).toBe(400);
    if (message) expect(res.body).toContain(message);
    const after = await t.database.db.execute(sql`select count(*)::int as n from calendar_events`);
    expect(after.rows).toEqual(before.rows);
  });

  it('refuses too many attendees', async () => {
    const many = Array.from({ length: 101 }, (_, i) => `p${i}@example.com`).join(',');
    const res = await admin({ method: 'POST', url: '/api/calendar/events', payload: form({ attendees: many }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('An event can have at most 100 attendees.');
  });

  it('defaults the end to the start and splits attendees on commas, trimmed', async () => {
    const id = await create(admin, {
      title: 'Zero length',
      endDate: '',
      endTime: '',
      attendees: ' Someone@Outside.example ,, someone@outside.example ,',
    });
    const rows = await t.database.db.select().from(eventAttendees).where(eq(eventAttendees.eventId, id));
    expect(rows.map((r) => r.email).sort()).toEqual([u.admin!.email.toLowerCase(), 'someone@outside.example'].sort());
    const list = await range(admin, '2027-01-12', '2027-01-13');
    const entry = list.entries.find((e) => e.id === id)!;
    expect(entry.localStart).toBe('2027-01-12T09:00:00');
    expect(entry.start).toBe('2027-01-12T14:00:00.000Z');
  });

  it('refuses a hostile range: reversed, too long, not a date', async () => {
    for (const q of [
      'from=2027-01-10&to=2027-01-01',
      'from=2027-01-01&to=2027-12-31',
      'from=x&to=y',
      'from=2027-01-01',
    ]) {
      const res = await admin({ method: 'GET', url: `/api/calendar/events?${q}` });
      expect(res.statusCode, q).toBe(400);
    }
  });
});

describe('time zones (each user’s zone from their Settings; stored in UTC)', () => {
  it('an event at 09:00 in New York shows at 15:00 for a user in Berlin', async () => {
    const id = await create(admin, {
      title: 'Transatlantic sync',
      attendees: u.berlin!.email,
      timeZone: 'America/New_York',
    });
    const berlinView = await range(berlin, '2027-01-12', '2027-01-13');
    expect(berlinView.timeZone).toBe('Europe/Berlin');
    const entry = berlinView.entries.find((e) => e.id === id)!;
    expect(entry.localStart).toBe('2027-01-12T15:00:00');
    expect(entry.start).toBe('2027-01-12T14:00:00.000Z');
    const nyView = await range(admin, '2027-01-12', '2027-01-13');
    expect(nyView.entries.find((e) => e.id === id)!.localStart).toBe('2027-01-12T09:00:00');
  });

  it('a Berlin user’s form times are Berlin wall clock', async () => {
    const id = await create(berlin, { title: 'Berlin standup', startTime: '15:00', endTime: '15:15' });
    const view = await range(admin, '2027-01-12', '2027-01-13');
    expect(view.entries.find((e) => e.id === id)!.localStart).toBe('2027-01-12T09:00:00');
  });
});

describe('recurring events', () => {
  it('a weekly series keeps 09:00 New York across the DST change, one occurrence moved, one cancelled', async () => {
    const id = await create(admin, {
      title: 'Weekly review',
      startDate: '2027-03-01',
      endDate: '2027-03-01',
      recurrence: 'weekly',
      attendees: u.clientA!.email,
    });
    let view = await range(admin, '2027-03-01', '2027-04-01');
    let mine = view.entries.filter((e) => e.id === id);
    expect(mine.map((e) => e.localStart)).toEqual(
      ['2027-03-01', '2027-03-08', '2027-03-15', '2027-03-22', '2027-03-29'].map((d) => `${d}T09:00:00`),
    );
    expect(mine[0]!.start).toBe('2027-03-01T14:00:00.000Z');
    expect(mine[2]!.start).toBe('2027-03-15T13:00:00.000Z');

    const moved = await admin({
      method: 'PUT',
      url: `/api/calendar/events/${id}/occurrences`,
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
      url: `/api/calendar/events/${id}/occurrences?occurrenceStart=2027-03-22T13:00:00.000Z`,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    const bogus = await admin({
      method: 'DELETE',
      url: `/api/calendar/events/${id}/occurrences?occurrenceStart=2027-03-23T13:00:00.000Z`,
    });
    expect(bogus.statusCode).toBe(400);

    view = await range(admin, '2027-03-01', '2027-04-01');
    mine = view.entries.filter((e) => e.id === id);
    expect(mine.map((e) => [e.localStart, e.title])).toEqual([
      ['2027-03-01T09:00:00', 'Weekly review'],
      ['2027-03-09T11:00:00', 'Weekly review (moved)'],
      ['2027-03-15T09:00:00', 'Weekly review'],
      ['2027-03-29T09:00:00', 'Weekly review'],
    ]);
    // The client attendee sees the same series; the last mail carries the exception and the cancelled date.
    expect((await range(clientA, '2027-03-01', '2027-04-01')).entries.filter((e) => e.id === id)).toHaveLength(4);
    const [latest] = await mailsTo(u.clientA!.email);
    const parsed = Object.values(parseIcs(latest!.attachments[0]!.content!)).filter(
      (c) => c?.type === 'VEVENT',
    ) as VEvent[];
    expect(parsed[0]!.rrule?.toString()).toContain('FREQ=WEEKLY');
    expect(Number(parsed[0]!.sequence)).toBe(2);
  });

  it('a monthly series repeats on the same day', async () => {
    const id = await create(admin, {
      title: 'Monthly invoice run',
      startDate: '2027-01-05',
      endDate: '2027-01-05',
      recurrence: 'monthly',
    });
    const view = await range(admin, '2027-02-01', '2027-04-01');
    expect(view.entries.filter((e) => e.id === id).map((e) => e.localStart)).toEqual([
      '2027-02-05T09:00:00',
      '2027-03-05T09:00:00',
    ]);
  });
});

describe('invitations, answers and scope', () => {
  let eventId: string;

  it('mails each attendee an .ics invitation (METHOD:REQUEST) and notifies portal users', async () => {
    eventId = await create(agent, {
      title: 'Storefront review',
      projectId: projectA,
      attendees: `${u.clientA!.email}, guest@outside.example`,
      includeMeet: true,
      startDate: '2027-01-14',
      endDate: '2027-01-14',
    });
    for (const email of [u.clientA!.email, 'guest@outside.example']) {
      const [mail] = await mailsTo(email);
      expect(mail!.kind).toBe('event-invitation');
      expect(mail!.text).toContain('/api/calendar/rsvp/');
      const ics = Buffer.from(mail!.attachments[0]!.content!, 'base64').toString('utf8');
      expect(ics).toContain('METHOD:REQUEST');
      const vevent = Object.values(ical.sync.parseICS(ics)).find((c) => c?.type === 'VEVENT') as VEvent;
      expect(vevent.uid).toBe(eventId);
      expect(vevent.summary).toBe('Storefront review');
      expect(new Date(vevent.start).toISOString()).toBe('2027-01-14T14:00:00.000Z');
      expect(ics).toMatch(/\nURL(;[^:]*)?:https:\/\/meet\.jit\.si\/northstar-/);
    }
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.userId, u.clientA!.id));
    expect(notes.some((n) => n.title === 'Event invitation' && n.message.includes('Storefront review'))).toBe(true);
  });

  it('keeps events in scope: the other organisation and an unassigned agent see nothing, and get 404', async () => {
    for (const call of [clientB, agentOther]) {
      const view = await range(call, '2027-01-01', '2027-02-01');
      expect(view.entries.find((e) => e.id === eventId)).toBeUndefined();
      const res = await call({
        method: 'POST',
        url: `/api/calendar/events/${eventId}/response`,
        payload: { response: 'accepted' },
      });
      expect(res.statusCode).toBe(404);
    }
    expect(
      (await agentOther({ method: 'PUT', url: `/api/calendar/events/${eventId}`, payload: form() })).statusCode,
    ).toBe(404);
    expect((await clientA({ method: 'PUT', url: `/api/calendar/events/${eventId}`, payload: form() })).statusCode).toBe(
      403,
    );
    expect((await clientA({ method: 'POST', url: '/api/calendar/events', payload: form() })).statusCode).toBe(403);
    // The project's client sees its deadline; the other organisation does not.
    expect(
      (await range(clientA, '2027-01-01', '2027-02-01')).entries.some((e) => e.source === 'project-deadline'),
    ).toBe(true);
    expect(
      (await range(clientB, '2027-01-01', '2027-02-01')).entries.some((e) => e.source === 'project-deadline'),
    ).toBe(false);
  });

  it('the client accepts in the portal; a guest declines from the signed mail link', async () => {
    const res = await clientA({
      method: 'POST',
      url: `/api/calendar/events/${eventId}/response`,
      payload: { response: 'accepted' },
    });
    expect(res.statusCode, res.body).toBe(204);
    const view = await range(clientA, '2027-01-14', '2027-01-15');
    expect(view.entries.find((e) => e.id === eventId)!.myResponse).toBe('accepted');
    expect(view.entries.find((e) => e.id === eventId)!.editable).toBe(false);

    const [mail] = await mailsTo('guest@outside.example');
    const link = new URL(mail!.text.match(/Decline: (\S+)/)![1]!);
    const page = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Decline the invitation?');
    const forged = await t.app.inject({
      method: 'POST',
      url: link.pathname.replace('declined', 'accepted') + link.search,
      headers: { origin: t.app.config.publicUrl },
    });
    expect(forged.statusCode).toBe(404);
    const done = await t.app.inject({
      method: 'POST',
      url: link.pathname + link.search,
      headers: { origin: t.app.config.publicUrl },
    });
    expect(done.statusCode, done.body).toBe(200);
    const [guest] = await t.database.db
      .select()
      .from(eventAttendees)
      .where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.email, 'guest@outside.example')));
    expect(guest!.response).toBe('declined');
  });

  it('an invited agent who is not the organiser may answer but not edit', async () => {
    const id = await create(admin, { title: 'Admin planning', attendees: u.agentOther!.email });
    expect((await agentOther({ method: 'PUT', url: `/api/calendar/events/${id}`, payload: form() })).statusCode).toBe(
      403,
    );
    expect(
      (
        await agentOther({
          method: 'POST',
          url: `/api/calendar/events/${id}/response`,
          payload: { response: 'tentative' },
        })
      ).statusCode,
    ).toBe(204);
  });

  it('moving the event bumps SEQUENCE, asks again, and mails the update', async () => {
    const res = await agent({
      method: 'PUT',
      url: `/api/calendar/events/${eventId}`,
      payload: form({
        title: 'Storefront review',
        projectId: projectA,
        attendees: u.clientA!.email,
        startDate: '2027-01-15',
        endDate: '2027-01-15',
        includeMeet: true,
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await mailsTo(u.clientA!.email);
    expect(mail!.subject).toBe('Updated invitation: Storefront review');
    const vevent = Object.values(parseIcs(mail!.attachments[0]!.content!)).find((c) => c?.type === 'VEVENT') as VEvent;
    expect(Number(vevent.sequence)).toBe(1);
    const [removed] = await mailsTo('guest@outside.example');
    expect(removed!.kind).toBe('event-cancelled');
    expect(Buffer.from(removed!.attachments[0]!.content!, 'base64').toString()).toContain('METHOD:CANCEL');
    const view = await range(clientA, '2027-01-15', '2027-01-16');
    expect(view.entries.find((e) => e.id === eventId)!.myResponse).toBe('pending');
  });

  it('reminds attendees 15 minutes before, through the jobs queue', async () => {
    const pending = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `calendar.reminder:${eventId}:1:2027-01-15T14:00:00.000Z`));
    expect(pending).toHaveLength(1);
    await t.app.jobs.runDue(new Date('2027-01-15T13:46:00Z'));
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, u.clientA!.id), eq(notifications.title, 'Event soon')));
    expect(notes).toHaveLength(1);
    expect(notes[0]!.message).toContain('2027-01-15 09:00');
  });
});

describe('the private iCalendar feed', () => {
  it('serves the subscriber’s events without a session, parsed by a real iCal parser; rotating revokes it', async () => {
    const id = await create(admin, {
      title: 'Feed check',
      attendees: u.clientA!.email,
      startDate: new Date().toISOString().slice(0, 10),
      endDate: new Date().toISOString().slice(0, 10),
    });
    const feed = await clientA({ method: 'GET', url: '/api/calendar/feed' });
    expect(feed.statusCode).toBe(200);
    const url = new URL(feed.json().url);
    const res = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    const parsed = ical.sync.parseICS(res.body);
    const events = Object.values(parsed).filter((c) => c?.type === 'VEVENT') as VEvent[];
    expect(events.some((e) => e.uid === id && e.summary === 'Feed check')).toBe(true);
    // Another organisation's feed does not carry it.
    const other = new URL((await clientB({ method: 'GET', url: '/api/calendar/feed' })).json().url);
    expect((await t.app.inject({ method: 'GET', url: other.pathname })).body).not.toContain('Feed check');

    const rotated = await clientA({ method: 'POST', url: '/api/calendar/feed/rotate' });
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().url).not.toBe(feed.json().url);
    expect((await t.app.inject({ method: 'GET', url: url.pathname })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/calendar/feed/nope.ics' })).statusCode).toBe(404);
  });
});

describe('quick meeting and the agenda', () => {
  it('creates Team Meeting in 5 minutes for 30 minutes with a meeting link; it shows in Today or Upcoming', async () => {
    const before = Date.now();
    const res = await admin({ method: 'POST', url: '/api/calendar/quick-meeting', payload: {} });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json();
    const agendaRes = await admin({ method: 'GET', url: '/api/calendar/agenda' });
    expect(agendaRes.statusCode).toBe(200);
    const { today, upcoming } = agendaRes.json();
    const entry = [...today, ...upcoming].find((e: { id: string }) => e.id === id);
    expect(entry.title).toBe('Team Meeting');
    expect(entry.meetingUrl).toMatch(/^https:\/\/meet\.jit\.si\//);
    const start = Date.parse(entry.start);
    // Minute precision: the form's times are HH:MM.
    expect(start).toBeGreaterThan(before + 3 * 60_000);
    expect(start).toBeLessThan(before + 6 * 60_000);
    expect(Date.parse(entry.end) - start).toBe(30 * 60_000);
    expect(upcoming.length).toBeLessThanOrEqual(5);
  });

  it('cancelling withdraws the event', async () => {
    const id = await create(admin, { title: 'To cancel', attendees: u.clientA!.email });
    expect((await clientA({ method: 'DELETE', url: `/api/calendar/events/${id}` })).statusCode).toBe(403);
    expect((await admin({ method: 'DELETE', url: `/api/calendar/events/${id}` })).statusCode).toBe(204);
    expect((await range(clientA, '2027-01-12', '2027-01-13')).entries.find((e) => e.id === id)).toBeUndefined();
    const [mail] = await mailsTo(u.clientA!.email);
    expect(mail!.subject).toBe('Cancelled: To cancel');
  });
});
