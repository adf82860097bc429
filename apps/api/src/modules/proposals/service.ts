import type { ProposalStatus } from '@agency/shared/enums';
import { dollarsToCents, lineAmountCents, sumCents } from '@agency/shared/money';
import {
  type ApproveProposalBody,
  type CreateProposalBody,
  PROPOSAL_FOLLOW_UP_DAYS,
  PROPOSAL_MESSAGES,
  type ProposalItemInput,
  type RejectProposalBody,
  type UpdateProposalBody,
} from '@agency/shared/proposals';
import { and, asc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  clients,
  invoices,
  projectAgents,
  projects,
  proposalDecisions,
  proposalItems,
  proposals,
  users,
} from '../../db/schema/index.ts';
import { cancelJob, enqueueJob } from '../../jobs/queue.ts';
import { type Actor, type RequestContext, writeAudit } from '../../lib/audit.ts';
import { afterCursor, type Cursor, keyset, newestFirst, toPage } from '../../lib/cursor.ts';
import { nextDocumentNumber } from '../../lib/document-numbers.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { notificationText } from '../../lib/notification-texts.ts';
import { type AcceptedContent, contentHash } from '../../lib/proposal-content-hash.ts';
import { activeAdminIds, activeClientUsers } from '../../lib/recipients.ts';
import type { OutgoingEmail } from '../../mail/outbox.ts';
import type { Caller } from '../../plugins/access.ts';
import { publish } from '../../realtime/publish.ts';
import { notify } from '../notifications/service.ts';
import { createDepositInvoice } from './deposit.ts';
import { proposalSentEmail } from './emails.ts';

/** What the service needs from the app besides the database: the outbox and the portal's address. */
export interface ProposalDeps {
  enqueueMail(db: Db, mail: OutgoingEmail): Promise<{ id: string }>;
  publicUrl: string;
}

/** Integer cents fit a PostgreSQL integer (columns.ts): a document total stays below $21 million. */
const MAX_TOTAL_CENTS = 2_000_000_000;
const FOLLOW_UP_JOB = 'proposals.follow-up';
const DECIDED: ProposalStatus[] = ['approved', 'rejected'];

/**
 * The proposals a caller may see (D5, D6): staff see every proposal (`any`); a CLIENT sees their organisation's
 * proposals once sent (a draft is the agency's work in progress). Everything else is out of scope, so 404.
 */
export function proposalScope({ user, access }: Caller): SQL | undefined {
  if (access === 'any') return undefined;
  if (user.role === 'CLIENT' && user.clientId)
    return and(eq(proposals.clientId, user.clientId), ne(proposals.status, 'draft'));
  return sql`false`;
}

export const proposalLink = (id: string) => `/dashboard/proposals?proposal=${id}`;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const followUpKey = (id: string, sentAt: Date, days: number) => `proposal-follow-up:${id}:${sentAt.getTime()}:${days}d`;

const summaryColumns = {
  id: proposals.id,
  number: proposals.number,
  title: proposals.title,
  clientId: proposals.clientId,
  clientName: clients.name,
  status: proposals.status,
  totalCents: proposals.totalCents,
  currency: proposals.currency,
  validUntil: proposals.validUntil,
  sentAt: proposals.sentAt,
  viewedAt: proposals.viewedAt,
  decidedAt: proposals.decidedAt,
  createdAt: proposals.createdAt,
  updatedAt: proposals.updatedAt,
};

export interface ProposalQuery {
  status?: ProposalStatus;
  q?: string;
  cursor?: Cursor;
  limit: number;
}

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The Proposals workspace list: newest first, by status tab, searched over title and client name. */
export async function listProposals(db: Db, caller: Caller, query: ProposalQuery) {
  const pattern = query.q ? likePattern(query.q) : undefined;
  const rows = await db
    .select({ ...summaryColumns, ...keyset(proposals) })
    .from(proposals)
    .innerJoin(clients, eq(clients.id, proposals.clientId))
    .where(
      and(
        proposalScope(caller),
        query.status ? eq(proposals.status, query.status) : undefined,
        pattern ? or(ilike(proposals.title, pattern), ilike(clients.name, pattern)) : undefined,
        afterCursor(proposals, query.cursor),
      ),
    )
    .orderBy(...newestFirst(proposals))
    .limit(query.limit + 1);
  return toPage(rows, query.limit);
}

