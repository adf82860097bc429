import { MESSAGING_MESSAGES, type Message } from '@agency/shared/messaging';
import { can } from '@agency/shared/permissions';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { clientMembers, fileShares, messages, users } from '../../../db/schema/index.ts';
import type { Caller } from '../../../lib/caller.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { forbidden } from '../../../lib/errors.ts';
import { notificationText } from '../../../lib/notification-texts.ts';
import type { NotificationInput } from '../../../lib/notify.ts';
import { callerOf, type ServiceContext } from '../../../lib/service-context.ts';
import {
  fileForMessage,
  isClient,
  messageById,
  messageEvent,
  preview,
  projectInScope,
  recipientsOf,
  type ThreadProject,
  threadUrl,
} from '../queries.ts';

export interface SendMessageInput {
  content: string;
  internal: boolean;
  fileId?: string;
}

/**
 * A file the agency sends in a thread (not an internal note) is for the client to open: it is shared with the
 * project's client members, as Files & Assets' share would (clients otherwise see only files shared with them or
 * their own, D5). Returns the people it was newly shared with; their file lists hear of it live.
 */
async function shareWithClient(db: Db, caller: Caller, project: ThreadProject, fileId: string): Promise<string[]> {
  const members = await db
    .select({ id: users.id })
    .from(clientMembers)
    .innerJoin(users, eq(users.id, clientMembers.userId))
    .where(and(eq(clientMembers.clientId, project.clientId), eq(users.role, 'CLIENT'), eq(users.isActive, true)));
  if (members.length === 0) return [];
  const added = await db
    .insert(fileShares)
    .values(members.map((member) => ({ fileId, userId: member.id, sharedById: caller.user.id })))
    .onConflictDoNothing()
    .returning({ userId: fileShares.userId });
  return added.map((row) => row.userId);
}

/** A message (or, for the agency, an internal note) in a project's thread, optionally with a file of the project. */
export async function sendMessage(ctx: ServiceContext, projectId: string, body: SendMessageInput): Promise<Message> {
  const caller = callerOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const project = await projectInScope(tx, caller, projectId);
    if (body.internal && !can(caller.user.role, 'message:internal'))
      throw forbidden(MESSAGING_MESSAGES.internalForbidden);
    const file = body.fileId ? await fileForMessage(tx, caller, projectId, body.fileId) : null;
    const [message] = await tx
      .insert(messages)
      .values({
        projectId,
        senderId: caller.user.id,
        content: body.content,
        type: file ? 'file' : 'text',
        fileId: file?.id ?? null,
        internal: body.internal,
      })
      .returning({ id: messages.id, createdAt: messages.createdAt });
    const sharedWith =
      file && !body.internal && !isClient(caller) ? await shareWithClient(tx, caller, project, file.id) : [];
    const recipients = await recipientsOf(tx, project, { internal: body.internal, except: caller.user.id });
    await commitChange(tx, ctx, {
      live: [
        messageEvent(project, message!.id, 'messages.created', body.internal),
        sharedWith.length > 0 && file
          ? { type: 'files.updated' as const, userIds: sharedWith, payload: { id: file.id } }
          : [],
      ].flat(),
      notify: recipients.map(
        (userId): NotificationInput => ({
          userId,
          type: 'message',
          text: notificationText(body.internal ? 'internalNote' : 'messageNew', {
            project: project.name,
            sender: caller.user.name,
            preview: preview(body.content),
          }),
          actionUrl: threadUrl(projectId),
          related: { type: 'project', id: projectId, name: project.name },
        }),
      ),
      audit: {
        action: body.internal ? 'message.internal_note' : 'message.sent',
        category: 'project',
        target: { type: 'message', id: message!.id, label: project.name },
        scope: { clientId: project.clientId, projectId, clientVisible: false },
        details: {
          internal: body.internal,
          ...(file ? { fileId: file.id } : {}),
          ...(sharedWith.length > 0 ? { sharedWith } : {}),
        },
      },
    });
    return messageById(tx, caller, message!.id);
  });
}
