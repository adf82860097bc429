import type { Overview } from '@agency/shared/overview';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLogs,
  calendarEvents,
  deliverables,
  eventAttendees,
  invoices,
  messageReads,
  messages,
  payments,
  presenceConnections,
  presenceProcesses,
  projectAgents,
  projectRatings,
  projects,
  tasks,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { as, createClient, createUser, signIn } from '../../test/auth.ts';
import { localPeriods } from './periods.ts';
import { CLIENT_ACTIVITY_ACTIONS } from './service.ts';

// Two organisations. A: projectA (in progress, assigned to `agent`), doneA (completed, assigned, rated 4 and 5),
// holdA (on hold). B: projectB (in progress, assigned to nobody), rated 1. Every figure below is what these rows imply.

let t: TestApp;
type Call = ReturnType<typeof as>;
const callers = {} as Record<'admin' | 'agent' | 'clientA' | 'clientB' | 'agentOther', Call>;
const ids: Record<string, string> = {};
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const orgA = await createClient(db, 'Overview Org A');
  const orgB = await createClient(db, 'Overview Org B');
  const people = {
    admin: await createUser(db, { role: 'ADMIN' }),
    agent: await createUser(db, { role: 'AGENT' }),
    agentOther: await createUser(db, { role: 'AGENT' }),
    clientA: await createUser(db, { role: 'CLIENT', clientId: orgA.id }),
    clientA2: await createUser(db, { role: 'CLIENT', clientId: orgA.id }),
    clientB: await createUser(db, { role: 'CLIENT', clientId: orgB.id }),
  };
  for (const key of ['admin', 'agent', 'agentOther', 'clientA', 'clientB'] as const) {
    callers[key] = as(t.app, await signIn(t.app, people[key].email));
    ids[key] = people[key].id;
  }

  const now = new Date();
  const p = localPeriods(now, 0);
  const day = (n: number) => new Date(Date.parse(p.today) + n * DAY).toISOString().slice(0, 10);

  const [projectA, doneA, , projectB] = await db
    .insert(projects)
    .values([
      { name: 'A storefront', clientId: orgA.id, status: 'in-progress' },
      { name: 'A brochure site', clientId: orgA.id, status: 'completed' },
      { name: 'A paused app', clientId: orgA.id, status: 'on-hold' },
      { name: 'B patient app', clientId: orgB.id, status: 'in-progress' },
    ])
    .returning();
  ids.projectA = projectA!.id;
  ids.projectB = projectB!.id;
  await db.insert(projectAgents).values([
    { projectId: projectA!.id, agentId: people.agent.id },
    { projectId: doneA!.id, agentId: people.agent.id },
  ]);
  await db.insert(projectRatings).values([
    { projectId: doneA!.id, userId: people.clientA.id, rating: 5 },
    { projectId: doneA!.id, userId: people.clientA2.id, rating: 4 },
    { projectId: projectB!.id, userId: people.clientB.id, rating: 1 },
  ]);

  await db.insert(tasks).values([
    { projectId: projectA!.id, title: 'Overdue A', assigneeId: people.agent.id, dueDate: day(-2) },
    { projectId: projectA!.id, title: 'Soon A', assigneeId: people.agent.id, dueDate: day(3), status: 'in-progress' },
    { projectId: projectA!.id, title: 'Later A', assigneeId: people.agent.id, dueDate: day(9), status: 'review' },
    { projectId: projectA!.id, title: 'Done A', assigneeId: people.agent.id, dueDate: day(-5), status: 'done' },
    { projectId: projectA!.id, title: 'Someone else’s A', dueDate: day(-1) },
    { projectId: projectB!.id, title: 'Overdue B', dueDate: day(-4) },
    { projectId: null, title: 'Internal', dueDate: day(1) },
  ]);

  await db.insert(deliverables).values([
    { projectId: projectA!.id, title: 'A design', dueDate: day(5) },
    { projectId: projectA!.id, title: 'A late copy', dueDate: day(-1), status: 'in-progress' },
    { projectId: projectA!.id, title: 'A internal', dueDate: day(2), clientVisible: false },
    { projectId: projectA!.id, title: 'A done', dueDate: day(-9), status: 'completed' },
    { projectId: projectB!.id, title: 'B prototype', dueDate: day(1) },
  ]);

  const invoice = (
    n: string,
    clientId: string,
    projectId: string,
    status: 'sent' | 'overdue' | 'draft' | 'paid',
    totalCents: number,
    due: number,
  ) => ({
    number: `INV-T-${n}`,
    clientId,
    projectId,
    status,
    issueDate: day(-40),
    dueDate: day(due),
    subtotalCents: totalCents,
    taxCents: 0,
    totalCents,
  });
  const [, , , paidThis, paidLast, paidB] = await db
    .insert(invoices)
    .values([
      invoice('1', orgA.id, projectA!.id, 'sent', 100_00, 10),
      invoice('2', orgA.id, projectA!.id, 'overdue', 250_00, -3),
      invoice('3', orgA.id, projectA!.id, 'draft', 999_00, 20),
      invoice('4', orgA.id, projectA!.id, 'paid', 300_00, -10),
      invoice('5', orgA.id, doneA!.id, 'paid', 200_00, -30),
      invoice('6', orgB.id, projectB!.id, 'sent', 700_00, 5),
    ])
    .returning();
  // Revenue: A's projects earned 300 this month and 200 last month; B earned 1,000 this month (a card of its own
  // invoice 6 stays outstanding). One payment two months ago counts for nobody.
  await db.insert(payments).values([
    {
      invoiceId: paidThis!.id,
      amountCents: 300_00,
      provider: 'manual',
      status: 'succeeded',
      paidAt: new Date(Math.max(p.monthStart.getTime(), now.getTime() - HOUR)),
    },
    {
      invoiceId: paidLast!.id,
      amountCents: 200_00,
      provider: 'manual',
      status: 'succeeded',
      paidAt: new Date(p.lastMonthStart.getTime() + HOUR),
    },
    {
      invoiceId: paidLast!.id,
      amountCents: 50_00,
      provider: 'manual',
      status: 'succeeded',
      paidAt: new Date(p.lastMonthStart.getTime() - DAY),
    },
    {
      invoiceId: paidB!.id,
      amountCents: 1000_00,
      provider: 'manual',
      status: 'succeeded',
      paidAt: new Date(Math.max(p.monthStart.getTime(), now.getTime() - HOUR)),
    },
    {
      invoiceId: paidB!.id,
      amountCents: 80_00,
      provider: 'manual',
      status: 'failed',
      paidAt: new Date(now.getTime() - HOUR),
    },
  ]);

  // Messages in projectA: clientA wrote 3 (one before the agent's read marker), the agent 1. In projectB: 2.
  await db.insert(messages).values([
    {
      projectId: projectA!.id,
      senderId: people.clientA.id,
      content: 'old',
      createdAt: new Date(now.getTime() - 5 * HOUR),
    },
    {
      projectId: projectA!.id,
      senderId: people.clientA.id,
      content: 'new 1',
      createdAt: new Date(now.getTime() - 2 * HOUR),
    },
    {
      projectId: projectA!.id,
      senderId: people.clientA.id,
      content: 'new 2',
      createdAt: new Date(now.getTime() - HOUR),
    },
    { projectId: projectA!.id, senderId: people.agent.id, content: 'reply', createdAt: new Date(now.getTime() - HOUR) },
    { projectId: projectB!.id, senderId: people.clientB.id, content: 'b1', createdAt: new Date(now.getTime() - HOUR) },
    { projectId: projectB!.id, senderId: people.admin.id, content: 'b2', createdAt: new Date(now.getTime() - HOUR) },
  ]);
  await db.insert(messageReads).values([
    { projectId: projectA!.id, userId: people.agent.id, lastReadAt: new Date(now.getTime() - 3 * HOUR) },
    { projectId: projectA!.id, userId: people.clientA.id, lastReadAt: new Date(now.getTime() - 90 * 60_000) },
  ]);

  // Today's events: the agent organises two (clientA attends one, clientB declined the other), one is cancelled;
  // the admin attends one in B; one is tomorrow.
  const at = (hours: number) => new Date(p.dayStart.getTime() + hours * HOUR);
  const [standUp, review, cancelled, bCall, tomorrow] = await db
    .insert(calendarEvents)
    .values([
      { title: 'Stand-up', startsAt: at(9), endsAt: at(9.25), organizerId: people.agent.id },
      { title: 'A review', startsAt: at(14), endsAt: at(15), organizerId: people.agent.id, projectId: projectA!.id },
      { title: 'Cancelled', startsAt: at(11), endsAt: at(12), organizerId: people.agent.id, cancelledAt: now },
      { title: 'B call', startsAt: at(16), endsAt: at(17), organizerId: people.agentOther.id, projectId: projectB!.id },
      { title: 'Tomorrow', startsAt: at(33), endsAt: at(34), organizerId: people.agent.id },
    ])
    .returning();
  await db.insert(eventAttendees).values([
    { eventId: review!.id, userId: people.clientA.id, email: people.clientA.email },
    { eventId: standUp!.id, userId: people.clientB.id, email: people.clientB.email, response: 'declined' },
    { eventId: cancelled!.id, userId: people.clientA.id, email: people.clientA.email },
    { eventId: bCall!.id, userId: people.clientB.id, email: people.clientB.email },
    { eventId: bCall!.id, userId: people.admin.id, email: people.admin.email, response: 'accepted' },
    { eventId: tomorrow!.id, userId: people.clientA.id, email: people.clientA.email },
  ]);

  // Activity, oldest first.
  const audit = (
    minutesAgo: number,
    action: string,
    scope: { clientId?: string; projectId?: string; clientVisible?: boolean },
    actorId?: string,
  ) => ({
    action,
    category: 'project' as const,
    actorId: actorId ?? people.admin.id,
    actorName: 'Someone',
    targetType: 'project',
    targetLabel: action,
    clientId: scope.clientId ?? null,
    projectId: scope.projectId ?? null,
    clientVisible: scope.clientVisible ?? false,
    createdAt: new Date(now.getTime() - minutesAgo * 60_000),
  });
  await db.insert(auditLogs).values([
    audit(90, 'invoice.sent', { clientId: orgA.id, projectId: projectA!.id, clientVisible: true }),
    audit(80, 'task.updated', { clientId: orgA.id, projectId: projectA!.id }),
    audit(70, 'task.created', { clientId: orgA.id, projectId: projectA!.id, clientVisible: true }),
    audit(60, 'invoice.sent', { clientId: orgB.id, projectId: projectB!.id, clientVisible: true }),
    audit(50, 'user.role_changed', {}),
    audit(45, 'settings.updated', {}, people.agent.id),
    audit(40, 'deliverable.completed', { clientId: orgA.id, projectId: projectA!.id, clientVisible: true }),
    audit(30, 'auth.sign_in', {}, people.agent.id),
    // Someone's own theme, language, mail choices or status are their business, not the agency's activity.
    audit(29, 'settings.preferences_updated', {}, people.admin.id),
    audit(28, 'settings.notification_emails_updated', {}, people.admin.id),
    audit(27, 'presence.changed', {}, people.agent.id),
    audit(26, 'notification.cleared', {}, people.admin.id),
    audit(20, 'proposal.sent', { clientId: orgA.id, clientVisible: true }),
  ]);
});
afterAll(() => t.close());

