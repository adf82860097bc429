import type { Message } from '@agency/shared/messaging';
import { eq } from 'drizzle-orm';
import { messages } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { callerOf, type ServiceContext } from '../../../lib/service-context.ts';
import { messageById, messageEvent, ownMessageForChange } from '../queries.ts';

/** Editing one's own message within the edit window; everyone in the thread sees the new text, marked edited. */
export async function editMessage(ctx: ServiceContext, id: string, content: string): Promise<Message> {
  const caller = callerOf(ctx);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const row = await ownMessageForChange(tx, caller, id, now);
    await tx.update(messages).set({ content, editedAt: now }).where(eq(messages.id, id));
    const project = { id: row.projectId, name: row.projectName, clientId: row.clientId };
    await commitChange(tx, ctx, {
      live: messageEvent(project, id, 'messages.updated', row.internal),
      audit: {
        action: 'message.edited',
        category: 'project',
        target: { type: 'message', id, label: row.projectName },
        scope: { clientId: row.clientId, projectId: row.projectId, clientVisible: false },
        details: { internal: row.internal },
      },
    });
    return messageById(tx, caller, id);
  });
}
