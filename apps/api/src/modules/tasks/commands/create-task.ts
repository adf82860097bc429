import type { CreateTaskBody, TaskDetail } from '@agency/shared/tasks';
import { tasks } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { callerOf, type ServiceContext } from '../../../lib/service-context.ts';
import { assigneeNotice, checkAssignee, endOfColumn, lockBoard, taskAudit, taskEvents } from '../effects.ts';
import { loadTask, visibleProject, withSubtasks } from '../queries.ts';

/** A new task: status todo, last in its column; its assignee is told (D19). */
export async function createTask(
  ctx: ServiceContext,
  body: Required<Omit<CreateTaskBody, 'description'>> & { description: string },
): Promise<TaskDetail> {
  const caller = callerOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const project = body.projectId ? await visibleProject(tx, caller, body.projectId) : null;
    if (body.assigneeId) await checkAssignee(tx, body.assigneeId, body.projectId);
    await lockBoard(tx);
    const position = await endOfColumn(tx, 'todo');
    const [created] = await tx
      .insert(tasks)
      .values({
        title: body.title,
        description: body.description,
        priority: body.priority,
        dueDate: body.dueDate,
        projectId: body.projectId,
        assigneeId: body.assigneeId,
        tags: [...new Set(body.tags)],
        status: 'todo',
        position,
        createdById: caller.user.id,
      })
      .returning({ id: tasks.id, title: tasks.title, assigneeId: tasks.assigneeId });
    const task = {
      ...created!,
      projectId: body.projectId,
      clientId: project?.clientId ?? null,
      createdById: caller.user.id,
    };
    await commitChange(tx, ctx, {
      audit: {
        action: 'task.created',
        ...taskAudit(task),
        details: { projectName: project?.name ?? null, assigneeId: body.assigneeId },
      },
      notify: assigneeNotice(caller, task),
      live: await taskEvents(tx, 'tasks.created', task),
    });
    return withSubtasks(tx, await loadTask(tx, caller, task.id));
  });
}
