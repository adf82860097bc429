import type { TaskStatus } from '@agency/shared/enums';
import { TASK_PRIORITIES } from '@agency/shared/enums';
import { wireText } from '@agency/shared/schema-primitives';
import type {
  CreateTaskBody,
  MoveTaskBody,
  TaskAnalytics,
  TaskDetail,
  TaskListSort,
  TaskSummary,
  UpdateSubtaskBody,
  UpdateTaskBody,
} from '@agency/shared/tasks';
import { TASK_LIST_SORTS } from '@agency/shared/tasks';
import { and, asc, eq, gte, ilike, isNotNull, isNull, lte, ne, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { projectAgents, projects, taskComments, taskSubtasks, tasks, users } from '../../db/schema/index.ts';
import { type RequestContext, writeAudit } from '../../lib/audit.ts';
import { afterCursor, type Cursor, keyset, newestFirst, toPage } from '../../lib/cursor.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { notificationText } from '../../lib/notification-texts.ts';
import { preparedPerShape } from '../../lib/prepared.ts';
import type { Caller } from '../../plugins/access.ts';
import { notify } from '../notifications/service.ts';
import { projectScope } from '../projects/service.ts';

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
function agentTaskScope(agentId: string | Placeholder): SQL | undefined {
  const visibleProjects = sql`${tasks.projectId} in (select ${projectAgents.projectId} from ${projectAgents} where ${projectAgents.agentId} = ${agentId})`;
  return or(and(isNotNull(tasks.projectId), visibleProjects), ownInternalTask(agentId));
}

function ownInternalTask(userId: string | Placeholder): SQL | undefined {
  return and(isNull(tasks.projectId), or(eq(tasks.createdById, userId), eq(tasks.assigneeId, userId)));
}

const subtaskCount = sql<number>`(select count(*)::int from ${taskSubtasks} where ${taskSubtasks.taskId} = ${tasks.id})`;
const subtasksDone = sql<number>`(select count(*)::int from ${taskSubtasks} where ${taskSubtasks.taskId} = ${tasks.id} and ${taskSubtasks.completed})`;
const commentCount = sql<number>`(select count(*)::int from ${taskComments} where ${taskComments.taskId} = ${tasks.id})`;

const taskColumns = {
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
  subtaskCount,
  subtasksDone,
  commentCount,
  completedAt: tasks.completedAt,
  createdAt: tasks.createdAt,
  updatedAt: tasks.updatedAt,
};

type TaskRow = Awaited<ReturnType<typeof loadTask>>;

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
function toTask(row: Omit<TaskRow, 'projectName'> & { projectName: string | null }) {
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

// ---------------------------------------------------------------------------------------------------------------
// Sorting and keyset paging: each sort orders by (its key, id) and the cursor carries the last row's key and id.

interface SortSpec {
  order: SQL[];
  /** The last row's key, as text (null for a task with no due date). */
  key: SQL<string | null>;
  /** Rows strictly after (key, id) in this order. */
  after: (key: string | null | Placeholder, id: string | Placeholder) => SQL;
  /** What a key in a cursor must look like. */
  keySchema: z.ZodType<string | null>;
}

const DATE_KEY = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((v) => !Number.isNaN(new Date(`${v}T00:00:00Z`).getTime()));
const INSTANT_KEY = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/)
  .refine((v) => !Number.isNaN(new Date(`${v.slice(0, 23)}Z`).getTime()));
const TEXT_KEY = wireText().max(1000);

const dueKey = sql<string | null>`to_char(${tasks.dueDate}, 'YYYY-MM-DD')`;

const SORTS: Record<TaskListSort, SortSpec> = {
  // Due date earliest first (the default, 001 §9); tasks with no due date last.
  'due-asc': {
    order: [sql`${tasks.dueDate} asc nulls last`, asc(tasks.id)],
    key: dueKey,
    after: (key, id) =>
      key === null
        ? sql`(${tasks.dueDate} is null and ${tasks.id} > ${id}::uuid)`
        : sql`(${tasks.dueDate} > ${key}::date or (${tasks.dueDate} = ${key}::date and ${tasks.id} > ${id}::uuid) or ${tasks.dueDate} is null)`,
    keySchema: DATE_KEY.nullable(),
  },
  // Due date latest first; tasks with no due date still last.
  'due-desc': {
    order: [sql`${tasks.dueDate} desc nulls last`, sql`${tasks.id} desc`],
    key: dueKey,
    after: (key, id) =>
      key === null
        ? sql`(${tasks.dueDate} is null and ${tasks.id} < ${id}::uuid)`
        : sql`(${tasks.dueDate} < ${key}::date or (${tasks.dueDate} = ${key}::date and ${tasks.id} < ${id}::uuid) or ${tasks.dueDate} is null)`,
    keySchema: DATE_KEY.nullable(),
  },
  // Priority high to low (the enum is declared low → urgent, so descending is urgent first).
  priority: {
    order: [sql`${tasks.priority} desc`, asc(tasks.id)],
    key: sql<string>`${tasks.priority}::text`,
    after: (key, id) =>
      sql`(${tasks.priority} < ${key}::task_priority or (${tasks.priority} = ${key}::task_priority and ${tasks.id} > ${id}::uuid))`,
    keySchema: z.enum(TASK_PRIORITIES),
  },
  'title-asc': {
    order: [asc(tasks.title), asc(tasks.id)],
    key: sql<string>`${tasks.title}`,
    after: (key, id) => sql`(${tasks.title}, ${tasks.id}) > (${key}::text, ${id}::uuid)`,
    keySchema: TEXT_KEY,
  },
  'title-desc': {
    order: [sql`${tasks.title} desc`, sql`${tasks.id} desc`],
    key: sql<string>`${tasks.title}`,
    after: (key, id) => sql`(${tasks.title}, ${tasks.id}) < (${key}::text, ${id}::uuid)`,
    keySchema: TEXT_KEY,
  },
  // Recently created first.
  created: {
    order: [sql`${tasks.createdAt} desc`, sql`${tasks.id} desc`],
    key: keyset(tasks).cursorKey,
    after: (key, id) => sql`(${tasks.createdAt}, ${tasks.id}) < (${key}::timestamptz, ${id}::uuid)`,
    keySchema: INSTANT_KEY,
  },
  // The Kanban's order within a column (not one of the six options of 001 §9).
  board: {
    order: [asc(tasks.position), asc(tasks.id)],
    key: sql<string>`${tasks.position}::text`,
    after: (key, id) => sql`(${tasks.position}, ${tasks.id}) > (${key}::int, ${id}::uuid)`,
    keySchema: z.string().regex(/^-?\d{1,9}$/),
  },
};

export interface TaskCursor {
  sort: TaskListSort;
  key: string | null;
  id: string;
}

const cursorShape = z.tuple([z.enum(TASK_LIST_SORTS), z.string().nullable(), z.uuid()]);

export function encodeTaskCursor(cursor: TaskCursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.key, cursor.id])).toString('base64url');
}

