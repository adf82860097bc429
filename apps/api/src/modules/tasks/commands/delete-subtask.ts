import { eq } from 'drizzle-orm';
import { taskSubtasks } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { callerOf, type ServiceContext } from '../../../lib/service-context.ts';
import { taskAudit, taskEvents } from '../effects.ts';
import { loadSubtask, loadTask, withSubtasks } from '../queries.ts';

/** Delete a subtask; answers the whole task. */
export async function deleteSubtask(ctx: ServiceContext, taskId: string, subtaskId: string) {
  const caller = callerOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const task = await loadTask(tx, caller, taskId, true);
    const subtask = await loadSubtask(tx, taskId, subtaskId);
    await tx.delete(taskSubtasks).where(eq(taskSubtasks.id, subtaskId));
    await commitChange(tx, ctx, {
      audit: { action: 'task.subtask_deleted', ...taskAudit(task), details: { subtaskId, title: subtask.title } },
      live: await taskEvents(tx, 'tasks.updated', task),
    });
    return withSubtasks(tx, await loadTask(tx, caller, taskId));
  });
}
