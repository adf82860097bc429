import { type StartTimerBody, startTimerBody, type TimeEntry } from '@agency/shared/time';
import { timeEntries } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { callerOf, type ServiceContext } from '../../../lib/service-context.ts';
import { editableWeek, lockPersonTime, stopRunningTimer, timeAudit, timeUpdated, todayFor } from '../effects.ts';
import { loadEntry, loggableProject } from '../queries.ts';

/**
 * Starts the caller's timer on a project (and task) they may log on. A timer already running is stopped first, at
 * the same instant, and kept as an entry: one click switches what the person works on and no time is lost. The
 * timer belongs to the person's local day it started on; a submitted or approved week answers 409.
 */
export async function startTimer(ctx: ServiceContext, input: StartTimerBody): Promise<TimeEntry> {
  const caller = callerOf(ctx);
  const body = startTimerBody.parse(input);
  const userId = caller.user.id;
  const now = ctx.now();
  const id = await ctx.db.transaction(async (tx) => {
    const project = await loggableProject(tx, caller, body.projectId, body.taskId);
    await lockPersonTime(tx, userId);
    const stoppedId = await stopRunningTimer(tx, userId, now);
    const workDate = await todayFor(tx, userId, now);
    const sheet = await editableWeek(tx, userId, workDate);
    const [created] = await tx
      .insert(timeEntries)
      .values({
        userId,
        timesheetId: sheet.id,
        projectId: project.id,
        taskId: body.taskId,
        workDate,
        startedAt: now,
        note: body.note,
      })
      .returning({ id: timeEntries.id });
    await commitChange(tx, ctx, {
      audit: {
        action: 'time.timer-started',
        ...timeAudit({ type: 'time_entry', id: created!.id, label: project.name }, project.id),
        details: { stoppedId },
      },
      live: await timeUpdated(tx, userId, { timer: created!.id }),
    });
    return created!.id;
  });
  return loadEntry(ctx.db, id);
}