/** A cursor from the same sort, or 400. */
export function decodeTaskCursor(value: string | undefined, sort: TaskListSort): TaskCursor | undefined {
  if (value === undefined || value === '') return undefined;
  const invalid = () => badRequest('The page cursor is not valid.', { cursor: 'Not a valid page cursor' });
  if (!/^[A-Za-z0-9_-]+$/.test(value)) throw invalid();
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const parsed = cursorShape.safeParse(decoded);
  if (!parsed.success || parsed.data[0] !== sort) throw invalid();
  const key = SORTS[sort].keySchema.safeParse(parsed.data[1]);
  if (!key.success) throw invalid();
  return { sort, key: key.data, id: parsed.data[2] };
}

// ---------------------------------------------------------------------------------------------------------------
// Reads

export interface TaskListQuery {
  q?: string;
  status?: TaskStatus;
  priority?: (typeof TASK_PRIORITIES)[number];
  project?: string;
  mine?: boolean;
  dueFrom?: string;
  dueTo?: string;
  sort: TaskListSort;
  cursor?: string;
  limit: number;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A project the caller sees (for filters and new tasks), or 404: its existence is not revealed. */
async function visibleProject(db: Db, caller: Caller, id: string) {
  const [project] = await db
    .select({ id: projects.id, name: projects.name, clientId: projects.clientId })
    .from(projects)
    .where(and(eq(projects.id, id), projectScope(caller)));
  if (!project) throw notFound('Project not found');
  return project;
}

export async function listTasks(db: Db, caller: Caller, query: TaskListQuery) {
  if (query.project && query.project !== 'none') await visibleProject(db, caller, query.project);
  const cursor = decodeTaskCursor(query.cursor, query.sort);
  const values: PageValues = {
    userId: caller.user.id,
    pattern: query.q ? `%${escapeLike(query.q)}%` : undefined,
    status: query.status,
    priority: query.priority,
    project: query.project === 'none' ? undefined : query.project,
    dueFrom: query.dueFrom,
    dueTo: query.dueTo,
    cursorKey: cursor?.key,
    cursorId: cursor?.id,
    limit: query.limit + 1,
  };
  const shape: PageShape = {
    sort: query.sort,
    search: Boolean(query.q),
    status: query.status !== undefined,
    priority: query.priority !== undefined,
    project: query.project === 'none' ? 'none' : query.project ? 'one' : 'all',
    mine: Boolean(query.mine),
    dueFrom: query.dueFrom !== undefined,
    dueTo: query.dueTo !== undefined,
    cursor: !cursor ? 'none' : cursor.key === null ? 'null-key' : 'key',
  };
  // Admins and agents, the task list's callers, run a prepared page; any other scope is built per request.
  const scope = caller.access === 'any' ? 'any' : caller.user.role === 'AGENT' ? 'agent' : undefined;
  const rows = scope
    ? await pageStatement(db, { ...shape, scope }).execute(values)
    : await pageQuery(db, shape, values, taskScopeOnTasks(caller));
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toTask),
    nextCursor:
      rows.length > query.limit && last ? encodeTaskCursor({ sort: query.sort, key: last.sortKey, id: last.id }) : null,
  };
}

