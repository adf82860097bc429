import { AUTOMATION_MESSAGES } from '@agency/shared/automations-values';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLogs,
  deliverables,
  emailOutbox,
  leads,
  notifications,
  projects,
  tasks,
  workflowRuns,
} from '../../db/schema/index.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { notFound } from '../../lib/errors.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { as, createClient, createUser, signIn } from '../../test/auth.ts';
import { milestoneJob, runFailureText } from './service.ts';

// Workflows (D21, issue #21 point 6): each job honours the organisation's switch, and each run is in the history.
// The jobs are driven directly with runDue and a clock of the test's own.

let t: TestApp;
let admin: ReturnType<typeof as>;
let agent: ReturnType<typeof as>;
const ids: Record<string, string> = {};
const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const org = await createClient(db, 'Harbor Retail');
  ids.org = org.id;
  const adminUser = await createUser(db, { role: 'ADMIN' });
  const agentUser = await createUser(db, { role: 'AGENT' });
  const clientUser = await createUser(db, { role: 'CLIENT', clientId: org.id });
  ids.admin = adminUser.id;
  ids.clientUser = clientUser.id;
  admin = as(t.app, await signIn(t.app, adminUser.email));
  agent = as(t.app, await signIn(t.app, agentUser.email));
});
afterAll(() => t.close());

const toggle = (key: string, enabled: boolean) =>
  admin({ method: 'PUT', url: `/api/workflows/${key}/enabled`, payload: { enabled } });
const runsOf = async (key: string) =>
  (await admin({ method: 'GET', url: `/api/workflow-runs?workflow=${key}` })).json().items;

describe('the workflows list and switch', () => {
  it('lists the three workflows, on by default, with their steps and run counts', async () => {
    const res = await agent({ method: 'GET', url: '/api/workflows' });
    expect(res.statusCode).toBe(200);
    const items = res.json().items;
    expect(items.map((w: { key: string }) => w.key)).toEqual([
      'client-onboarding',
      'proposal-follow-up',
      'milestone-notifications',
    ]);
    expect(items.every((w: { enabled: boolean; runCount: number }) => w.enabled && w.runCount === 0)).toBe(true);
    expect(items[2].roles).toEqual(['ADMIN', 'AGENT', 'CLIENT']);
  });

  it('lets an admin switch a workflow (audited) and refuses an agent with 403', async () => {
    const off = await toggle('client-onboarding', false);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ key: 'client-onboarding', enabled: false });
    const audits = await t.database.db.select().from(auditLogs).where(eq(auditLogs.action, 'workflow.disabled'));
    expect(audits).toHaveLength(1);
    const refused = await agent({
      method: 'PUT',
      url: '/api/workflows/client-onboarding/enabled',
      payload: { enabled: true },
    });
    expect(refused.statusCode).toBe(403);
    const unknown = await toggle('no-such-workflow', true);
    expect(unknown.statusCode).toBe(400);
    expect((await toggle('client-onboarding', true)).json().enabled).toBe(true);
  });
});

