import { Readable } from 'node:stream';
import type { Role } from '@agency/shared/enums';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approvals,
  auditLogs,
  calendarEvents,
  certifications,
  deliverables,
  eventAttendees,
  fileShares,
  files,
  folders,
  invitations,
  invoices,
  leads,
  messages,
  notifications,
  paymentMethods,
  payrollProfiles,
  payrollRecords,
  payrollRuns,
  processTemplates,
  projectAgents,
  projects,
  proposals,
  subscriptions,
  tasks,
  timeEntries,
  timesheets,
} from './db/schema/index.ts';
import { loadProposal } from './modules/proposals/queries.ts';
import { createTestApp, type TestApp } from './test/app.ts';
import { as, createClient, createUser, signIn } from './test/auth.ts';

// The authorization matrix (D6), run on two client organisations. Every issue adds its
// endpoints here: who may call each one, and what a caller out of scope sees.
//
// Fixtures: organisation A has projectA (assigned to `agent`), its deliverable and taskA; organisation B has
// projectB (assigned to nobody), deliverableB and taskB. `agentOther` is an agent assigned to no project. Out of
// scope is 404, a forbidden action 403 (D6).

type Caller = 'anonymous' | 'clientA' | 'clientB' | 'agent' | 'agentOther' | 'admin';

let t: TestApp;
const cookies: Partial<Record<Caller, string>> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const orgA = await createClient(db, 'Harbor Retail');
  const orgB = await createClient(db, 'Pulse Health');
  ids.orgA = orgA.id;
  ids.orgB = orgB.id;
  const people: [Exclude<Caller, 'anonymous'>, Role, string?][] = [
    ['clientA', 'CLIENT', orgA.id],
    ['clientB', 'CLIENT', orgB.id],
    ['agent', 'AGENT'],
    ['agentOther', 'AGENT'],
    ['admin', 'ADMIN'],
  ];
  for (const [caller, role, clientId] of people) {
    const user = await createUser(db, { role, clientId });
    ids[caller] = user.id;
    cookies[caller] = await signIn(t.app, user.email);
  }
  const [invitation] = await db
    .insert(invitations)
    .values({
      email: `matrix-${Date.now()}@test.example`,
      role: 'AGENT',
      tokenHash: `matrix-${Date.now()}`,
      expiresAt: new Date(Date.now() + 60_000),
    })
    .returning();
  ids.invitation = invitation!.id;

  const [projectA, projectB] = await db
    .insert(projects)
    .values([
      { name: 'Harbor storefront', clientId: orgA.id, status: 'in-progress' },
      { name: 'Pulse patient app', clientId: orgB.id, status: 'in-progress' },
    ])
    .returning();
  ids.projectA = projectA!.id;
  ids.projectB = projectB!.id;
  await db.insert(projectAgents).values({ projectId: projectA!.id, agentId: ids.agent! });
  const [deliverableA, deliverableB] = await db
    .insert(deliverables)
    .values([
      { projectId: projectA!.id, title: 'Storefront design' },
      { projectId: projectB!.id, title: 'Patient app prototype' },
    ])
    .returning();
  ids.deliverableA = deliverableA!.id;
  ids.deliverableB = deliverableB!.id;
  const [taskA, taskB] = await db
    .insert(tasks)
    .values([
      { projectId: projectA!.id, title: 'Build the product grid', assigneeId: ids.agent },
      { projectId: projectB!.id, title: 'Wire the appointment form' },
    ])
    .returning();
  ids.taskA = taskA!.id;
  ids.taskB = taskB!.id;
  // Clients (issue #8): a spare organisation with a project (deleting archives it; archived, it is 404) and a lead.
  const orgSpare = await createClient(db, 'Spare Goods');
  ids.orgSpare = orgSpare.id;
  await db.insert(projects).values({ name: 'Spare catalogue', clientId: orgSpare.id });
  const [lead] = await db
    .insert(leads)
    .values({
      name: 'Matrix Lead',
      email: 'lead@matrix.example',
      service: 'Web Development',
      message: 'Hi',
      subject: 'Matrix inquiry',
    })
    .returning();
  ids.lead = lead!.id;
  // Files (issue #9): fileA in projectA, uploaded by the agent and shared with clientA; fileB internal to projectB;
  // folderA in projectA; folderEmpty in projectA for the admin-only delete.
  const [fileA, fileB] = await db
    .insert(files)
    .values([
      {
        name: 'Harbor moodboard.pdf',
        projectId: projectA!.id,
        ownerId: ids.agent,
        sizeBytes: 5,
        storageKey: 'files/matrix/a',
        mimeType: 'application/pdf',
        kind: 'document',
      },
      {
        name: 'Pulse internal estimate.xlsx',
        projectId: projectB!.id,
        ownerId: ids.admin,
        sizeBytes: 5,
        storageKey: 'files/matrix/b',
      },
    ])
    .returning();
  ids.fileA = fileA!.id;
  ids.fileB = fileB!.id;
  await t.app.storage.put('files/matrix/a', Readable.from([Buffer.from('hello')]));
  await t.app.storage.put('files/matrix/b', Readable.from([Buffer.from('hello')]));
  await db.insert(fileShares).values({ fileId: fileA!.id, userId: ids.clientA! });
  const [folderA, folderEmpty] = await db
    .insert(folders)
    .values([
      { name: 'Harbor designs', projectId: projectA!.id, ownerId: ids.agent },
      { name: 'Harbor empty', projectId: projectA!.id, ownerId: ids.agent },
    ])
    .returning();
  ids.folderA = folderA!.id;
  ids.folderEmpty = folderEmpty!.id;
  // Automations (issue #21 point 6): an admin-defined template the matrix edits, then deletes.
  const [template] = await db
    .insert(processTemplates)
    .values({ name: 'Matrix template', category: 'project', steps: [{ title: 'One', durationDays: 1, dependsOn: [] }] })
    .returning({ id: processTemplates.id });
  ids.template = template!.id;
  // Another organisation's client that no matrix row changes (the admin pass makes clientB an admin).
  ids.clientB2 = (await createUser(db, { role: 'CLIENT', clientId: orgB.id })).id;
});
afterAll(() => t.close());

function call(caller: Caller, options: InjectOptions) {
  const cookie = cookies[caller];
  return cookie ? as(t.app, cookie)(options) : t.app.inject(options);
}

describe('every API route declares who may call it', () => {
  it('has access or a permission on each route', () => {
    const undeclared = t.app.registeredRoutes
      .filter((route) => route.url.startsWith('/api'))
      .filter((route) => !route.config?.access && !route.config?.permission)
      .map((route) => `${route.method} ${route.url}`);
    expect(undeclared).toEqual([]);
  });
});

interface Row {
  name: string;
  request: () => InjectOptions;
  /** `agentOther` (an agent on no project) expects what `agent` does unless the row says otherwise. */
  expect: Record<Exclude<Caller, 'agentOther'>, number> & { agentOther?: number };
}

const expected = (row: Row, caller: Caller) =>
  caller === 'agentOther' ? (row.expect.agentOther ?? row.expect.agent) : row.expect[caller];

