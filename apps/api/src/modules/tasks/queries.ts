import type { TaskStatus } from '@agency/shared/enums';
import type { TaskAnalytics, TaskDetail, TaskSummary } from '@agency/shared/tasks';
import { todayIn } from '@agency/shared/zoned-time';
import { and, asc, eq, isNotNull, isNull, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { projectAgents, projects, taskComments, taskSubtasks, tasks, users } from '../../db/schema/index.ts';
import type { Caller } from '../../lib/caller.ts';
import { afterCursor, type Cursor, keyset, newestFirst, toPage } from '../../lib/cursor.ts';
import { notFound } from '../../lib/errors.ts';
import { projectScope } from '../projects/queries.ts';

/**
 * Who sees which task (D5, D6; 001 §6: never a client, the routes answer 403 first):
 * - a task of a project: whoever sees the project (`projectScope`): admins, the project's agents;
 * - a task with "No Project" (an internal task): admins, and the agent who created it or is assigned to it.
 * Every list, count and lookup below is built on this one `where` (with `projects` left-joined).
 */
export function taskScope(caller: Caller): SQL | undefined {
  if (caller.access === 'any') return undefined;
  const own = or(eq(tasks.createdById, caller.user.id), eq(tasks.assigneeId, caller.user.id));
  return or(and(isNotNull(tasks.projectId), projectScope(caller)), and(isNull(tasks.projectId), own));
}

/**
 * The same rule as `taskScope`, written on `tasks` alone (no `projects` join): an agent's projects are read once
 * from project_agents (a hashed subplan), so the list can walk an index in its sort order and stop after one page.
 */
export function taskScopeOnTasks(caller: Caller): SQL | undefined {
  if (caller.access === 'any') return undefined;
  if (caller.user.role === 'AGENT') return agentTaskScope(caller.user.id);
  const visibleProjects = sql`${tasks.projectId} in (select ${projects.id} from ${projects} where ${projectScope(caller) ?? sql`true`})`;
  return or(and(isNotNull(tasks.projectId), visibleProjects), ownInternalTask(caller.user.id));
}

/** An agent's tasks: those of the projects they are on, and the internal ones they created or hold. */
export function agentTaskScope(agentId: string | Placeholder): SQL | undefined {
  const visibleProjects = sql`${tasks.projectId} in (select ${projectAgents.projectId} from ${projectAgents} where ${projectAgents.agentId} = ${agentId})`;
  return or(and(isNotNull(tasks.projectId), visibleProjects), ownInternalTask(agentId));
}

function ownInternalTask(userId: string | Placeholder): SQL | undefined {
  return and(isNull(tasks.projectId), or(eq(tasks.createdById, userId), eq(tasks.assigneeId, userId)));
}

const subtaskCount = sql<number>`(select count(*)::int from ${taskSubtasks} where ${taskSubtasks.taskId} = ${tasks.id})`;
const subtasksDone = sql<number>`(select count(*)::int from ${taskSubtasks} where ${taskSubtasks.taskId} = ${tasks.id} and ${taskSubtasks.completed})`;
const commentCount = sql<number>`(select count(*)::int from ${taskComments} where ${taskComments.taskId} = ${tasks.id})`;

export const taskColumns = {
  id: tasks.id,
  title: tasks.title,
  description: tasks.description,
  status: tasks.status,
  priority: tasks.priority,
  dueDate: tasks.dueDate,
  position: tasks.position,
  tags: tasks.tags,
  projectId: tasks.projectId,
  projectName: projects.name,
  clientId: projects.clientId,
  assigneeId: tasks.assigneeId,
  assigneeName: users.name,
  createdById: tasks.createdById,
  subtaskCount,
  subtasksDone,
  commentCount,
  completedAt: tasks.completedAt,
  createdAt: tasks.createdAt,
  updatedAt: tasks.updatedAt,
};

export type TaskRow = Awaited<ReturnType<typeof loadTask>>;

/** Progress from subtasks (D13): the share done; a task without subtasks is 0 until done, then 100. */
export function progressOf(row: { status: TaskStatus; subtaskCount: number; subtasksDone: number }): number {
  if (row.subtaskCount === 0) return row.status === 'done' ? 100 : 0;
  return Math.round((row.subtasksDone / row.subtaskCount) * 100);
}

/**
 * The wire shape of a task: every field but the project's client id (selected for scoping), plus progress.
 * Written out rather than rest/spread: 25 rows of copied-and-excluded objects were a measurable share of a list
 * request's CPU (issue #8's throughput budget).
 */
export function toTask(row: Omit<TaskRow, 'projectName'> & { projectName: string | null }) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status,
    priority: row.priority,
    dueDate: row.dueDate,
    position: row.position,
    tags: row.tags,
    projectId: row.projectId,
    projectName: row.projectName,
    assigneeId: row.assigneeId,
    assigneeName: row.assigneeName,
    subtaskCount: row.subtaskCount,
    subtasksDone: row.subtasksDone,
    commentCount: row.commentCount,
    completedAt: row.completedAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    progress: progressOf(row),
  };
}

function selectTasks(db: Db) {
  return db
    .select(taskColumns)
    .from(tasks)
    .leftJoin(projects, eq(projects.id, tasks.projectId))
    .leftJoin(users, eq(users.id, tasks.assigneeId));
}

/** A project the caller sees (for filters and new tasks), or 404: its existence is not revealed. */
export async function visibleProject(db: Db, caller: Caller, id: string) {
  const [project] = await db
    .select({ id: projects.id, name: projects.name, clientId: projects.clientId })
    .from(projects)
    .where(and(eq(projects.id, id), projectScope(caller)));
  if (!project) throw notFound('Project not found');
  return project;
}

