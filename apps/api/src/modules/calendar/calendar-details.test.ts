import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { as, createClient, createUser, signIn } from '../../test/auth.ts';

// The month view's list carries what the grid draws; an entry's people, text and place are read when it is opened
// (GET /calendar/events/:id), one occurrence of a series by its original start.

let t: TestApp;
type Call = ReturnType<typeof as>;
let admin: Call;
let client: Call;
let otherClient: Call;
let clientEmail: string;

const form = (overrides: Record<string, unknown> = {}) => ({
  title: 'Kick-off',
  startDate: '2027-02-02',
  startTime: '09:00',
  endDate: '2027-02-02',
  endTime: '10:00',
  description: 'Agenda inside',
  location: 'Room 4',
  includeMeet: true,
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await admin({ method: 'POST', url: '/api/calendar/events', payload: form(overrides) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

async function month(call: Call) {
  const res = await call({ method: 'GET', url: '/api/calendar/events?from=2027-02-01&to=2027-03-01' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().entries as Record<string, unknown>[];
}

const details = (call: Call, id: string, occurrenceStart?: string) =>
  call({
    method: 'GET',
    url: `/api/calendar/events/${id}${occurrenceStart ? `?occurrenceStart=${encodeURIComponent(occurrenceStart)}` : ''}`,
  });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const org = await createClient(db, 'Harbor Retail');
  const orgOther = await createClient(db, 'Pulse Health');
  const boss = await createUser(db, { role: 'ADMIN' });
  const contact = await createUser(db, { role: 'CLIENT', clientId: org.id });
  const outsider = await createUser(db, { role: 'CLIENT', clientId: orgOther.id });
  clientEmail = contact.email.toLowerCase();
  admin = as(t.app, await signIn(t.app, boss.email));
  client = as(t.app, await signIn(t.app, contact.email));
  otherClient = as(t.app, await signIn(t.app, outsider.email));
  await db
    .insert(projects)
    .values({ name: 'Harbor storefront', clientId: org.id, status: 'in-progress', endDate: '2027-02-20' });
});
afterAll(() => t.close());

describe('the month list (GET /calendar/events)', () => {
  it('carries the grid’s fields only: no attendee list, organiser, text or place', async () => {
    const id = await create({ title: 'Slim check', attendees: `${clientEmail}, guest@outside.example` });
    const entry = (await month(client)).find((e) => e.id === id)!;
    expect(Object.keys(entry).sort()).toEqual(
      [
        'key',
        'source',
        'id',
        'title',
        'type',
        'start',
        'end',
        'localStart',
        'localEnd',
        'allDay',
        'occurrenceStart',
        'myResponse',
        'editable',
        'url',
        'description',
      ].sort(),
    );
    expect(entry).toMatchObject({
      key: id,
      title: 'Slim check',
      localStart: '2027-02-02T09:00:00',
      myResponse: 'pending',
      editable: false,
      description: null,
    });
  });

  it('a deadline keeps its client as the description (it has no details to open)', async () => {
    const deadline = (await month(client)).find((e) => e.source === 'project-deadline')!;
    expect(deadline).toMatchObject({ title: 'Harbor storefront', description: 'Harbor Retail', allDay: true });
    expect(deadline.url).toMatch(/^\/dashboard\/projects\//);
  });
});

describe('an entry’s details (GET /calendar/events/:id)', () => {
  it('reads the whole event: people, organiser, text, place, meeting link, the viewer’s answer', async () => {
    const id = await create({ title: 'Full details', attendees: clientEmail });
    const res = await details(client, id);
    expect(res.statusCode, res.body).toBe(200);
    const entry = res.json();
    expect(entry).toMatchObject({
      key: id,
      title: 'Full details',
      description: 'Agenda inside',
      location: 'Room 4',
      localStart: '2027-02-02T09:00:00',
      start: '2027-02-02T14:00:00.000Z',
      myResponse: 'pending',
      editable: false,
      recurrence: 'none',
      occurrenceStart: null,
    });
    expect(entry.meetingUrl).toMatch(/^https:\/\/meet\.jit\.si\//);
    expect(entry.organizer.email).toMatch(/^admin-/);
    expect(entry.attendees.map((a: { email: string }) => a.email)).toContain(clientEmail);
    // The admin organises it: editable, and a whole event reads the same with or without the key's suffix.
    expect((await details(admin, id)).json().editable).toBe(true);
  });

  it('one occurrence of a series: its one-off change in; a cancelled or unknown one is not found', async () => {
    const id = await create({ title: 'Weekly sync', recurrence: 'weekly', attendees: clientEmail });
    const moved = await admin({
      method: 'PUT',
      url: `/api/calendar/events/${id}/occurrences`,
      payload: {
        occurrenceStart: '2027-02-09T14:00:00.000Z',
        title: 'Weekly sync (moved)',
        description: 'Moved agenda',
        startDate: '2027-02-10',
        startTime: '11:00',
        endTime: '12:00',
      },
    });
    expect(moved.statusCode, moved.body).toBe(204);
    const cancelled = await admin({
      method: 'DELETE',
      url: `/api/calendar/events/${id}/occurrences?occurrenceStart=2027-02-16T14:00:00.000Z`,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(204);

    // The grid's key names the occurrence; its details match it.
    const grid = (await month(client)).filter((e) => e.id === id);
    expect(grid.map((e) => [e.localStart, e.title])).toEqual([
      ['2027-02-02T09:00:00', 'Weekly sync'],
      ['2027-02-10T11:00:00', 'Weekly sync (moved)'],
      ['2027-02-23T09:00:00', 'Weekly sync'],
    ]);
    const res = await details(client, id, '2027-02-09T14:00:00.000Z');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      key: `${id}:2027-02-09T14:00:00.000Z`,
      title: 'Weekly sync (moved)',
      description: 'Moved agenda',
      localStart: '2027-02-10T11:00:00',
      localEnd: '2027-02-10T12:00:00',
      occurrenceStart: '2027-02-09T14:00:00.000Z',
      recurrence: 'weekly',
    });
    expect((await details(client, id, '2027-02-23T14:00:00.000Z')).json().title).toBe('Weekly sync');
    expect((await details(client, id, '2027-02-16T14:00:00.000Z')).statusCode).toBe(404);
    expect((await details(client, id, '2027-02-17T14:00:00.000Z')).statusCode).toBe(404);
  });

  it('is not found outside the viewer’s scope, or once cancelled', async () => {
    const id = await create({ title: 'Harbor only', attendees: clientEmail });
    expect((await details(otherClient, id)).statusCode).toBe(404);
    expect((await admin({ method: 'DELETE', url: `/api/calendar/events/${id}` })).statusCode).toBe(204);
    expect((await details(client, id)).statusCode).toBe(404);
  });
});
