import { type ApprovalDecision, MESSAGING_MESSAGES, type Message } from '@agency/shared/messaging';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { approvals, deliverables, files, projects } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import { notificationText } from '../../../lib/notification-texts.ts';
import { callerOf, type ServiceContext } from '../../../lib/service-context.ts';
import { projectScope } from '../../projects/queries.ts';
import { messageById, messageEvent, preview, threadUrl } from '../queries.ts';

/**
 * A client's request for changes reopens a completed deliverable (issue #18, 25): the work is not done while the
 * client waits for changes, so the card never shows "Completed" beside "Changes requested" and progress counts it
 * as open. Called in the transaction of the decision.
 */
async function reopenDeliverable(tx: Db, deliverableId: string) {
  await tx
    .update(deliverables)
    .set({ status: 'in-progress', completedAt: null })
    .where(and(eq(deliverables.id, deliverableId), eq(deliverables.status, 'completed')));
}

/** A client of the project's organisation decides once; a second decision is 409 and changes nothing. */
export async function decideApproval(
  ctx: ServiceContext,
  id: string,
  body: { decision: ApprovalDecision; comment: string },
): Promise<Message> {
  const caller = callerOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: approvals.id,
        status: approvals.status,
        messageId: approvals.messageId,
        requestedById: approvals.requestedById,
        deliverableId: approvals.deliverableId,
        projectId: projects.id,
        projectName: projects.name,
        clientId: projects.clientId,
        subjectName: sql<string>`coalesce(${deliverables.title}, ${files.name}, '')`,
      })
      .from(approvals)
      .innerJoin(projects, eq(projects.id, approvals.projectId))
      .leftJoin(deliverables, eq(deliverables.id, approvals.deliverableId))
      .leftJoin(files, eq(files.id, approvals.fileId))
      .where(and(eq(approvals.id, id), projectScope(caller)))
      .for('update', { of: approvals });
    if (!row) throw notFound('Approval not found');
    if (row.status !== 'pending') throw conflict(MESSAGING_MESSAGES.alreadyDecided);
    await tx
      .update(approvals)
      .set({ status: body.decision, decidedById: caller.user.id, decidedAt: ctx.now(), comment: body.comment })
      .where(eq(approvals.id, id));
    if (body.decision === 'changes-requested' && row.deliverableId) await reopenDeliverable(tx, row.deliverableId);
    const project = { id: row.projectId, name: row.projectName, clientId: row.clientId };
    const approved = body.decision === 'approved';
    const words = { approver: caller.user.name, subject: row.subjectName, project: row.projectName };
    await commitChange(tx, ctx, {
      live: [
        messageEvent(project, row.messageId, 'messages.updated', false),
        { type: 'projects.updated', projectId: row.projectId, payload: { projectId: row.projectId } },
      ],
      notify: row.requestedById !== null && {
        userId: row.requestedById,
        type: 'project',
        level: approved ? 'success' : 'warning',
        text: approved
          ? notificationText('approvalApproved', words)
          : notificationText('approvalChangesRequested', { ...words, comment: preview(body.comment) }),
        actionUrl: threadUrl(row.projectId),
        related: { type: 'approval', id, name: row.subjectName },
      },
      audit: {
        action: approved ? 'approval.approved' : 'approval.changes_requested',
        category: 'project',
        target: { type: 'approval', id, label: row.subjectName },
        scope: { clientId: row.clientId, projectId: row.projectId, clientVisible: true },
        details: { decision: body.decision },
      },
    });
    return messageById(tx, caller, row.messageId);
  });
}