/** One proposal with its lines, decision and deposit invoice, if the caller may see it; 404 otherwise. */
async function loadProposal(db: Db, caller: Caller, id: string) {
  const [row] = await db
    .select({
      ...summaryColumns,
      clientEmail: clients.email,
      projectId: proposals.projectId,
      projectName: projects.name,
      description: proposals.description,
      scope: proposals.scope,
      timeline: proposals.timeline,
      terms: proposals.terms,
      depositPercent: proposals.depositPercent,
      createdById: proposals.createdById,
      createdByName: users.name,
    })
    .from(proposals)
    .innerJoin(clients, eq(clients.id, proposals.clientId))
    .leftJoin(projects, eq(projects.id, proposals.projectId))
    .leftJoin(users, eq(users.id, proposals.createdById))
    .where(and(eq(proposals.id, id), proposalScope(caller)));
  if (!row) throw notFound(PROPOSAL_MESSAGES.notFound);
  const [items, decisions, deposits] = await Promise.all([
    db
      .select({
        id: proposalItems.id,
        description: proposalItems.description,
        quantity: proposalItems.quantity,
        unitPriceCents: proposalItems.unitPriceCents,
        amountCents: proposalItems.amountCents,
      })
      .from(proposalItems)
      .where(eq(proposalItems.proposalId, id))
      .orderBy(asc(proposalItems.position), asc(proposalItems.id)),
    db
      .select({
        decision: proposalDecisions.decision,
        name: users.name,
        email: proposalDecisions.email,
        typedName: proposalDecisions.typedName,
        agreed: proposalDecisions.agreed,
        reason: proposalDecisions.reason,
        ip: proposalDecisions.ip,
        userAgent: proposalDecisions.userAgent,
        contentHash: proposalDecisions.contentHash,
        decidedAt: proposalDecisions.decidedAt,
      })
      .from(proposalDecisions)
      .leftJoin(users, eq(users.id, proposalDecisions.userId))
      .where(eq(proposalDecisions.proposalId, id)),
    db
      .select({ id: invoices.id, number: invoices.number, totalCents: invoices.totalCents })
      .from(invoices)
      .where(eq(invoices.proposalId, id))
      .orderBy(asc(invoices.createdAt))
      .limit(1),
  ]);
  const { createdById, ...detail } = row;
  const decision = decisions[0]
    ? { ...decisions[0], decision: decisions[0].decision as 'approved' | 'rejected' }
    : null;
  return { ...detail, createdById, items, decision, depositInvoice: deposits[0] ?? null };
}
export type LoadedProposal = Awaited<ReturnType<typeof loadProposal>>;

function publicDetail({ createdById: _, ...detail }: LoadedProposal) {
  return detail;
}

/** The content the client signs, from a loaded proposal (see lib/proposal-content-hash.ts). */
export function acceptedContent(p: LoadedProposal): AcceptedContent {
  return {
    number: p.number,
    title: p.title,
    client: { id: p.clientId, name: p.clientName },
    items: p.items.map(({ description, quantity, unitPriceCents, amountCents }) => ({
      description,
      quantity,
      unitPriceCents,
      amountCents,
    })),
    totalCents: p.totalCents,
    currency: p.currency,
    description: p.description,
    scope: p.scope,
    timeline: p.timeline,
    terms: p.terms,
    validUntil: p.validUntil,
    depositPercent: p.depositPercent,
  };
}

/**
 * Opens a proposal. The first open by a CLIENT member of its organisation marks a sent proposal viewed (never a
 * staff open, never a button), tells its author and announces it live, so the agent's screen changes.
 */