/** The values of one page request; the prepared page has a placeholder of the same name for each. */
type PageValues = {
  userId: string;
  pattern: string | undefined;
  status: TaskStatus | undefined;
  priority: (typeof TASK_PRIORITIES)[number] | undefined;
  project: string | undefined;
  dueFrom: string | undefined;
  dueTo: string | undefined;
  cursorKey: string | null | undefined;
  cursorId: string | undefined;
  limit: number;
};
type Bindable<T> = { [K in keyof T]: T[K] | Placeholder };

const PAGE_PLACEHOLDERS: Bindable<PageValues> = {
  userId: sql.placeholder('userId'),
  pattern: sql.placeholder('pattern'),
  status: sql.placeholder('status'),
  priority: sql.placeholder('priority'),
  project: sql.placeholder('project'),
  dueFrom: sql.placeholder('dueFrom'),
  dueTo: sql.placeholder('dueTo'),
  cursorKey: sql.placeholder('cursorKey'),
  cursorId: sql.placeholder('cursorId'),
  limit: sql.placeholder('limit'),
};

/** What decides the SQL text of a page (which conditions, which order), never a value. */
type PageShape = {
  sort: TaskListSort;
  search: boolean;
  status: boolean;
  priority: boolean;
  project: 'none' | 'one' | 'all';
  mine: boolean;
  dueFrom: boolean;
  dueTo: boolean;
  cursor: 'none' | 'key' | 'null-key';
};

/**
 * The page first (ids and sort keys only, in the sort's index order, stopping after limit + 1 rows), then the
 * joins and the subtask and comment counts for those rows alone: the cost is one page, not the caller's scope.
 */
