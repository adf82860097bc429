import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { and, eq, like } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLogs,
  emailOutbox,
  invoiceItems,
  invoices,
  jobs,
  leads,
  liveEvents,
  notifications,
  projectAgents,
  projects,
  proposalItems,
  proposals,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { as, createClient, createUser, signIn } from '../../test/auth.ts';

let t: TestApp;
let admin: ReturnType<typeof as>;
let agent: ReturnType<typeof as>;
let clientA: ReturnType<typeof as>;
let clientB: ReturnType<typeof as>;
const ids: Record<string, string> = {};
const emails: Record<string, string> = {};
const DAY = 86_400_000;
const year = new Date().getUTCFullYear();
const today = () => new Date().toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const orgA = await createClient(db, 'Harbor Retail');
  const orgB = await createClient(db, 'Pulse Health');
  ids.orgA = orgA.id;
  ids.orgB = orgB.id;
  const people = [
    ['admin', 'ADMIN', undefined],
    ['agent', 'AGENT', undefined],
    ['clientA', 'CLIENT', orgA.id],
    ['clientB', 'CLIENT', orgB.id],
  ] as const;
  const signed: Record<string, ReturnType<typeof as>> = {};
  for (const [key, role, clientId] of people) {
    const user = await createUser(db, { role, clientId });
    ids[key] = user.id;
    emails[key] = user.email;
    signed[key] = as(t.app, await signIn(t.app, user.email));
  }
  admin = signed.admin!;
  agent = signed.agent!;
  clientA = signed.clientA!;
  clientB = signed.clientB!;
});
afterAll(() => t.close());

const draft = (overrides: Record<string, unknown> = {}) => ({
  title: 'Storefront redesign',
  clientId: ids.orgA,
  description: 'A faster storefront.',
  scope: 'Design and build of 6 templates.',
  timeline: '10 weeks',
  terms: '50% deposit, balance on launch. Net 30.',
  validUntil: inDays(30),
  items: [
    { description: 'Design (hours)', quantity: 10, rate: 125.5 },
    { description: 'Build', quantity: 1, rate: 4000 },
  ],
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}) {
  const res = await agent({ method: 'POST', url: '/api/proposals', payload: draft(overrides) });
  expect(res.statusCode).toBe(201);
  return res.json();
}

async function createAndSend(overrides: Record<string, unknown> = {}) {
  const proposal = await create(overrides);
  const sent = await agent({ method: 'POST', url: `/api/proposals/${proposal.id}/send` });
  expect(sent.statusCode).toBe(200);
  return sent.json();
}

/** The version a decision names (issue #18 point 6): read by staff, so reading it marks nothing viewed. */
const versionOf = async (id: string): Promise<string> =>
  (await admin({ method: 'GET', url: `/api/proposals/${id}` })).json().version;
const anyVersion = 'a'.repeat(64);

const approve = async (id: string, fullName = 'Ada Client') =>
  clientA({
    method: 'POST',
    url: `/api/proposals/${id}/approve`,
    payload: { fullName, agree: true, version: await versionOf(id) },
    headers: { 'user-agent': 'ProposalTest/1.0' },
  });