export async function getProposal(db: Db, caller: Caller, id: string, context?: RequestContext) {
  const proposal = await loadProposal(db, caller, id);
  if (caller.user.role !== 'CLIENT' || proposal.status !== 'sent') return publicDetail(proposal);
  await db.transaction(async (tx) => {
    const [viewed] = await tx
      .update(proposals)
      .set({ status: 'viewed', viewedAt: new Date() })
      .where(and(eq(proposals.id, id), eq(proposals.status, 'sent')))
      .returning({ id: proposals.id });
    if (!viewed) return; // Another tab got there first.
    await writeAudit(tx, {
      action: 'proposal.viewed',
      category: 'billing',
      actor: caller.user,
      target: { type: 'proposal', id, label: proposal.number },
      scope: { clientId: proposal.clientId, projectId: proposal.projectId },
      context,
    });
    if (proposal.createdById) {
      await notify(tx, {
        userId: proposal.createdById,
        type: 'project',
        text: notificationText('proposalViewed', {
          client: proposal.clientName,
          number: proposal.number,
          title: proposal.title,
        }),
        actionUrl: proposalLink(id),
        related: { type: 'proposal', id, name: proposal.title },
      });
    }
    await publishChange(tx, proposal.clientId, id, 'viewed');
  });
  return publicDetail(await loadProposal(db, caller, id));
}

async function publishChange(tx: Db, clientId: string, id: string, status: ProposalStatus, staffOnly = false) {
  await publish(tx, { type: 'proposals.updated', clientId, staffOnly, payload: { id, status } });
}

type PricedItem = { description: string; quantity: number; unitPriceCents: number; amountCents: number };

/** Lines priced on the server (D11): rate in dollars to cents, amount = quantity × rate; no lines → one line. */
function priceItems(title: string, items: ProposalItemInput[], amount: number | null | undefined): PricedItem[] {
  const lines =
    items.length > 0
      ? items.map((item) => ({ description: item.description, quantity: item.quantity, rate: item.rate }))
      : [{ description: title, quantity: 1, rate: amount ?? 0 }];
  const priced = lines.map((line) => {
    const unitPriceCents = dollarsToCents(line.rate);
    return {
      description: line.description,
      quantity: line.quantity,
      unitPriceCents,
      amountCents: lineAmountCents({ quantity: line.quantity, unitPriceCents }),
    };
  });
  if (sumCents(priced.map((line) => line.amountCents)) > MAX_TOTAL_CENTS) {
    throw badRequest('The total is too large for one proposal.', { items: 'The total is too large' });
  }
  return priced;
}

async function checkClientAndProject(tx: Db, clientId: string, projectId: string | null) {
  const [client] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
  if (!client) throw badRequest(PROPOSAL_MESSAGES.clientNotFound, { clientId: PROPOSAL_MESSAGES.clientNotFound });
  if (!projectId) return;
  const [project] = await tx.select({ clientId: projects.clientId }).from(projects).where(eq(projects.id, projectId));
  if (!project) throw badRequest(PROPOSAL_MESSAGES.projectNotFound, { projectId: PROPOSAL_MESSAGES.projectNotFound });
  if (project.clientId !== clientId) {
    throw badRequest(PROPOSAL_MESSAGES.projectOfOtherClient, { projectId: PROPOSAL_MESSAGES.projectOfOtherClient });
  }
}

async function writeItems(tx: Db, proposalId: string, items: PricedItem[]) {
  await tx.delete(proposalItems).where(eq(proposalItems.proposalId, proposalId));
  if (items.length === 0) return;
  await tx.insert(proposalItems).values(items.map((item, position) => ({ ...item, proposalId, position })));
}

/** Create Proposal (admin, agent): a draft numbered PRP-YYYY-NNNN, total = sum of its lines. */
export async function createProposal(db: Db, caller: Caller, body: CreateProposalBody, context?: RequestContext) {
  const input = body as Required<CreateProposalBody>;
  const items = priceItems(input.title, input.items ?? [], input.amount);
  const id = await db.transaction(async (tx) => {
    await checkClientAndProject(tx, input.clientId, input.projectId ?? null);
    const number = await nextProposalNumber(tx);
    const [row] = await tx
      .insert(proposals)
      .values({
        number,
        clientId: input.clientId,
        projectId: input.projectId ?? null,
        title: input.title,
        description: input.description ?? '',
        scope: input.scope ?? '',
        timeline: input.timeline ?? '',
        terms: input.terms ?? '',
        validUntil: input.validUntil ?? null,
        depositPercent: input.depositPercent,
        totalCents: sumCents(items.map((item) => item.amountCents)),
        createdById: caller.user.id,
      })
      .returning({ id: proposals.id });
    await writeItems(tx, row!.id, items);
    await writeAudit(tx, {
      action: 'proposal.created',
      category: 'billing',
      actor: caller.user,
      target: { type: 'proposal', id: row!.id, label: number },
      scope: { clientId: input.clientId, projectId: input.projectId ?? null },
      context,
    });
    await publishChange(tx, input.clientId, row!.id, 'draft', true);
    return row!.id;
  });
  return publicDetail(await loadProposal(db, caller, id));
}

