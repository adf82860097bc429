import type { OverviewCard } from '@agency/shared/overview';
import { and, count, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deliverables, invoices, messageReads, messages, projects, tasks } from '../../db/schema/index.ts';
import type { Caller } from '../../lib/caller.ts';
import { paidCentsSql } from '../invoices/money.ts';
import { messageVisibility } from '../messaging/queries.ts';
import { projectScope } from '../projects/queries.ts';
import { type Periods, projectIdsInScope } from './periods.ts';

/** A project is active while it is planned, in progress or in review (not completed, not on hold). */
const ACTIVE_PROJECT_STATUSES = ['planning', 'in-progress', 'review'] as const;
/** Invoices a client still has to pay: sent and not yet paid, including overdue ones (drafts are not theirs yet). */
const OUTSTANDING_INVOICE_STATUSES = ['sent', 'overdue'] as const;

const card = (key: OverviewCard['key'], values: Partial<Omit<OverviewCard, 'key'>> = {}): OverviewCard => ({
  key,
  count: values.count ?? 0,
  amountCents: values.amountCents ?? null,
  attention: values.attention ?? 0,
  nextDueDate: values.nextDueDate ?? null,
});

export async function summaryCards(db: Db, caller: Caller, periods: Periods): Promise<OverviewCard[]> {
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
      // What is still owed: the total less what was received, by the one definition (invoices/money.ts).
      sum: sql<number>`coalesce(sum(greatest(${invoices.totalCents} - ${paidCentsSql}, 0)), 0)`.mapWith(Number),
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
