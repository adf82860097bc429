import { MESSAGING_MESSAGES, type Message } from '@agency/shared/messaging';
import { and, eq } from 'drizzle-orm';
import { approvals, deliverables, files, messages } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { badRequest } from '../../../lib/errors.ts';
import { notificationText } from '../../../lib/notification-texts.ts';
import type { NotificationInput } from '../../../lib/notify.ts';
import { callerOf, type ServiceContext } from '../../../lib/service-context.ts';
import { seenByWholeClient } from '../../files/scope.ts';
import { clientMembersOf, fileForMessage, messageById, messageEvent, projectInScope, threadUrl } from '../queries.ts';

/** The agency asks the client to approve a deliverable (client-visible) or a file of the project, in the thread. */
export async function requestApproval(
  ctx: ServiceContext,
  projectId: string,
  body: { deliverableId?: string; fileId?: string; note: string },
): Promise<Message> {
  const caller = callerOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const project = await projectInScope(tx, caller, projectId);
    let subjectName: string;
    if (body.deliverableId) {
      const [deliverable] = await tx
        .select({ title: deliverables.title })
        .from(deliverables)
        .where(
          and(
            eq(deliverables.id, body.deliverableId),
            eq(deliverables.projectId, projectId),
            eq(deliverables.clientVisible, true),
          ),
        );
      if (!deliverable) {
        throw badRequest(MESSAGING_MESSAGES.deliverableNotFound, {
          deliverableId: MESSAGING_MESSAGES.deliverableNotFound,
        });
      }
      subjectName = deliverable.title;
    } else {
      const file = await fileForMessage(tx, caller, projectId, body.fileId as string);
      // Asking approval never shares a file (issue #18): an internal one must be shared on purpose first.
      const [seen] = await tx
        .select({ id: files.id })
        .from(files)
        .where(and(eq(files.id, file.id), seenByWholeClient(project.clientId)));
      if (!seen) {
        throw badRequest(MESSAGING_MESSAGES.approvalFileNotShared, {
          fileId: MESSAGING_MESSAGES.approvalFileNotShared,
        });
      }
      subjectName = file.name;
    }
    const [message] = await tx
      .insert(messages)
      .values({ projectId, senderId: caller.user.id, content: body.note, type: 'text', internal: false })
      .returning({ id: messages.id });
    const [approval] = await tx
      .insert(approvals)
      .values({
        projectId,
        messageId: message!.id,
        deliverableId: body.deliverableId ?? null,
        fileId: body.fileId ?? null,
        requestedById: caller.user.id,
      })
      .returning({ id: approvals.id });
    await commitChange(tx, ctx, {
      live: [
        messageEvent(project, message!.id, 'messages.created', false),
        { type: 'projects.updated', projectId, payload: { projectId } },
      ],
      notify: (await clientMembersOf(tx, project.clientId)).map(
        (userId): NotificationInput => ({
          userId,
          type: 'project',
          level: 'warning',
          text: notificationText('approvalRequested', {
            requester: caller.user.name,
            subject: subjectName,
            project: project.name,
          }),
          actionUrl: threadUrl(projectId),
          related: { type: 'approval', id: approval!.id, name: subjectName },
        }),
      ),
      audit: {
        action: 'approval.requested',
        category: 'project',
        target: { type: 'approval', id: approval!.id, label: subjectName },
        scope: { clientId: project.clientId, projectId, clientVisible: true },
        details: { deliverableId: body.deliverableId ?? null, fileId: body.fileId ?? null },
      },
    });
    return messageById(tx, caller, message!.id);
  });
}