/**
 * The My Tasks counters. Overdue = not done and due before today in the caller's time zone (the browser sends
 * it; UTC when absent).
 */
export async function taskSummary(
  db: Db,
  caller: Caller,
  query: { mine?: boolean; project?: string; timeZone?: string },
  now = new Date(),
): Promise<TaskSummary> {
  if (query.project) await visibleProject(db, caller, query.project);
  const today = todayIn(query.timeZone ?? 'UTC', now);
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      inProgress: sql<number>`(count(*) filter (where ${tasks.status} = 'in-progress'))::int`,
      completed: sql<number>`(count(*) filter (where ${tasks.status} = 'done'))::int`,
      overdue: sql<number>`(count(*) filter (where ${tasks.status} <> 'done' and ${tasks.dueDate} < ${today}::date))::int`,
    })
    .from(tasks)
    .leftJoin(projects, eq(projects.id, tasks.projectId))
    .where(
      and(
        taskScope(caller),
        query.mine ? eq(tasks.assigneeId, caller.user.id) : undefined,
        query.project ? eq(tasks.projectId, query.project) : undefined,
      ),
    );
  return row!;
}

/** The Project Analytics modal: one project's tasks (or every task in scope without one). */
export async function taskAnalytics(db: Db, caller: Caller, projectId?: string): Promise<TaskAnalytics> {
  if (projectId) await visibleProject(db, caller, projectId);
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      completed: sql<number>`(count(*) filter (where ${tasks.status} = 'done'))::int`,
      inProgress: sql<number>`(count(*) filter (where ${tasks.status} = 'in-progress'))::int`,
      review: sql<number>`(count(*) filter (where ${tasks.status} = 'review'))::int`,
      todo: sql<number>`(count(*) filter (where ${tasks.status} = 'todo'))::int`,
    })
    .from(tasks)
    .leftJoin(projects, eq(projects.id, tasks.projectId))
    .where(and(taskScope(caller), projectId ? eq(tasks.projectId, projectId) : undefined));
  return row!;
}

/** Who a task may be assigned to: admins and, on a project, its agents; with no project, every active agent. */
export async function listAssignees(db: Db, caller: Caller, projectId?: string) {
  if (projectId) await visibleProject(db, caller, projectId);
  const onProject = projectId
    ? sql`exists (select 1 from ${projectAgents} where ${projectAgents.projectId} = ${projectId}::uuid and ${projectAgents.agentId} = ${users.id})`
    : sql`true`;
  const items = await db
    .select({ id: users.id, name: users.name, email: users.email, role: sql<string>`${users.role}::text` })
    .from(users)
    .where(
      and(
        eq(users.isActive, true),
        or(eq(users.role, 'ADMIN'), and(eq(users.role, 'AGENT'), onProject)),
        or(isNull(users.banned), eq(users.banned, false)),
      ),
    )
    .orderBy(asc(users.name), asc(users.id))
    .limit(200);
  return { items };
}

/** The projects the caller sees, for the task filters and form (at most 500, by name). */
export async function listTaskProjects(db: Db, caller: Caller) {
  const items = await db
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(projectScope(caller))
    .orderBy(asc(projects.name), asc(projects.id))
    .limit(500);
  return { items };
}

/** A task in the caller's scope (locked for a change), or 404. */
export async function loadTask(db: Db, caller: Caller, id: string, lock = false) {
  const query = selectTasks(db).where(and(eq(tasks.id, id), taskScope(caller)));
  const [row] = lock ? await query.for('update', { of: tasks }) : await query;
  if (!row) throw notFound('Task not found');
  return row;
}

export async function getTask(db: Db, caller: Caller, id: string): Promise<TaskDetail> {
  const row = await loadTask(db, caller, id);
  return withSubtasks(db, row);
}

export async function withSubtasks(db: Db, row: TaskRow): Promise<TaskDetail> {
  const subtasks = await db
    .select({
      id: taskSubtasks.id,
      title: taskSubtasks.title,
      completed: taskSubtasks.completed,
      position: taskSubtasks.position,
    })
    .from(taskSubtasks)
    .where(eq(taskSubtasks.taskId, row.id))
    .orderBy(asc(taskSubtasks.position), asc(taskSubtasks.id));
  return { ...toTask(row), subtasks };
}

/** A subtask of a task (already found in scope), or 404. */
export async function loadSubtask(tx: Db, taskId: string, subtaskId: string) {
  const [subtask] = await tx
    .select({ id: taskSubtasks.id, title: taskSubtasks.title, completed: taskSubtasks.completed })
    .from(taskSubtasks)
    .where(and(eq(taskSubtasks.id, subtaskId), eq(taskSubtasks.taskId, taskId)));
  if (!subtask) throw notFound('Subtask not found');
  return subtask;
}

// Comments: newest first, keyset-paged.

export const commentColumns = {
  id: taskComments.id,
  content: taskComments.content,
  authorId: taskComments.authorId,
  authorName: users.name,
  createdAt: taskComments.createdAt,
};

export async function listComments(db: Db, caller: Caller, taskId: string, query: { cursor?: Cursor; limit: number }) {
  await loadTask(db, caller, taskId);
  const rows = await db
    .select({ ...commentColumns, ...keyset(taskComments) })
    .from(taskComments)
    .leftJoin(users, eq(users.id, taskComments.authorId))
    .where(and(eq(taskComments.taskId, taskId), afterCursor(taskComments, query.cursor)))
    .orderBy(...newestFirst(taskComments))
    .limit(query.limit + 1);
  return toPage(rows, query.limit);
}
