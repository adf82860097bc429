import { eq } from 'drizzle-orm';
import { taskComments, users } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { callerOf, type ServiceContext } from '../../../lib/service-context.ts';
import { taskAudit, taskEvents } from '../effects.ts';
import { commentColumns, loadTask } from '../queries.ts';

/** Comment on a task; the comment's id goes out with the event, so an open task adds it without a refetch. */
export async function addTaskComment(ctx: ServiceContext, taskId: string, content: string) {
  const caller = callerOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const task = await loadTask(tx, caller, taskId);
    const [comment] = await tx
      .insert(taskComments)
      .values({ taskId, content, authorId: caller.user.id })
      .returning({ id: taskComments.id });
    await commitChange(tx, ctx, {
      audit: { action: 'task.commented', ...taskAudit(task), details: { commentId: comment!.id } },
      live: await taskEvents(tx, 'tasks.commented', task, task, { commentId: comment!.id }),
    });
    const [row] = await tx
      .select(commentColumns)
      .from(taskComments)
      .leftJoin(users, eq(users.id, taskComments.authorId))
      .where(eq(taskComments.id, comment!.id));
    return row!;
  });
}
