import type { BusinessOverview, Overview, OverviewActivity, OverviewEvent } from '@agency/shared/overview';
import { RECENT_ACTIVITY_SHOWN, TODAY_EVENTS_SHOWN } from '@agency/shared/overview';
import { and, count, eq, gte, inArray, lt, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLogs, invoices, payments, projectRatings, projects } from '../../db/schema/index.ts';
import type { Caller } from '../../lib/caller.ts';
import { newestFirst } from '../../lib/cursor.ts';
import { ownOccurrences } from '../calendar/queries.ts';
import { projectScope } from '../projects/queries.ts';
import { teamHeadcount } from '../team/queries.ts';
import { localPeriods, type Periods, projectIdsInScope } from './periods.ts';
import { summaryCards } from './summary-cards.ts';

/**
 * Audit actions that are routine, not activity: signing in and out, reading or clearing notifications, and a
 * person's own preferences and status. Left out of everyone's Recent Activity (the activity log shows them to admins).
 */
const ROUTINE_ACTIONS = [
  'auth.sign_in',
  'auth.sign_out',
  'auth.sign_in_second_factor_required',
  'notification.read',
  'notification.unread',
  'notification.cleared',
  'presence.changed',
  'settings.preferences_updated',
  'settings.notification_emails_updated',
];

/**
 * What a CLIENT may see in Recent Activity: only these actions, only on rows of their own organisation that were
 * written client-visible. Internal work (tasks, notes, team, settings, security events, leads) never reaches them.
 */
export const CLIENT_ACTIVITY_ACTIONS = [
  'project.created',
  'project.updated',
  'project.status_changed',
  'project.completed',
  'project.rated',
  'deliverable.created',
  'deliverable.updated',
  'deliverable.completed',
  'proposal.sent',
  'proposal.approved',
  'proposal.rejected',
  'invoice.sent',
  'invoice.paid',
  'invoice.overdue',
  'payment.recorded',
  'payment.succeeded',
  'file.uploaded',
  'event.created',
];

/**
 * The caller's Overview (001 §2), every figure computed from the database in their scope (D5, D6, D13).
 *
 * Cards per role, what needs attention first:
 * - ADMIN: outstanding invoices (sum, count, overdue), open tasks (overdue), unread messages, active projects;
 * - AGENT: my overdue tasks, my open tasks (next due date), unread messages, my active projects;
 * - CLIENT: outstanding invoices (sum, count, overdue, next due), deliverables awaiting (next due, overdue),
 *   unread messages, active projects.
 * Today's events are the caller's own for every role, admins included: events they organise or attend (not
 * declined), not cancelled. The agency-wide calendar is the calendar workspace's, not the welcome banner's.
 */
export async function getOverview(db: Db, caller: Caller, utcOffset: number, now = new Date()): Promise<Overview> {
  const periods = localPeriods(now, utcOffset);
  const role = caller.user.role;
  const staff = role !== 'CLIENT';
  const [events, cards, activity, business, team] = await Promise.all([
    todaysEvents(db, caller, periods),
    summaryCards(db, caller, periods),
    recentActivity(db, caller),
    staff ? businessOverview(db, caller, periods) : undefined,
    staff ? teamHeadcount(db, caller) : undefined,
  ]);
  return {
    role,
    events,
    cards,
    activity,
    ...(business ? { business } : {}),
    ...(team ? { team } : {}),
  };
}

async function todaysEvents(db: Db, { user }: Caller, { dayStart, dayEnd }: Periods) {
  // The calendar's own rule (series expanded, one-off changes applied), so the banner and the calendar agree.
  const all = (await ownOccurrences(db, user.id, dayStart, dayEnd)).sort(
    (a, b) =>
      Number(a.allDay) - Number(b.allDay) || a.startsAt.getTime() - b.startsAt.getTime() || a.id.localeCompare(b.id),
  );
  return { total: all.length, items: all.slice(0, TODAY_EVENTS_SHOWN) satisfies OverviewEvent[] };
}

