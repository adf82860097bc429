import type { MoveTaskBody, TaskDetail } from '@agency/shared/tasks';
import { and, eq, gte, ne, sql } from 'drizzle-orm';
import { tasks } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { badRequest } from '../../../lib/errors.ts';
import { callerOf, type ServiceContext } from '../../../lib/service-context.ts';
import { endOfColumn, lockBoard, taskAudit, taskEvents } from '../effects.ts';
import { loadTask, withSubtasks } from '../queries.ts';

/**
 * Moves a card to a column, before `beforeId` (or last). Under the board lock: the cards from the anchor down
 * shift by one and the card takes the anchor's place, so concurrent moves queue instead of colliding.
 */
export async function moveTask(ctx: ServiceContext, id: string, body: Required<MoveTaskBody>): Promise<TaskDetail> {
  const caller = callerOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const current = await loadTask(tx, caller, id, true);
    await lockBoard(tx);
    let position: number;
    if (body.beforeId) {
      if (body.beforeId === id) throw badRequest('A card cannot move before itself.', { beforeId: 'Not another card' });
      const anchor = await loadTask(tx, caller, body.beforeId);
      if (anchor.status !== body.status) {
        throw badRequest('That card is in another column.', { beforeId: 'Not a card of this column' });
      }
      // Re-read the anchor's position under the lock (a move just before ours may have shifted it).
      const [fresh] = await tx.select({ position: tasks.position }).from(tasks).where(eq(tasks.id, anchor.id));
      position = fresh!.position;
      await tx
        .update(tasks)
        .set({ position: sql`${tasks.position} + 1` })
        .where(and(eq(tasks.status, body.status), gte(tasks.position, position), ne(tasks.id, id)));
    } else {
      position = await endOfColumn(tx, body.status, id);
    }
    const statusChanged = body.status !== current.status;
    await tx
      .update(tasks)
      .set({
        status: body.status,
        position,
        ...(statusChanged ? { completedAt: body.status === 'done' ? ctx.now() : null } : {}),
      })
      .where(eq(tasks.id, id));
    await commitChange(tx, ctx, {
      audit: { action: 'task.moved', ...taskAudit(current), details: { from: current.status, to: body.status } },
      // Other cards of the column shifted too: a board refetches its column on any task event.
      live: await taskEvents(tx, 'tasks.updated', current, current, { status: body.status }),
    });
    return withSubtasks(tx, await loadTask(tx, caller, id));
  });
}
