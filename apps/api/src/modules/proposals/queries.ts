import type { ProposalStatus } from '@agency/shared/enums';
import { PROPOSAL_MESSAGES } from '@agency/shared/proposals';
import { and, asc, desc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  auditLogs,
  clients,
  invoices,
  projects,
  proposalDecisions,
  proposalItems,
  proposals,
  users,
} from '../../db/schema/index.ts';
import type { Caller } from '../../lib/caller.ts';
import { afterCursor, type Cursor, keyset, newestFirst, toPage } from '../../lib/cursor.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { type AcceptedContent, contentHash, decisionSignatureValid, sealKey } from '../../lib/proposal-content-hash.ts';
import { callerOf, type ServiceContext } from '../../lib/service-context.ts';

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
export async function listProposals(ctx: ServiceContext, query: ProposalQuery) {
  const pattern = query.q ? likePattern(query.q) : undefined;
  const rows = await ctx.db
    .select({ ...summaryColumns, ...keyset(proposals) })
    .from(proposals)
    .innerJoin(clients, eq(clients.id, proposals.clientId))
    .where(
      and(
        proposalScope(callerOf(ctx)),
        query.status ? eq(proposals.status, query.status) : undefined,
        pattern ? or(ilike(proposals.title, pattern), ilike(clients.name, pattern)) : undefined,
        afterCursor(proposals, query.cursor),
      ),
    )
    .orderBy(...newestFirst(proposals))
    .limit(query.limit + 1);
  return toPage(rows, query.limit);
}

/**
 * One proposal with its lines, decision and deposit invoice, if the caller may see it (null: no scope, for the
 * commands and jobs that already checked it); 404 otherwise.
 */
export async function loadProposal(db: Db, caller: Caller | null, id: string) {
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
    .where(and(eq(proposals.id, id), caller ? proposalScope(caller) : undefined));
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
        userId: proposalDecisions.userId,
        name: users.name,
        email: proposalDecisions.email,
        typedName: proposalDecisions.typedName,
        agreed: proposalDecisions.agreed,
        reason: proposalDecisions.reason,
        ip: proposalDecisions.ip,
        userAgent: proposalDecisions.userAgent,
        contentHash: proposalDecisions.contentHash,
        clientName: proposalDecisions.clientName,
        signature: proposalDecisions.signature,
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
  const decision = decisions[0]
    ? { ...decisions[0], decision: decisions[0].decision as 'approved' | 'rejected' }
    : null;
  const proposal = { ...row, items, decision, depositInvoice: deposits[0] ?? null };
  return { ...proposal, version: contentHash(acceptedContent(proposal)) };
}
export type LoadedProposal = Awaited<ReturnType<typeof loadProposal>>;

/** The detail as the API answers it: without the author's id and the seal's internals. */
export function publicDetail({ createdById: _, decision, ...detail }: LoadedProposal) {
  if (!decision) return { ...detail, decision: null };
  const { userId: _user, clientName: _name, signature: _signature, ...shown } = decision;
  return { ...detail, decision: shown };
}

/** The parts of a proposal its signed content is made of. */
interface ContentSource {
  number: string;
  title: string;
  clientId: string;
  clientName: string;
  items: AcceptedContent['items'];
  totalCents: number;
  currency: string;
  description: string;
  scope: string;
  timeline: string;
  terms: string;
  validUntil: string | null;
  depositPercent: number;
}

/**
 * The content the client signs, from a loaded proposal (see lib/proposal-content-hash.ts). `clientName` replaces
 * the organisation's current name with the one sealed in a decision.
 */
export function acceptedContent(p: ContentSource, clientName = p.clientName): AcceptedContent {
  return {
    number: p.number,
    title: p.title,
    client: { id: p.clientId, name: clientName },
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

/** A proposal for the caller of `ctx` (no side effect: the client's first open is `openProposal`). */
export async function getProposal(ctx: ServiceContext, id: string) {
  return publicDetail(await loadProposal(ctx.db, callerOf(ctx), id));
}

/** The proposal as the PDF shows it (scope checked like an open, but never marks it viewed). */
export async function proposalForDocument(ctx: ServiceContext, id: string) {
  return loadProposal(ctx.db, callerOf(ctx), id);
}

/**
 * Does the proposal still say what the client signed, and is the record the one the server sealed? Anyone in
 * scope may ask. Three checks: the current content (with the client's name as sealed) hashes to the sealed hash;
 * the server's HMAC of the record is valid; the decision's audit row names the same hash. A seal written before
 * records were signed (no signature) is reported as 'absent' and never `matches`: without a key anyone who can
 * write the database could have re-sealed it, so its content check is shown but it proves nothing.
 */
export async function verifyProposal(ctx: ServiceContext, id: string) {
  const loaded = await loadProposal(ctx.db, callerOf(ctx), id);
  const decision = loaded.decision;
  if (!decision) throw conflict(PROPOSAL_MESSAGES.noDecision);
  const clientName = decision.clientName ?? loaded.clientName;
  const currentHash = contentHash(acceptedContent(loaded, clientName));
  const contentMatches = currentHash === decision.contentHash;
  const signature = !decision.signature
    ? ('absent' as const)
    : decisionSignatureValid(
          sealKey(ctx.config.authSecret),
          { proposalId: id, ...decision, clientName, decidedAt: decision.decidedAt },
          decision.signature,
        )
      ? ('valid' as const)
      : ('invalid' as const);
  const [audit] = await ctx.db
    .select({ details: auditLogs.details })
    .from(auditLogs)
    .where(and(eq(auditLogs.targetId, id), eq(auditLogs.action, `proposal.${decision.decision}`)))
    .orderBy(desc(auditLogs.createdAt))
    .limit(1);
  const auditMatches = audit?.details.contentHash === decision.contentHash;
  return {
    matches: contentMatches && signature === 'valid' && auditMatches,
    contentMatches,
    signature,
    auditMatches,
    acceptedHash: decision.contentHash,
    currentHash,
    decidedAt: decision.decidedAt,
  };
}
