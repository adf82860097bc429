// What the proposal commands share: the row lock, pricing, the client/project check, the follow-up keys and the
// live event. No side effect is written here: each command hands its effects to one commitChange.
import type { ProposalStatus } from '@agency/shared/enums';
import { dollarsToCents, lineAmountCents, sumCents } from '@agency/shared/money';
import { PROPOSAL_FOLLOW_UP_DAYS, PROPOSAL_MESSAGES, type ProposalItemInput } from '@agency/shared/proposals';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clients, projects, proposalItems, proposals } from '../../db/schema/index.ts';
import { cancelJob, type EnqueueOptions } from '../../jobs/queue.ts';
import type { Caller } from '../../lib/caller.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { activeAdminIds } from '../../lib/recipients.ts';
import type { LiveEventInput } from '../../realtime/publish.ts';
import { proposalScope } from './queries.ts';

/** Integer cents fit a PostgreSQL integer (columns.ts): a document total stays below $21 million. */
const MAX_TOTAL_CENTS = 2_000_000_000;
export const FOLLOW_UP_JOB = 'proposals.follow-up';
export const DECIDED: ProposalStatus[] = ['approved', 'rejected'];
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

const followUpKey = (id: string, sentAt: Date, days: number) => `proposal-follow-up:${id}:${sentAt.getTime()}:${days}d`;

/** The 3- and 7-day follow-ups of one sending (D21), deduplicated by sending. */
export function followUpJobs(id: string, sentAt: Date): EnqueueOptions[] {
  return PROPOSAL_FOLLOW_UP_DAYS.map((days) => ({
    name: FOLLOW_UP_JOB,
    runAt: new Date(sentAt.getTime() + days * 86_400_000),
    dedupeKey: followUpKey(id, sentAt, days),
    payload: { proposalId: id, days, sentAt: sentAt.toISOString() },
  }));
}

export async function cancelFollowUps(tx: Db, id: string, sentAt: Date | null) {
  if (!sentAt) return;
  for (const days of PROPOSAL_FOLLOW_UP_DAYS) await cancelJob(tx, followUpKey(id, sentAt, days));
}

/** The live event of a proposal change: staff only while it is a draft (the client's read hides drafts). */
export function proposalLive(clientId: string, id: string, status: ProposalStatus): LiveEventInput {
  return { type: 'proposals.updated', clientId, staffOnly: status === 'draft', payload: { id, status } };
}

/** Locks the proposal row (in the caller's scope) for the rest of the transaction; 404 outside it. */
export async function lockProposal(tx: Db, caller: Caller | null, id: string) {
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
      updatedAt: proposals.updatedAt,
    })
    .from(proposals)
    .where(and(eq(proposals.id, id), caller ? proposalScope(caller) : undefined))
    .for('update');
  if (!row) throw notFound(PROPOSAL_MESSAGES.notFound);
  return row;
}

export type PricedItem = { description: string; quantity: number; unitPriceCents: number; amountCents: number };

/** Lines priced on the server (D11): rate in dollars to cents, amount = quantity × rate; no lines → one line. */
export function priceItems(title: string, items: ProposalItemInput[], amount: number | null | undefined): PricedItem[] {
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

export async function checkClientAndProject(tx: Db, clientId: string, projectId: string | null) {
  const [client] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
  if (!client) throw badRequest(PROPOSAL_MESSAGES.clientNotFound, { clientId: PROPOSAL_MESSAGES.clientNotFound });
  if (!projectId) return;
  const [project] = await tx.select({ clientId: projects.clientId }).from(projects).where(eq(projects.id, projectId));
  if (!project) throw badRequest(PROPOSAL_MESSAGES.projectNotFound, { projectId: PROPOSAL_MESSAGES.projectNotFound });
  if (project.clientId !== clientId) {
    throw badRequest(PROPOSAL_MESSAGES.projectOfOtherClient, { projectId: PROPOSAL_MESSAGES.projectOfOtherClient });
  }
}

export async function writeItems(tx: Db, proposalId: string, items: PricedItem[]) {
  await tx.delete(proposalItems).where(eq(proposalItems.proposalId, proposalId));
  if (items.length === 0) return;
  await tx.insert(proposalItems).values(items.map((item, position) => ({ ...item, proposalId, position })));
}

/** The agency side of a proposal: its author and every active admin (no one twice). */
export async function agencyRecipients(tx: Db, createdById: string | null): Promise<string[]> {
  const admins = await activeAdminIds(tx);
  return [...new Set([...(createdById ? [createdById] : []), ...admins])];
}
