import { PROPOSAL_MESSAGES } from '@agency/shared/proposals';
import { eq } from 'drizzle-orm';
import { proposals } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { conflict } from '../../../lib/errors.ts';
import { callerOf, type ServiceContext } from '../../../lib/service-context.ts';
import { lockProposal, proposalLive } from '../rules.ts';

/** Delete (admin, agent): drafts only; a proposal the client has seen stays on record. */
export async function deleteProposal(ctx: ServiceContext, id: string) {
  await ctx.db.transaction(async (tx) => {
    const current = await lockProposal(tx, callerOf(ctx), id);
    if (current.status !== 'draft') throw conflict(PROPOSAL_MESSAGES.onlyDrafts);
    await tx.delete(proposals).where(eq(proposals.id, id));
    await commitChange(tx, ctx, {
      audit: {
        action: 'proposal.deleted',
        category: 'billing',
        target: { type: 'proposal', id, label: current.number },
        scope: { clientId: current.clientId, projectId: current.projectId },
      },
      live: proposalLive(current.clientId, id, 'draft'),
    });
  });
}