function pageQuery(db: Db, shape: PageShape, v: Bindable<PageValues>, scope: SQL | undefined) {
  const sort = SORTS[shape.sort];
  const pageIds = db
    .select({ pageId: sql<string>`${tasks.id}`.as('page_id') })
    .from(tasks)
    .leftJoin(projects, eq(projects.id, tasks.projectId))
    .where(
      and(
        scope,
        shape.search ? or(ilike(tasks.title, v.pattern!), ilike(projects.name, v.pattern!)) : undefined,
        shape.status ? eq(tasks.status, v.status!) : undefined,
        shape.priority ? eq(tasks.priority, v.priority!) : undefined,
        shape.project === 'none'
          ? isNull(tasks.projectId)
          : shape.project === 'one'
            ? eq(tasks.projectId, v.project!)
            : undefined,
        shape.mine ? eq(tasks.assigneeId, v.userId) : undefined,
        shape.dueFrom ? gte(tasks.dueDate, v.dueFrom!) : undefined,
        shape.dueTo ? lte(tasks.dueDate, v.dueTo!) : undefined,
        shape.cursor === 'none'
          ? undefined
          : sort.after(shape.cursor === 'null-key' ? null : v.cursorKey!, v.cursorId!),
      ),
    )
    .orderBy(...sort.order)
    .limit(v.limit)
    .as('page');
  return db
    .select({ ...taskColumns, sortKey: sort.key })
    .from(pageIds)
    .innerJoin(tasks, eq(tasks.id, pageIds.pageId))
    .leftJoin(projects, eq(projects.id, tasks.projectId))
    .leftJoin(users, eq(users.id, tasks.assigneeId))
    .orderBy(...sort.order);
}

/**
 * The task list is the portal's busiest read (issue #8's throughput budget): a page of each shape is built
 * and prepared once (lib/prepared.ts), and a request binds its values. The agent's scope is the one part that
 * depends on the caller, so it is written with the `userId` placeholder.
 */
const pageStatement = preparedPerShape(
  'tasks_page',
  (db, { scope, ...shape }: PageShape & { scope: 'any' | 'agent' }) =>
    pageQuery(db, shape, PAGE_PLACEHOLDERS, scope === 'agent' ? agentTaskScope(PAGE_PLACEHOLDERS.userId) : undefined),
);