const matrix: Row[] = [
  {
    name: 'GET /api/me',
    request: () => ({ method: 'GET', url: '/api/me' }),
    expect: { anonymous: 401, clientA: 200, clientB: 200, agent: 200, admin: 200 },
  },
  {
    name: 'GET /api/me/profile',
    request: () => ({ method: 'GET', url: '/api/me/profile' }),
    expect: { anonymous: 401, clientA: 200, clientB: 200, agent: 200, admin: 200 },
  },
  {
    name: 'PATCH /api/me/profile (naming another org’s client: the caller’s own row changes)',
    request: () => ({ method: 'PATCH', url: '/api/me/profile', payload: { bio: 'Matrix', id: ids.clientB } }),
    expect: { anonymous: 401, clientA: 200, clientB: 200, agent: 200, admin: 200 },
  },
  {
    name: 'PATCH /api/me/preferences',
    request: () => ({ method: 'PATCH', url: '/api/me/preferences', payload: { dateFormat: 'ymd' } }),
    expect: { anonymous: 401, clientA: 200, clientB: 200, agent: 200, admin: 200 },
  },
  {
    name: 'DELETE /api/me/avatar',
    request: () => ({ method: 'DELETE', url: '/api/me/avatar' }),
    expect: { anonymous: 401, clientA: 200, clientB: 200, agent: 200, admin: 200 },
  },
  {
    name: 'GET /api/me/email-change',
    request: () => ({ method: 'GET', url: '/api/me/email-change' }),
    expect: { anonymous: 401, clientA: 200, clientB: 200, agent: 200, admin: 200 },
  },
  {
    name: 'POST /api/me/email-change (naming another org’s client, wrong password: nothing mailed)',
    request: () => ({
      method: 'POST',
      url: '/api/me/email-change',
      payload: { newEmail: 'matrix-move@test.example', password: 'not-the-password', userId: ids.clientB },
    }),
    expect: { anonymous: 401, clientA: 400, clientB: 400, agent: 400, admin: 400 },
  },
  {
    name: 'POST /api/me/email-change/confirm (a link nobody was sent)',
    request: () => ({
      method: 'POST',
      url: '/api/me/email-change/confirm',
      payload: { token: 'matrix-token-that-was-never-mailed' },
    }),
    expect: { anonymous: 401, clientA: 404, clientB: 404, agent: 404, admin: 404 },
  },
  {
    name: 'GET /api/avatars/:id (unknown)',
    request: () => ({ method: 'GET', url: '/api/avatars/00000000-0000-4000-8000-000000000000' }),
    expect: { anonymous: 401, clientA: 404, clientB: 404, agent: 404, admin: 404 },
  },
  {
    name: 'GET /api/settings/export',
    request: () => ({ method: 'GET', url: '/api/settings/export' }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 200 },
  },
  {
    name: 'POST /api/me/delete-account (wrong password: nothing deleted)',
    request: () => ({
      method: 'POST',
      url: '/api/me/delete-account',
      payload: { confirm: 'DELETE', password: 'not-the-password' },
    }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 400 },
  },
  {
    name: 'GET /api/users',
    request: () => ({ method: 'GET', url: '/api/users' }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 200 },
  },
  {
    name: 'GET /api/users/invitations',
    request: () => ({ method: 'GET', url: '/api/users/invitations' }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 200 },
  },
  {
    name: 'PATCH /api/users/:id (role change of another org’s client)',
    request: () => ({ method: 'PATCH', url: `/api/users/${ids.clientB}`, payload: { role: 'ADMIN' } }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 200 },
  },
  {
    name: 'PATCH /api/users/:id/identity (another org’s client)',
    request: () => ({ method: 'PATCH', url: `/api/users/${ids.clientB}/identity`, payload: { lastName: 'Corrected' } }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 200 },
  },
  {
    name: 'POST /api/users/:id/deactivate',
    request: () => ({ method: 'POST', url: `/api/users/${ids.agent}/deactivate` }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 200 },
  },
  {
    name: 'POST /api/users/invitations/:id/link',
    request: () => ({ method: 'POST', url: `/api/users/invitations/${ids.invitation}/link` }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 200 },
  },
  {
    name: 'POST /api/users/invitations/:id/resend',
    request: () => ({ method: 'POST', url: `/api/users/invitations/${ids.invitation}/resend` }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 200 },
  },
  {
    name: 'POST /api/dev/auth-test/users (from another machine)',
    request: () => ({
      method: 'POST',
      url: '/api/dev/auth-test/users',
      payload: { role: 'ADMIN' },
      remoteAddress: '192.0.2.10',
    }),
    expect: { anonymous: 404, clientA: 404, clientB: 404, agent: 404, admin: 404 },
  },
  {
    name: 'GET /api/outbox',
    request: () => ({ method: 'GET', url: '/api/outbox' }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 200 },
  },
  // Integrations (D22): the catalogue, webhook endpoints and their delivery logs are an admin's (001 §7).
  {
    name: 'GET /api/integrations',
    request: () => ({ method: 'GET', url: '/api/integrations' }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 200 },
  },
  {
    name: 'PUT /api/integrations/:key/status',
    request: () => ({ method: 'PUT', url: '/api/integrations/figma/status', payload: { connected: false } }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 200 },
  },
  {
    name: 'GET /api/webhooks',
    request: () => ({ method: 'GET', url: '/api/webhooks' }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 200 },
  },
  {
    name: 'POST /api/webhooks (for organisation B)',
    request: () => ({
      method: 'POST',
      url: '/api/webhooks',
      payload: { url: 'https://hooks.example.com/matrix', events: ['project.created'], clientId: ids.orgB },
    }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 201 },
  },
  {
    name: 'GET /api/webhooks/:id (unknown)',
    request: () => ({ method: 'GET', url: '/api/webhooks/00000000-0000-4000-8000-000000000000' }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 404 },
  },
  {
    name: 'PATCH /api/webhooks/:id (unknown)',
    request: () => ({
      method: 'PATCH',
      url: '/api/webhooks/00000000-0000-4000-8000-000000000000',
      payload: { active: false },
    }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 404 },
  },
  {
    name: 'DELETE /api/webhooks/:id (unknown)',
    request: () => ({ method: 'DELETE', url: '/api/webhooks/00000000-0000-4000-8000-000000000000' }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 404 },
  },
  {
    name: 'POST /api/webhooks/:id/roll-secret (unknown)',
    request: () => ({ method: 'POST', url: '/api/webhooks/00000000-0000-4000-8000-000000000000/roll-secret' }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 404 },
  },
  {
    name: 'GET /api/webhooks/:id/deliveries (unknown)',
    request: () => ({ method: 'GET', url: '/api/webhooks/00000000-0000-4000-8000-000000000000/deliveries' }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 404 },
  },
  {
    name: 'POST /api/webhooks/:id/deliveries/:deliveryId/replay (unknown)',
    request: () => ({
      method: 'POST',
      url: '/api/webhooks/00000000-0000-4000-8000-000000000000/deliveries/00000000-0000-4000-8000-000000000000/replay',
    }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 404 },
  },
  // Logs (D20): System Logs are an admin's; Activity Logs answer everyone within their own scope (logs.test.ts).
  {
    name: 'GET /api/logs/system',
    request: () => ({ method: 'GET', url: '/api/logs/system?category=security&range=last_24_hours' }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 200 },
  },
  {
    name: 'GET /api/logs/system/summary',
    request: () => ({ method: 'GET', url: '/api/logs/system/summary' }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 200 },
  },
  {
    name: 'GET /api/logs/system/export.csv',
    request: () => ({ method: 'GET', url: '/api/logs/system/export.csv?level=error' }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 200 },
  },
  {
    name: 'GET /api/logs/activity',
    request: () => ({ method: 'GET', url: '/api/logs/activity?range=last_7_days' }),
    expect: { anonymous: 401, clientA: 200, clientB: 200, agent: 200, admin: 200 },
  },
  {
    name: 'GET /api/logs/activity/summary',
    request: () => ({ method: 'GET', url: '/api/logs/activity/summary' }),
    expect: { anonymous: 401, clientA: 200, clientB: 200, agent: 200, admin: 200 },
  },
  {
    name: 'GET /api/logs/activity/export.csv',
    request: () => ({ method: 'GET', url: '/api/logs/activity/export.csv' }),
    expect: { anonymous: 401, clientA: 200, clientB: 200, agent: 200, admin: 200 },
  },
  {
    name: 'PATCH /api/settings/organisation',
    request: () => ({ method: 'PATCH', url: '/api/settings/organisation', payload: { allowSelfRegistration: false } }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 200 },
  },
  // CLIENTS (issue #8)
  {
    name: 'GET /api/clients',
    request: () => ({ method: 'GET', url: '/api/clients' }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 200, admin: 200 },
  },
  {
    name: 'GET /api/clients?q=&status=&location=&sort=',
    request: () => ({ method: 'GET', url: '/api/clients?q=harbor&status=active&location=local&sort=newest' }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 200, admin: 200 },
  },
  {
    name: 'GET /api/clients/:id (another organisation for a client user)',
    request: () => ({ method: 'GET', url: `/api/clients/${ids.orgB}` }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 200, admin: 200 },
  },
  {
    name: 'GET /api/clients/:id (unknown id)',
    request: () => ({ method: 'GET', url: '/api/clients/00000000-0000-4000-8000-000000000000' }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 404, admin: 404 },
  },
  {
    name: 'POST /api/clients',
    request: () => ({
      method: 'POST',
      url: '/api/clients',
      payload: { name: `Matrix Co ${Math.random()}`, email: 'matrix@co.example' },
    }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 201, admin: 201 },
  },
  // AUTOMATIONS (issue #21 point 6, D21): staff read workflows and templates; admins switch and define; a template
  // is applied to a project in the caller's reach (an agent's assigned projects).
  {
    name: 'GET /api/workflows',
    request: () => ({ method: 'GET', url: '/api/workflows' }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 200, admin: 200 },
  },
  {
    name: 'PUT /api/workflows/:key/enabled',
    request: () => ({
      method: 'PUT',
      url: '/api/workflows/milestone-notifications/enabled',
      payload: { enabled: true },
    }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 200 },
  },
  {
    name: 'GET /api/workflow-runs',
    request: () => ({ method: 'GET', url: '/api/workflow-runs?workflow=client-onboarding' }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 200, admin: 200 },
  },
  {
    name: 'GET /api/templates',
    request: () => ({ method: 'GET', url: '/api/templates' }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 200, admin: 200 },
  },
  {
    name: 'POST /api/templates',
    request: () => ({
      method: 'POST',
      url: '/api/templates',
      payload: { name: 'Matrix process', category: 'project', steps: [{ title: 'One', durationDays: 1 }] },
    }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 201 },
  },
  {
    name: 'POST /api/templates/:id/apply (organisation A)',
    request: () => ({
      method: 'POST',
      url: '/api/templates/sales-lead/apply',
      payload: { projectId: ids.projectA, startDate: '2026-12-01' },
    }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 201, agentOther: 404, admin: 201 },
  },
  {
    name: "POST /api/templates/:id/apply (another organisation's project)",
    request: () => ({
      method: 'POST',
      url: '/api/templates/web-design/apply',
      payload: { projectId: ids.projectB, startDate: '2026-12-01' },
    }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 404, admin: 201 },
  },
  {
    name: 'POST /api/templates/:id/apply (unknown template)',
    request: () => ({
      method: 'POST',
      url: '/api/templates/00000000-0000-4000-8000-000000000000/apply',
      payload: { projectId: ids.projectA, startDate: '2026-12-01' },
    }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 404, admin: 404 },
  },
  {
    name: "PUT /api/templates/:id (an admin's template)",
    request: () => ({
      method: 'PUT',
      url: `/api/templates/${ids.template}`,
      payload: { name: 'Matrix template 2', category: 'sales', steps: [{ title: 'One', durationDays: 2 }] },
    }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 200 },
  },
  {
    name: 'PUT /api/templates/:id (built-in)',
    request: () => ({
      method: 'PUT',
      url: '/api/templates/web-design',
      payload: { name: 'Mine', category: 'project', steps: [{ title: 'One', durationDays: 1 }] },
    }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 409 },
  },
  {
    name: "PUT /api/templates/:id (organisation B's project id)",
    request: () => ({
      method: 'PUT',
      url: `/api/templates/${ids.projectB}`,
      payload: { name: 'Mine', category: 'project', steps: [{ title: 'One', durationDays: 1 }] },
    }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 404 },
  },
  {
    name: 'DELETE /api/templates/:id (built-in)',
    request: () => ({ method: 'DELETE', url: '/api/templates/sales-lead' }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 409 },
  },
  {
    name: "DELETE /api/templates/:id (organisation B's project id)",
    request: () => ({ method: 'DELETE', url: `/api/templates/${ids.projectB}` }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 404 },
  },
  {
    name: "DELETE /api/templates/:id (an admin's template)",
    request: () => ({ method: 'DELETE', url: `/api/templates/${ids.template}` }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 204 },
  },
  {
    name: 'PATCH /api/clients/:id',
    request: () => ({ method: 'PATCH', url: `/api/clients/${ids.orgB}`, payload: { phone: '+1 555 0100' } }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 200, admin: 200 },
  },
  {
    name: 'DELETE /api/clients/:id (a client with projects is archived)',
    request: () => ({ method: 'DELETE', url: `/api/clients/${ids.orgSpare}` }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 200, agentOther: 404, admin: 404 },
  },
  {
    name: 'POST /api/leads/:id/convert',
    request: () => ({
      method: 'POST',
      url: `/api/leads/${ids.lead}/convert`,
      payload: { clientName: 'Matrix Lead Co', clientEmail: 'lead@matrix.example', projectName: 'Matrix site' },
    }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 201, agentOther: 409, admin: 409 },
  },
  // OVERVIEW AND NOTIFICATIONS (issue #8). Every signed-in user has their own notifications; the row marks
  // clientB's notification as every caller: only clientB's own call changes it (proved below the matrix).
  {
    name: 'GET /api/notifications',
    request: () => ({ method: 'GET', url: '/api/notifications' }),
    expect: { anonymous: 401, clientA: 200, clientB: 200, agent: 200, admin: 200 },
  },
  {
    name: 'GET /api/notifications/unread-count',
    request: () => ({ method: 'GET', url: '/api/notifications/unread-count' }),
    expect: { anonymous: 401, clientA: 200, clientB: 200, agent: 200, admin: 200 },
  },
  {
    name: 'POST /api/notifications/read (clientB’s notification)',
    request: () => ({
      method: 'POST',
      url: '/api/notifications/read',
      payload: { ids: [ids.notificationB], read: false },
    }),
    expect: { anonymous: 401, clientA: 200, clientB: 200, agent: 200, admin: 200 },
  },
  // NOTIFICATIONS (issue #9): every caller's own rows only; a stranger's call on clientB's ids changes nothing
  // (proved below the matrix). clientB's own calls restore, delete a spare row, and clear an empty archive.
  {
    name: 'POST /api/notifications/archive (clientB’s notification, restore)',
    request: () => ({
      method: 'POST',
      url: '/api/notifications/archive',
      payload: { ids: [ids.notificationB], archived: false },
    }),
    expect: { anonymous: 401, clientA: 200, clientB: 200, agent: 200, admin: 200 },
  },
  {
    name: 'POST /api/notifications/delete (clientB’s spare notification)',
    request: () => ({ method: 'POST', url: '/api/notifications/delete', payload: { ids: [ids.notificationSpareB] } }),
    expect: { anonymous: 401, clientA: 200, clientB: 200, agent: 200, admin: 200 },
  },
  {
    name: 'POST /api/notifications/clear (archived tab)',
    request: () => ({ method: 'POST', url: '/api/notifications/clear', payload: { filter: 'archived' } }),
    expect: { anonymous: 401, clientA: 200, clientB: 200, agent: 200, admin: 200 },
  },
  {
    name: 'GET /api/me/notification-preferences',
    request: () => ({ method: 'GET', url: '/api/me/notification-preferences' }),
    expect: { anonymous: 401, clientA: 200, clientB: 200, agent: 200, admin: 200 },
  },
  {
    name: 'PATCH /api/me/notification-preferences',
    request: () => ({ method: 'PATCH', url: '/api/me/notification-preferences', payload: { achievement: 'never' } }),
    expect: { anonymous: 401, clientA: 200, clientB: 200, agent: 200, admin: 200 },
  },
  // PROJECTS AND PEOPLE (issue #8)
  {
    name: 'GET /api/people (picker)',
    request: () => ({ method: 'GET', url: '/api/people?mode=share' }),
    expect: { anonymous: 401, clientA: 200, clientB: 200, agent: 200, admin: 200 },
  },
  {
    name: 'GET /api/projects',
    request: () => ({ method: 'GET', url: '/api/projects' }),
    expect: { anonymous: 401, clientA: 200, clientB: 200, agent: 200, admin: 200 },
  },
  {
    name: 'GET /api/projects/summary',
    request: () => ({ method: 'GET', url: '/api/projects/summary' }),
    expect: { anonymous: 401, clientA: 200, clientB: 200, agent: 200, admin: 200 },
  },
  {
    name: 'GET /api/projects/:id (projectA)',
    request: () => ({ method: 'GET', url: `/api/projects/${ids.projectA}` }),
    expect: { anonymous: 401, clientA: 200, clientB: 404, agent: 200, agentOther: 404, admin: 200 },
  },
  {
    name: 'GET /api/projects/:id (projectB, unassigned)',
    request: () => ({ method: 'GET', url: `/api/projects/${ids.projectB}` }),
    expect: { anonymous: 401, clientA: 404, clientB: 200, agent: 404, admin: 200 },
  },
  {
    name: 'POST /api/projects',
    request: () => ({ method: 'POST', url: '/api/projects', payload: { name: 'Matrix project', clientId: ids.orgA } }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 201 },
  },
  {
    name: 'PATCH /api/projects/:id (projectA)',
    request: () => ({ method: 'PATCH', url: `/api/projects/${ids.projectA}`, payload: { phase: 'Matrix phase' } }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 200, agentOther: 404, admin: 200 },
  },
  {
    name: 'PATCH /api/projects/:id (projectB, unassigned)',
    request: () => ({ method: 'PATCH', url: `/api/projects/${ids.projectB}`, payload: { phase: 'Matrix phase' } }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 404, admin: 200 },
  },
  {
    name: 'PUT /api/projects/:id/team',
    request: () => ({ method: 'PUT', url: `/api/projects/${ids.projectA}/team`, payload: { memberIds: [ids.agent] } }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 200 },
  },
  {
    name: 'POST /api/projects/:id/deliverables (projectA)',
    request: () => ({
      method: 'POST',
      url: `/api/projects/${ids.projectA}/deliverables`,
      payload: { title: 'Matrix deliverable' },
    }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 201, agentOther: 404, admin: 201 },
  },
  {
    name: 'POST /api/projects/:id/deliverables (projectB, unassigned)',
    request: () => ({
      method: 'POST',
      url: `/api/projects/${ids.projectB}/deliverables`,
      payload: { title: 'Matrix deliverable' },
    }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 404, admin: 201 },
  },
  {
    name: 'PATCH /api/projects/:id/deliverables/:deliverableId',
    request: () => ({
      method: 'PATCH',
      url: `/api/projects/${ids.projectA}/deliverables/${ids.deliverableA}`,
      payload: { status: 'in-progress' },
    }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 200, agentOther: 404, admin: 200 },
  },
  {
    name: 'PATCH /api/projects/:id/deliverables/:deliverableId (another project’s deliverable)',
    request: () => ({
      method: 'PATCH',
      url: `/api/projects/${ids.projectA}/deliverables/${ids.deliverableB}`,
      payload: { status: 'in-progress' },
    }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 404, admin: 404 },
  },
  {
    name: 'GET /api/projects/:id/expenses',
    request: () => ({ method: 'GET', url: `/api/projects/${ids.projectA}/expenses` }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 200, agentOther: 404, admin: 200 },
  },
  {
    name: 'POST /api/projects/:id/expenses',
    request: () => ({
      method: 'POST',
      url: `/api/projects/${ids.projectA}/expenses`,
      payload: { description: 'Matrix expense', amountCents: 100, incurredOn: '2026-11-25' },
    }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 201, agentOther: 404, admin: 201 },
  },
  {
    name: 'PUT /api/projects/:id/rating (completed project of organisation A)',
    request: () => ({ method: 'PUT', url: `/api/projects/${ids.projectDone}/rating`, payload: { rating: 5 } }),
    expect: { anonymous: 401, clientA: 200, clientB: 404, agent: 403, admin: 403 },
  },
  {
    name: 'DELETE /api/projects/:id/deliverables/:deliverableId (projectB)',
    request: () => ({
      method: 'DELETE',
      url: `/api/projects/${ids.projectB}/deliverables/${ids.deliverableDisposable}`,
    }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 404, admin: 204 },
  },
  {
    name: 'DELETE /api/projects/:id',
    request: () => ({ method: 'DELETE', url: `/api/projects/${ids.projectDisposable}` }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 204 },
  },
  // TASKS (issue #8)
  {
    name: 'GET /api/tasks',
    request: () => ({ method: 'GET', url: '/api/tasks' }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 200, admin: 200 },
  },
  {
    name: 'GET /api/tasks?project= (an unassigned project)',
    request: () => ({ method: 'GET', url: `/api/tasks?project=${ids.projectB}` }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 404, admin: 200 },
  },
  {
    name: 'GET /api/tasks/summary',
    request: () => ({ method: 'GET', url: '/api/tasks/summary?mine=true' }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 200, admin: 200 },
  },
  {
    name: 'GET /api/tasks/analytics?project= (an unassigned project)',
    request: () => ({ method: 'GET', url: `/api/tasks/analytics?project=${ids.projectB}` }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 404, admin: 200 },
  },
  {
    name: 'GET /api/tasks/assignees?project= (the agent’s project)',
    request: () => ({ method: 'GET', url: `/api/tasks/assignees?project=${ids.projectA}` }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 200, agentOther: 404, admin: 200 },
  },
  {
    name: 'GET /api/tasks/projects',
    request: () => ({ method: 'GET', url: '/api/tasks/projects' }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 200, admin: 200 },
  },
  {
    name: 'GET /api/tasks/:id (a task of the agent’s project)',
    request: () => ({ method: 'GET', url: `/api/tasks/${ids.taskA}` }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 200, agentOther: 404, admin: 200 },
  },
  {
    name: 'GET /api/tasks/:id (a task of an unassigned project)',
    request: () => ({ method: 'GET', url: `/api/tasks/${ids.taskB}` }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 404, admin: 200 },
  },
  {
    name: 'GET /api/tasks/:id/comments (an unassigned project’s task)',
    request: () => ({ method: 'GET', url: `/api/tasks/${ids.taskB}/comments` }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 404, admin: 200 },
  },
  {
    name: 'POST /api/tasks (in the agent’s project)',
    request: () => ({ method: 'POST', url: '/api/tasks', payload: { title: 'Matrix task', projectId: ids.projectA } }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 201, agentOther: 404, admin: 201 },
  },
  {
    name: 'POST /api/tasks (in an unassigned project)',
    request: () => ({
      method: 'POST',
      url: '/api/tasks',
      payload: { title: 'Matrix task B', projectId: ids.projectB },
    }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 404, admin: 201 },
  },
  {
    name: 'PATCH /api/tasks/:id (an unassigned project’s task)',
    request: () => ({ method: 'PATCH', url: `/api/tasks/${ids.taskB}`, payload: { priority: 'urgent' } }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 404, admin: 200 },
  },
  {
    name: 'POST /api/tasks/:id/move',
    request: () => ({ method: 'POST', url: `/api/tasks/${ids.taskA}/move`, payload: { status: 'review' } }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 200, agentOther: 404, admin: 200 },
  },
  {
    name: 'POST /api/tasks/:id/subtasks',
    request: () => ({ method: 'POST', url: `/api/tasks/${ids.taskA}/subtasks`, payload: { title: 'Matrix step' } }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 201, agentOther: 404, admin: 201 },
  },
  {
    name: 'PATCH /api/tasks/:id/subtasks/:subtaskId (an unassigned project’s task; no such subtask)',
    request: () => ({
      method: 'PATCH',
      url: `/api/tasks/${ids.taskB}/subtasks/${ids.taskA}`,
      payload: { completed: true },
    }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 404, admin: 404 },
  },
  {
    name: 'DELETE /api/tasks/:id/subtasks/:subtaskId (an unassigned project’s task; no such subtask)',
    request: () => ({ method: 'DELETE', url: `/api/tasks/${ids.taskB}/subtasks/${ids.taskA}` }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 404, admin: 404 },
  },
  {
    name: 'POST /api/tasks/:id/comments',
    request: () => ({ method: 'POST', url: `/api/tasks/${ids.taskA}/comments`, payload: { content: 'Matrix note' } }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 201, agentOther: 404, admin: 201 },
  },
  {
    name: 'DELETE /api/tasks/:id (an unassigned project’s task; last: the admin deletes it)',
    request: () => ({ method: 'DELETE', url: `/api/tasks/${ids.taskB}` }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 404, admin: 204 },
  },
  // SEARCH (issue #8)
  {
    name: 'GET /api/search (each caller within their scope; search.test.ts checks what each one finds)',
    request: () => ({ method: 'GET', url: '/api/search?q=Harbor' }),
    expect: { anonymous: 401, clientA: 200, clientB: 200, agent: 200, admin: 200 },
  },
  {
    name: 'GET /api/search with a one-character query',
    request: () => ({ method: 'GET', url: '/api/search?q=H' }),
    expect: { anonymous: 401, clientA: 400, clientB: 400, agent: 400, admin: 400 },
  },
  // SHELL (issue #8)
  {
    name: 'GET /api/shell/badges',
    request: () => ({ method: 'GET', url: '/api/shell/badges' }),
    expect: { anonymous: 401, clientA: 200, clientB: 200, agent: 200, admin: 200 },
  },
  {
    name: 'GET /api/overview (each caller’s own scope; see overview.test.ts)',
    request: () => ({ method: 'GET', url: '/api/overview' }),
    expect: { anonymous: 401, clientA: 200, clientB: 200, agent: 200, admin: 200 },
  },
  // ANALYTICS (issue #21): Business Analytics for staff (an agent's own projects' figures, proved in
  // analytics-insights.test.ts), Site Analytics for admins; clients are refused both; a bad range is 400.
  {
    name: 'GET /api/analytics/business',
    request: () => ({ method: 'GET', url: '/api/analytics/business?range=last_90_days' }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 200, admin: 200 },
  },
  {
    name: 'GET /api/analytics/business with an unknown range',
    request: () => ({ method: 'GET', url: '/api/analytics/business?range=forever' }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 400, admin: 400 },
  },
  {
    name: 'GET /api/analytics/site',
    request: () => ({ method: 'GET', url: '/api/analytics/site?range=last_year&utcOffset=60' }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 200 },
  }, // PREFERENCES (issue #8): each caller reads and changes only their own row (the id comes from the session).
  {
    name: 'GET /api/me/preferences',
    request: () => ({ method: 'GET', url: '/api/me/preferences' }),
    expect: { anonymous: 401, clientA: 200, clientB: 200, agent: 200, admin: 200 },
  },
  {
    name: 'PATCH /api/me/preferences',
    request: () => ({ method: 'PATCH', url: '/api/me/preferences', payload: { language: 'en' } }),
    expect: { anonymous: 401, clientA: 200, clientB: 200, agent: 200, admin: 200 },
  }, // REALTIME AND PRESENCE (issue #9). The socket itself (refused upgrades, per-recipient delivery, a guessed
  // project id) is proved in realtime/live.test.ts; here a plain GET of it, and presence read across organisations
  // (clientA's presence: out of scope is absent from the list, proved below the matrix).
  {
    name: 'GET /api/live (no upgrade)',
    request: () => ({ method: 'GET', url: '/api/live' }),
    expect: { anonymous: 401, clientA: 426, clientB: 426, agent: 426, admin: 426 },
  },
  {
    name: 'GET /api/presence (clientA)',
    request: () => ({ method: 'GET', url: `/api/presence?ids=${ids.clientA}` }),
    expect: { anonymous: 401, clientA: 200, clientB: 200, agent: 200, admin: 200 },
  },
  {
    name: 'GET /api/me/presence',
    request: () => ({ method: 'GET', url: '/api/me/presence' }),
    expect: { anonymous: 401, clientA: 200, clientB: 200, agent: 200, admin: 200 },
  },
  {
    name: 'PUT /api/me/presence',
    request: () => ({ method: 'PUT', url: '/api/me/presence', payload: { choice: 'busy' } }),
    expect: { anonymous: 401, clientA: 200, clientB: 200, agent: 200, admin: 200 },
  },
  // MESSAGING (issue #9): projectB's thread belongs to organisation B; projectA's to A (assigned to `agent`).
  {
    name: 'GET /api/messages/threads (each caller’s own projects; messaging.test.ts checks the counts)',
    request: () => ({ method: 'GET', url: '/api/messages/threads' }),
    expect: { anonymous: 401, clientA: 200, clientB: 200, agent: 200, admin: 200 },
  },
  {
    name: 'GET /api/projects/:id/messages (organisation B’s thread)',
    request: () => ({ method: 'GET', url: `/api/projects/${ids.projectB}/messages` }),
    expect: { anonymous: 401, clientA: 404, clientB: 200, agent: 404, admin: 200 },
  },
  {
    name: 'POST /api/projects/:id/messages (organisation B’s thread)',
    request: () => ({
      method: 'POST',
      url: `/api/projects/${ids.projectB}/messages`,
      payload: { content: 'Matrix message' },
    }),
    expect: { anonymous: 401, clientA: 404, clientB: 201, agent: 404, admin: 201 },
  },
  {
    name: 'POST /api/projects/:id/messages (an internal note on organisation A’s thread)',
    request: () => ({
      method: 'POST',
      url: `/api/projects/${ids.projectA}/messages`,
      payload: { content: 'Matrix internal note', internal: true },
    }),
    expect: { anonymous: 401, clientA: 403, clientB: 404, agent: 201, agentOther: 404, admin: 201 },
  },
  {
    name: 'POST /api/projects/:id/messages/read (organisation B’s thread)',
    request: () => ({ method: 'POST', url: `/api/projects/${ids.projectB}/messages/read`, payload: {} }),
    expect: { anonymous: 401, clientA: 404, clientB: 200, agent: 404, admin: 200 },
  },
  {
    name: 'PATCH /api/messages/:id (clientB’s own message; another’s for the admin)',
    request: () => ({ method: 'PATCH', url: `/api/messages/${ids.messageB}`, payload: { content: 'Edited' } }),
    expect: { anonymous: 401, clientA: 404, clientB: 200, agent: 404, admin: 403 },
  },
  {
    name: 'DELETE /api/messages/:id (clientB’s own message; another’s for the admin)',
    request: () => ({ method: 'DELETE', url: `/api/messages/${ids.messageB2}` }),
    expect: { anonymous: 401, clientA: 404, clientB: 200, agent: 404, admin: 403 },
  },
  {
    name: 'POST /api/projects/:id/approvals (organisation B’s deliverable)',
    request: () => ({
      method: 'POST',
      url: `/api/projects/${ids.projectB}/approvals`,
      payload: { deliverableId: ids.deliverableB },
    }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 404, admin: 201 },
  },
  {
    name: 'POST /api/approvals/:id/decision (organisation B’s approval; decided once)',
    request: () => ({
      method: 'POST',
      url: `/api/approvals/${ids.approvalB}/decision`,
      payload: { decision: 'approved' },
    }),
    expect: { anonymous: 401, clientA: 404, clientB: 200, agent: 403, admin: 403 },
  },
  // INVOICES (issue #10): admins manage; a client reads its organisation's issued invoices (drafts and other
  // organisations are 404); agents have no billing access (001 §6). Fixtures in the beforeAll below.
  {
    name: 'GET /api/invoices',
    request: () => ({ method: 'GET', url: '/api/invoices' }),
    expect: { anonymous: 401, clientA: 200, clientB: 200, agent: 403, admin: 200 },
  },
  {
    name: 'GET /api/invoices/summary',
    request: () => ({ method: 'GET', url: '/api/invoices/summary' }),
    expect: { anonymous: 401, clientA: 200, clientB: 200, agent: 403, admin: 200 },
  },
  {
    name: 'GET /api/invoices/options',
    request: () => ({ method: 'GET', url: '/api/invoices/options' }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 200 },
  },
  {
    name: 'GET /api/invoices/:id (organisation A’s sent invoice)',
    request: () => ({ method: 'GET', url: `/api/invoices/${ids.invoiceA}` }),
    expect: { anonymous: 401, clientA: 200, clientB: 404, agent: 403, admin: 200 },
  },
  {
    name: 'GET /api/invoices/:id (organisation A’s draft)',
    request: () => ({ method: 'GET', url: `/api/invoices/${ids.invoiceDraftA}` }),
    expect: { anonymous: 401, clientA: 404, clientB: 404, agent: 403, admin: 200 },
  },
  {
    name: 'GET /api/invoices/:id/pdf (organisation B’s invoice)',
    request: () => ({ method: 'GET', url: `/api/invoices/${ids.invoiceB}/pdf` }),
    expect: { anonymous: 401, clientA: 404, clientB: 200, agent: 403, admin: 200 },
  },
  {
    name: 'POST /api/invoices',
    request: () => ({
      method: 'POST',
      url: '/api/invoices',
      payload: { clientId: ids.orgA, items: [{ description: 'Matrix work', quantity: 1, rate: 10 }] },
    }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 201 },
  },
  {
    name: 'PUT /api/invoices/:id (a draft)',
    request: () => ({
      method: 'PUT',
      url: `/api/invoices/${ids.invoiceDraftA}`,
      payload: { clientId: ids.orgA, items: [{ description: 'Matrix edit', quantity: 2, rate: 10 }] },
    }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 200 },
  },
  {
    name: 'POST /api/invoices/:id/send (a draft)',
    request: () => ({ method: 'POST', url: `/api/invoices/${ids.invoiceToSend}/send` }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 200 },
  },
  {
    name: 'POST /api/invoices/:id/late-fee (an overdue invoice of organisation B)',
    request: () => ({ method: 'POST', url: `/api/invoices/${ids.invoiceOverdueB}/late-fee` }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 200 },
  },
  {
    name: 'POST /api/invoices/:id/cancel (organisation B’s sent invoice)',
    request: () => ({ method: 'POST', url: `/api/invoices/${ids.invoiceB}/cancel` }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 200 },
  },
  {
    name: 'DELETE /api/invoices/:id (a draft)',
    request: () => ({ method: 'DELETE', url: `/api/invoices/${ids.invoiceDisposable}` }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 204 },
  },
  // PROPOSALS (issue #10): proposalA (organisation A, sent), proposalB (organisation B, sent), draftA (organisation
  // A, a draft: never shown to a client), draftDisposable (deleted by the agent). Decisions are the client's own.
  {
    name: 'GET /api/proposals',
    request: () => ({ method: 'GET', url: '/api/proposals' }),
    expect: { anonymous: 401, clientA: 200, clientB: 200, agent: 200, admin: 200 },
  },
  {
    name: 'GET /api/proposals/:id (proposalA)',
    request: () => ({ method: 'GET', url: `/api/proposals/${ids.proposalA}` }),
    expect: { anonymous: 401, clientA: 200, clientB: 404, agent: 200, admin: 200 },
  },
  {
    name: 'GET /api/proposals/:id (draftA, a draft of organisation A)',
    request: () => ({ method: 'GET', url: `/api/proposals/${ids.draftA}` }),
    expect: { anonymous: 401, clientA: 404, clientB: 404, agent: 200, admin: 200 },
  },
  {
    name: 'GET /api/proposals/:id/pdf (proposalB)',
    request: () => ({ method: 'GET', url: `/api/proposals/${ids.proposalB}/pdf` }),
    expect: { anonymous: 401, clientA: 404, clientB: 200, agent: 200, admin: 200 },
  },
  {
    name: 'GET /api/proposals/:id/verify (proposalB: undecided, then signed by clientB before the admin asks)',
    request: () => ({ method: 'GET', url: `/api/proposals/${ids.proposalB}/verify` }),
    expect: { anonymous: 401, clientA: 404, clientB: 409, agent: 409, admin: 200 },
  },
  {
    name: 'POST /api/proposals',
    request: () => ({
      method: 'POST',
      url: '/api/proposals',
      payload: {
        title: 'Matrix proposal',
        clientId: ids.orgB,
        items: [{ description: 'Work', quantity: 1, rate: 10 }],
      },
    }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 201, admin: 201 },
  },
  {
    name: 'PATCH /api/proposals/:id (draftA)',
    request: () => ({ method: 'PATCH', url: `/api/proposals/${ids.draftA}`, payload: { timeline: '6 weeks' } }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 200, admin: 200 },
  },
  {
    name: 'POST /api/proposals/:id/send (proposalA, already sent)',
    request: () => ({ method: 'POST', url: `/api/proposals/${ids.proposalA}/send` }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 409, admin: 409 },
  },
  {
    name: 'POST /api/proposals/:id/approve (proposalB: only its organisation’s client signs)',
    request: () => ({
      method: 'POST',
      url: `/api/proposals/${ids.proposalB}/approve`,
      payload: { fullName: 'Matrix Signer', agree: true, version: ids.proposalBVersion },
    }),
    expect: { anonymous: 401, clientA: 404, clientB: 200, agent: 403, admin: 403 },
  },
  {
    name: 'POST /api/proposals/:id/reject (proposalA)',
    request: () => ({
      method: 'POST',
      url: `/api/proposals/${ids.proposalA}/reject`,
      payload: { reason: 'Matrix', version: ids.proposalAVersion },
    }),
    expect: { anonymous: 401, clientA: 200, clientB: 404, agent: 403, admin: 403 },
  },
  {
    name: 'PATCH /api/proposals/:id (proposalA, rejected: final)',
    request: () => ({ method: 'PATCH', url: `/api/proposals/${ids.proposalA}`, payload: { title: 'Changed' } }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 409, admin: 409 },
  },
  {
    name: 'DELETE /api/proposals/:id (draftDisposable)',
    request: () => ({ method: 'DELETE', url: `/api/proposals/${ids.draftDisposable}` }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 204, agentOther: 404, admin: 404 },
  },
  {
    name: 'POST /api/quote-requests',
    request: () => ({
      method: 'POST',
      url: '/api/quote-requests',
      payload: { need: 'Matrix quote', budget: 'Not sure yet', timeline: 'ASAP' },
    }),
    expect: { anonymous: 401, clientA: 201, clientB: 201, agent: 403, admin: 403 },
  },
  // FILES (issue #9 point 5). A client sees a file of their organisation's project only when it is shared with them
  // (fileA with clientA); fileB is internal to projectB. Clients upload and star; the agency organises; admins delete.
  {
    name: 'GET /api/files',
    request: () => ({ method: 'GET', url: '/api/files' }),
    expect: { anonymous: 401, clientA: 200, clientB: 200, agent: 200, admin: 200 },
  },
  {
    name: 'GET /api/files/stats',
    request: () => ({ method: 'GET', url: '/api/files/stats' }),
    expect: { anonymous: 401, clientA: 200, clientB: 200, agent: 200, admin: 200 },
  },
  {
    name: 'GET /api/files/stats?projectId (another organisation’s project)',
    request: () => ({ method: 'GET', url: `/api/files/stats?projectId=${ids.projectB}` }),
    expect: { anonymous: 401, clientA: 404, clientB: 200, agent: 404, admin: 200 },
  },
  {
    name: 'GET /api/files/:id (fileA, shared with clientA)',
    request: () => ({ method: 'GET', url: `/api/files/${ids.fileA}` }),
    expect: { anonymous: 401, clientA: 200, clientB: 404, agent: 200, agentOther: 404, admin: 200 },
  },
  {
    name: 'GET /api/files/:id/download (fileA)',
    request: () => ({ method: 'GET', url: `/api/files/${ids.fileA}/download` }),
    expect: { anonymous: 401, clientA: 200, clientB: 404, agent: 200, agentOther: 404, admin: 200 },
  },
  {
    name: 'GET /api/files/:id (fileB, internal)',
    request: () => ({ method: 'GET', url: `/api/files/${ids.fileB}` }),
    expect: { anonymous: 401, clientA: 404, clientB: 404, agent: 404, admin: 200 },
  },
  {
    name: 'GET /api/files/:id/download (fileB, internal)',
    request: () => ({ method: 'GET', url: `/api/files/${ids.fileB}/download` }),
    expect: { anonymous: 401, clientA: 404, clientB: 404, agent: 404, admin: 200 },
  },
  {
    name: 'POST /api/files?projectId (projectB)',
    request: () => ({
      method: 'POST',
      url: `/api/files?projectId=${ids.projectB}`,
      headers: { 'content-type': 'multipart/form-data; boundary=matrix' },
      payload:
        '--matrix\r\nContent-Disposition: form-data; name="file"; filename="brief.txt"\r\n\r\nbrief\r\n--matrix--\r\n',
    }),
    expect: { anonymous: 401, clientA: 404, clientB: 201, agent: 404, admin: 201 },
  },
  {
    name: 'GET /api/folders',
    request: () => ({ method: 'GET', url: '/api/folders' }),
    expect: { anonymous: 401, clientA: 200, clientB: 200, agent: 200, admin: 200 },
  },
  {
    name: 'GET /api/folders/:id (folderA)',
    request: () => ({ method: 'GET', url: `/api/folders/${ids.folderA}` }),
    expect: { anonymous: 401, clientA: 200, clientB: 404, agent: 200, agentOther: 404, admin: 200 },
  },
  {
    name: 'POST /api/folders (projectA)',
    request: () => ({
      method: 'POST',
      url: '/api/folders',
      payload: { name: 'Matrix folder', projectId: ids.projectA },
    }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 201, agentOther: 404, admin: 201 },
  },
  {
    name: 'PATCH /api/folders/:id (folderA)',
    request: () => ({
      method: 'PATCH',
      url: `/api/folders/${ids.folderA}`,
      payload: { name: 'Harbor designs v2' },
    }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 200, agentOther: 404, admin: 200 },
  },
  {
    name: 'PATCH /api/files/:id (fileA)',
    request: () => ({ method: 'PATCH', url: `/api/files/${ids.fileA}`, payload: { name: 'Harbor moodboard v2.pdf' } }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 200, agentOther: 404, admin: 200 },
  },
  {
    name: 'PUT /api/files/:id/star (fileA)',
    request: () => ({ method: 'PUT', url: `/api/files/${ids.fileA}/star`, payload: { starred: true } }),
    expect: { anonymous: 401, clientA: 200, clientB: 404, agent: 200, agentOther: 404, admin: 200 },
  },
  {
    name: 'PUT /api/files/:id/star (fileB, internal)',
    request: () => ({ method: 'PUT', url: `/api/files/${ids.fileB}/star`, payload: { starred: true } }),
    expect: { anonymous: 401, clientA: 404, clientB: 404, agent: 404, admin: 200 },
  },
  {
    name: 'GET /api/files/:id/shares (fileA)',
    request: () => ({ method: 'GET', url: `/api/files/${ids.fileA}/shares` }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 200, agentOther: 404, admin: 200 },
  },
  {
    name: 'PUT /api/files/:id/shares (fileA with clientA)',
    request: () => ({ method: 'PUT', url: `/api/files/${ids.fileA}/shares`, payload: { userIds: [ids.clientA] } }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 200, agentOther: 404, admin: 200 },
  },
  {
    name: 'PUT /api/files/:id/shares (fileA with a client of another organisation)',
    request: () => ({ method: 'PUT', url: `/api/files/${ids.fileA}/shares`, payload: { userIds: [ids.clientB2] } }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 400, agentOther: 404, admin: 400 },
  },
  {
    name: 'DELETE /api/folders/:id (empty folder)',
    request: () => ({ method: 'DELETE', url: `/api/folders/${ids.folderEmpty}` }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 204 },
  },
  {
    name: 'DELETE /api/files/:id (fileB)',
    request: () => ({ method: 'DELETE', url: `/api/files/${ids.fileB}` }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 204 },
  },
  // PAYMENTS AND PLANS (issue #10): invoiceB and methodB belong to organisation B; a CLIENT's organisation is their
  // own whatever clientId they send; an admin names one.
  {
    name: 'GET /api/payments/config',
    request: () => ({ method: 'GET', url: '/api/payments/config' }),
    expect: { anonymous: 401, clientA: 200, clientB: 200, agent: 200, admin: 200 },
  },
  {
    name: 'POST /api/invoices/:id/pay (organisation B’s invoice)',
    request: () => ({ method: 'POST', url: `/api/invoices/${ids.invoicePayB}/pay`, payload: { amountCents: 1 } }),
    expect: { anonymous: 401, clientA: 404, clientB: 200, agent: 403, admin: 200 },
  },
  {
    name: 'GET /api/invoices/:id/payments (organisation B’s invoice)',
    request: () => ({ method: 'GET', url: `/api/invoices/${ids.invoicePayB}/payments` }),
    expect: { anonymous: 401, clientA: 404, clientB: 200, agent: 403, admin: 200 },
  },
  {
    name: 'POST /api/invoices/:id/payments (record a partial payment on a third organisation’s invoice)',
    request: () => ({
      method: 'POST',
      url: `/api/invoices/${ids.invoicePlan}/payments`,
      payload: { amountCents: 100, paidOn: '2026-11-20', method: 'bank_transfer' },
    }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 201 },
  },
  {
    name: 'POST /api/payments/:id/refund (unknown payment)',
    request: () => ({ method: 'POST', url: '/api/payments/00000000-0000-4000-8000-000000000000/refund', payload: {} }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 404 },
  },
  {
    name: 'GET /api/payments',
    request: () => ({ method: 'GET', url: '/api/payments' }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 200 },
  },
  {
    name: 'GET /api/payments/open-invoices (each client their own organisation’s)',
    request: () => ({ method: 'GET', url: '/api/payments/open-invoices' }),
    expect: { anonymous: 401, clientA: 200, clientB: 200, agent: 403, admin: 200 },
  },
  {
    name: 'GET /api/financials',
    request: () => ({ method: 'GET', url: '/api/financials' }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 200 },
  },
  // PAYROLL (issue #20, D7): admins everyone's, an agent their own only (the admin's statement and profile are 404 to
  // them), clients none.
  {
    name: 'GET /api/payroll/summary',
    request: () => ({ method: 'GET', url: '/api/payroll/summary' }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 200, admin: 200 },
  },
  {
    name: 'GET /api/payroll/employees',
    request: () => ({ method: 'GET', url: '/api/payroll/employees' }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 200, admin: 200 },
  },
  {
    name: 'GET /api/payroll/statements',
    request: () => ({ method: 'GET', url: '/api/payroll/statements' }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 200, admin: 200 },
  },
  {
    name: 'GET /api/payroll/employees/:id (the admin’s profile)',
    request: () => ({ method: 'GET', url: `/api/payroll/employees/${ids.payrollProfile}` }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 404, admin: 200 },
  },
  {
    name: 'GET /api/payroll/statements/:id/pdf (the admin’s statement)',
    request: () => ({ method: 'GET', url: `/api/payroll/statements/${ids.payrollStatement}/pdf` }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 404, admin: 200 },
  },
  {
    name: 'GET /api/payroll/candidates',
    request: () => ({ method: 'GET', url: '/api/payroll/candidates' }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 200 },
  },
  {
    name: 'GET /api/payroll/runs',
    request: () => ({ method: 'GET', url: '/api/payroll/runs' }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 200 },
  },
  {
    name: 'GET /api/payroll/preview',
    request: () => ({ method: 'GET', url: '/api/payroll/preview?periodStart=2026-06-01&periodEnd=2026-06-30' }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 200 },
  },
  {
    name: 'GET /api/payroll/financials',
    request: () => ({ method: 'GET', url: '/api/payroll/financials' }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 200 },
  },
  {
    name: 'GET /api/payroll/reports (CSV)',
    request: () => ({ method: 'GET', url: '/api/payroll/reports?kind=employees' }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 200 },
  },
  {
    name: 'PATCH /api/payroll/employees/:id (the admin’s profile)',
    request: () => ({
      method: 'PATCH',
      url: `/api/payroll/employees/${ids.payrollProfile}`,
      payload: { payoutMethod: 'wire' },
    }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 200 },
  },
  {
    name: 'POST /api/payroll/runs (the run of 2026-05 exists: the same run again, nothing paid twice)',
    request: () => ({
      method: 'POST',
      url: '/api/payroll/runs',
      payload: { periodStart: '2026-05-01', periodEnd: '2026-05-31', paymentDate: '2026-05-31' },
    }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 200 },
  },
  {
    name: 'POST /api/payroll/runs/:id/retry',
    request: () => ({ method: 'POST', url: `/api/payroll/runs/${ids.payrollRun}/retry` }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 200 },
  },
  {
    name: 'GET /api/payment-methods?clientId=B',
    request: () => ({ method: 'GET', url: `/api/payment-methods?clientId=${ids.orgB}` }),
    expect: { anonymous: 401, clientA: 200, clientB: 200, agent: 403, admin: 200 },
  },
  {
    name: 'POST /api/payment-methods/:id/default (organisation B’s method)',
    request: () => ({ method: 'POST', url: `/api/payment-methods/${ids.methodB}/default?clientId=${ids.orgB}` }),
    expect: { anonymous: 401, clientA: 404, clientB: 200, agent: 403, admin: 200 },
  },
  {
    name: 'POST /api/payment-methods/setup-intent (manual provider: cards need Stripe)',
    request: () => ({ method: 'POST', url: '/api/payment-methods/setup-intent', payload: { clientId: ids.orgB } }),
    expect: { anonymous: 401, clientA: 409, clientB: 409, agent: 403, admin: 409 },
  },
  {
    name: 'POST /api/payment-methods (a bank account on file)',
    request: () => ({
      method: 'POST',
      url: `/api/payment-methods?clientId=${ids.orgB}`,
      payload: { kind: 'bank', holderName: 'Matrix', bankName: 'Matrix Bank', accountLast4: '4321' },
    }),
    expect: { anonymous: 401, clientA: 201, clientB: 201, agent: 403, admin: 201 },
  },
  {
    name: 'DELETE /api/payment-methods/:id (organisation B’s method; B deletes it)',
    request: () => ({ method: 'DELETE', url: `/api/payment-methods/${ids.methodB2}` }),
    expect: { anonymous: 401, clientA: 404, clientB: 200, agent: 403, admin: 400 },
  },
  {
    name: 'GET /api/subscription?clientId=B',
    request: () => ({ method: 'GET', url: `/api/subscription?clientId=${ids.orgB}` }),
    expect: { anonymous: 401, clientA: 200, clientB: 200, agent: 403, admin: 200 },
  },
  {
    name: 'GET /api/subscription/quote (a client is quoted for their own organisation only)',
    request: () => ({
      method: 'GET',
      url: `/api/subscription/quote?clientId=${ids.orgB}&plan=enterprise&billingCycle=monthly`,
    }),
    expect: { anonymous: 401, clientA: 200, clientB: 200, agent: 403, admin: 200 },
  },
  {
    name: 'POST /api/subscription (a client changes only their own organisation’s plan: B is already on it)',
    request: () => ({
      method: 'POST',
      url: '/api/subscription',
      payload: { clientId: ids.orgPlan, plan: 'professional', billingCycle: 'monthly' },
    }),
    expect: { anonymous: 401, clientA: 200, clientB: 409, agent: 403, admin: 200 },
  },
  {
    name: 'POST /api/subscription/cancel',
    request: () => ({ method: 'POST', url: '/api/subscription/cancel', payload: { clientId: ids.orgPlan } }),
    expect: { anonymous: 401, clientA: 200, clientB: 200, agent: 403, admin: 200 },
  },
  {
    name: 'POST /api/subscription/undo (each undoes the cancellation just made in its own organisation)',
    request: () => ({ method: 'POST', url: '/api/subscription/undo', payload: { clientId: ids.orgPlan } }),
    expect: { anonymous: 401, clientA: 200, clientB: 200, agent: 403, admin: 200 },
  },
  {
    name: 'POST /api/payments/stripe/webhook (Stripe not configured)',
    request: () => ({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=0' },
      payload: '{}',
    }),
    expect: { anonymous: 404, clientA: 404, clientB: 404, agent: 404, admin: 404 },
  },
  // TEAM AND EMPLOYEE PROFILES (issue #20): clients see the directory in their scope, never a profile; an agent edits
  // only their own; reviews are an admin's.
  {
    name: 'GET /api/team',
    request: () => ({ method: 'GET', url: '/api/team' }),
    expect: { anonymous: 401, clientA: 200, clientB: 200, agent: 200, admin: 200 },
  },
  {
    name: 'GET /api/team/summary',
    request: () => ({ method: 'GET', url: '/api/team/summary' }),
    expect: { anonymous: 401, clientA: 200, clientB: 200, agent: 200, admin: 200 },
  },
  {
    name: 'GET /api/team/:id (agent)',
    request: () => ({ method: 'GET', url: `/api/team/${ids.agent}` }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 200, admin: 200 },
  },
  {
    name: 'GET /api/team/:id (a client user)',
    request: () => ({ method: 'GET', url: `/api/team/${ids.clientB2}` }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 404, admin: 404 },
  },
  {
    name: 'PATCH /api/team/:id (agent)',
    request: () => ({ method: 'PATCH', url: `/api/team/${ids.agent}`, payload: { bio: 'Matrix bio' } }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 200, agentOther: 403, admin: 200 },
  },
  {
    name: 'POST /api/team/:id/reviews (agent)',
    request: () => ({
      method: 'POST',
      url: `/api/team/${ids.agent}/reviews`,
      payload: { rating: 4, comment: 'Matrix review' },
    }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 201 },
  },
  {
    name: 'POST /api/team/:id/certifications (agent)',
    request: () => ({
      method: 'POST',
      url: `/api/team/${ids.agent}/certifications`,
      payload: { name: 'Matrix cert', issuer: 'Matrix', issuedOn: '2025-01-01' },
    }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 201, agentOther: 403, admin: 201 },
  },
  {
    name: 'DELETE /api/team/:id/certifications/:certificationId (the agent’s, through agentOther’s profile)',
    request: () => ({ method: 'DELETE', url: `/api/team/${ids.agentOther}/certifications/${ids.certAgent}` }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, agentOther: 404, admin: 404 },
  },
  {
    name: 'GET /api/outbox/:id/attachments/:index',
    request: () => ({ method: 'GET', url: '/api/outbox/00000000-0000-4000-8000-000000000000/attachments/0' }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 404 },
  },
  // Calendar (issue #20): eventA on projectA with clientA invited, eventB on projectB with clientB invited, both
  // organised by the admin; eventDisposable on projectB, cancelled by the admin.
  {
    name: 'GET /api/calendar/events',
    request: () => ({ method: 'GET', url: '/api/calendar/events?from=2027-01-01&to=2027-02-01' }),
    expect: { anonymous: 401, clientA: 200, clientB: 200, agent: 200, admin: 200 },
  },
  {
    name: 'GET /api/calendar/events/:id (another organisation’s event)',
    request: () => ({ method: 'GET', url: `/api/calendar/events/${ids.eventB}` }),
    expect: { anonymous: 401, clientA: 404, clientB: 404, agent: 404, admin: 200 },
  },
  {
    name: 'GET /api/calendar/events/:id (own invitation; the agent’s project)',
    request: () => ({ method: 'GET', url: `/api/calendar/events/${ids.eventA}` }),
    expect: { anonymous: 401, clientA: 200, clientB: 404, agent: 200, agentOther: 404, admin: 200 },
  },
  {
    name: 'GET /api/calendar/agenda',
    request: () => ({ method: 'GET', url: '/api/calendar/agenda' }),
    expect: { anonymous: 401, clientA: 200, clientB: 200, agent: 200, admin: 200 },
  },
  {
    name: 'GET /api/calendar/feed',
    request: () => ({ method: 'GET', url: '/api/calendar/feed' }),
    expect: { anonymous: 401, clientA: 200, clientB: 200, agent: 200, admin: 200 },
  },
  {
    name: 'GET /api/calendar/feed/:token (a wrong token)',
    request: () => ({ method: 'GET', url: '/api/calendar/feed/not-a-token.ics' }),
    expect: { anonymous: 404, clientA: 404, clientB: 404, agent: 404, admin: 404 },
  },
  {
    name: 'POST /api/calendar/events',
    request: () => ({
      method: 'POST',
      url: '/api/calendar/events',
      payload: { title: 'Matrix event', startDate: '2027-01-05', startTime: '10:00' },
    }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 201, admin: 201 },
  },
  {
    name: 'PUT /api/calendar/events/:id (another organisation’s event)',
    request: () => ({
      method: 'PUT',
      url: `/api/calendar/events/${ids.eventB}`,
      payload: { title: 'Renamed', startDate: '2027-01-06', startTime: '10:00', attendees: 'guest@matrix.example' },
    }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 404, admin: 200 },
  },
  {
    name: 'POST /api/calendar/events/:id/response (another organisation’s event)',
    request: () => ({
      method: 'POST',
      url: `/api/calendar/events/${ids.eventB}/response`,
      payload: { response: 'accepted' },
    }),
    expect: { anonymous: 401, clientA: 404, clientB: 404, agent: 404, admin: 204 },
  },
  {
    name: 'POST /api/calendar/events/:id/response (own invitation)',
    request: () => ({
      method: 'POST',
      url: `/api/calendar/events/${ids.eventA}/response`,
      payload: { response: 'accepted' },
    }),
    expect: { anonymous: 401, clientA: 204, clientB: 404, agent: 403, agentOther: 404, admin: 204 },
  },
  {
    name: 'DELETE /api/calendar/events/:id',
    request: () => ({ method: 'DELETE', url: `/api/calendar/events/${ids.eventDisposable}` }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 404, admin: 204 },
  },
];