async function overview(caller: keyof typeof callers, query = ''): Promise<Overview> {
  const res = await callers[caller]({ method: 'GET', url: `/api/overview${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const cardsOf = (o: Overview) =>
  Object.fromEntries(o.cards.map(({ key, ...rest }) => [key, rest])) as Record<
    string,
    Omit<Overview['cards'][0], 'key'>
  >;
const actions = (o: Overview) => o.activity.map((a) => a.action);

describe('GET /api/overview as an admin', () => {
  it('counts across the agency, attention first', async () => {
    const o = await overview('admin');
    expect(o.role).toBe('ADMIN');
    expect(o.cards.map((c) => c.key)).toEqual(['outstandingInvoices', 'openTasks', 'unreadMessages', 'activeProjects']);
    const cards = cardsOf(o);
    // Sent and overdue invoices: 100 + 250 (A) + 700 (B); overdue: invoice 2.
    // What is still owed, by the one paid amount of every view (#18): B's $1,000 already covers its $700 invoice.
    expect(cards.outstandingInvoices).toMatchObject({ count: 3, amountCents: 350_00, attention: 1 });
    // Open tasks: every task but the done one; overdue: Overdue A, Someone else's A, Overdue B.
    expect(cards.openTasks).toMatchObject({ count: 6, attention: 3 });
    // No read markers: every message not the admin's own (4 in A, 1 in B).
    expect(cards.unreadMessages?.count).toBe(5);
    expect(cards.activeProjects?.count).toBe(2);
  });

  it('has the business overview of every project', async () => {
    const { business } = await overview('admin');
    expect(business).toEqual({
      revenue: { thisMonthCents: 1300_00, lastMonthCents: 200_00, changePercent: 550 },
      completion: { completed: 1, total: 4 },
      satisfaction: { average: 3.3, ratings: 3 },
    });
  });

  it('lists the admin’s own events today and every activity but routine ones, newest first', async () => {
    const o = await overview('admin');
    expect(o.events.total).toBe(1);
    expect(o.events.items.map((e) => e.title)).toEqual(['B call']);
    expect(actions(o)).toEqual([
      'proposal.sent',
      'deliverable.completed',
      'settings.updated',
      'user.role_changed',
      'invoice.sent',
      'task.created',
    ]);
  });
});

describe('the Team Members card', () => {
  it('counts the active staff and who is connected now, for admins and agents alike', async () => {
    await t.database.db.insert(presenceProcesses).values({ processId: 'overview-test' });
    await t.database.db
      .insert(presenceConnections)
      .values({ processId: 'overview-test', userId: ids.agent!, connections: 1 });
    try {
      expect((await overview('admin')).team).toEqual({ members: 3, activeNow: 1 });
      expect((await overview('agent')).team).toEqual({ members: 3, activeNow: 1 });
    } finally {
      await t.database.db.delete(presenceProcesses);
    }
  });

  it('is hidden from clients (001 §6): no team key in their answer', async () => {
    const res = await callers.clientA({ method: 'GET', url: '/api/overview' });
    expect(Object.keys(res.json())).not.toContain('team');
  });
});

describe('GET /api/overview as an agent', () => {
  it('counts the agent’s own work in their assigned projects', async () => {
    const o = await overview('agent');
    expect(o.cards.map((c) => c.key)).toEqual(['overdueTasks', 'myOpenTasks', 'unreadMessages', 'activeProjects']);
    const cards = cardsOf(o);
    expect(cards.overdueTasks).toMatchObject({ count: 1, attention: 1 });
    const soon = new Date(Date.parse(localPeriods(new Date(), 0).today) + 3 * DAY).toISOString().slice(0, 10);
    expect(cards.myOpenTasks).toMatchObject({ count: 3, nextDueDate: soon });
    // projectA after the agent's marker, not their own: new 1 and new 2. projectB is not theirs.
    expect(cards.unreadMessages?.count).toBe(2);
    expect(cards.activeProjects?.count).toBe(1);
  });

  it('has a business overview of the assigned projects only', async () => {
    const { business } = await overview('agent');
    expect(business).toEqual({
      revenue: { thisMonthCents: 300_00, lastMonthCents: 200_00, changePercent: 50 },
      completion: { completed: 1, total: 2 },
      satisfaction: { average: 4.5, ratings: 2 },
    });
  });

  it('shows today’s events they organise (not cancelled), earliest first, and activity of their projects and own actions', async () => {
    const o = await overview('agent');
    expect(o.events.total).toBe(2);
    expect(o.events.items.map((e) => e.title)).toEqual(['Stand-up', 'A review']);
    expect(o.events.items[1]?.projectName).toBe('A storefront');
    expect(actions(o)).toEqual([
      'deliverable.completed',
      'settings.updated',
      'task.created',
      'task.updated',
      'invoice.sent',
    ]);
  });

  it('gives an agent on no project zeros, not someone else’s figures', async () => {
    const o = await overview('agentOther');
    expect(o.cards.every((c) => c.count === 0)).toBe(true);
    expect(o.business).toEqual({
      revenue: { thisMonthCents: 0, lastMonthCents: 0, changePercent: null },
      completion: { completed: 0, total: 0 },
      satisfaction: { average: null, ratings: 0 },
    });
    expect(o.activity).toEqual([]);
    expect(o.events.items.map((e) => e.title)).toEqual(['B call']);
  });
});

describe('GET /api/overview as a client', () => {
  it('counts the organisation’s invoices, deliverables, messages and projects', async () => {
    const o = await overview('clientA');
    expect(o.role).toBe('CLIENT');
    expect(o.cards.map((c) => c.key)).toEqual([
      'outstandingInvoices',
      'deliverablesAwaiting',
      'unreadMessages',
      'activeProjects',
    ]);
    const cards = cardsOf(o);
    const today = localPeriods(new Date(), 0).today;
    const inDays = (n: number) => new Date(Date.parse(today) + n * DAY).toISOString().slice(0, 10);
    expect(cards.outstandingInvoices).toMatchObject({
      count: 2,
      amountCents: 350_00,
      attention: 1,
      nextDueDate: inDays(-3),
    });
    expect(cards.deliverablesAwaiting).toMatchObject({ count: 2, attention: 1, nextDueDate: inDays(5) });
    // After clientA's marker: only the agent's reply.
    expect(cards.unreadMessages?.count).toBe(1);
    expect(cards.activeProjects?.count).toBe(1);
  });

  it('has no business overview at all', async () => {
    const res = await callers.clientA({ method: 'GET', url: '/api/overview' });
    expect(Object.keys(res.json())).not.toContain('business');
  });

  it('shows only the organisation’s client-visible, whitelisted activity', async () => {
    const o = await overview('clientA');
    // task.created was written client-visible, but tasks are not on the clients' whitelist.
    expect(actions(o)).toEqual(['proposal.sent', 'deliverable.completed', 'invoice.sent']);
    expect(CLIENT_ACTIVITY_ACTIONS.some((action) => action.startsWith('task.'))).toBe(false);
    expect(o.events.items.map((e) => e.title)).toEqual(['A review']);
  });

  it('shows a client of organisation B none of A’s activity, counts or events', async () => {
    const o = await overview('clientB');
    expect(actions(o)).toEqual(['invoice.sent']);
    const cards = cardsOf(o);
    expect(cards.outstandingInvoices).toMatchObject({ count: 1, amountCents: 0, attention: 0 });
    expect(cards.deliverablesAwaiting?.count).toBe(1);
    expect(cards.unreadMessages?.count).toBe(1);
    expect(cards.activeProjects?.count).toBe(1);
    // They declined the agent's stand-up: only the B call is theirs today.
    expect(o.events).toMatchObject({ total: 1, items: [{ title: 'B call' }] });
    expect(o.business).toBeUndefined();
  });
});

describe('the browser’s day', () => {
  it('computes today and this month from the offset', () => {
    const p = localPeriods(new Date('2026-12-01T02:00:00Z'), -300);
    expect(p.today).toBe('2026-11-30');
    expect(p.dayStart.toISOString()).toBe('2026-11-30T05:00:00.000Z');
    expect(p.dayEnd.toISOString()).toBe('2026-12-01T05:00:00.000Z');
    expect(p.monthStart.toISOString()).toBe('2026-11-01T05:00:00.000Z');
    expect(p.lastMonthStart.toISOString()).toBe('2026-10-01T05:00:00.000Z');
    expect(localPeriods(new Date('2026-01-15T12:00:00Z'), 60).lastMonthStart.toISOString()).toBe(
      '2025-11-30T23:00:00.000Z',
    );
  });

  it('refuses an offset no place has with 400', async () => {
    for (const query of ['?utcOffset=900', '?utcOffset=abc', '?utcOffset=1.5']) {
      const res = await callers.admin({ method: 'GET', url: `/api/overview${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBeTruthy();
    }
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/overview' })).statusCode).toBe(401);
  });
});
