import type { UpdateSubtaskBody } from '@agency/shared/tasks';
import { eq } from 'drizzle-orm';
import { taskSubtasks } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { callerOf, type ServiceContext } from '../../../lib/service-context.ts';
import { taskAudit, taskEvents } from '../effects.ts';
import { loadSubtask, loadTask, withSubtasks } from '../queries.ts';

/** Tick, untick or rename a subtask; answers the whole task. */
export async function updateSubtask(ctx: ServiceContext, taskId: string, subtaskId: string, body: UpdateSubtaskBody) {
  const caller = callerOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const task = await loadTask(tx, caller, taskId, true);
    const subtask = await loadSubtask(tx, taskId, subtaskId);
    await tx
      .update(taskSubtasks)
      .set({
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.completed !== undefined ? { completed: body.completed } : {}),
      })
      .where(eq(taskSubtasks.id, subtaskId));
    await commitChange(tx, ctx, {
      audit: {
        action: body.completed === undefined ? 'task.subtask_updated' : 'task.subtask_toggled',
        ...taskAudit(task),
        details: { subtaskId, title: body.title ?? subtask.title, completed: body.completed ?? subtask.completed },
      },
      live: await taskEvents(tx, 'tasks.updated', task),
    });
    return withSubtasks(tx, await loadTask(tx, caller, taskId));
  });
}
