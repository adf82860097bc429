import { TIME_MESSAGES, type TimesheetWeek } from '@agency/shared/time';
import { eq, sql } from 'drizzle-orm';
import { timeEntries, timesheets } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { conflict } from '../../../lib/errors.ts';
import { notificationText } from '../../../lib/notification-texts.ts';
import { activeAdminIds } from '../../../lib/recipients.ts';
import { callerOf, type ServiceContext } from '../../../lib/service-context.ts';
import { editableWeek, lockPersonTime, timeAudit, timeUpdated } from '../effects.ts';
import { getWeek } from '../queries.ts';

/**
 * Submit week: an open or returned week with time in it becomes submitted and locked for its person; the admins are
 * told. A week with the timer still running in it is refused (stop it first), so no time lands in a locked week.
 */
export async function submitWeek(ctx: ServiceContext, weekStart: string): Promise<TimesheetWeek> {
  const user = callerOf(ctx).user;
  await ctx.db.transaction(async (tx) => {
    await lockPersonTime(tx, user.id);
    const sheet = await editableWeek(tx, user.id, weekStart);
    const [counts] = await tx
      .select({
        total: sql<number>`count(*)::int`,
        running: sql<number>`count(*) filter (where ${timeEntries.minutes} is null)::int`,
      })
      .from(timeEntries)
      .where(eq(timeEntries.timesheetId, sheet.id));
    if (!counts || counts.total === 0) throw conflict(TIME_MESSAGES.emptyWeek);
    if (counts.running > 0) throw conflict(TIME_MESSAGES.timerRunningInWeek);
    const now = ctx.now();
    await tx
      .update(timesheets)
      .set({ status: 'submitted', submittedAt: now, decidedAt: null, decidedById: null })
      .where(eq(timesheets.id, sheet.id));
    const admins = (await activeAdminIds(tx)).filter((id) => id !== user.id);
    await commitChange(tx, ctx, {
      audit: { action: 'timesheet.submitted', ...timeAudit({ type: 'timesheet', id: sheet.id, label: weekStart }) },
      notify: admins.map((adminId) => ({
        userId: adminId,
        type: 'reminder' as const,
        text: notificationText('timesheetSubmitted', { person: user.name, week: weekStart }),
        actionUrl: `/dashboard/time?review=${sheet.id}`,
        related: { type: 'timesheet', id: sheet.id, name: weekStart },
      })),
      live: await timeUpdated(tx, user.id, { timesheet: sheet.id, status: 'submitted' }, true),
    });
  });
  return getWeek(ctx.db, user, weekStart);
}
