import type { TaskDetail, UpdateTaskBody } from '@agency/shared/tasks';
import { eq } from 'drizzle-orm';
import { tasks } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { callerOf, type ServiceContext } from '../../../lib/service-context.ts';
import { assigneeNotice, checkAssignee, endOfColumn, lockBoard, taskAudit, taskEvents } from '../effects.ts';
import { loadTask, visibleProject, withSubtasks } from '../queries.ts';

/** Edit a task, mark it complete, or assign it to someone else (who is told, D19). */
export async function updateTask(ctx: ServiceContext, id: string, body: UpdateTaskBody): Promise<TaskDetail> {
  const caller = callerOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const current = await loadTask(tx, caller, id, true);
    const projectId = body.projectId === undefined ? current.projectId : body.projectId;
    let clientId = current.clientId;
    if (body.projectId !== undefined && body.projectId !== current.projectId) {
      clientId = body.projectId ? (await visibleProject(tx, caller, body.projectId)).clientId : null;
    }
    const assigneeId = body.assigneeId === undefined ? current.assigneeId : body.assigneeId;
    const assigneeChanged = assigneeId !== current.assigneeId;
    if (assigneeId && (assigneeChanged || projectId !== current.projectId)) {
      await checkAssignee(tx, assigneeId, projectId);
    }
    const changes: Partial<typeof tasks.$inferInsert> = {};
    if (body.title !== undefined) changes.title = body.title;
    if (body.description !== undefined) changes.description = body.description;
    if (body.priority !== undefined) changes.priority = body.priority;
    if (body.dueDate !== undefined) changes.dueDate = body.dueDate;
    if (body.tags !== undefined) changes.tags = [...new Set(body.tags)];
    if (body.projectId !== undefined) changes.projectId = body.projectId;
    if (body.assigneeId !== undefined) changes.assigneeId = body.assigneeId;
    if (body.status !== undefined && body.status !== current.status) {
      await lockBoard(tx);
      changes.status = body.status;
      changes.position = await endOfColumn(tx, body.status, id);
      changes.completedAt = body.status === 'done' ? ctx.now() : null;
    }
    await tx.update(tasks).set(changes).where(eq(tasks.id, id));
    const task = { ...current, title: body.title ?? current.title, projectId, clientId, assigneeId };
    await commitChange(tx, ctx, {
      audit: {
        action: changes.status === 'done' ? 'task.completed' : assigneeChanged ? 'task.assigned' : 'task.updated',
        ...taskAudit(task),
        details: { fields: Object.keys(changes) },
      },
      notify: assigneeChanged && assigneeNotice(caller, task),
      live: await taskEvents(tx, 'tasks.updated', task, current),
    });
    return withSubtasks(tx, await loadTask(tx, caller, id));
  });
}