/**
 * Recent Activity from the audit trail, newest first: every row for an admin; an agent's assigned projects' rows
 * and their own actions; a client's organisation's client-visible rows of the whitelisted actions only.
 */
export async function recentActivity(
  db: Db,
  caller: Caller,
  limit = RECENT_ACTIVITY_SHOWN,
): Promise<OverviewActivity[]> {
  const { user, access } = caller;
  let scope: SQL | undefined;
  if (access === 'any') scope = undefined;
  else if (user.role === 'CLIENT') {
    scope = user.clientId
      ? and(
          eq(auditLogs.clientId, user.clientId),
          eq(auditLogs.clientVisible, true),
          inArray(auditLogs.action, CLIENT_ACTIVITY_ACTIONS),
        )
      : sql`false`;
  } else if (user.role === 'AGENT') {
    scope = or(inArray(auditLogs.projectId, projectIdsInScope(db, caller)), eq(auditLogs.actorId, user.id));
  } else scope = sql`false`;
  return db
    .select({
      id: auditLogs.id,
      action: auditLogs.action,
      // A failed sign-in has no account, only the address that was tried.
      actorName: sql<string | null>`coalesce(${auditLogs.actorName}, ${auditLogs.actorEmail})`,
      targetType: auditLogs.targetType,
      targetId: auditLogs.targetId,
      targetLabel: auditLogs.targetLabel,
      projectId: auditLogs.projectId,
      createdAt: auditLogs.createdAt,
    })
    .from(auditLogs)
    .where(and(scope, notInArray(auditLogs.action, ROUTINE_ACTIONS)))
    .orderBy(...newestFirst(auditLogs))
    .limit(limit);
}

/** Revenue Growth, Project Completion and Client Satisfaction over the caller's projects (admin and agent). */
async function businessOverview(db: Db, caller: Caller, periods: Periods): Promise<BusinessOverview> {
  const invoiceScope = caller.access === 'any' ? undefined : inArray(invoices.projectId, projectIdsInScope(db, caller));
  const [[revenue], [completion], [satisfaction]] = await Promise.all([
    db
      .select({
        thisMonth:
          sql<number>`coalesce(sum(${payments.amountCents}) filter (where ${payments.paidAt} >= ${periods.monthStart.toISOString()}::timestamptz), 0)`.mapWith(
            Number,
          ),
        lastMonth:
          sql<number>`coalesce(sum(${payments.amountCents}) filter (where ${payments.paidAt} < ${periods.monthStart.toISOString()}::timestamptz), 0)`.mapWith(
            Number,
          ),
      })
      .from(payments)
      .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
      .where(
        and(
          eq(payments.status, 'succeeded'),
          gte(payments.paidAt, periods.lastMonthStart),
          lt(payments.paidAt, periods.nextMonthStart),
          invoiceScope,
        ),
      ),
    db
      .select({
        total: count(),
        completed: sql<number>`count(*) filter (where ${projects.status} = 'completed')`.mapWith(Number),
      })
      .from(projects)
      .where(projectScope(caller)),
    db
      .select({
        ratings: count(),
        average: sql<number | null>`round(avg(${projectRatings.rating}), 1)`.mapWith((v) =>
          v === null ? null : Number(v),
        ),
      })
      .from(projectRatings)
      .innerJoin(projects, eq(projects.id, projectRatings.projectId))
      .where(projectScope(caller)),
  ]);
  const thisMonthCents = revenue?.thisMonth ?? 0;
  const lastMonthCents = revenue?.lastMonth ?? 0;
  return {
    revenue: {
      thisMonthCents,
      lastMonthCents,
      changePercent:
        lastMonthCents > 0 ? Math.round(((thisMonthCents - lastMonthCents) / lastMonthCents) * 1000) / 10 : null,
    },
    completion: { completed: completion?.completed ?? 0, total: completion?.total ?? 0 },
    satisfaction: { average: satisfaction?.average ?? null, ratings: satisfaction?.ratings ?? 0 },
  };
}
