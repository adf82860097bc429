import type { Db } from '../../db/client.ts';
import { tasks } from '../../db/schema/index.ts';
import { endOfColumn, lockBoard } from './effects.ts';

// What other modules use to create tasks (workflows and process templates, D21); they record the change with
// taskAudit and taskEvents through their own commitChange.
export { taskAudit, taskEvents } from './effects.ts';

type NewTask = Omit<typeof tasks.$inferInsert, 'id' | 'status' | 'position'>;

/** Tasks appended, in the given order, to the end of the To Do column; returned in that order. */
export async function appendTodoTasks(tx: Db, values: NewTask[]) {
  await lockBoard(tx);
  const first = await endOfColumn(tx, 'todo');
  const rows = await tx
    .insert(tasks)
    .values(values.map((value, index) => ({ ...value, status: 'todo' as const, position: first + index })))
    .returning({
      id: tasks.id,
      title: tasks.title,
      dueDate: tasks.dueDate,
      assigneeId: tasks.assigneeId,
      position: tasks.position,
    });
  return rows.sort((a, b) => a.position - b.position);
}