// TIME TRACKING (issue #20): staff log their own time, an agent only on their projects (projectB is 404); clients
// never. Weeks are approved by admins; time is billed on an admin's draft invoice; profit is staff-only, in scope.
const timeEntryBody = (projectId: string | undefined) => ({
  projectId,
  workDate: '2026-11-02',
  hours: 1,
  minutes: 15,
  note: 'Matrix time',
});
matrix.push(
  {
    name: 'GET /api/time/timer',
    request: () => ({ method: 'GET', url: '/api/time/timer' }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 200, admin: 200 },
  },
  {
    name: 'GET /api/time/week',
    request: () => ({ method: 'GET', url: '/api/time/week?week=2026-11-02' }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 200, admin: 200 },
  },
  {
    name: 'GET /api/time/options',
    request: () => ({ method: 'GET', url: '/api/time/options' }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 200, admin: 200 },
  },
  {
    name: 'POST /api/time/entries (projectA, the agent’s)',
    request: () => ({ method: 'POST', url: '/api/time/entries', payload: timeEntryBody(ids.projectA) }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 201, agentOther: 404, admin: 201 },
  },
  {
    name: 'POST /api/time/entries (projectB, no agent’s)',
    request: () => ({ method: 'POST', url: '/api/time/entries', payload: timeEntryBody(ids.projectB) }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 404, admin: 201 },
  },
  {
    name: 'PUT /api/time/entries/:id (the admin’s own entry)',
    request: () => ({
      method: 'PUT',
      url: `/api/time/entries/${ids.timeEntryAdmin}`,
      payload: timeEntryBody(ids.projectB),
    }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 404, admin: 200 },
  },
  {
    name: 'POST /api/time/timer/start (projectB)',
    request: () => ({ method: 'POST', url: '/api/time/timer/start', payload: { projectId: ids.projectB } }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 404, admin: 201 },
  },
  {
    name: 'GET /api/time/timesheets',
    request: () => ({ method: 'GET', url: '/api/time/timesheets' }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 200 },
  },
  {
    name: 'GET /api/time/timesheets/:id (agentOther’s submitted week)',
    request: () => ({ method: 'GET', url: `/api/time/timesheets/${ids.timesheetSubmitted}` }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 200 },
  },
  {
    name: 'POST /api/time/timesheets/:id/return',
    request: () => ({
      method: 'POST',
      url: `/api/time/timesheets/${ids.timesheetSubmitted}/return`,
      payload: { note: 'Matrix: add notes' },
    }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 200 },
  },
  {
    name: 'POST /api/invoices/:id/time (orgB’s draft, projectB’s approved time)',
    request: () => ({
      method: 'POST',
      url: `/api/invoices/${ids.invoiceTimeB}/time`,
      payload: { projectId: ids.projectB },
    }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 403, admin: 200 },
  },
  {
    name: 'GET /api/projects/:id/profit (projectA)',
    request: () => ({ method: 'GET', url: `/api/projects/${ids.projectA}/profit` }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 200, agentOther: 404, admin: 200 },
  },
  {
    name: 'GET /api/projects/:id/profit (projectB)',
    request: () => ({ method: 'GET', url: `/api/projects/${ids.projectB}/profit` }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, agent: 404, admin: 200 },
  },
);

