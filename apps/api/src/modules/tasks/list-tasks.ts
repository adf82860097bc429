import type { TaskStatus } from '@agency/shared/enums';
import { TASK_PRIORITIES } from '@agency/shared/enums';
import { wireText } from '@agency/shared/schema-primitives';
import type { TaskListSort } from '@agency/shared/tasks';
import { TASK_LIST_SORTS } from '@agency/shared/tasks';
import { and, asc, eq, gte, ilike, isNull, lte, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { projects, tasks, users } from '../../db/schema/index.ts';
import type { Caller } from '../../lib/caller.ts';
import { isInstant, keyset } from '../../lib/cursor.ts';
import { badRequest } from '../../lib/errors.ts';
import { preparedPerShape } from '../../lib/prepared.ts';
import { agentTaskScope, taskColumns, taskScopeOnTasks, toTask, visibleProject } from './queries.ts';

// The task list (001 §9): the portal's busiest read, with six sorts, filters and keyset pages, built on the scope
// rule of queries.ts (taskScopeOnTasks) and prepared per shape.

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
  .refine((v) => isInstant(`${v}T00:00:00.000000Z`));
const INSTANT_KEY = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/)
  .refine(isInstant);
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
// The page

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
function pageQuery(
  db: Db,
  shape: PageShape,
  v: Bindable<PageValues>,
  scope: SQL | undefined,
  searchAgent?: string | Placeholder,
) {
  const sort = SORTS[shape.sort];
  const agentSearch = shape.search && searchAgent !== undefined;
  // Every condition but the search: the agent's search applies them inside each of its halves too.
  const conditions = and(
    scope,
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
    shape.cursor === 'none' ? undefined : sort.after(shape.cursor === 'null-key' ? null : v.cursorKey!, v.cursorId!),
  );
  const candidates = db.select({ pageId: sql<string>`${tasks.id}`.as('page_id') }).from(tasks);
  const pageIds = (agentSearch ? candidates : candidates.leftJoin(projects, eq(projects.id, tasks.projectId)))
    .where(
      and(
        conditions,
        agentSearch
          ? agentSearchMatch(db, { sort, conditions, agentId: searchAgent, pattern: v.pattern!, limit: v.limit })
          : shape.search
            ? or(ilike(tasks.title, v.pattern!), ilike(projects.name, v.pattern!))
            : undefined,
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
 * An agent's search (issue #22, bench:growth): `title ILIKE q OR project name ILIKE q` over a join can use neither
 * trigram index, so the page walked the due-date index and filtered every task in scope. Instead, two halves are
 * each read from an index and united: the agent's tasks whose title matches, from (agent_ids, title trigrams), and
 * the tasks of the agent's projects whose name matches, from (agent_ids, name trigrams) then each project's tasks.
 * Each half applies the page's own conditions (the agent's scope, the filters, the cursor) and keeps its first
 * limit rows in the page's order, so their union holds the page; the mirrors only narrow (ADR 0012).
 */
function agentSearchMatch(
  db: Db,
  half: {
    sort: SortSpec;
    conditions: SQL | undefined;
    agentId: string | Placeholder;
    pattern: string | Placeholder;
    limit: number | Placeholder;
  },
): SQL {
  const agent = sql`array[${half.agentId}]::uuid[]`;
  const first = (match: SQL) =>
    db
      .select({ id: tasks.id })
      .from(tasks)
      .where(and(match, half.conditions))
      .orderBy(...half.sort.order)
      .limit(half.limit);
  const byTitle = first(sql`${tasks.agentIds} @> ${agent} and ${tasks.title} ilike ${half.pattern}`);
  const byProject = first(
    sql`${tasks.projectId} in (select p.id from ${projects} p where p.agent_ids @> ${agent} and p.name ilike ${half.pattern})`,
  );
  return sql`${tasks.id} in (${byTitle} union all ${byProject})`;
}

/**
 * The task list is the portal's busiest read (issue #8's throughput budget): a page of each shape is built
 * and prepared once (lib/prepared.ts), and a request binds its values. The agent's scope is the one part that
 * depends on the caller, so it is written with the `userId` placeholder.
 */
const pageStatement = preparedPerShape(
  'tasks_page',
  (db, { scope, ...shape }: PageShape & { scope: 'any' | 'agent' }) =>
    scope === 'agent'
      ? pageQuery(db, shape, PAGE_PLACEHOLDERS, agentTaskScope(PAGE_PLACEHOLDERS.userId), PAGE_PLACEHOLDERS.userId)
      : pageQuery(db, shape, PAGE_PLACEHOLDERS, undefined),
);