describe('client onboarding', () => {
  const onboardingTasks = (name: string) =>
    t.database.db
      .select()
      .from(tasks)
      .where(like(tasks.title, `%: ${name}`));

  it('does nothing while switched off', async () => {
    await toggle('client-onboarding', false);
    const res = await admin({
      method: 'POST',
      url: '/api/clients',
      payload: { name: 'Quiet Co', email: 'q@co.example' },
    });
    expect(res.statusCode).toBe(201);
    await t.app.jobs.runDue(new Date(Date.now() + 60_000));
    expect(await onboardingTasks('Quiet Co')).toHaveLength(0);
    expect(await runsOf('client-onboarding')).toHaveLength(0);
    await toggle('client-onboarding', true);
    // The job was used up while off: switching on later does not replay it.
    await t.app.jobs.runDue(new Date(Date.now() + 120_000));
    expect(await onboardingTasks('Quiet Co')).toHaveLength(0);
  });

  it('creates the onboarding tasks, welcomes the client and records the run', async () => {
    const res = await admin({
      method: 'POST',
      url: '/api/clients',
      payload: { name: 'Bright Co', email: 'b@co.example' },
    });
    const clientId = res.json().id;
    const person = await createUser(t.database.db, { role: 'CLIENT', clientId });
    const now = new Date(Date.now() + 60_000);
    await t.app.jobs.runDue(now);
    const created = await onboardingTasks('Bright Co');
    expect(created.map((task) => task.title).sort()).toEqual([
      'Collect brand assets and account access: Bright Co',
      'Schedule the kickoff call: Bright Co',
      'Set up the project workspace: Bright Co',
    ]);
    expect(created.every((task) => task.assigneeId === ids.admin && task.projectId === null)).toBe(true);
    const welcome = await t.database.db.select().from(notifications).where(eq(notifications.userId, person.id));
    expect(welcome.map((n) => n.title)).toEqual(['Welcome aboard']);
    const [run] = await runsOf('client-onboarding');
    expect(run).toMatchObject({
      trigger: 'client.created',
      status: 'completed',
      subjectType: 'client',
      subjectId: clientId,
      steps: [
        { stepId: 'onboarding-tasks', status: 'done', count: 3 },
        { stepId: 'welcome-notification', status: 'done', count: 1 },
      ],
    });
    expect(run.finishedAt).toBeTruthy();
    const list = (await agent({ method: 'GET', url: '/api/workflows' })).json().items;
    expect(list[0].runCount).toBe(1);
  });
  it('runs for a client converted from a lead, named by its trigger', async () => {
    const [lead] = await t.database.db
      .insert(leads)
      .values({
        name: 'Lead Person',
        email: 'lead@co.example',
        service: 'Web Development',
        message: 'Hi',
        subject: 'Hi',
      })
      .returning();
    const converted = await agent({
      method: 'POST',
      url: `/api/leads/${lead!.id}/convert`,
      payload: { clientName: 'Converted Co', clientEmail: 'c@co.example', projectName: 'First site' },
    });
    expect(converted.statusCode).toBe(201);
    await t.app.jobs.runDue(new Date(Date.now() + 60_000));
    expect(await onboardingTasks('Converted Co')).toHaveLength(3);
    const [run] = await runsOf('client-onboarding');
    expect(run).toMatchObject({ trigger: 'client.converted', subjectId: converted.json().clientId });
  });
});

describe('proposal follow-up (the existing job)', () => {
  it('sends nothing while switched off, and sends and records the 7-day reminder once on again', async () => {
    const created = await admin({
      method: 'POST',
      url: '/api/proposals',
      payload: {
        title: 'Follow me',
        clientId: ids.org,
        description: 'A proposal.',
        scope: 'Scope.',
        timeline: '2 weeks',
        terms: 'Net 30.',
        validUntil: inDays(30),
        items: [{ description: 'Build', quantity: 1, rate: 1000 }],
      },
    });
    expect(created.statusCode).toBe(201);
    const sent = await admin({ method: 'POST', url: `/api/proposals/${created.json().id}/send` });
    expect(sent.statusCode).toBe(200);
    const { id, number } = sent.json();
    const mails = () =>
      t.database.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.kind, 'proposal-follow-up'), like(emailOutbox.subject, `%${number}%`)));

    await toggle('proposal-follow-up', false);
    await t.app.jobs.runDue(new Date(Date.now() + 3 * DAY + 60_000));
    expect(await mails()).toHaveLength(0);
    expect(await runsOf('proposal-follow-up')).toHaveLength(0);

    await toggle('proposal-follow-up', true);
    await t.app.jobs.runDue(new Date(Date.now() + 7 * DAY + 60_000));
    expect(await mails()).toHaveLength(1);
    const runs = await runsOf('proposal-follow-up');
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({
      trigger: 'proposal.sent+7d',
      subjectId: id,
      steps: [{ stepId: 'follow-up-7d', status: 'done' }],
    });
  });
});

const milestoneNotes = () =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, ids.clientUser!), eq(notifications.title, 'Milestone completed')));