// Time tracking's fixtures: the admin's open entry, agentOther's submitted week, approved billable time on projectB
// (at $100/h) and a draft invoice of orgB to bill it on.
beforeAll(async () => {
  const db = t.database.db;
  await db.update(projects).set({ hourlyRateCents: 10_000 }).where(eq(projects.id, ids.projectB!));
  const [open, submitted, approved] = await db
    .insert(timesheets)
    .values([
      { userId: ids.admin!, weekStart: '2026-11-02' },
      { userId: ids.agentOther!, weekStart: '2026-10-26', status: 'submitted', submittedAt: new Date() },
      { userId: ids.admin!, weekStart: '2026-10-19', status: 'approved' },
    ])
    .returning();
  ids.timesheetSubmitted = submitted!.id;
  const [adminEntry] = await db
    .insert(timeEntries)
    .values([
      { userId: ids.admin!, timesheetId: open!.id, projectId: ids.projectB!, workDate: '2026-11-03', minutes: 30 },
      {
        userId: ids.agentOther!,
        timesheetId: submitted!.id,
        projectId: ids.projectA!,
        workDate: '2026-10-27',
        minutes: 60,
      },
      { userId: ids.admin!, timesheetId: approved!.id, projectId: ids.projectB!, workDate: '2026-10-20', minutes: 90 },
    ])
    .returning();
  ids.timeEntryAdmin = adminEntry!.id;
  const [draft] = await db
    .insert(invoices)
    .values({
      number: 'INV-MATRIX-TIME',
      clientId: ids.orgB!,
      status: 'draft',
      issueDate: '2026-11-01',
      dueDate: '2026-12-01',
      subtotalCents: 0,
      totalCents: 0,
    })
    .returning();
  ids.invoiceTimeB = draft!.id;
});

