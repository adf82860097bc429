import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { messageReads, messages, notifications } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { notFound } from '../../../lib/errors.ts';
import { callerOf, type ServiceContext } from '../../../lib/service-context.ts';
import { isClient, messageVisibility, projectInScope } from '../queries.ts';

/**
 * Moves the caller's read marker forward to a message they can see (or the newest one), never back. Receipts and
 * unread counts follow; the other people in the thread are told live (messages.read), and the reader's own
 * notifications of those messages are read with them (issue #18 point 22).
 */
export async function markThreadRead(ctx: ServiceContext, projectId: string, messageId: string | undefined) {
  const caller = callerOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const project = await projectInScope(tx, caller, projectId);
    const upTo = and(
      eq(messages.projectId, projectId),
      messageVisibility(caller),
      messageId ? eq(messages.id, messageId) : undefined,
    );
    const [target] = await tx
      .select({ at: sql<Date | null>`max(${messages.createdAt})`.mapWith(messages.createdAt) })
      .from(messages)
      .where(upTo);
    if (!target?.at) {
      if (messageId) throw notFound('Message not found');
      return { lastReadAt: null };
    }
    const [current] = await tx
      .select({ lastReadAt: messageReads.lastReadAt })
      .from(messageReads)
      .where(and(eq(messageReads.projectId, projectId), eq(messageReads.userId, caller.user.id)))
      .for('update');
    if (current && current.lastReadAt >= target.at) return { lastReadAt: current.lastReadAt };
    await tx
      .insert(messageReads)
      .values({ projectId, userId: caller.user.id, lastReadAt: target.at })
      .onConflictDoUpdate({
        target: [messageReads.projectId, messageReads.userId],
        set: { lastReadAt: sql`greatest(${messageReads.lastReadAt}, excluded.last_read_at)` },
      });
    // The thread's message notifications up to the marker are read too: the bell does not count what is on screen.
    const cleared = await tx
      .update(notifications)
      .set({ readAt: ctx.now() })
      .where(
        and(
          eq(notifications.userId, caller.user.id),
          isNull(notifications.readAt),
          eq(notifications.type, 'message'),
          eq(notifications.relatedEntityType, 'project'),
          eq(notifications.relatedEntityId, projectId),
          // Compared in SQL: a Date has milliseconds, the column microseconds.
          lte(notifications.createdAt, sql`(select max(${messages.createdAt}) from ${messages} where ${upTo})`),
        ),
      )
      .returning({ id: notifications.id });
    await commitChange(tx, ctx, {
      live: [
        {
          type: 'messages.read' as const,
          projectId,
          // A marker moved by a staff member could sit on an internal note: its time is theirs to see only.
          staffOnly: !isClient(caller),
          payload: { projectId, userId: caller.user.id },
        },
        cleared.length > 0 && {
          type: 'notifications.updated' as const,
          userIds: [caller.user.id],
          payload: { count: cleared.length },
        },
      ].filter((event) => event !== false),
      audit: {
        action: 'message.thread_read',
        category: 'project',
        target: { type: 'project', id: projectId, label: project.name },
        scope: { clientId: project.clientId, projectId, clientVisible: false },
      },
    });
    return { lastReadAt: target.at };
  });
}
