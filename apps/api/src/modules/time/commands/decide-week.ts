import { TIME_MESSAGES, type TimesheetWeek } from '@agency/shared/time';
import { eq } from 'drizzle-orm';
import { timesheets } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import { notificationText } from '../../../lib/notification-texts.ts';
import { callerOf, type ServiceContext } from '../../../lib/service-context.ts';
import { timeAudit, timeUpdated } from '../effects.ts';
import { getTimesheet } from '../queries.ts';

export type WeekDecision = { kind: 'approve' } | { kind: 'return'; note: string };

/**
 * An admin approves a submitted week (its time is then paid and billable) or returns it with a note (its person may
 * change it and submit again). Only a submitted week can be decided: a second click, or two admins at once, get 409.
 * The person is told either way.
 */
export async function decideWeek(ctx: ServiceContext, id: string, decision: WeekDecision): Promise<TimesheetWeek> {
  const admin = callerOf(ctx).user;
  await ctx.db.transaction(async (tx) => {
    const [sheet] = await tx
      .select({
        id: timesheets.id,
        status: timesheets.status,
        userId: timesheets.userId,
        weekStart: timesheets.weekStart,
      })
      .from(timesheets)
      .where(eq(timesheets.id, id))
      .for('update');
    if (!sheet || sheet.status === 'open') throw notFound(TIME_MESSAGES.timesheetNotFound);
    if (sheet.status !== 'submitted') throw conflict(TIME_MESSAGES.onlySubmittedDecided);
    const approved = decision.kind === 'approve';
    await tx
      .update(timesheets)
      .set({
        status: approved ? 'approved' : 'returned',
        decidedAt: ctx.now(),
        decidedById: admin.id,
        returnNote: approved ? null : decision.note,
      })
      .where(eq(timesheets.id, id));
    const text = approved
      ? notificationText('timesheetApproved', { approver: admin.name, week: sheet.weekStart })
      : notificationText('timesheetReturned', {
          approver: admin.name,
          week: sheet.weekStart,
          note: decision.kind === 'return' ? decision.note : '',
        });
    await commitChange(tx, ctx, {
      audit: {
        action: approved ? 'timesheet.approved' : 'timesheet.returned',
        ...timeAudit({ type: 'timesheet', id, label: sheet.weekStart }),
        details: { userId: sheet.userId },
      },
      notify:
        sheet.userId === admin.id
          ? []
          : [
              {
                userId: sheet.userId,
                type: 'reminder',
                level: approved ? 'success' : 'warning',
                text,
                actionUrl: `/dashboard/time?week=${sheet.weekStart}`,
                related: { type: 'timesheet', id, name: sheet.weekStart },
              },
            ],
      live: await timeUpdated(tx, sheet.userId, { timesheet: id, status: approved ? 'approved' : 'returned' }, true),
    });
  });
  return getTimesheet(ctx.db, id);
}