// Messaging (issue #9): clientB's own messages on projectB (to edit and to delete) and an approval asked of B.
beforeAll(async () => {
  const db = t.database.db;
  const [message, message2, request] = await db
    .insert(messages)
    .values([
      { projectId: ids.projectB!, senderId: ids.clientB, content: 'Matrix: B writes' },
      { projectId: ids.projectB!, senderId: ids.clientB, content: 'Matrix: B deletes' },
      { projectId: ids.projectB!, senderId: ids.admin, content: 'Matrix: please approve' },
    ])
    .returning();
  ids.messageB = message!.id;
  ids.messageB2 = message2!.id;
  const [approval] = await db
    .insert(approvals)
    .values({
      projectId: ids.projectB!,
      messageId: request!.id,
      deliverableId: ids.deliverableB,
      requestedById: ids.admin,
    })
    .returning();
  ids.approvalB = approval!.id;
});

// Invoices (issue #10): organisation A's sent invoice and draft, organisation B's sent and overdue invoices, and
// drafts the admin sends and deletes.
beforeAll(async () => {
  const db = t.database.db;
  const invoice = (number: string, clientId: string, status: 'draft' | 'sent' | 'overdue', dueDate = '2026-12-31') => ({
    number,
    clientId,
    status,
    issueDate: '2026-01-01',
    dueDate,
    subtotalCents: 10000,
    totalCents: 10000,
  });
  const rows = await db
    .insert(invoices)
    .values([
      invoice('MATRIX-1', ids.orgA!, 'sent'),
      invoice('MATRIX-2', ids.orgA!, 'draft'),
      invoice('MATRIX-3', ids.orgB!, 'sent'),
      invoice('MATRIX-4', ids.orgB!, 'overdue', '2026-01-15'),
      invoice('MATRIX-5', ids.orgA!, 'draft'),
      invoice('MATRIX-6', ids.orgA!, 'draft'),
    ])
    .returning({ id: invoices.id });
  const names = ['invoiceA', 'invoiceDraftA', 'invoiceB', 'invoiceOverdueB', 'invoiceToSend', 'invoiceDisposable'];
  names.forEach((name, n) => {
    ids[name] = rows[n]!.id;
  });
});