function nextProposalNumber(tx: Db) {
  return nextDocumentNumber(tx, 'PRP', new Date().getUTCFullYear());
}

async function lockProposal(tx: Db, caller: Caller, id: string) {
  const [row] = await tx
    .select({
      id: proposals.id,
      status: proposals.status,
      number: proposals.number,
      title: proposals.title,
      clientId: proposals.clientId,
      projectId: proposals.projectId,
      validUntil: proposals.validUntil,
      sentAt: proposals.sentAt,
      createdById: proposals.createdById,
    })
    .from(proposals)
    .where(and(eq(proposals.id, id), proposalScope(caller)))
    .for('update');
  if (!row) throw notFound(PROPOSAL_MESSAGES.notFound);
  return row;
}

/** Edit (admin, agent): any proposal until the client decides; a decided one answers 409 and stays as signed. */
export async function updateProposal(
  db: Db,
  caller: Caller,
  id: string,
  body: UpdateProposalBody,
  context?: RequestContext,
) {
  await db.transaction(async (tx) => {
    const current = await lockProposal(tx, caller, id);
    if (DECIDED.includes(current.status)) throw conflict(PROPOSAL_MESSAGES.decided);
    // Once sent, the proposal belongs to that organisation's record (its users were e-mailed and notified).
    if (body.clientId && body.clientId !== current.clientId && current.status !== 'draft') {
      throw conflict(PROPOSAL_MESSAGES.clientFixed);
    }
    const clientId = body.clientId ?? current.clientId;
    const projectId = body.projectId === undefined ? current.projectId : body.projectId;
    if (body.clientId !== undefined || body.projectId !== undefined)
      await checkClientAndProject(tx, clientId, projectId);
    const patch: Partial<typeof proposals.$inferInsert> = {
      clientId,
      projectId,
      ...(body.title !== undefined && { title: body.title }),
      ...(body.description !== undefined && { description: body.description }),
      ...(body.scope !== undefined && { scope: body.scope }),
      ...(body.timeline !== undefined && { timeline: body.timeline }),
      ...(body.terms !== undefined && { terms: body.terms }),
      ...(body.validUntil !== undefined && { validUntil: body.validUntil }),
      ...(body.depositPercent !== undefined && { depositPercent: body.depositPercent }),
    };
    if (body.items !== undefined || body.amount !== undefined) {
      const items = priceItems(body.title ?? current.title, body.items ?? [], body.amount);
      await writeItems(tx, id, items);
      patch.totalCents = sumCents(items.map((item) => item.amountCents));
    }
    await tx.update(proposals).set(patch).where(eq(proposals.id, id));
    await writeAudit(tx, {
      action: 'proposal.updated',
      category: 'billing',
      actor: caller.user,
      target: { type: 'proposal', id, label: current.number },
      scope: { clientId, projectId },
      details: { fields: Object.keys(body) },
      context,
    });
    await publishChange(tx, clientId, id, current.status, current.status === 'draft');
  });
  return publicDetail(await loadProposal(db, caller, id));
}

/** Delete (admin, agent): drafts only; a proposal the client has seen stays on record. */
export async function deleteProposal(db: Db, caller: Caller, id: string, context?: RequestContext) {
  await db.transaction(async (tx) => {
    const current = await lockProposal(tx, caller, id);
    if (current.status !== 'draft') throw conflict(PROPOSAL_MESSAGES.onlyDrafts);
    await tx.delete(proposals).where(eq(proposals.id, id));
    await writeAudit(tx, {
      action: 'proposal.deleted',
      category: 'billing',
      actor: caller.user,
      target: { type: 'proposal', id, label: current.number },
      scope: { clientId: current.clientId, projectId: current.projectId },
      context,
    });
    await publishChange(tx, current.clientId, id, 'draft', true);
  });
}