describe('milestone notifications', () => {
  const complete = (projectId: string, deliverableId: string, status = 'completed') =>
    admin({ method: 'PATCH', url: `/api/projects/${projectId}/deliverables/${deliverableId}`, payload: { status } });
  it('tells the client when on, nothing when off, and keeps a page of the history by cursor', async () => {
    const db = t.database.db;
    const [project] = await db.insert(projects).values({ name: 'Harbor site', clientId: ids.org! }).returning();
    const [first, second] = await db
      .insert(deliverables)
      .values([
        { projectId: project!.id, title: 'Homepage design', clientVisible: true },
        { projectId: project!.id, title: 'Checkout build', clientVisible: true },
      ])
      .returning();

    await toggle('milestone-notifications', false);
    expect((await complete(project!.id, first!.id)).statusCode).toBe(200);
    await t.app.jobs.runDue(new Date(Date.now() + 60_000));
    expect(await milestoneNotes()).toHaveLength(0);
    expect(await runsOf('milestone-notifications')).toHaveLength(0);

    await toggle('milestone-notifications', true);
    expect((await complete(project!.id, second!.id)).statusCode).toBe(200);
    await t.app.jobs.runDue(new Date(Date.now() + 60_000));
    const notes = await milestoneNotes();
    expect(notes.map((n) => n.message)).toEqual(['Checkout build in Harbor site is complete.']);
    const [run] = await runsOf('milestone-notifications');
    expect(run).toMatchObject({
      trigger: 'deliverable.completed',
      subjectId: second!.id,
      steps: [{ stepId: 'client-notified', status: 'done', count: 1 }],
    });

    // The history pages newest first by cursor over every workflow.
    const all = await db.select().from(workflowRuns);
    const page1 = (await agent({ method: 'GET', url: '/api/workflow-runs?limit=1' })).json();
    expect(page1.items).toHaveLength(1);
    // The follow-up's run started on the job's clock a week ahead: it is the newest.
    const newest = [...all].sort((x, y) => y.startedAt.getTime() - x.startedAt.getTime())[0];
    expect(page1.items[0].id).toBe(newest!.id);
    const page2 = (
      await agent({ method: 'GET', url: `/api/workflow-runs?limit=100&cursor=${page1.nextCursor}` })
    ).json();
    expect(page2.items).toHaveLength(all.length - 1);
    expect(page2.nextCursor).toBeNull();
    const bad = await agent({ method: 'GET', url: '/api/workflow-runs?cursor=nonsense' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('a run that fails', () => {
  it('is in the history as failed, in words safe to show, each attempt, until the queue gives up', async () => {
    const db = t.database.db;
    const [project] = await db.insert(projects).values({ name: 'Broken site', clientId: ids.org! }).returning();
    const [deliverable] = await db
      .insert(deliverables)
      .values({ projectId: project!.id, title: 'Never told', clientVisible: true, status: 'completed' })
      .returning();
    // A job the database refuses halfway (its completion time is not a time): the run must not vanish.
    await enqueueJob(db, {
      ...milestoneJob(deliverable!.id, new Date(), ids.admin!),
      payload: { deliverableId: deliverable!.id, completedAt: 'half past never', triggeredById: ids.admin },
      dedupeKey: undefined,
      maxAttempts: 2,
    });
    const first = new Date(Date.now() + 60_000);
    expect((await t.app.jobs.runDue(first)).failed).toHaveLength(1);
    let [run] = await runsOf('milestone-notifications');
    expect(run).toMatchObject({
      status: 'failed',
      trigger: 'deliverable.completed',
      subjectType: 'deliverable',
      subjectId: deliverable!.id,
      steps: [],
      error: AUTOMATION_MESSAGES.runFailedRetrying,
      startedAt: first.toISOString(),
    });
    const [stored] = await db.select().from(workflowRuns).where(eq(workflowRuns.id, run.id));
    expect(stored?.triggeredById).toBe(ids.admin);

    const last = new Date(first.getTime() + 31_000);
    expect((await t.app.jobs.runDue(last)).failed).toHaveLength(1);
    const runs = await runsOf('milestone-notifications');
    [run] = runs;
    expect(run).toMatchObject({ status: 'failed', error: AUTOMATION_MESSAGES.runFailed });
    expect(runs.filter((item: { status: string }) => item.status === 'failed')).toHaveLength(2);
    // The database's own words (which name types and values) stay in the server log.
    expect(JSON.stringify(runs)).not.toMatch(/timestamp|invalid input|half past never/i);
    expect(await milestoneNotes()).toHaveLength(1);
    const list = (await agent({ method: 'GET', url: '/api/workflows' })).json().items;
    expect(list[2].runCount).toBe(3);
  });

  it("keeps a refusal's own words (an AppError below 500) and hides any other error's", () => {
    const job = { attempt: 1, maxAttempts: 5 };
    expect(runFailureText(notFound(AUTOMATION_MESSAGES.projectNotFound), job)).toBe('Project not found');
    expect(runFailureText(new Error('connect ECONNREFUSED 10.0.0.7:5432'), job)).toBe(
      AUTOMATION_MESSAGES.runFailedRetrying,
    );
    expect(runFailureText(new Error('x'), { attempt: 5, maxAttempts: 5 })).toBe(AUTOMATION_MESSAGES.runFailed);
  });
});