// Proposals (issue #10): the fixtures the rows above name.
beforeAll(async () => {
  const [proposalA, proposalB, draftA, draftDisposable] = await t.database.db
    .insert(proposals)
    .values([
      { number: 'PRP-1999-0901', clientId: ids.orgA!, title: 'Harbor loyalty app', status: 'sent', sentAt: new Date() },
      { number: 'PRP-1999-0902', clientId: ids.orgB!, title: 'Pulse intake forms', status: 'sent', sentAt: new Date() },
      { number: 'PRP-1999-0903', clientId: ids.orgA!, title: 'Harbor internal draft' },
      { number: 'PRP-1999-0904', clientId: ids.orgA!, title: 'Harbor throwaway draft' },
    ])
    .returning();
  ids.proposalA = proposalA!.id;
  ids.proposalB = proposalB!.id;
  ids.draftA = draftA!.id;
  ids.draftDisposable = draftDisposable!.id;
  // The version a decision names (issue #18 point 6).
  ids.proposalAVersion = (await loadProposal(t.database.db, null, ids.proposalA)).version;
  ids.proposalBVersion = (await loadProposal(t.database.db, null, ids.proposalB)).version;
});

// Payments (issue #10): an open invoice and saved methods of organisation B.
beforeAll(async () => {
  const db = t.database.db;
  const [invoiceB] = await db
    .insert(invoices)
    .values({
      number: 'INV-MATRIX-0001',
      clientId: ids.orgB!,
      status: 'sent',
      issueDate: '2026-11-01',
      dueDate: '2026-12-01',
      subtotalCents: 50_000,
      totalCents: 50_000,
    })
    .returning();
  ids.invoicePayB = invoiceB!.id;
  // A third organisation (no users, so nobody's notifications change) whose invoice and plan the admin changes.
  const orgPlan = await createClient(db, 'Plan Matrix');
  ids.orgPlan = orgPlan.id;
  const [invoicePlan] = await db
    .insert(invoices)
    .values({
      number: 'INV-MATRIX-0002',
      clientId: orgPlan.id,
      status: 'sent',
      issueDate: '2026-11-01',
      dueDate: '2026-12-01',
      subtotalCents: 50_000,
      totalCents: 50_000,
    })
    .returning();
  ids.invoicePlan = invoicePlan!.id;
  const [methodB, methodB2] = await db
    .insert(paymentMethods)
    .values([
      { clientId: ids.orgB!, provider: 'manual', providerRef: 'bank_matrix_1', type: 'bank', last4: '1111' },
      { clientId: ids.orgB!, provider: 'manual', providerRef: 'bank_matrix_2', type: 'bank', last4: '2222' },
    ])
    .returning();
  ids.methodB = methodB!.id;
  ids.methodB2 = methodB2!.id;
  await db.insert(subscriptions).values({
    clientId: ids.orgB!,
    plan: 'professional',
    billingCycle: 'monthly',
    currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000),
  });
});

