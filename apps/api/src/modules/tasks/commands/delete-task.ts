import { eq } from 'drizzle-orm';
import { tasks } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { callerOf, type ServiceContext } from '../../../lib/service-context.ts';
import { taskAudit, taskEvents } from '../effects.ts';
import { loadTask } from '../queries.ts';

export async function deleteTask(ctx: ServiceContext, id: string): Promise<void> {
  const caller = callerOf(ctx);
  await ctx.db.transaction(async (tx) => {
    const current = await loadTask(tx, caller, id, true);
    await tx.delete(tasks).where(eq(tasks.id, id));
    await commitChange(tx, ctx, {
      audit: { action: 'task.deleted', level: 'warning', ...taskAudit(current) },
      live: await taskEvents(tx, 'tasks.deleted', current),
    });
  });
}
