import { eq } from 'drizzle-orm';
import { timeEntries } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { callerOf, type ServiceContext } from '../../../lib/service-context.ts';
import { lockEntryWeek, lockPersonTime, ownEntry, timeAudit, timeUpdated } from '../effects.ts';

/** Deletes the caller's entry while its week is open or returned (409 once submitted or approved). */
export async function deleteEntry(ctx: ServiceContext, id: string): Promise<void> {
  const userId = callerOf(ctx).user.id;
  await ctx.db.transaction(async (tx) => {
    await lockPersonTime(tx, userId);
    const entry = await ownEntry(tx, userId, id);
    await lockEntryWeek(tx, entry.timesheetId);
    await tx.delete(timeEntries).where(eq(timeEntries.id, id));
    await commitChange(tx, ctx, {
      audit: {
        action: 'time.entry-deleted',
        ...timeAudit({ type: 'time_entry', id, label: 'entry' }, entry.projectId),
      },
      live: await timeUpdated(tx, userId, { entry: id }),
    });
  });
}