// Calendar (issue #20): events of both organisations' projects, each with its client invited.
beforeAll(async () => {
  const db = t.database.db;
  const at = (day: string) => ({ startsAt: new Date(`${day}T15:00:00Z`), endsAt: new Date(`${day}T16:00:00Z`) });
  const [eventA, eventB, disposable] = await db
    .insert(calendarEvents)
    .values([
      { title: 'Harbor review', projectId: ids.projectA!, organizerId: ids.admin!, ...at('2027-01-07') },
      { title: 'Pulse review', projectId: ids.projectB!, organizerId: ids.admin!, ...at('2027-01-08') },
      { title: 'Pulse throwaway', projectId: ids.projectB!, organizerId: ids.admin!, ...at('2027-01-09') },
    ])
    .returning();
  ids.eventA = eventA!.id;
  ids.eventB = eventB!.id;
  ids.eventDisposable = disposable!.id;
  await db.insert(eventAttendees).values([
    { eventId: eventA!.id, userId: ids.admin!, email: `admin-a-${Date.now()}@matrix.example`, response: 'accepted' },
    { eventId: eventA!.id, userId: ids.clientA!, email: `client-a-${Date.now()}@matrix.example` },
    { eventId: eventB!.id, userId: ids.admin!, email: `admin-b-${Date.now()}@matrix.example`, response: 'accepted' },
    { eventId: eventB!.id, userId: ids.clientB2!, email: `client-b-${Date.now()}@matrix.example` },
  ]);
});

