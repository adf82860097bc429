import { PROPOSAL_MESSAGES } from '@agency/shared/proposals';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLogs,
  clients,
  invoices,
  notifications,
  proposalDecisions,
  proposalItems,
  proposals,
} from '../../db/schema/index.ts';
import { contentHash } from '../../lib/proposal-content-hash.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { as, createClient, createUser, signIn } from '../../test/auth.ts';
import { acceptedContent, loadProposal } from './queries.ts';

// Issue #18 points 6 and 7: a decision names the version the client was shown, and the sealed record is signed.

let t: TestApp;
let agent: ReturnType<typeof as>;
let client: ReturnType<typeof as>;
const ids: Record<string, string> = {};
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const org = await createClient(db, 'Harbor Retail');
  ids.org = org.id;
  const staff = await createUser(db, { role: 'AGENT' });
  const member = await createUser(db, { role: 'CLIENT', clientId: org.id });
  ids.client = member.id;
  agent = as(t.app, await signIn(t.app, staff.email));
  client = as(t.app, await signIn(t.app, member.email));
});
afterAll(() => t.close());

async function sentProposal(title: string, rate = 3000) {
  const created = await agent({
    method: 'POST',
    url: '/api/proposals',
    payload: {
      title,
      clientId: ids.org,
      terms: 'Net 30.',
      validUntil: inDays(30),
      depositPercent: 30,
      items: [{ description: 'Website', quantity: 1, rate }],
    },
  });
  expect(created.statusCode).toBe(201);
  const sent = await agent({ method: 'POST', url: `/api/proposals/${created.json().id}/send` });
  expect(sent.statusCode).toBe(200);
  return sent.json() as { id: string };
}

const open = async (id: string) => (await client({ method: 'GET', url: `/api/proposals/${id}` })).json();
const approve = (id: string, version?: string) =>
  client({
    method: 'POST',
    url: `/api/proposals/${id}/approve`,
    payload: { fullName: 'Ada Client', agree: true, version },
  });
const verify = async (id: string) => (await client({ method: 'GET', url: `/api/proposals/${id}/verify` })).json();

describe('a decision names the version the client was shown (#18.6)', () => {
  it('refuses an approval of a version changed after the client viewed it, tells the client, then approves the new one', async () => {
    const proposal = await sentProposal('Storefront');
    const shown = await open(proposal.id);
    expect(shown.status).toBe('viewed');
    expect(shown.version).toMatch(/^[0-9a-f]{64}$/);

    const edit = await agent({
      method: 'PATCH',
      url: `/api/proposals/${proposal.id}`,
      payload: { items: [{ description: 'Website', quantity: 1, rate: 30000 }], terms: 'Net 7, no refunds.' },
    });
    expect(edit.statusCode).toBe(200);
    // A new version the client has not seen: back to sent, and the client is told.
    expect(edit.json()).toMatchObject({ status: 'sent', viewedAt: null, totalCents: 3_000_000 });
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ids.client!), eq(notifications.relatedEntityId, proposal.id)));
    expect(told.map((n) => n.title)).toContain('Proposal updated');

    const stale = await approve(proposal.id, shown.version);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(PROPOSAL_MESSAGES.changedSinceShown);
    const [row] = await t.database.db.select().from(proposals).where(eq(proposals.id, proposal.id));
    expect(row!.status).toBe('sent');
    expect(await t.database.db.select().from(invoices).where(eq(invoices.proposalId, proposal.id))).toEqual([]);

    const stillStale = await client({
      method: 'POST',
      url: `/api/proposals/${proposal.id}/reject`,
      payload: { version: shown.version },
    });
    expect(stillStale.statusCode).toBe(409);

    const current = await open(proposal.id);
    expect(current.version).not.toBe(shown.version);
    expect(current.terms).toBe('Net 7, no refunds.');
    const approved = await approve(proposal.id, current.version);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().depositInvoice.totalCents).toBe(900_000);
    expect(approved.json().decision.contentHash).toBe(current.version);
  });

  it('an edit racing an approval: the approval is of the version shown, or refused; never of the new price', async () => {
    for (let round = 0; round < 3; round++) {
      const proposal = await sentProposal(`Race ${round}`);
      const shown = await open(proposal.id);
      const [edit, approval] = await Promise.all([
        agent({
          method: 'PATCH',
          url: `/api/proposals/${proposal.id}`,
          payload: { items: [{ description: 'Website', quantity: 1, rate: 30000 }] },
        }),
        approve(proposal.id, shown.version),
      ]);
      // One of the two wins the row lock; the other sees its result.
      expect([edit.statusCode, approval.statusCode].sort()).toEqual([200, 409]);
      const [row] = await t.database.db.select().from(proposals).where(eq(proposals.id, proposal.id));
      if (approval.statusCode === 200) expect(row).toMatchObject({ status: 'approved', totalCents: 300_000 });
      else expect(row).toMatchObject({ status: 'sent', totalCents: 3_000_000 });
    }
  });

  it('refuses a decision that names no version (400)', async () => {
    const proposal = await sentProposal('No version');
    await open(proposal.id);
    expect((await approve(proposal.id)).statusCode).toBe(400);
    const reject = await client({ method: 'POST', url: `/api/proposals/${proposal.id}/reject`, payload: {} });
    expect(reject.statusCode).toBe(400);
  });

  it('an edit that changes nothing the client signs keeps the version and the viewed state', async () => {
    const proposal = await sentProposal('Same content');
    const shown = await open(proposal.id);
    const edit = await agent({ method: 'PATCH', url: `/api/proposals/${proposal.id}`, payload: { terms: 'Net 30.' } });
    expect(edit.json()).toMatchObject({ status: 'viewed', version: shown.version });
  });
});