const standardFontDataUrl = `${dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;

/** The text of every page, as a PDF reader extracts it (pdf.js). */
async function pdfText(buffer: Buffer): Promise<string> {
  const pdf = await getDocument({
    data: new Uint8Array(buffer),
    isEvalSupported: false,
    disableFontFace: true,
    standardFontDataUrl,
  }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
}

describe('creating and editing proposals', () => {
  it('creates a numbered draft whose total is the sum of its lines; an amount from the browser is ignored', async () => {
    const res = await agent({ method: 'POST', url: '/api/proposals', payload: draft({ amount: 1 }) });
    expect(res.statusCode).toBe(201);
    const proposal = res.json();
    expect(proposal.number).toMatch(new RegExp(`^PRP-${year}-\\d{4}$`));
    expect(proposal.status).toBe('draft');
    expect(proposal.items.map((item: { amountCents: number }) => item.amountCents)).toEqual([125_500, 400_000]);
    expect(proposal.items[0]).toMatchObject({ quantity: 10, unitPriceCents: 12_550 });
    expect(proposal.totalCents).toBe(525_500);
    expect(proposal.depositPercent).toBe(50);
    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'proposal.created'), eq(auditLogs.targetId, proposal.id)));
    expect(audit?.actorId).toBe(ids.agent);
  });

  it('makes one line of the amount when no lines are sent', async () => {
    const proposal = await create({ items: [], amount: 1234.56 });
    expect(proposal.items).toEqual([expect.objectContaining({ description: 'Storefront redesign', quantity: 1 })]);
    expect(proposal.totalCents).toBe(123_456);
  });

  it('refuses a proposal without title, client or price with the spec’s message, and stores nothing', async () => {
    const before = await t.database.db.select().from(proposals);
    for (const payload of [
      draft({ title: '  ' }),
      draft({ items: [], amount: null }),
      { ...draft(), clientId: undefined },
      draft({ title: 'Bad\u0000title' }),
    ]) {
      const res = await agent({ method: 'POST', url: '/api/proposals', payload });
      expect(res.statusCode).toBe(400);
    }
    const missing = await agent({ method: 'POST', url: '/api/proposals', payload: draft({ title: '' }) });
    expect(missing.json().error.message).toBe('Please fill in all required fields');
    const fractional = await agent({
      method: 'POST',
      url: '/api/proposals',
      payload: draft({ items: [{ description: 'Half', quantity: 1.5, rate: 10 }] }),
    });
    expect(fractional.statusCode).toBe(400);
    expect(await t.database.db.select().from(proposals)).toHaveLength(before.length);
  });

  it('refuses a project of another client', async () => {
    const [project] = await t.database.db
      .insert(projects)
      .values({ name: 'Pulse app', clientId: ids.orgB! })
      .returning();
    const res = await agent({ method: 'POST', url: '/api/proposals', payload: draft({ projectId: project!.id }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('The project belongs to another client.');
  });

  it('edits the lines and recomputes the total; deletes drafts only', async () => {
    const proposal = await create();
    const res = await admin({
      method: 'PATCH',
      url: `/api/proposals/${proposal.id}`,
      payload: { items: [{ description: 'Audit', quantity: 3, rate: 99.99 }], amount: 5 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().totalCents).toBe(29_997);
    const deleted = await admin({ method: 'DELETE', url: `/api/proposals/${proposal.id}` });
    expect(deleted.statusCode).toBe(204);
    expect(await t.database.db.select().from(proposalItems).where(eq(proposalItems.proposalId, proposal.id))).toEqual(
      [],
    );
    const sent = await createAndSend();
    const refused = await admin({ method: 'DELETE', url: `/api/proposals/${sent.id}` });
    expect(refused.statusCode).toBe(409);
    const moved = await admin({ method: 'PATCH', url: `/api/proposals/${sent.id}`, payload: { clientId: ids.orgB } });
    expect(moved.statusCode).toBe(409);
    const edited = await admin({
      method: 'PATCH',
      url: `/api/proposals/${sent.id}`,
      payload: { timeline: '12 weeks' },
    });
    expect(edited.json()).toMatchObject({ timeline: '12 weeks', clientId: ids.orgA, status: 'sent' });
  });
});

describe('who sees and does what', () => {
  it('hides drafts and other organisations’ proposals from clients (404) and refuses them every change (403)', async () => {
    const proposal = await create({ title: 'Scope check' });
    expect((await clientA({ method: 'GET', url: `/api/proposals/${proposal.id}` })).statusCode).toBe(404);
    const listed = (await clientA({ method: 'GET', url: '/api/proposals?limit=100' })).json();
    expect(listed.items.map((p: { id: string }) => p.id)).not.toContain(proposal.id);

    await agent({ method: 'POST', url: `/api/proposals/${proposal.id}/send` });
    expect((await clientA({ method: 'GET', url: `/api/proposals/${proposal.id}` })).statusCode).toBe(200);
    expect((await clientB({ method: 'GET', url: `/api/proposals/${proposal.id}` })).statusCode).toBe(404);
    expect((await clientB({ method: 'GET', url: `/api/proposals/${proposal.id}/pdf` })).statusCode).toBe(404);
    expect((await clientB({ method: 'GET', url: `/api/proposals/${proposal.id}/verify` })).statusCode).toBe(404);
    const bList = (await clientB({ method: 'GET', url: '/api/proposals?q=Scope' })).json();
    expect(bList.items).toEqual([]);
    const approveB = await clientB({
      method: 'POST',
      url: `/api/proposals/${proposal.id}/approve`,
      payload: { fullName: 'Intruder', agree: true, version: anyVersion },
    });
    expect(approveB.statusCode).toBe(404);

    expect((await clientA({ method: 'POST', url: '/api/proposals', payload: draft() })).statusCode).toBe(403);
    expect(
      (await clientA({ method: 'PATCH', url: `/api/proposals/${proposal.id}`, payload: { title: 'Mine' } })).statusCode,
    ).toBe(403);
    expect((await clientA({ method: 'POST', url: `/api/proposals/${proposal.id}/send` })).statusCode).toBe(403);
    expect((await clientA({ method: 'DELETE', url: `/api/proposals/${proposal.id}` })).statusCode).toBe(403);
    expect(
      (
        await agent({
          method: 'POST',
          url: `/api/proposals/${proposal.id}/approve`,
          payload: { fullName: 'Agent', agree: true, version: anyVersion },
        })
      ).statusCode,
    ).toBe(403);
    const [row] = await t.database.db.select().from(proposals).where(eq(proposals.id, proposal.id));
    expect(row).toMatchObject({ title: 'Scope check', status: 'viewed' });
  });

  it('lists by status tab and searches title and client name, page by page', async () => {
    const stamp = Date.now();
    await t.database.db.insert(proposals).values(
      [1, 2, 3].map((n) => ({
        number: `PRP-1999-${stamp % 1000}${n}`,
        clientId: ids.orgB!,
        title: `Paging ${stamp} #${n}`,
        status: 'sent' as const,
      })),
    );
    const first = (await admin({ method: 'GET', url: `/api/proposals?q=Paging ${stamp}&limit=2` })).json();
    expect(first.items).toHaveLength(2);
    const second = (
      await admin({ method: 'GET', url: `/api/proposals?q=Paging ${stamp}&limit=2&cursor=${first.nextCursor}` })
    ).json();
    expect(second.items).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    const byClient = (
      await admin({ method: 'GET', url: '/api/proposals?q=pulse health&status=sent&limit=100' })
    ).json();
    expect(byClient.items.length).toBeGreaterThanOrEqual(3);
    expect(byClient.items.every((p: { clientName: string; status: string }) => p.status === 'sent')).toBe(true);
    const drafts = (await admin({ method: 'GET', url: `/api/proposals?q=Paging ${stamp}&status=draft` })).json();
    expect(drafts.items).toEqual([]);
  });
});

