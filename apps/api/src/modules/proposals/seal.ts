// The client's decision, sealed: taken on the version the client was shown (issue #18 point 6) and signed with a
// server key (point 7). Used by the approve and reject commands, inside their transaction.
import { PROPOSAL_MESSAGES } from '@agency/shared/proposals';
import type { Db } from '../../db/client.ts';
import { proposalDecisions } from '../../db/schema/index.ts';
import { conflict } from '../../lib/errors.ts';
import { type SealedDecision, sealKey, signDecision } from '../../lib/proposal-content-hash.ts';
import { callerOf, type ServiceContext } from '../../lib/service-context.ts';
import { loadProposal } from './queries.ts';
import { isoDay, lockProposal } from './rules.ts';

/**
 * Locks a proposal awaiting a decision and loads it. 409 when it is not awaiting one, and 409 with
 * `changedSinceShown` when its current version is not the one the client names (they were shown another).
 */
export async function lockForDecision(tx: Db, ctx: ServiceContext, id: string, version: string) {
  const caller = callerOf(ctx);
  const current = await lockProposal(tx, caller, id);
  const pastValidity = current.validUntil !== null && current.validUntil < isoDay(ctx.now());
  if ((current.status !== 'sent' && current.status !== 'viewed') || pastValidity) {
    throw conflict(PROPOSAL_MESSAGES.notDecidable);
  }
  // Read after the lock, in its own statement: an edit committed while we waited is seen.
  const loaded = await loadProposal(tx, caller, id);
  if (loaded.version !== version) throw conflict(PROPOSAL_MESSAGES.changedSinceShown);
  return { current, loaded };
}

type DecisionInput = Pick<SealedDecision, 'decision' | 'typedName' | 'agreed' | 'reason'>;

/** Writes the decision row: who, from where, when, the version's hash and the client's name, signed. */
export async function recordDecision(
  tx: Db,
  ctx: ServiceContext,
  loaded: Awaited<ReturnType<typeof loadProposal>>,
  input: DecisionInput,
  decidedAt: Date,
) {
  const { user } = callerOf(ctx);
  const record: SealedDecision = {
    ...input,
    proposalId: loaded.id,
    userId: user.id,
    email: user.email,
    clientName: loaded.clientName,
    contentHash: loaded.version,
    decidedAt,
  };
  await tx.insert(proposalDecisions).values({
    ...record,
    ip: ctx.request.ip ?? null,
    userAgent: ctx.request.userAgent?.slice(0, 512) ?? null,
    signature: signDecision(sealKey(ctx.config.authSecret), record),
  });
  return record;
}
