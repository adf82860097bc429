import type { ApproveProposalBody } from '@agency/shared/proposals';
import { eq } from 'drizzle-orm';
import { projectAgents, projects, proposals, users } from '../../../db/schema/index.ts';
import type { AuditEntry } from '../../../lib/audit.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { notificationText } from '../../../lib/notification-texts.ts';
import { callerOf, type ServiceContext } from '../../../lib/service-context.ts';
import { createDepositInvoice } from '../deposit.ts';
import { getProposal, proposalLink } from '../queries.ts';
import { agencyRecipients, cancelFollowUps, proposalLive } from '../rules.ts';
import { lockForDecision, recordDecision } from '../seal.ts';

/**
 * The client's signed approval of the version they were shown: their typed name (recorded as typed; it need not
 * match the account name, which the record shows beside it), the ticked agreement, who, from where, when, the
 * SHA-256 of the exact content accepted and the server's signature of it all. In the same transaction: the project
 * (when the proposal has none), the deposit invoice, the end of the follow-ups, audit rows, notifications to the
 * agency and live events.
 */
export async function approveProposal(ctx: ServiceContext, id: string, body: ApproveProposalBody) {
  const { user } = callerOf(ctx);
  await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const { current, loaded } = await lockForDecision(tx, ctx, id, body.version);
    const sealed = await recordDecision(
      tx,
      ctx,
      loaded,
      { decision: 'approved', typedName: body.fullName, agreed: true, reason: null },
      now,
    );
    const audit: AuditEntry[] = [];
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
      audit.push({
        action: 'project.created',
        category: 'project',
        target: { type: 'project', id: projectId, label: current.title },
        scope: { clientId: current.clientId, projectId, clientVisible: true },
        details: { fromProposal: id },
      });
    }
    await tx
      .update(proposals)
      .set({ status: 'approved', decidedAt: now, decidedById: user.id, projectId })
      .where(eq(proposals.id, id));
    const deposit =
      loaded.depositPercent > 0 && loaded.totalCents > 0
        ? await createDepositInvoice(tx, { proposal: loaded, projectId, createdById: current.createdById, now })
        : null;
    if (deposit) audit.push(deposit.audit);
    await cancelFollowUps(tx, id, current.sentAt);
    audit.push({
      action: 'proposal.approved',
      category: 'billing',
      target: { type: 'proposal', id, label: current.number },
      scope: { clientId: current.clientId, projectId, clientVisible: true },
      details: {
        contentHash: sealed.contentHash,
        typedName: body.fullName,
        depositInvoiceId: deposit?.invoice.id ?? null,
      },
    });
    const agency = await agencyRecipients(tx, current.createdById);
    const names = { client: loaded.clientName, number: current.number, title: current.title };
    await commitChange(tx, ctx, {
      audit,
      notify: agency.map((userId) => ({
        userId,
        type: 'project' as const,
        level: 'success' as const,
        text: deposit
          ? notificationText('proposalApprovedWithDeposit', { ...names, deposit: deposit.invoice.number })
          : notificationText('proposalApproved', names),
        actionUrl: proposalLink(id),
        related: { type: 'proposal', id, name: current.title },
        metadata: { amountCents: loaded.totalCents },
      })),
      live: [
        proposalLive(current.clientId, id, 'approved'),
        // The project's audience (its client and its agents), as its REST read.
        { type: 'projects.updated', projectId, payload: { id: projectId } },
        // The deposit invoice: billing events reach admins and the organisation only (the registry's billing:read).
        ...(deposit
          ? [
              {
                type: 'invoices.updated' as const,
                clientId: current.clientId,
                payload: { id: deposit.invoice.id, status: 'sent' },
              },
            ]
          : []),
      ],
    });
  });
  return getProposal(ctx, id);
}
