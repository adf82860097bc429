import { TIME_MESSAGES, type TimeEntry } from '@agency/shared/time';
import { commitChange } from '../../../lib/commit-change.ts';
import { conflict } from '../../../lib/errors.ts';
import { callerOf, type ServiceContext } from '../../../lib/service-context.ts';
import { lockPersonTime, stopRunningTimer, timeAudit, timeUpdated } from '../effects.ts';
import { loadEntry } from '../queries.ts';

/** Stops the caller's timer: its minutes are the time since it started, rounded to whole minutes, at least 1. */
export async function stopTimer(ctx: ServiceContext): Promise<TimeEntry> {
  const userId = callerOf(ctx).user.id;
  const id = await ctx.db.transaction(async (tx) => {
    await lockPersonTime(tx, userId);
    const stoppedId = await stopRunningTimer(tx, userId, ctx.now());
    if (!stoppedId) throw conflict(TIME_MESSAGES.noTimer);
    await commitChange(tx, ctx, {
      audit: { action: 'time.timer-stopped', ...timeAudit({ type: 'time_entry', id: stoppedId, label: 'timer' }) },
      live: await timeUpdated(tx, userId, { stopped: stoppedId }),
    });
    return stoppedId;
  });
  return loadEntry(ctx.db, id);
}
