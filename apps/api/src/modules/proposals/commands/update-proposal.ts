import { PROPOSAL_MESSAGES, type UpdateProposalBody } from '@agency/shared/proposals';
import { eq } from 'drizzle-orm';
import { proposals } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { conflict } from '../../../lib/errors.ts';
import { notificationText } from '../../../lib/notification-texts.ts';
import { activeClientUsers } from '../../../lib/recipients.ts';
import { callerOf, type ServiceContext } from '../../../lib/service-context.ts';
import { getProposal, loadProposal, proposalLink } from '../queries.ts';
import { checkClientAndProject, DECIDED, lockProposal, priceItems, proposalLive, writeItems } from '../rules.ts';

/**
 * Edit (admin, agent): any proposal until the client decides; a decided one answers 409 and stays as signed.
 * An edit of a sent proposal that changes what the client would sign is a new version (issue #18 point 6): it is
 * sent again (status 'sent', not yet viewed), the organisation's users are told, and a decision naming the old
 * version is refused.
 */
export async function updateProposal(ctx: ServiceContext, id: string, body: UpdateProposalBody) {
  const caller = callerOf(ctx);
  await ctx.db.transaction(async (tx) => {
    const current = await lockProposal(tx, caller, id);
    if (DECIDED.includes(current.status)) throw conflict(PROPOSAL_MESSAGES.decided);
    // Once sent, the proposal belongs to that organisation's record (its users were e-mailed and notified).
    if (body.clientId && body.clientId !== current.clientId && current.status !== 'draft') {
      throw conflict(PROPOSAL_MESSAGES.clientFixed);
    }
    const before = await loadProposal(tx, null, id);
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
      patch.totalCents = items.reduce((sum, item) => sum + item.amountCents, 0);
    }
    await tx.update(proposals).set(patch).where(eq(proposals.id, id));
    const after = await loadProposal(tx, null, id);
    const awaiting = current.status === 'sent' || current.status === 'viewed';
    const revised = awaiting && after.version !== before.version;
    let status = current.status;
    if (revised && current.status === 'viewed') {
      await tx.update(proposals).set({ status: 'sent', viewedAt: null }).where(eq(proposals.id, id));
      status = 'sent';
    }
    const recipients = revised ? await activeClientUsers(tx, clientId) : [];
    await commitChange(tx, ctx, {
      audit: {
        action: 'proposal.updated',
        category: 'billing',
        target: { type: 'proposal', id, label: current.number },
        scope: { clientId, projectId, clientVisible: revised },
        details: { fields: Object.keys(body), ...(revised && { version: after.version, previous: before.version }) },
      },
      notify: recipients.map((recipient) => ({
        userId: recipient.id,
        type: 'project' as const,
        text: notificationText('proposalRevised', { number: after.number, title: after.title }),
        actionUrl: proposalLink(id),
        related: { type: 'proposal', id, name: after.title },
        metadata: { amountCents: after.totalCents, actionRequired: true },
      })),
      live: proposalLive(clientId, id, status),
    });
  });
  return getProposal(ctx, id);
}
