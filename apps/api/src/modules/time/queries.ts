import type { TimesheetStatus } from '@agency/shared/enums';
import { accessFor } from '@agency/shared/permissions';
import type { TimeEntry, TimeOptions, TimesheetSummary, TimesheetWeek } from '@agency/shared/time';
import { TIME_MESSAGES } from '@agency/shared/time';
import { and, asc, desc, eq, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { projects, tasks, timeEntries, timesheets, users } from '../../db/schema/index.ts';
import type { Caller } from '../../lib/caller.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { projectScope } from '../projects/queries.ts';

/**
 * Who sees which time (issue #20): a person's entries, timer and weeks are their own (every query below filters by
 * the user id); the admins (`timesheet:approve`) read everyone's submitted and decided weeks. Projects to log on are
 * those of `projectScope`: every project for an admin, the assigned ones for an agent; anything else is 404.
 */
/**
 * The time entries a caller may read, as a `where` on `time_entries`, by the rule above: their own, and for an admin
 * (`timesheet:approve`) everyone's entries in weeks that are not open (GET /api/time/timesheets/:id), never another
 * person's open week. Clients track no time: `time:track` keeps them out before this applies.
 */
export function timeEntryScope({ user }: Caller): SQL | undefined {
  const own = eq(timeEntries.userId, user.id);
  if (accessFor(user.role, 'timesheet:approve') !== 'any') return own;
  return or(
    own,
    sql`exists (select 1 from ${timesheets} where ${and(eq(timesheets.id, timeEntries.timesheetId), ne(timesheets.status, 'open'))})`,
  );
}

const entryColumns = {
  id: timeEntries.id,
  projectId: timeEntries.projectId,
  projectName: projects.name,
  taskId: timeEntries.taskId,
  taskTitle: tasks.title,
  workDate: timeEntries.workDate,
  startedAt: timeEntries.startedAt,
  minutes: timeEntries.minutes,
  note: timeEntries.note,
  billable: timeEntries.billable,
  invoiced: sql<boolean>`${timeEntries.invoiceId} is not null`.mapWith(Boolean),
};

function selectEntries(db: Db, where: SQL | undefined) {
  return db
    .select(entryColumns)
    .from(timeEntries)
    .innerJoin(projects, eq(projects.id, timeEntries.projectId))
    .leftJoin(tasks, eq(tasks.id, timeEntries.taskId))
    .where(where)
    .orderBy(asc(timeEntries.workDate), asc(timeEntries.createdAt), asc(timeEntries.id));
}

export async function loadEntry(db: Db, id: string): Promise<TimeEntry> {
  const [row] = await selectEntries(db, eq(timeEntries.id, id));
  if (!row) throw notFound(TIME_MESSAGES.entryNotFound);
  return row;
}

/** The caller's running timer, or null. */
export async function getTimer(db: Db, userId: string): Promise<TimeEntry | null> {
  const [row] = await selectEntries(db, and(eq(timeEntries.userId, userId), isNull(timeEntries.minutes)));
  return row ?? null;
}

const sheetColumns = {
  id: timesheets.id,
  userId: timesheets.userId,
  userName: users.name,
  weekStart: timesheets.weekStart,
  status: timesheets.status,
  submittedAt: timesheets.submittedAt,
  decidedAt: timesheets.decidedAt,
  returnNote: timesheets.returnNote,
  totalMinutes: sql<number>`(select coalesce(sum(e.minutes), 0)::int from time_entries e where e.timesheet_id = ${timesheets.id})`,
  billableMinutes: sql<number>`(select coalesce(sum(e.minutes), 0)::int from time_entries e where e.timesheet_id = ${timesheets.id} and e.billable)`,
};

function selectSheets(db: Db, where: SQL | undefined) {
  return db.select(sheetColumns).from(timesheets).innerJoin(users, eq(users.id, timesheets.userId)).where(where);
}

async function withEntries(db: Db, sheet: TimesheetSummary): Promise<TimesheetWeek> {
  const entries = await selectEntries(db, eq(timeEntries.timesheetId, sheet.id));
  return { ...sheet, entries };
}

/** A person's week: their timesheet with its entries, or an empty open week when they logged nothing yet. */
export async function getWeek(db: Db, user: { id: string; name: string }, weekStart: string): Promise<TimesheetWeek> {
  const [sheet] = await selectSheets(db, and(eq(timesheets.userId, user.id), eq(timesheets.weekStart, weekStart)));
  if (sheet) return withEntries(db, sheet);
  return {
    id: null,
    userId: user.id,
    userName: user.name,
    weekStart,
    status: 'open',
    submittedAt: null,
    decidedAt: null,
    returnNote: null,
    totalMinutes: 0,
    billableMinutes: 0,
    entries: [],
  };
}

/** Everyone's weeks in a status, for the admins' approval list (an open week is its person's own business). */
export async function listTimesheets(db: Db, status: TimesheetStatus): Promise<TimesheetSummary[]> {
  const where = and(eq(timesheets.status, status), ne(timesheets.status, 'open'));
  return selectSheets(db, where).orderBy(desc(timesheets.weekStart), asc(users.name)).limit(200);
}

/** One week of anyone's, for an admin; an open week is not theirs to read (404). */
export async function getTimesheet(db: Db, id: string): Promise<TimesheetWeek> {
  const [sheet] = await selectSheets(db, and(eq(timesheets.id, id), ne(timesheets.status, 'open')));
  if (!sheet) throw notFound(TIME_MESSAGES.timesheetNotFound);
  return withEntries(db, sheet);
}

/** The projects the caller may log time on, each with its tasks not yet done. */
export async function timeOptions(db: Db, caller: Caller): Promise<TimeOptions> {
  const rows = await db
    .select({ id: projects.id, name: projects.name, taskId: tasks.id, taskTitle: tasks.title })
    .from(projects)
    .leftJoin(tasks, and(eq(tasks.projectId, projects.id), ne(tasks.status, 'done')))
    .where(projectScope(caller))
    .orderBy(asc(projects.name), asc(tasks.title))
    .limit(2000);
  const byProject = new Map<string, TimeOptions['projects'][number]>();
  for (const row of rows) {
    const project = byProject.get(row.id) ?? { id: row.id, name: row.name, tasks: [] };
    if (row.taskId && row.taskTitle) project.tasks.push({ id: row.taskId, title: row.taskTitle });
    byProject.set(row.id, project);
  }
  return { projects: [...byProject.values()] };
}

/** A project the caller may log on (404 otherwise) and, when given, one of its tasks (400 otherwise). */
export async function loggableProject(db: Db, caller: Caller, projectId: string, taskId: string | null) {
  const [project] = await db
    .select({ id: projects.id, name: projects.name, clientId: projects.clientId })
    .from(projects)
    .where(and(eq(projects.id, projectId), projectScope(caller)));
  if (!project) throw notFound(TIME_MESSAGES.projectNotFound);
  if (taskId) {
    const [task] = await db
      .select({ id: tasks.id })
      .from(tasks)
      .where(and(eq(tasks.id, taskId), eq(tasks.projectId, projectId)));
    if (!task) throw badRequest(TIME_MESSAGES.taskNotOfProject, { taskId: TIME_MESSAGES.taskNotOfProject });
  }
  return project;
}