/** Today's date (YYYY-MM-DD) in a time zone: the day the caller is living in. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
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

async function loadTask(db: Db, caller: Caller, id: string, lock = false) {
  const query = selectTasks(db).where(and(eq(tasks.id, id), taskScope(caller)));
  const [row] = lock ? await query.for('update', { of: tasks }) : await query;
  if (!row) throw notFound('Task not found');
  return row;
}

export async function getTask(db: Db, caller: Caller, id: string): Promise<TaskDetail> {
  const row = await loadTask(db, caller, id);
  return withSubtasks(db, row);
}

async function withSubtasks(db: Db, row: TaskRow): Promise<TaskDetail> {
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

// ---------------------------------------------------------------------------------------------------------------
// Writes: each in one transaction with its audit row (D20); assignment notifies the assignee (D19).

export interface WriteContext {
  caller: Caller;
  context?: RequestContext;
}

/** Kanban orders are per column: moves and new cards take this lock so positions never collide. */
async function lockBoard(tx: Db) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('tasks.board'))`);
}

async function endOfColumn(tx: Db, status: TaskStatus, exceptId?: string): Promise<number> {
  const [row] = await tx
    .select({ max: sql<number | null>`max(${tasks.position})` })
    .from(tasks)
    .where(and(eq(tasks.status, status), exceptId ? ne(tasks.id, exceptId) : undefined));
  return (row?.max ?? -1) + 1;
}

/** An assignee must be active staff; an agent must be on the task's project team (assignment scopes access). */
async function checkAssignee(tx: Db, assigneeId: string, projectId: string | null) {
  const [person] = await tx
    .select({ id: users.id, role: users.role, isActive: users.isActive, banned: users.banned })
    .from(users)
    .where(eq(users.id, assigneeId));
  const refuse = () =>
    badRequest('This person cannot be assigned the task.', {
      assigneeId: 'Choose an admin or an agent of the task’s project.',
    });
  if (!person?.isActive || person.banned || person.role === 'CLIENT') throw refuse();
  if (person.role === 'AGENT' && projectId) {
    const [onTeam] = await tx
      .select({ agentId: projectAgents.agentId })
      .from(projectAgents)
      .where(and(eq(projectAgents.projectId, projectId), eq(projectAgents.agentId, assigneeId)));
    if (!onTeam) throw refuse();
  }
}

async function notifyAssignee(tx: Db, caller: Caller, task: { id: string; title: string; assigneeId: string | null }) {
  if (!task.assigneeId || task.assigneeId === caller.user.id) return;
  await notify(tx, {
    userId: task.assigneeId,
    type: 'project',
    text: notificationText('taskAssigned', { assigner: caller.user.name, task: task.title }),
    actionUrl: `/dashboard/tasks?task=${task.id}`,
    related: { type: 'task', id: task.id, name: task.title },
  });
}

function auditScope(row: { projectId: string | null; clientId: string | null }) {
  // Tasks are internal: never visible in a client's activity feed.
  return { projectId: row.projectId, clientId: row.clientId, clientVisible: false };
}

function actorOf(caller: Caller) {
  return { id: caller.user.id, email: caller.user.email, name: caller.user.name };
}

export async function createTask(
  db: Db,
  { caller, context }: WriteContext,
  body: Required<Omit<CreateTaskBody, 'description'>> & { description: string },
): Promise<TaskDetail> {
  return db.transaction(async (tx) => {
    const project = body.projectId ? await visibleProject(tx, caller, body.projectId) : null;
    if (body.assigneeId) await checkAssignee(tx, body.assigneeId, body.projectId);
    await lockBoard(tx);
    const position = await endOfColumn(tx, 'todo');
    const [created] = await tx
      .insert(tasks)
      .values({
        title: body.title,
        description: body.description,
        priority: body.priority,
        dueDate: body.dueDate,
        projectId: body.projectId,
        assigneeId: body.assigneeId,
        tags: [...new Set(body.tags)],
        status: 'todo',
        position,
        createdById: caller.user.id,
      })
      .returning({ id: tasks.id, title: tasks.title, assigneeId: tasks.assigneeId });
    await writeAudit(tx, {
      action: 'task.created',
      category: 'project',
      actor: actorOf(caller),
      target: { type: 'task', id: created!.id, label: created!.title },
      scope: auditScope({ projectId: body.projectId, clientId: project?.clientId ?? null }),
      details: { projectName: project?.name ?? null, assigneeId: body.assigneeId },
      context,
    });
    await notifyAssignee(tx, caller, created!);
    return withSubtasks(tx, await loadTask(tx, caller, created!.id));
  });
}

export async function updateTask(
  db: Db,
  { caller, context }: WriteContext,
  id: string,
  body: UpdateTaskBody,
): Promise<TaskDetail> {
  return db.transaction(async (tx) => {
    const current = await loadTask(tx, caller, id, true);
    const projectId = body.projectId === undefined ? current.projectId : body.projectId;
    let clientId = current.clientId;
    if (body.projectId !== undefined && body.projectId !== current.projectId) {
      clientId = body.projectId ? (await visibleProject(tx, caller, body.projectId)).clientId : null;
    }
    const assigneeId = body.assigneeId === undefined ? current.assigneeId : body.assigneeId;
    const assigneeChanged = assigneeId !== current.assigneeId;
    if (assigneeId && (assigneeChanged || projectId !== current.projectId)) {
      await checkAssignee(tx, assigneeId, projectId);
    }
    const changes: Partial<typeof tasks.$inferInsert> = {};
    if (body.title !== undefined) changes.title = body.title;
    if (body.description !== undefined) changes.description = body.description;
    if (body.priority !== undefined) changes.priority = body.priority;
    if (body.dueDate !== undefined) changes.dueDate = body.dueDate;
    if (body.tags !== undefined) changes.tags = [...new Set(body.tags)];
    if (body.projectId !== undefined) changes.projectId = body.projectId;
    if (body.assigneeId !== undefined) changes.assigneeId = body.assigneeId;
    if (body.status !== undefined && body.status !== current.status) {
      await lockBoard(tx);
      changes.status = body.status;
      changes.position = await endOfColumn(tx, body.status, id);
      changes.completedAt = body.status === 'done' ? new Date() : null;
    }
    await tx.update(tasks).set(changes).where(eq(tasks.id, id));
    await writeAudit(tx, {
      action: changes.status === 'done' ? 'task.completed' : assigneeChanged ? 'task.assigned' : 'task.updated',
      category: 'project',
      actor: actorOf(caller),
      target: { type: 'task', id, label: body.title ?? current.title },
      scope: auditScope({ projectId, clientId }),
      details: { fields: Object.keys(changes) },
      context,
    });
    if (assigneeChanged) await notifyAssignee(tx, caller, { id, title: body.title ?? current.title, assigneeId });
    return withSubtasks(tx, await loadTask(tx, caller, id));
  });
}

/**
 * Moves a card to a column, before `beforeId` (or last). Under the board lock: the cards from the anchor down
 * shift by one and the card takes the anchor's place, so concurrent moves queue instead of colliding.
 */
export async function moveTask(
  db: Db,
  { caller, context }: WriteContext,
  id: string,
  body: Required<MoveTaskBody>,
): Promise<TaskDetail> {
  return db.transaction(async (tx) => {
    const current = await loadTask(tx, caller, id, true);
    await lockBoard(tx);
    let position: number;
    if (body.beforeId) {
      if (body.beforeId === id) throw badRequest('A card cannot move before itself.', { beforeId: 'Not another card' });
      const anchor = await loadTask(tx, caller, body.beforeId);
      if (anchor.status !== body.status) {
        throw badRequest('That card is in another column.', { beforeId: 'Not a card of this column' });
      }
      // Re-read the anchor's position under the lock (a move just before ours may have shifted it).
      const [fresh] = await tx.select({ position: tasks.position }).from(tasks).where(eq(tasks.id, anchor.id));
      position = fresh!.position;
      await tx
        .update(tasks)
        .set({ position: sql`${tasks.position} + 1` })
        .where(and(eq(tasks.status, body.status), gte(tasks.position, position), ne(tasks.id, id)));
    } else {
      position = await endOfColumn(tx, body.status, id);
    }
    const statusChanged = body.status !== current.status;
    await tx
      .update(tasks)
      .set({
        status: body.status,
        position,
        ...(statusChanged ? { completedAt: body.status === 'done' ? new Date() : null } : {}),
      })
      .where(eq(tasks.id, id));
    await writeAudit(tx, {
      action: 'task.moved',
      category: 'project',
      actor: actorOf(caller),
      target: { type: 'task', id, label: current.title },
      scope: auditScope(current),
      details: { from: current.status, to: body.status },
      context,
    });
    return withSubtasks(tx, await loadTask(tx, caller, id));
  });
}

export async function deleteTask(db: Db, { caller, context }: WriteContext, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await loadTask(tx, caller, id, true);
    await tx.delete(tasks).where(eq(tasks.id, id));
    await writeAudit(tx, {
      action: 'task.deleted',
      category: 'project',
      level: 'warning',
      actor: actorOf(caller),
      target: { type: 'task', id, label: current.title },
      scope: auditScope(current),
      context,
    });
  });
}

// Subtasks: each change answers the whole task, so progress is recomputed where it is shown.

export async function addSubtask(db: Db, { caller, context }: WriteContext, taskId: string, title: string) {
  return db.transaction(async (tx) => {
    const task = await loadTask(tx, caller, taskId, true);
    const [row] = await tx
      .select({ max: sql<number | null>`max(${taskSubtasks.position})` })
      .from(taskSubtasks)
      .where(eq(taskSubtasks.taskId, taskId));
    const [subtask] = await tx
      .insert(taskSubtasks)
      .values({ taskId, title, position: (row?.max ?? -1) + 1 })
      .returning({ id: taskSubtasks.id });
    await writeAudit(tx, {
      action: 'task.subtask_added',
      category: 'project',
      actor: actorOf(caller),
      target: { type: 'task', id: taskId, label: task.title },
      scope: auditScope(task),
      details: { subtaskId: subtask!.id, title },
      context,
    });
    return withSubtasks(tx, await loadTask(tx, caller, taskId));
  });
}

async function loadSubtask(tx: Db, taskId: string, subtaskId: string) {
  const [subtask] = await tx
    .select({ id: taskSubtasks.id, title: taskSubtasks.title, completed: taskSubtasks.completed })
    .from(taskSubtasks)
    .where(and(eq(taskSubtasks.id, subtaskId), eq(taskSubtasks.taskId, taskId)));
  if (!subtask) throw notFound('Subtask not found');
  return subtask;
}

export async function updateSubtask(
  db: Db,
  { caller, context }: WriteContext,
  taskId: string,
  subtaskId: string,
  body: UpdateSubtaskBody,
) {
  return db.transaction(async (tx) => {
    const task = await loadTask(tx, caller, taskId, true);
    const subtask = await loadSubtask(tx, taskId, subtaskId);
    await tx
      .update(taskSubtasks)
      .set({
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.completed !== undefined ? { completed: body.completed } : {}),
      })
      .where(eq(taskSubtasks.id, subtaskId));
    await writeAudit(tx, {
      action: body.completed === undefined ? 'task.subtask_updated' : 'task.subtask_toggled',
      category: 'project',
      actor: actorOf(caller),
      target: { type: 'task', id: taskId, label: task.title },
      scope: auditScope(task),
      details: { subtaskId, title: body.title ?? subtask.title, completed: body.completed ?? subtask.completed },
      context,
    });
    return withSubtasks(tx, await loadTask(tx, caller, taskId));
  });
}

export async function deleteSubtask(db: Db, { caller, context }: WriteContext, taskId: string, subtaskId: string) {
  return db.transaction(async (tx) => {
    const task = await loadTask(tx, caller, taskId, true);
    const subtask = await loadSubtask(tx, taskId, subtaskId);
    await tx.delete(taskSubtasks).where(eq(taskSubtasks.id, subtaskId));
    await writeAudit(tx, {
      action: 'task.subtask_deleted',
      category: 'project',
      actor: actorOf(caller),
      target: { type: 'task', id: taskId, label: task.title },
      scope: auditScope(task),
      details: { subtaskId, title: subtask.title },
      context,
    });
    return withSubtasks(tx, await loadTask(tx, caller, taskId));
  });
}

// Comments: newest first, keyset-paged.

const commentColumns = {
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

export async function addComment(db: Db, { caller, context }: WriteContext, taskId: string, content: string) {
  return db.transaction(async (tx) => {
    const task = await loadTask(tx, caller, taskId);
    const [comment] = await tx
      .insert(taskComments)
      .values({ taskId, content, authorId: caller.user.id })
      .returning({ id: taskComments.id });
    await writeAudit(tx, {
      action: 'task.commented',
      category: 'project',
      actor: actorOf(caller),
      target: { type: 'task', id: taskId, label: task.title },
      scope: auditScope(task),
      details: { commentId: comment!.id },
      context,
    });
    const [row] = await tx
      .select(commentColumns)
      .from(taskComments)
      .leftJoin(users, eq(users.id, taskComments.authorId))
      .where(eq(taskComments.id, comment!.id));
    return row!;
  });
}