/** The agency side of a proposal: its author and every active admin (no one twice). */
export async function agencyRecipients(tx: Db, createdById: string | null): Promise<string[]> {
  const admins = await activeAdminIds(tx);
  return [...new Set([...(createdById ? [createdById] : []), ...admins])];
}

/**
 * Send to Client (admin, agent): draft (or expired, re-sent with a later valid-until) → sent. E-mails the
 * organisation's users a link into the portal, notifies them, and queues the 3- and 7-day follow-ups (D21).
 */
export async function sendProposal(db: Db, caller: Caller, id: string, deps: ProposalDeps, context?: RequestContext) {
  await db.transaction(async (tx) => {
    const current = await lockProposal(tx, caller, id);
    if (current.status !== 'draft' && current.status !== 'expired') throw conflict(PROPOSAL_MESSAGES.notSendable);
    const now = new Date();
    if (current.validUntil && current.validUntil < isoDay(now)) {
      throw badRequest(PROPOSAL_MESSAGES.pastValidity, { validUntil: PROPOSAL_MESSAGES.pastValidity });
    }
    await tx.update(proposals).set({ status: 'sent', sentAt: now, viewedAt: null }).where(eq(proposals.id, id));
    const [client] = await tx
      .select({ name: clients.name, email: clients.email })
      .from(clients)
      .where(eq(clients.id, current.clientId));
    const recipients = await activeClientUsers(tx, current.clientId);
    const link = `${deps.publicUrl}${proposalLink(id)}`;
    const [totals] = await tx.select({ totalCents: proposals.totalCents }).from(proposals).where(eq(proposals.id, id));
    const mail = proposalSentEmail({
      number: current.number,
      title: current.title,
      clientName: client!.name,
      totalCents: totals!.totalCents,
      validUntil: current.validUntil,
      link,
      senderName: caller.user.name,
    });
    await deps.enqueueMail(tx, {
      to: recipients.length > 0 ? recipients.map((r) => r.email) : [client!.email],
      ...mail,
      kind: 'proposal-sent',
    });
    await notify(
      tx,
      recipients.map((recipient) => ({
        userId: recipient.id,
        type: 'project' as const,
        text: notificationText('proposalSent', { number: current.number, title: current.title }),
        actionUrl: proposalLink(id),
        related: { type: 'proposal', id, name: current.title },
        metadata: { amountCents: totals!.totalCents, actionRequired: true },
      })),
    );
    for (const days of PROPOSAL_FOLLOW_UP_DAYS) {
      await enqueueJob(tx, {
        name: FOLLOW_UP_JOB,
        runAt: new Date(now.getTime() + days * 86_400_000),
        dedupeKey: followUpKey(id, now, days),
        payload: { proposalId: id, days, sentAt: now.toISOString() },
      });
    }
    await writeAudit(tx, {
      action: 'proposal.sent',
      category: 'billing',
      actor: caller.user,
      target: { type: 'proposal', id, label: current.number },
      scope: { clientId: current.clientId, projectId: current.projectId, clientVisible: true },
      details: { recipients: recipients.length },
      context,
    });
    await publishChange(tx, current.clientId, id, 'sent');
  });
  return publicDetail(await loadProposal(db, caller, id));
}

async function cancelFollowUps(tx: Db, id: string, sentAt: Date | null) {
  if (!sentAt) return;
  for (const days of PROPOSAL_FOLLOW_UP_DAYS) await cancelJob(tx, followUpKey(id, sentAt, days));
}

async function lockForDecision(tx: Db, caller: Caller, id: string, now: Date) {
  const current = await lockProposal(tx, caller, id);
  const pastValidity = current.validUntil !== null && current.validUntil < isoDay(now);
  if ((current.status !== 'sent' && current.status !== 'viewed') || pastValidity) {
    throw conflict(PROPOSAL_MESSAGES.notDecidable);
  }
  return current;
}