// Payroll (issue #20): the admin on payroll with one paid statement (May 2026).
beforeAll(async () => {
  const db = t.database.db;
  const [profile] = await db
    .insert(payrollProfiles)
    .values({ userId: ids.admin!, payType: 'salary', annualSalaryCents: 12_000_000, startDate: '2025-01-01' })
    .returning();
  ids.payrollProfile = profile!.id;
  const pay = { grossCents: 1_000_000, taxCents: 250_000, deductionsCents: 50_000, netCents: 700_000 };
  const [run] = await db
    .insert(payrollRuns)
    .values({
      periodStart: '2026-05-01',
      periodEnd: '2026-05-31',
      paymentDate: '2026-05-31',
      status: 'paid',
      employeeCount: 1,
      ...pay,
      feesCents: 150,
    })
    .returning();
  ids.payrollRun = run!.id;
  const [record] = await db
    .insert(payrollRecords)
    .values({
      runId: run!.id,
      userId: ids.admin!,
      employeeName: 'Matrix Admin',
      payType: 'salary',
      annualSalaryCents: 12_000_000,
      ...pay,
      feeCents: 150,
      payoutMethod: 'direct_deposit',
      status: 'paid',
      providerRef: 'MANUAL-MATRIX',
    })
    .returning();
  ids.payrollStatement = record!.id;
});

// Projects and people (issue #8): a completed project to rate, and a project and a deliverable the admin deletes.
beforeAll(async () => {
  const db = t.database.db;
  const [done, disposable] = await db
    .insert(projects)
    .values([
      { name: 'Harbor brochure (done)', clientId: ids.orgA!, status: 'completed' },
      { name: 'Harbor throwaway', clientId: ids.orgA! },
    ])
    .returning();
  ids.projectDone = done!.id;
  ids.projectDisposable = disposable!.id;
  const [deliverable] = await db
    .insert(deliverables)
    .values({ projectId: ids.projectB!, title: 'Disposable deliverable' })
    .returning();
  ids.deliverableDisposable = deliverable!.id;
});

describe('the logs stay in scope', () => {
  it('shows nobody but an admin another organisation’s activity', async () => {
    const [rowB] = await t.database.db
      .insert(auditLogs)
      .values({
        action: 'file.uploaded',
        category: 'file',
        actorId: ids.clientB,
        projectId: ids.projectB,
        clientId: ids.orgB,
        targetLabel: 'matrix-organisation-b.pdf',
      })
      .returning();
    const seen = async (caller: Caller, url: string) =>
      (await call(caller, { method: 'GET', url })).json().items.map((entry: { id: string }) => entry.id);
    for (const caller of ['clientA', 'agent', 'agentOther'] as const) {
      expect(await seen(caller, '/api/logs/activity?q=matrix-organisation-b&limit=100'), caller).toEqual([]);
      const csv = (await call(caller, { method: 'GET', url: '/api/logs/activity/export.csv' })).body;
      expect(csv, caller).not.toContain('matrix-organisation-b');
    }
    expect(await seen('clientB', '/api/logs/activity?q=matrix-organisation-b')).toEqual([rowB!.id]);
    expect(await seen('admin', '/api/logs/system?q=matrix-organisation-b')).toEqual([rowB!.id]);
  });
});

describe('scoping by organisation', () => {
  it('refuses the CRM list to a CLIENT user', async () => {
    const res = await call('clientA', { method: 'GET', url: '/api/clients' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).not.toHaveProperty('items');
  });

  it('shows staff every organisation', async () => {
    const res = await call('agent', { method: 'GET', url: '/api/clients' });
    const seen = res.json().items.map((c: { id: string }) => c.id);
    expect(seen).toEqual(expect.arrayContaining([ids.orgA, ids.orgB]));
  });
});

describe('the sidebar badges stay in scope', () => {
  const projectsBadge = async (caller: Caller) =>
    (await call(caller, { method: 'GET', url: '/api/shell/badges' })).json().projects;

  it("never counts another organisation's projects for a client", async () => {
    expect(await projectsBadge('clientA')).toBe(1);
    expect(await projectsBadge('clientB')).toBe(1);
  });

  it('counts only the projects assigned to an agent', async () => {
    expect(await projectsBadge('agent')).toBe(1);
    expect(await projectsBadge('agentOther')).toBe(0);
    expect(await projectsBadge('admin')).toBe(2);
  });
});

// Team (issue #20): a certification of `agent`'s for the cross-profile row.
beforeAll(async () => {
  const [cert] = await t.database.db
    .insert(certifications)
    .values({ userId: ids.agent!, name: 'Matrix certificate', issuer: 'Matrix', issuedOn: '2025-01-01' })
    .returning({ id: certifications.id });
  ids.certAgent = cert!.id;
});

describe('the team directory stays in scope', () => {
  const listed = async (caller: Caller) =>
    (await call(caller, { method: 'GET', url: '/api/team?limit=100' })).json().items as { id: string }[];

  it('shows a client only the people on their organisation’s projects, without the hidden figures', async () => {
    const forA = await listed('clientA');
    expect(forA.map((m) => m.id)).toEqual([ids.agent]);
    expect(forA[0]).toMatchObject({ productivity: null, rating: null, completedTasks: null });
    expect((await listed('clientB')).map((m) => m.id)).not.toContain(ids.agent);
    const summary = (await call('clientA', { method: 'GET', url: '/api/team/summary' })).json();
    expect(summary).toMatchObject({ members: null, averageProductivity: null, teamRating: null });
  });
});

describe('the authorization matrix', () => {
  for (const row of matrix) {
    for (const caller of ['anonymous', 'clientA', 'clientB', 'agent', 'agentOther'] as const) {
      it(`${row.name} as ${caller} → ${expected(row, caller)}`, async () => {
        const res = await call(caller, row.request());
        expect(res.statusCode, res.body).toBe(expected(row, caller));
        if (res.statusCode >= 400) expect(res.json().error.code).toBeTruthy();
      });
    }
  }

  it('lets the admin through (state-changing rows last)', async () => {
    for (const row of matrix) {
      const res = await call('admin', row.request());
      expect(res.statusCode, `${row.name}: ${res.body}`).toBe(row.expect.admin);
    }
    // Every row of the matrix in one test: about 5 s here, over 30 s on a machine loaded by other work.
  }, 120_000);
});

// OVERVIEW AND NOTIFICATIONS (issue #8): a user never reads or marks another user's notifications.
// (A top-level hook: it runs after the fixtures above and before every test, the matrix's included.)
beforeAll(async () => {
  const [row] = await t.database.db
    .insert(notifications)
    .values({ userId: ids.clientB!, type: 'payment', title: 'Matrix: Pulse invoice due' })
    .returning({ id: notifications.id });
  ids.notificationB = row!.id;
  const [spare] = await t.database.db
    .insert(notifications)
    .values({ userId: ids.clientB!, type: 'system', title: 'Matrix: spare', readAt: new Date() })
    .returning({ id: notifications.id });
  ids.notificationSpareB = spare!.id;
});

// `agent` is left out: the matrix's admin pass deactivated that account.
describe('notifications stay their owner’s', () => {
  it('shows clientB’s notification to clientB only', async () => {
    for (const caller of ['clientA', 'agentOther', 'admin'] as const) {
      const res = await call(caller, { method: 'GET', url: '/api/notifications?limit=50' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().items.map((n: { id: string }) => n.id)).not.toContain(ids.notificationB);
    }
    const own = await call('clientB', { method: 'GET', url: '/api/notifications?limit=50' });
    expect(own.json().items.map((n: { id: string }) => n.id)).toContain(ids.notificationB);
  });

  it('ignores anyone else’s attempt to mark it', async () => {
    for (const caller of ['clientA', 'agentOther', 'admin'] as const) {
      const res = await call(caller, {
        method: 'POST',
        url: '/api/notifications/read',
        payload: { ids: [ids.notificationB] },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().updated).toBe(0);
    }
    const unread = await call('clientB', { method: 'GET', url: '/api/notifications/unread-count' });
    expect(unread.json().unread).toBe(1);
  });

  it('ignores anyone else’s archive, delete and clear', async () => {
    for (const caller of ['clientA', 'agentOther', 'admin'] as const) {
      for (const [url, payload] of [
        ['/api/notifications/archive', { ids: [ids.notificationB] }],
        ['/api/notifications/delete', { ids: [ids.notificationB] }],
        ['/api/notifications/clear', { filter: 'unread' }],
      ] as const) {
        const res = await call(caller, { method: 'POST', url, payload });
        expect(res.statusCode, `${caller} ${url}: ${res.body}`).toBe(200);
      }
    }
    const own = await call('clientB', { method: 'GET', url: '/api/notifications?filter=unread&limit=50' });
    expect(own.json().items.map((n: { id: string }) => n.id)).toContain(ids.notificationB);
  });
});

// MESSAGING (issue #9): organisation B's thread, messages and internal notes never reach organisation A's client.
describe('threads stay in scope', () => {
  it('lists and counts only the caller’s own organisation’s threads', async () => {
    const threads = await call('clientA', { method: 'GET', url: '/api/messages/threads?limit=100' });
    const projectIds = threads.json().items.map((thread: { projectId: string }) => thread.projectId);
    expect(projectIds).toContain(ids.projectA);
    expect(projectIds).not.toContain(ids.projectB);
    expect(threads.body).not.toContain('Pulse');
    const thread = await call('clientA', { method: 'GET', url: `/api/projects/${ids.projectA}/messages?limit=100` });
    expect(thread.body).not.toContain('Matrix internal note');
    expect(thread.body).not.toContain('Matrix: B');
  });
});

// REALTIME AND PRESENCE (issue #9): an agent not on its projects never reads clientA's presence, even by id; the admin
// and clientA do. (The matrix's admin pass promotes clientB, so the other organisation's client is proved in
// realtime/live.test.ts.)
describe('presence stays in scope', () => {
  it('lists clientA only to those who may see them', async () => {
    const visible = async (caller: Caller) =>
      (await call(caller, { method: 'GET', url: `/api/presence?ids=${ids.clientA}` })).json().items.length;
    expect(await visible('agentOther'), 'agentOther').toBe(0);
    expect(await visible('clientA')).toBe(1);
    expect(await visible('admin')).toBe(1);
  });
});

describe('a profile stays its owner’s', () => {
  it('changes only the caller’s own row, whatever id the body names', async () => {
    const before = (await as(t.app, cookies.clientB!)({ method: 'GET', url: '/api/me/profile' })).json();
    for (const caller of ['clientA', 'agentOther', 'admin'] as const) {
      const res = await as(
        t.app,
        cookies[caller]!,
      )({
        method: 'PATCH',
        url: '/api/me/profile',
        payload: { firstName: 'Mallory', id: ids.clientB, userId: ids.clientB },
      });
      expect(res.json().id).toBe(ids[caller]);
    }
    expect((await as(t.app, cookies.clientB!)({ method: 'GET', url: '/api/me/profile' })).json()).toEqual(before);
  });
});