describe('sending, viewing and following up', () => {
  it('sends: e-mails the organisation a portal link, notifies its users and queues the 3- and 7-day follow-ups', async () => {
    const proposal = await createAndSend({ title: 'Send check' });
    expect(proposal.status).toBe('sent');
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'proposal-sent'), like(emailOutbox.subject, `%${proposal.number}%`)));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.toAddresses).toEqual([emails.clientA]);
    expect(mails[0]!.text).toContain(`/dashboard/proposals?proposal=${proposal.id}`);
    const [note] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ids.clientA!), eq(notifications.relatedEntityId, proposal.id)));
    expect(note?.title).toBe('New proposal');
    const queued = await t.database.db
      .select()
      .from(jobs)
      .where(like(jobs.dedupeKey, `proposal-follow-up:${proposal.id}:%`));
    expect(queued.map((job) => job.dedupeKey?.split(':').at(-1)).sort()).toEqual(['3d', '7d']);
  });

  it('marks viewed on the client’s first open only, never on a staff open, and announces it live', async () => {
    const proposal = await createAndSend({ title: 'View check' });
    expect((await admin({ method: 'GET', url: `/api/proposals/${proposal.id}` })).json().status).toBe('sent');
    expect((await agent({ method: 'GET', url: `/api/proposals/${proposal.id}` })).json().status).toBe('sent');
    const opened = (await clientA({ method: 'GET', url: `/api/proposals/${proposal.id}` })).json();
    expect(opened.status).toBe('viewed');
    expect(opened.viewedAt).toBeTruthy();
    const again = (await clientA({ method: 'GET', url: `/api/proposals/${proposal.id}` })).json();
    expect(again.viewedAt).toBe(opened.viewedAt);
    const events = await t.database.db.select().from(liveEvents).where(eq(liveEvents.type, 'proposals.updated'));
    expect(events.filter((e) => e.payload.id === proposal.id && e.payload.status === 'viewed')).toHaveLength(1);
    const viewedAudits = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'proposal.viewed'), eq(auditLogs.targetId, proposal.id)));
    expect(viewedAudits).toHaveLength(1);
    const [note] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ids.agent!), eq(notifications.relatedEntityId, proposal.id)));
    expect(note?.title).toBe('Proposal viewed');
  });

  it('sends follow-ups after 3 and 7 days without a decision, and none once decided', async () => {
    const waiting = await createAndSend({ title: 'Follow-up waiting' });
    const decided = await createAndSend({ title: 'Follow-up decided' });
    expect((await approve(decided.id)).statusCode).toBe(200);
    const followUps = async (number: string) =>
      t.database.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.kind, 'proposal-follow-up'), like(emailOutbox.subject, `%${number}%`)));

    await t.app.jobs.runDue(new Date(Date.now() + 2 * DAY));
    expect(await followUps(waiting.number)).toHaveLength(0);
    await t.app.jobs.runDue(new Date(Date.now() + 3 * DAY + 60_000));
    expect(await followUps(waiting.number)).toHaveLength(1);
    await t.app.jobs.runDue(new Date(Date.now() + 7 * DAY + 60_000));
    expect(await followUps(waiting.number)).toHaveLength(2);
    expect(await followUps(decided.number)).toHaveLength(0);
  });

  it('a follow-up job re-checks the status and does nothing for a proposal decided meanwhile', async () => {
    const proposal = await createAndSend({ title: 'Follow-up recheck' });
    // Decided behind the queue's back: the job still runs, and must see the decision.
    await t.database.db.update(proposals).set({ status: 'rejected' }).where(eq(proposals.id, proposal.id));
    await t.app.jobs.runDue(new Date(Date.now() + 8 * DAY));
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'proposal-follow-up'), like(emailOutbox.subject, `%${proposal.number}%`)));
    expect(mails).toEqual([]);
  });

  it('expires sent or viewed proposals past their valid-until date, and they can no longer be approved', async () => {
    const proposal = await createAndSend({ title: 'Expiry check', validUntil: today() });
    // Later the same day (UTC): still valid.
    await t.app.jobs.runDue(new Date(`${today()}T23:59:00.000Z`));
    expect((await admin({ method: 'GET', url: `/api/proposals/${proposal.id}` })).json().status).toBe('sent');
    // A recurring job runs once per 15-minute slot: this slot is one no earlier test used.
    await t.app.jobs.runDue(new Date(Date.now() + 2 * DAY + 3 * 3_600_000));
    expect((await admin({ method: 'GET', url: `/api/proposals/${proposal.id}` })).json().status).toBe('expired');
    expect((await approve(proposal.id)).statusCode).toBe(409);
    const [note] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ids.agent!), eq(notifications.title, 'Proposal expired')));
    expect(note?.relatedEntityId).toBe(proposal.id);
  });
});