/**
 * The client's signed approval: their typed name (recorded as typed; it need not match the account name, which
 * the record shows beside it), the ticked agreement, who, from where, when, and the SHA-256 of the exact content
 * accepted. In the same transaction: the project (when the proposal has none), the deposit invoice, the end of the
 * follow-ups, audit rows, notifications to the agency and live events.
 */
export async function approveProposal(
  db: Db,
  caller: Caller,
  id: string,
  body: ApproveProposalBody,
  context?: RequestContext,
) {
  await db.transaction(async (tx) => {
    const now = new Date();
    const current = await lockForDecision(tx, caller, id, now);
    const loaded = await loadProposal(tx, caller, id);
    const hash = contentHash(acceptedContent(loaded));
    const actor: Actor = caller.user;
    await tx.insert(proposalDecisions).values({
      proposalId: id,
      decision: 'approved',
      userId: caller.user.id,
      email: caller.user.email,
      typedName: body.fullName,
      agreed: true,
      ip: context?.ip ?? null,
      userAgent: context?.userAgent?.slice(0, 512) ?? null,
      contentHash: hash,
      decidedAt: now,
    });
    let projectId = current.projectId;
    if (!projectId) {
      const [project] = await tx
        .insert(projects)
        .values({
          name: current.title,
          clientId: current.clientId,
          description: loaded.description,
          budgetCents: loaded.totalCents,
          status: 'planning',
          createdById: current.createdById,
        })
        .returning({ id: projects.id });
      projectId = project!.id;
      const [author] = current.createdById
        ? await tx.select({ role: users.role }).from(users).where(eq(users.id, current.createdById))
        : [];
      if (author?.role === 'AGENT') await tx.insert(projectAgents).values({ projectId, agentId: current.createdById! });
      await writeAudit(tx, {
        action: 'project.created',
        category: 'project',
        actor,
        target: { type: 'project', id: projectId, label: current.title },
        scope: { clientId: current.clientId, projectId, clientVisible: true },
        details: { fromProposal: id },
        context,
      });
    }
    await tx
      .update(proposals)
      .set({ status: 'approved', decidedAt: now, decidedById: caller.user.id, projectId })
      .where(eq(proposals.id, id));
    const deposit =
      loaded.depositPercent > 0 && loaded.totalCents > 0
        ? await createDepositInvoice(tx, {
            proposal: { ...loaded, depositPercent: loaded.depositPercent },
            projectId,
            createdById: current.createdById,
            actor,
            now,
            context,
          })
        : null;
    await cancelFollowUps(tx, id, current.sentAt);
    await writeAudit(tx, {
      action: 'proposal.approved',
      category: 'billing',
      actor,
      target: { type: 'proposal', id, label: current.number },
      scope: { clientId: current.clientId, projectId, clientVisible: true },
      details: { contentHash: hash, typedName: body.fullName, depositInvoiceId: deposit?.id ?? null },
      context,
    });
    const agency = await agencyRecipients(tx, current.createdById);
    await notify(
      tx,
      agency.map((userId) => ({
        userId,
        type: 'project' as const,
        level: 'success' as const,
        text: deposit
          ? notificationText('proposalApprovedWithDeposit', {
              client: loaded.clientName,
              number: current.number,
              title: current.title,
              deposit: deposit.number,
            })
          : notificationText('proposalApproved', {
              client: loaded.clientName,
              number: current.number,
              title: current.title,
            }),
        actionUrl: proposalLink(id),
        related: { type: 'proposal', id, name: current.title },
        metadata: { amountCents: loaded.totalCents },
      })),
    );
    await publishChange(tx, current.clientId, id, 'approved');
    await publish(tx, { type: 'projects.updated', clientId: current.clientId, payload: { id: projectId } });
    if (deposit) {
      await publish(tx, {
        type: 'invoices.updated',
        clientId: current.clientId,
        payload: { id: deposit.id, status: 'sent' },
      });
    }
  });
  return publicDetail(await loadProposal(db, caller, id));
}

