import type {
  BusinessOverview,
  Overview,
  OverviewActivity,
  OverviewCard,
  OverviewEvent,
} from '@agency/shared/overview';
import { RECENT_ACTIVITY_SHOWN, TODAY_EVENTS_SHOWN } from '@agency/shared/overview';
import {
  and,
  asc,
  count,
  eq,
  exists,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  auditLogs,
  calendarEvents,
  deliverables,
  eventAttendees,
  invoices,
  messageReads,
  messages,
  payments,
  projectRatings,
  projects,
  tasks,
} from '../../db/schema/index.ts';
import { newestFirst } from '../../lib/cursor.ts';
import type { Caller } from '../../plugins/access.ts';
import { messageVisibility } from '../messaging/service.ts';
import { projectScope } from '../projects/service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A project is active while it is planned, in progress or in review (not completed, not on hold). */
const ACTIVE_PROJECT_STATUSES = ['planning', 'in-progress', 'review'] as const;
/** Invoices a client still has to pay: sent and not yet paid, including overdue ones (drafts are not theirs yet). */
const OUTSTANDING_INVOICE_STATUSES = ['sent', 'overdue'] as const;

/**
 * Audit actions that are routine, not activity: signing in and out, and reading notifications. Left out of
 * everyone's Recent Activity (the activity log of a later issue shows them to admins).
 */
const ROUTINE_ACTIONS = [
  'auth.sign_in',
  'auth.sign_out',
  'auth.sign_in_second_factor_required',
  'notification.read',
  'notification.unread',
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

/** The browser's today and this month as instants, from its offset to UTC (minutes east). */
export function localPeriods(now: Date, utcOffset: number) {
  const offsetMs = utcOffset * 60_000;
  const local = new Date(now.getTime() + offsetMs);
  const [y, m, d] = [local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()];
  const dayStart = new Date(Date.UTC(y, m, d) - offsetMs);
  return {
    today: new Date(Date.UTC(y, m, d)).toISOString().slice(0, 10),
    dayStart,
    dayEnd: new Date(dayStart.getTime() + DAY_MS),
    monthStart: new Date(Date.UTC(y, m, 1) - offsetMs),
    lastMonthStart: new Date(Date.UTC(y, m - 1, 1) - offsetMs),
    nextMonthStart: new Date(Date.UTC(y, m + 1, 1) - offsetMs),
  };
}
type Periods = ReturnType<typeof localPeriods>;

/** The ids of the projects the caller may see, as a subquery (one rule: projectScope). */
function projectIdsInScope(db: Db, caller: Caller) {
  return db.select({ id: projects.id }).from(projects).where(projectScope(caller));
}

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
  const [events, cards, activity, business] = await Promise.all([
    todaysEvents(db, caller, periods),
    summaryCards(db, caller, periods),
    recentActivity(db, caller),
    role === 'CLIENT' ? Promise.resolve(undefined) : businessOverview(db, caller, periods),
  ]);
  return { role, events, cards, activity, ...(business ? { business } : {}) };
}

async function todaysEvents(db: Db, { user }: Caller, { dayStart, dayEnd }: Periods) {
  const mine = or(
    eq(calendarEvents.organizerId, user.id),
    exists(
      db
        .select({ one: sql`1` })
        .from(eventAttendees)
        .where(
          and(
            eq(eventAttendees.eventId, calendarEvents.id),
            eq(eventAttendees.userId, user.id),
            ne(eventAttendees.response, 'declined'),
          ),
        ),
    ),
  );
  const where = and(
    isNull(calendarEvents.cancelledAt),
    // Overlapping today: an all-day event of yesterday ends at today's midnight and is not today's.
    lt(calendarEvents.startsAt, dayEnd),
    or(gt(calendarEvents.endsAt, dayStart), gte(calendarEvents.startsAt, dayStart)),
    mine,
  );
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: calendarEvents.id,
        title: calendarEvents.title,
        type: calendarEvents.type,
        startsAt: calendarEvents.startsAt,
        endsAt: calendarEvents.endsAt,
        allDay: calendarEvents.allDay,
        location: calendarEvents.location,
        meetingUrl: calendarEvents.meetingUrl,
        projectName: projects.name,
      })
      .from(calendarEvents)
      .leftJoin(projects, eq(projects.id, calendarEvents.projectId))
      .where(where)
      .orderBy(asc(calendarEvents.allDay), asc(calendarEvents.startsAt), asc(calendarEvents.id))
      .limit(TODAY_EVENTS_SHOWN),
    db.select({ n: count() }).from(calendarEvents).where(where),
  ]);
  return { total: total?.n ?? 0, items: items satisfies OverviewEvent[] };
}

const card = (key: OverviewCard['key'], values: Partial<Omit<OverviewCard, 'key'>> = {}): OverviewCard => ({
  key,
  count: values.count ?? 0,
  amountCents: values.amountCents ?? null,
  attention: values.attention ?? 0,
  nextDueDate: values.nextDueDate ?? null,
});