describe('the signed decision', () => {
  it('records the approval, creates the project and a 50% deposit invoice numbered without gaps, notifies the agency', async () => {
    const first = await createAndSend({ title: 'Approval one' });
    await clientA({ method: 'GET', url: `/api/proposals/${first.id}` });
    const noAgreement = await clientA({
      method: 'POST',
      url: `/api/proposals/${first.id}/approve`,
      payload: { fullName: 'Ada Client', agree: false, version: await versionOf(first.id) },
    });
    expect(noAgreement.statusCode).toBe(400);
    const noName = await clientA({
      method: 'POST',
      url: `/api/proposals/${first.id}/approve`,
      payload: { fullName: ' ', agree: true, version: await versionOf(first.id) },
    });
    expect(noName.json().error.message).toBe('Type your full name to sign');

    const res = await approve(first.id, 'Ada  Lovelace-Client');
    expect(res.statusCode).toBe(200);
    const approved = res.json();
    expect(approved.status).toBe('approved');
    expect(approved.decision).toMatchObject({
      decision: 'approved',
      typedName: 'Ada  Lovelace-Client',
      email: emails.clientA,
      agreed: true,
      userAgent: 'ProposalTest/1.0',
      ip: '127.0.0.1',
    });
    expect(approved.decision.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(approved.projectId).toBeTruthy();
    const [project] = await t.database.db.select().from(projects).where(eq(projects.id, approved.projectId));
    expect(project).toMatchObject({ name: 'Approval one', clientId: ids.orgA, budgetCents: 525_500 });
    const [assignment] = await t.database.db
      .select()
      .from(projectAgents)
      .where(eq(projectAgents.projectId, approved.projectId));
    expect(assignment?.agentId).toBe(ids.agent);

    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.proposalId, first.id));
    expect(invoice).toMatchObject({
      status: 'sent',
      totalCents: 262_750,
      clientId: ids.orgA,
      projectId: approved.projectId,
      dueDate: inDays(30),
    });
    const lines = await t.database.db.select().from(invoiceItems).where(eq(invoiceItems.invoiceId, invoice!.id));
    expect(lines).toEqual([expect.objectContaining({ quantity: 1, amountCents: 262_750 })]);
    expect(approved.depositInvoice).toEqual({ id: invoice!.id, number: invoice!.number, totalCents: 262_750 });

    const second = await createAndSend({ title: 'Approval two' });
    const secondApproved = (await approve(second.id)).json();
    const numberOf = (n: string) => Number(n.split('-').at(-1));
    expect(numberOf(secondApproved.depositInvoice.number)).toBe(numberOf(invoice!.number) + 1);

    const agencyNotes = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.relatedEntityId, first.id), eq(notifications.title, 'Proposal approved')));
    expect(agencyNotes.map((n) => n.userId).sort()).toEqual([ids.admin, ids.agent].sort());
    const actions = (await t.database.db.select().from(auditLogs).where(eq(auditLogs.targetId, first.id))).map(
      (row) => row.action,
    );
    expect(actions).toContain('proposal.approved');
  });

  it('refuses edits of a decided proposal (409) and a second decision', async () => {
    const proposal = await createAndSend({ title: 'Locked' });
    await approve(proposal.id);
    const edit = await agent({ method: 'PATCH', url: `/api/proposals/${proposal.id}`, payload: { title: 'Changed' } });
    expect(edit.statusCode).toBe(409);
    const reject = await clientA({
      method: 'POST',
      url: `/api/proposals/${proposal.id}/reject`,
      payload: { version: await versionOf(proposal.id) },
    });
    expect(reject.statusCode).toBe(409);
    const [row] = await t.database.db.select().from(proposals).where(eq(proposals.id, proposal.id));
    expect(row).toMatchObject({ title: 'Locked', status: 'approved' });
  });

  it('verifies the accepted hash, and detects a proposal changed after acceptance', async () => {
    const proposal = await createAndSend({ title: 'Hash check' });
    await approve(proposal.id);
    const ok = await clientA({ method: 'GET', url: `/api/proposals/${proposal.id}/verify` });
    expect(ok.json()).toMatchObject({ matches: true, contentMatches: true, signature: 'valid', auditMatches: true });
    expect(ok.json().currentHash).toBe(ok.json().acceptedHash);
    expect((await agent({ method: 'GET', url: `/api/proposals/${proposal.id}/verify` })).json().matches).toBe(true);
    // Tampering below the API (the API itself refuses edits): one line's amount changes.
    await t.database.db
      .update(proposalItems)
      .set({ quantity: 11, amountCents: 138_050 })
      .where(and(eq(proposalItems.proposalId, proposal.id), eq(proposalItems.position, 0)));
    const changed = await clientA({ method: 'GET', url: `/api/proposals/${proposal.id}/verify` });
    expect(changed.json().matches).toBe(false);
    expect(changed.json().acceptedHash).toBe(ok.json().acceptedHash);
  });

  it('records a rejection with its optional reason and no invoice', async () => {
    const proposal = await createAndSend({ title: 'Rejection' });
    const res = await clientA({
      method: 'POST',
      url: `/api/proposals/${proposal.id}/reject`,
      payload: { reason: 'Over budget this quarter', version: await versionOf(proposal.id) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'rejected',
      decision: { decision: 'rejected', reason: 'Over budget this quarter' },
      depositInvoice: null,
    });
    expect(await t.database.db.select().from(invoices).where(eq(invoices.proposalId, proposal.id))).toEqual([]);
  });
});