/** The client's rejection, with an optional reason; recorded like an approval (who, where, when, content hash). */
export async function rejectProposal(
  db: Db,
  caller: Caller,
  id: string,
  body: RejectProposalBody,
  context?: RequestContext,
) {
  await db.transaction(async (tx) => {
    const now = new Date();
    const current = await lockForDecision(tx, caller, id, now);
    const loaded = await loadProposal(tx, caller, id);
    const reason = body.reason?.trim() ? body.reason.trim() : null;
    await tx.insert(proposalDecisions).values({
      proposalId: id,
      decision: 'rejected',
      userId: caller.user.id,
      email: caller.user.email,
      reason,
      ip: context?.ip ?? null,
      userAgent: context?.userAgent?.slice(0, 512) ?? null,
      contentHash: contentHash(acceptedContent(loaded)),
      decidedAt: now,
    });
    await tx
      .update(proposals)
      .set({ status: 'rejected', decidedAt: now, decidedById: caller.user.id })
      .where(eq(proposals.id, id));
    await cancelFollowUps(tx, id, current.sentAt);
    await writeAudit(tx, {
      action: 'proposal.rejected',
      category: 'billing',
      actor: caller.user,
      target: { type: 'proposal', id, label: current.number },
      scope: { clientId: current.clientId, projectId: current.projectId, clientVisible: true },
      details: { reason },
      context,
    });
    const agency = await agencyRecipients(tx, current.createdById);
    await notify(
      tx,
      agency.map((userId) => ({
        userId,
        type: 'project' as const,
        level: 'warning' as const,
        text: reason
          ? notificationText('proposalRejectedWithReason', {
              client: loaded.clientName,
              number: current.number,
              title: current.title,
              reason,
            })
          : notificationText('proposalRejected', {
              client: loaded.clientName,
              number: current.number,
              title: current.title,
            }),
        actionUrl: proposalLink(id),
        related: { type: 'proposal', id, name: current.title },
      })),
    );
    await publishChange(tx, current.clientId, id, 'rejected');
  });
  return publicDetail(await loadProposal(db, caller, id));
}

/** Does the proposal still say what the client signed? Anyone in scope may ask. */
export async function verifyProposal(db: Db, caller: Caller, id: string) {
  const loaded = await loadProposal(db, caller, id);
  if (!loaded.decision) throw conflict('This proposal has no signed decision yet.');
  const currentHash = contentHash(acceptedContent(loaded));
  return {
    matches: currentHash === loaded.decision.contentHash,
    acceptedHash: loaded.decision.contentHash,
    currentHash,
    decidedAt: loaded.decision.decidedAt,
  };
}

/** The proposal as the PDF shows it (scope checked like an open, but never marks it viewed). */
export async function proposalForDocument(db: Db, caller: Caller, id: string) {
  return loadProposal(db, caller, id);
}

/** Sent or viewed proposals whose valid-until date has passed become expired (D10); run by a recurring job. */
export async function expireProposals(db: Db, now: Date) {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(proposals)
      .set({ status: 'expired' })
      .where(and(inArray(proposals.status, ['sent', 'viewed']), sql`${proposals.validUntil} < ${isoDay(now)}::date`))
      .returning({
        id: proposals.id,
        number: proposals.number,
        title: proposals.title,
        clientId: proposals.clientId,
        projectId: proposals.projectId,
        createdById: proposals.createdById,
        sentAt: proposals.sentAt,
      });
    for (const row of expired) {
      await cancelFollowUps(tx, row.id, row.sentAt);
      await writeAudit(tx, {
        action: 'proposal.expired',
        category: 'billing',
        target: { type: 'proposal', id: row.id, label: row.number },
        scope: { clientId: row.clientId, projectId: row.projectId },
      });
      if (row.createdById) {
        await notify(tx, {
          userId: row.createdById,
          type: 'project',
          level: 'warning',
          text: notificationText('proposalExpired', { number: row.number, title: row.title }),
          actionUrl: proposalLink(row.id),
          related: { type: 'proposal', id: row.id, name: row.title },
        });
      }
      await publishChange(tx, row.clientId, row.id, 'expired');
    }
    return expired.map((row) => row.id);
  });
}

export { FOLLOW_UP_JOB };