describe('the sealed record is signed with a server key (#18.7)', () => {
  it('verifies the signature and the audit row; a re-sealed record (new hash, no key) fails', async () => {
    const proposal = await sentProposal('Sealed');
    const shown = await open(proposal.id);
    expect((await approve(proposal.id, shown.version)).statusCode).toBe(200);
    expect(await verify(proposal.id)).toMatchObject({ matches: true, signature: 'valid', auditMatches: true });

    // Someone who can write the database changes the price and recomputes the content hash (the old seal).
    const db = t.database.db;
    await db
      .update(proposalItems)
      .set({ unitPriceCents: 30_000, amountCents: 30_000 })
      .where(eq(proposalItems.proposalId, proposal.id));
    await db.update(proposals).set({ totalCents: 30_000 }).where(eq(proposals.id, proposal.id));
    const loaded = await loadProposal(db, null, proposal.id);
    const resealed = contentHash(acceptedContent(loaded));
    await db
      .update(proposalDecisions)
      .set({ contentHash: resealed })
      .where(eq(proposalDecisions.proposalId, proposal.id));
    const result = await verify(proposal.id);
    expect(result).toMatchObject({ matches: false, signature: 'invalid', currentHash: resealed });
  });

  it('catches an audit row that disagrees with the record', async () => {
    const proposal = await sentProposal('Audit');
    const shown = await open(proposal.id);
    await approve(proposal.id, shown.version);
    await t.database.db
      .update(auditLogs)
      .set({ details: { contentHash: 'f'.repeat(64) } })
      .where(and(eq(auditLogs.targetId, proposal.id), eq(auditLogs.action, 'proposal.approved')));
    expect(await verify(proposal.id)).toMatchObject({ matches: false, signature: 'valid', auditMatches: false });
  });

  it('still verifies after the client organisation is renamed (the name is sealed as it was)', async () => {
    const org = await createClient(t.database.db, 'Old Name Ltd');
    const member = await createUser(t.database.db, { role: 'CLIENT', clientId: org.id });
    const other = as(t.app, await signIn(t.app, member.email));
    const created = await agent({
      method: 'POST',
      url: '/api/proposals',
      payload: { title: 'Rename', clientId: org.id, items: [{ description: 'Work', quantity: 2, rate: 12.75 }] },
    });
    await agent({ method: 'POST', url: `/api/proposals/${created.json().id}/send` });
    const shown = (await other({ method: 'GET', url: `/api/proposals/${created.json().id}` })).json();
    const res = await other({
      method: 'POST',
      url: `/api/proposals/${shown.id}/approve`,
      payload: { fullName: 'Bo', agree: true, version: shown.version },
    });
    expect(res.statusCode).toBe(200);
    await t.database.db.update(clients).set({ name: 'New Name Group' }).where(eq(clients.id, org.id));
    const result = (await other({ method: 'GET', url: `/api/proposals/${shown.id}/verify` })).json();
    expect(result).toMatchObject({ matches: true, signature: 'valid', acceptedHash: shown.version });
  });

  it('reports an unsigned (legacy) seal as unsigned: its content is compared, but it is not a proof', async () => {
    const proposal = await sentProposal('Legacy');
    const shown = await open(proposal.id);
    await approve(proposal.id, shown.version);
    await t.database.db
      .update(proposalDecisions)
      .set({ signature: null, clientName: null })
      .where(eq(proposalDecisions.proposalId, proposal.id));
    expect(await verify(proposal.id)).toMatchObject({
      matches: false,
      contentMatches: true,
      signature: 'absent',
    });
  });

  it('signs a rejection too', async () => {
    const proposal = await sentProposal('Declined');
    const shown = await open(proposal.id);
    const res = await client({
      method: 'POST',
      url: `/api/proposals/${proposal.id}/reject`,
      payload: { reason: 'Later', version: shown.version },
    });
    expect(res.statusCode).toBe(200);
    expect(await verify(proposal.id)).toMatchObject({ matches: true, signature: 'valid', auditMatches: true });
  });
});
