import { and, eq } from 'drizzle-orm';
import { proposals } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { notificationText } from '../../../lib/notification-texts.ts';
import { callerOf, type ServiceContext } from '../../../lib/service-context.ts';
import { loadProposal, proposalLink, publicDetail } from '../queries.ts';
import { proposalLive } from '../rules.ts';

/**
 * Opens a proposal. The first open by a CLIENT member of its organisation marks a sent proposal viewed (never a
 * staff open, never a button), tells its author and announces it live, so the agent's screen changes.
 */
export async function openProposal(ctx: ServiceContext, id: string) {
  const caller = callerOf(ctx);
  const proposal = await loadProposal(ctx.db, caller, id);
  if (caller.user.role !== 'CLIENT' || proposal.status !== 'sent') return publicDetail(proposal);
  await ctx.db.transaction(async (tx) => {
    const [viewed] = await tx
      .update(proposals)
      .set({ status: 'viewed', viewedAt: ctx.now() })
      .where(and(eq(proposals.id, id), eq(proposals.status, 'sent')))
      .returning({ id: proposals.id });
    if (!viewed) return; // Another tab got there first.
    await commitChange(tx, ctx, {
      audit: {
        action: 'proposal.viewed',
        category: 'billing',
        target: { type: 'proposal', id, label: proposal.number },
        scope: { clientId: proposal.clientId, projectId: proposal.projectId },
        details: { version: proposal.version },
      },
      notify: proposal.createdById !== null && {
        userId: proposal.createdById,
        type: 'project',
        text: notificationText('proposalViewed', {
          client: proposal.clientName,
          number: proposal.number,
          title: proposal.title,
        }),
        actionUrl: proposalLink(id),
        related: { type: 'proposal', id, name: proposal.title },
      },
      live: proposalLive(proposal.clientId, id, 'viewed'),
    });
  });
  return publicDetail(await loadProposal(ctx.db, caller, id));
}
