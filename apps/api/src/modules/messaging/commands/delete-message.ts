import type { Message } from '@agency/shared/messaging';
import { eq } from 'drizzle-orm';
import { messages } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { callerOf, type ServiceContext } from '../../../lib/service-context.ts';
import { messageById, messageEvent, ownMessageForChange } from '../queries.ts';

/** Deleting keeps the row (the thread shows "This message was deleted") and wipes its content and attachment. */
export async function deleteMessage(ctx: ServiceContext, id: string): Promise<Message> {
  const caller = callerOf(ctx);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const row = await ownMessageForChange(tx, caller, id, now);
    await tx.update(messages).set({ content: '', fileId: null, deletedAt: now }).where(eq(messages.id, id));
    const project = { id: row.projectId, name: row.projectName, clientId: row.clientId };
    await commitChange(tx, ctx, {
      live: messageEvent(project, id, 'messages.updated', row.internal),
      audit: {
        action: 'message.deleted',
        category: 'project',
        target: { type: 'message', id, label: row.projectName },
        scope: { clientId: row.clientId, projectId: row.projectId, clientVisible: false },
        details: { internal: row.internal },
      },
    });
    return messageById(tx, caller, id);
  });
}
