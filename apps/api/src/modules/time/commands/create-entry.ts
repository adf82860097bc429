import { type SaveEntryBody, saveEntryBody, type TimeEntry } from '@agency/shared/time';
import { timeEntries } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { callerOf, type ServiceContext } from '../../../lib/service-context.ts';
import { checkWorkDate, editableWeek, lockPersonTime, timeAudit, timeUpdated } from '../effects.ts';
import { loadEntry, loggableProject } from '../queries.ts';

/** A manual entry on a day of an open (or returned) week, up to today in the person's zone. */
export async function createEntry(ctx: ServiceContext, input: SaveEntryBody): Promise<TimeEntry> {
  const caller = callerOf(ctx);
  const body = saveEntryBody.parse(input);
  const userId = caller.user.id;
  const id = await ctx.db.transaction(async (tx) => {
    const project = await loggableProject(tx, caller, body.projectId, body.taskId);
    await checkWorkDate(tx, userId, body.workDate, ctx.now());
    await lockPersonTime(tx, userId);
    const sheet = await editableWeek(tx, userId, body.workDate);
    const [created] = await tx
      .insert(timeEntries)
      .values({
        userId,
        timesheetId: sheet.id,
        projectId: project.id,
        taskId: body.taskId,
        workDate: body.workDate,
        minutes: body.hours * 60 + body.minutes,
        note: body.note,
        billable: body.billable,
      })
      .returning({ id: timeEntries.id });
    await commitChange(tx, ctx, {
      audit: {
        action: 'time.entry-created',
        ...timeAudit({ type: 'time_entry', id: created!.id, label: project.name }, project.id),
      },
      live: await timeUpdated(tx, userId, { entry: created!.id }),
    });
    return created!.id;
  });
  return loadEntry(ctx.db, id);
}
