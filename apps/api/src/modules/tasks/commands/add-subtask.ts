import { eq, sql } from 'drizzle-orm';
import { taskSubtasks } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { callerOf, type ServiceContext } from '../../../lib/service-context.ts';
import { taskAudit, taskEvents } from '../effects.ts';
import { loadTask, withSubtasks } from '../queries.ts';

/** Adds a subtask last; answers the whole task, so progress is recomputed where it is shown. */
export async function addSubtask(ctx: ServiceContext, taskId: string, title: string) {
  const caller = callerOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const task = await loadTask(tx, caller, taskId, true);
    const [row] = await tx
      .select({ max: sql<number | null>`max(${taskSubtasks.position})` })
      .from(taskSubtasks)
      .where(eq(taskSubtasks.taskId, taskId));
    const [subtask] = await tx
      .insert(taskSubtasks)
      .values({ taskId, title, position: (row?.max ?? -1) + 1 })
      .returning({ id: taskSubtasks.id });
    await commitChange(tx, ctx, {
      audit: { action: 'task.subtask_added', ...taskAudit(task), details: { subtaskId: subtask!.id, title } },
      live: await taskEvents(tx, 'tasks.updated', task),
    });
    return withSubtasks(tx, await loadTask(tx, caller, taskId));
  });
}
