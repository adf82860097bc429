import { type SaveEntryBody, saveEntryBody, type TimeEntry } from '@agency/shared/time';
import { eq } from 'drizzle-orm';
import { timeEntries } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { callerOf, type ServiceContext } from '../../../lib/service-context.ts';
import {
  checkWorkDate,
  editableWeek,
  lockEntryWeek,
  lockPersonTime,
  ownEntry,
  timeAudit,
  timeUpdated,
} from '../effects.ts';
import { loadEntry, loggableProject } from '../queries.ts';

/** Replaces an entry while both its week and the week it moves to are the person's to change. */
export async function updateEntry(ctx: ServiceContext, id: string, input: SaveEntryBody): Promise<TimeEntry> {
  const caller = callerOf(ctx);
  const body = saveEntryBody.parse(input);
  const userId = caller.user.id;
  await ctx.db.transaction(async (tx) => {
    await lockPersonTime(tx, userId);
    const entry = await ownEntry(tx, userId, id);
    await lockEntryWeek(tx, entry.timesheetId);
    const project = await loggableProject(tx, caller, body.projectId, body.taskId);
    await checkWorkDate(tx, userId, body.workDate, ctx.now());
    const sheet = await editableWeek(tx, userId, body.workDate);
    await tx
      .update(timeEntries)
      .set({
        timesheetId: sheet.id,
        projectId: project.id,
        taskId: body.taskId,
        workDate: body.workDate,
        minutes: body.hours * 60 + body.minutes,
        note: body.note,
        billable: body.billable,
      })
      .where(eq(timeEntries.id, id));
    await commitChange(tx, ctx, {
      audit: {
        action: 'time.entry-updated',
        ...timeAudit({ type: 'time_entry', id, label: project.name }, project.id),
      },
      live: await timeUpdated(tx, userId, { entry: id }),
    });
  });
  return loadEntry(ctx.db, id);
}
