import type { RejectProposalBody } from '@agency/shared/proposals';
import { eq } from 'drizzle-orm';
import { proposals } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { notificationText } from '../../../lib/notification-texts.ts';
import { callerOf, type ServiceContext } from '../../../lib/service-context.ts';
import { getProposal, proposalLink } from '../queries.ts';
import { agencyRecipients, cancelFollowUps, proposalLive } from '../rules.ts';
import { lockForDecision, recordDecision } from '../seal.ts';

/** The client's rejection of the version they were shown, with an optional reason; sealed like an approval. */
export async function rejectProposal(ctx: ServiceContext, id: string, body: RejectProposalBody) {
  const { user } = callerOf(ctx);
  await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const { current, loaded } = await lockForDecision(tx, ctx, id, body.version);
    const reason = body.reason?.trim() ? body.reason.trim() : null;
    const sealed = await recordDecision(
      tx,
      ctx,
      loaded,
      { decision: 'rejected', typedName: null, agreed: false, reason },
      now,
    );
    await tx
      .update(proposals)
      .set({ status: 'rejected', decidedAt: now, decidedById: user.id })
      .where(eq(proposals.id, id));
    await cancelFollowUps(tx, id, current.sentAt);
    const agency = await agencyRecipients(tx, current.createdById);
    const names = { client: loaded.clientName, number: current.number, title: current.title };
    await commitChange(tx, ctx, {
      audit: {
        action: 'proposal.rejected',
        category: 'billing',
        target: { type: 'proposal', id, label: current.number },
        scope: { clientId: current.clientId, projectId: current.projectId, clientVisible: true },
        details: { reason, contentHash: sealed.contentHash },
      },
      notify: agency.map((userId) => ({
        userId,
        type: 'project' as const,
        level: 'warning' as const,
        text: reason
          ? notificationText('proposalRejectedWithReason', { ...names, reason })
          : notificationText('proposalRejected', names),
        actionUrl: proposalLink(id),
        related: { type: 'proposal', id, name: current.title },
      })),
      live: proposalLive(current.clientId, id, 'rejected'),
    });
  });
  return getProposal(ctx, id);
}