async function summaryCards(db: Db, caller: Caller, periods: Periods): Promise<OverviewCard[]> {
  const { user } = caller;
  const unread = unreadMessagesCard(db, caller);
  const active = activeProjectsCard(db, caller);
  if (user.role === 'AGENT') {
    const [mine, unreadCard, activeCard] = await Promise.all([openTasks(db, caller, periods, true), unread, active]);
    return [
      card('overdueTasks', { count: mine.overdue, attention: mine.overdue }),
      card('myOpenTasks', { count: mine.count, nextDueDate: mine.nextDueDate }),
      unreadCard,
      activeCard,
    ];
  }
  if (user.role === 'CLIENT') {
    return Promise.all([
      outstandingInvoicesCard(db, caller, periods),
      deliverablesCard(db, caller, periods),
      unread,
      active,
    ]);
  }
  const [invoiceCard, open, unreadCard, activeCard] = await Promise.all([
    outstandingInvoicesCard(db, caller, periods),
    openTasks(db, caller, periods, false),
    unread,
    active,
  ]);
  return [
    invoiceCard,
    card('openTasks', { count: open.count, attention: open.overdue, nextDueDate: open.nextDueDate }),
    unreadCard,
    activeCard,
  ];
}

async function activeProjectsCard(db: Db, caller: Caller) {
  const [row] = await db
    .select({ n: count() })
    .from(projects)
    .where(and(projectScope(caller), inArray(projects.status, [...ACTIVE_PROJECT_STATUSES])));
  return card('activeProjects', { count: row?.n ?? 0 });
}

/** Open (not done) tasks: an agent's own (assigned to them), every task for an admin. */
async function openTasks(db: Db, caller: Caller, { today }: Periods, assignedOnly: boolean) {
  const [row] = await db
    .select({
      n: count(),
      overdue: sql<number>`count(*) filter (where ${tasks.dueDate} < ${today}::date)`.mapWith(Number),
      nextDueDate: sql<string | null>`(min(${tasks.dueDate}) filter (where ${tasks.dueDate} >= ${today}::date))::text`,
    })
    .from(tasks)
    .where(
      and(
        ne(tasks.status, 'done'),
        assignedOnly ? eq(tasks.assigneeId, caller.user.id) : undefined,
        caller.access === 'any' ? undefined : inArray(tasks.projectId, projectIdsInScope(db, caller)),
      ),
    );
  return { count: row?.n ?? 0, overdue: row?.overdue ?? 0, nextDueDate: row?.nextDueDate ?? null };
}

/** Sent and overdue invoices: all for an admin, the organisation's for a client. */
async function outstandingInvoicesCard(db: Db, caller: Caller, { today }: Periods) {
  const { user, access } = caller;
  const scope = access === 'any' ? undefined : user.clientId ? eq(invoices.clientId, user.clientId) : sql`false`;
  const [row] = await db
    .select({
      n: count(),
      sum: sql<number>`coalesce(sum(${invoices.totalCents}), 0)`.mapWith(Number),
      overdue:
        sql<number>`count(*) filter (where ${invoices.status} = 'overdue' or ${invoices.dueDate} < ${today}::date)`.mapWith(
          Number,
        ),
      nextDueDate: sql<string | null>`min(${invoices.dueDate})::text`,
    })
    .from(invoices)
    .where(and(scope, inArray(invoices.status, [...OUTSTANDING_INVOICE_STATUSES])));
  return card('outstandingInvoices', {
    count: row?.n ?? 0,
    amountCents: row?.sum ?? 0,
    attention: row?.overdue ?? 0,
    nextDueDate: row?.nextDueDate ?? null,
  });
}

/** A client's deliverables not yet completed (client-visible ones of their organisation's projects). */
async function deliverablesCard(db: Db, caller: Caller, { today }: Periods) {
  const [row] = await db
    .select({
      n: count(),
      overdue: sql<number>`count(*) filter (where ${deliverables.dueDate} < ${today}::date)`.mapWith(Number),
      nextDueDate: sql<
        string | null
      >`(min(${deliverables.dueDate}) filter (where ${deliverables.dueDate} >= ${today}::date))::text`,
    })
    .from(deliverables)
    .innerJoin(projects, eq(projects.id, deliverables.projectId))
    .where(and(projectScope(caller), eq(deliverables.clientVisible, true), ne(deliverables.status, 'completed')));
  return card('deliverablesAwaiting', {
    count: row?.n ?? 0,
    attention: row?.overdue ?? 0,
    nextDueDate: row?.nextDueDate ?? null,
  });
}

/**
 * Messages in the caller's projects they have not read: sent by someone else after their read marker of that
 * thread, or at any time when they have no marker yet (message_reads, one row per project and user).
 */
async function unreadMessagesCard(db: Db, caller: Caller) {
  const { user } = caller;
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .innerJoin(projects, eq(projects.id, messages.projectId))
    .leftJoin(messageReads, and(eq(messageReads.projectId, messages.projectId), eq(messageReads.userId, user.id)))
    .where(
      and(
        projectScope(caller),
        // Internal notes never count for a client (issue #9); deleted messages count for nobody.
        messageVisibility(caller),
        isNull(messages.deletedAt),
        sql`${messages.senderId} is distinct from ${user.id}`,
        or(isNull(messageReads.lastReadAt), sql`${messages.createdAt} > ${messageReads.lastReadAt}`),
      ),
    );
  return card('unreadMessages', { count: row?.n ?? 0, attention: row?.n ?? 0 });
}

/**
 * Recent Activity from the audit trail, newest first: every row for an admin; an agent's assigned projects' rows
 * and their own actions; a client's organisation's client-visible rows of the whitelisted actions only.
 */
async function recentActivity(db: Db, caller: Caller): Promise<OverviewActivity[]> {
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
    .limit(RECENT_ACTIVITY_SHOWN);
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