describe('the proposal PDF', () => {
  it('carries the numbers, names, amounts and the acceptance record', async () => {
    const proposal = await createAndSend({ title: 'PDF check' });
    const approved = (await approve(proposal.id, 'Ada Signer')).json();
    const res = await clientA({ method: 'GET', url: `/api/proposals/${proposal.id}/pdf` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`${proposal.number}.pdf`);
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'Northstar Digital',
      'PROPOSAL',
      proposal.number,
      'PDF check',
      'Harbor Retail',
      'Design (hours)',
      '$125.50',
      '$1,255.00',
      '$4,000.00',
      '$5,255.00',
      '$2,627.50',
      '50% deposit, balance on launch. Net 30.',
      'Acceptance record',
      'Ada Signer',
      emails.clientA!,
      approved.decision.contentHash,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('downloads a draft for staff without marking anything', async () => {
    const proposal = await create({ title: 'Draft PDF' });
    const res = await agent({ method: 'GET', url: `/api/proposals/${proposal.id}/pdf` });
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Draft PDF');
    expect(text).not.toContain('Acceptance record');
  });
});

describe('request a quote', () => {
  it('creates a lead tied to the client and notifies admins and agents', async () => {
    const res = await clientA({
      method: 'POST',
      url: '/api/quote-requests',
      payload: { need: 'A loyalty programme in the app', budget: '$15,000 - $50,000', timeline: '1-3 months' },
    });
    expect(res.statusCode).toBe(201);
    const [lead] = await t.database.db.select().from(leads).where(eq(leads.id, res.json().id));
    expect(lead).toMatchObject({
      clientId: ids.orgA,
      email: emails.clientA,
      company: 'Harbor Retail',
      message: 'A loyalty programme in the app',
      budget: '$15,000 - $50,000',
      timeline: '1-3 months',
    });
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.relatedEntityId, lead!.id));
    expect(notes.map((n) => n.userId).sort()).toEqual([ids.admin, ids.agent].sort());
  });

  it('refuses staff (403) and an empty request (400)', async () => {
    const payload = { need: 'x', budget: 'Not sure yet', timeline: 'ASAP' };
    expect((await agent({ method: 'POST', url: '/api/quote-requests', payload })).statusCode).toBe(403);
    const empty = await clientA({ method: 'POST', url: '/api/quote-requests', payload: { ...payload, need: ' ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Tell us what you need');
  });
});

describe('global search', () => {
  it('finds proposals within scope: a client never sees a draft or another organisation’s proposal', async () => {
    const sentA = await createAndSend({ title: 'Zephyr storefront' });
    const draftA = await create({ title: 'Zephyr internal draft' });
    const sentB = await createAndSend({ title: 'Zephyr intake', clientId: ids.orgB });
    const found = async (who: ReturnType<typeof as>) =>
      ((await who({ method: 'GET', url: '/api/search?q=Zephyr' })).json().items as { type: string; id: string }[])
        .filter((result) => result.type === 'proposal')
        .map((result) => result.id)
        .sort();
    expect(await found(clientA)).toEqual([sentA.id]);
    expect(await found(clientB)).toEqual([sentB.id]);
    expect(await found(agent)).toEqual([sentA.id, draftA.id, sentB.id].sort());
    const byNumber = (await clientA({ method: 'GET', url: `/api/search?q=${sentA.number}` })).json().items;
    expect(byNumber).toContainEqual(
      expect.objectContaining({ type: 'proposal', id: sentA.id, url: `/dashboard/proposals?proposal=${sentA.id}` }),
    );
  });
});
