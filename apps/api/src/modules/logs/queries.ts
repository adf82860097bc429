import { AUDIT_CATEGORIES, AUDIT_LEVELS } from '@agency/shared/enums';
import type { LogFilters, LogSummary } from '@agency/shared/logs';
import type { LogKind } from '@agency/shared/logs-values';
import { startOfDayIn, todayIn } from '@agency/shared/zoned-time';
import { and, eq, gte, ilike, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLogs, auditSearchText, projects } from '../../db/schema/index.ts';
import type { Caller } from '../../lib/caller.ts';
import { afterCursor, type Cursor, decodeCursor, keyset, newestFirst, toPage } from '../../lib/cursor.ts';
import { projectScope } from '../projects/queries.ts';
import { type CountCell, countCells } from './rollup.ts';

const DAY_MS = 24 * 3_600_000;
const ROLLING_DAYS = { last_24_hours: 1, last_7_days: 7, last_30_days: 30, last_90_days: 90 } as const;

/**
 * Whose records a reading shows (D20). System Logs: every record, for `any` (admins). Activity Logs: the caller's own
 * actions, and for staff also the actions on the projects in their scope (projectScope: an agent's assigned
 * projects, every project for an admin). A client sees only what they did themselves, never their organisation's
 * other people nor anything of another organisation.
 */
export function logScope(db: Db, kind: LogKind, caller: Caller): SQL | undefined {
  if (kind === 'system') return caller.access === 'any' ? undefined : sql`false`;
  const own = eq(auditLogs.actorId, caller.user.id);
  if (caller.user.role === 'CLIENT') return own;
  if (caller.access === 'any') return or(own, isNotNull(auditLogs.projectId));
  // `= any(array(...))`, not `in (select ...)`: an array the planner can look up in the project index, so the two
  // halves are one BitmapOr of the actor and project indexes instead of a filter over every row.
  const assigned = db.select({ id: projects.id }).from(projects).where(projectScope(caller));
  return or(own, sql`${auditLogs.projectId} = any(array(${assigned}))`);
}

/** The instants a time range covers: from inclusive, to exclusive; open ends are undefined. */
export function timeWindow(filters: LogFilters, now: Date): { from?: Date; to?: Date } {
  switch (filters.range) {
    case 'all':
      return {};
    case 'custom':
      return { from: filters.from, to: filters.to };
    case 'today': {
      const zone = filters.tz ?? 'UTC';
      return { from: startOfDayIn(todayIn(zone, now), zone) };
    }
    default:
      return { from: new Date(now.getTime() - ROLLING_DAYS[filters.range] * DAY_MS) };
  }
}

/** `%text%` for ILIKE, with the pattern characters the person typed taken literally. */
function containing(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Every filter but level and category (the counters apply those per column). */
function baseConditions(db: Db, kind: LogKind, caller: Caller, filters: LogFilters, now: Date): (SQL | undefined)[] {
  const window = timeWindow(filters, now);
  return [
    logScope(db, kind, caller),
    filters.q ? ilike(auditSearchText(auditLogs), containing(filters.q)) : undefined,
    window.from ? gte(auditLogs.createdAt, window.from) : undefined,
    window.to ? lt(auditLogs.createdAt, window.to) : undefined,
  ];
}

function allConditions(db: Db, kind: LogKind, caller: Caller, filters: LogFilters, now: Date): SQL | undefined {
  return and(
    ...baseConditions(db, kind, caller, filters, now),
    filters.level ? eq(auditLogs.level, filters.level) : undefined,
    filters.category ? eq(auditLogs.category, filters.category) : undefined,
  );
}

const logColumns = {
  id: auditLogs.id,
  action: auditLogs.action,
  category: auditLogs.category,
  level: auditLogs.level,
  actorName: auditLogs.actorName,
  actorEmail: auditLogs.actorEmail,
  targetType: auditLogs.targetType,
  targetId: auditLogs.targetId,
  targetLabel: auditLogs.targetLabel,
  details: auditLogs.details,
  ip: auditLogs.ip,
  userAgent: auditLogs.userAgent,
  createdAt: auditLogs.createdAt,
};

export interface LogReading {
  kind: LogKind;
  caller: Caller;
  filters: LogFilters;
  now: Date;
}

/** One batch of rows after a cursor, newest first, with the key of the next boundary. */
export function logRows(db: Db, reading: LogReading, cursor: Cursor | undefined, limit: number) {
  return db
    .select({ ...logColumns, ...keyset(auditLogs) })
    .from(auditLogs)
    .where(
      and(
        allConditions(db, reading.kind, reading.caller, reading.filters, reading.now),
        afterCursor(auditLogs, cursor),
      ),
    )
    .orderBy(...newestFirst(auditLogs))
    .limit(limit);
}

/** A page of the list: the indexes on (created_at, id), (level|category, created_at, id) and the search serve it. */
export async function listLogs(db: Db, reading: LogReading, page: { cursor?: string; limit: number }) {
  const rows = await logRows(db, reading, decodeCursor(page.cursor), page.limit + 1);
  return toPage(rows, page.limit);
}

const counted = (condition: SQL | undefined) =>
  sql<number>`(count(*) filter (where ${condition ?? sql`true`}))::int`.mapWith(Number);

/**
 * The counters of the current filters: `total` with every filter, each level's count without the level filter and
 * each category's without the category filter. The System Logs without a search count the whole trail of the range,
 * from the daily rollups and the rows they do not cover (rollup.ts countCells); any other reading counts its rows in
 * one pass over the scope, search and time range. `rollups: false` counts every row (the tests' reference).
 */
export async function logSummary(db: Db, reading: LogReading, { rollups = true } = {}): Promise<LogSummary> {
  if (rollups && !reading.filters.q && logScope(db, reading.kind, reading.caller) === undefined) {
    return summaryOfCells(reading.filters, await countCells(db, timeWindow(reading.filters, reading.now), reading.now));
  }
  const { level, category } = reading.filters;
  const levelOk = level ? eq(auditLogs.level, level) : undefined;
  const categoryOk = category ? eq(auditLogs.category, category) : undefined;
  const columns: Record<string, SQL<number>> = { total: counted(and(levelOk, categoryOk)) };
  for (const each of AUDIT_LEVELS) columns[`level_${each}`] = counted(and(categoryOk, eq(auditLogs.level, each)));
  for (const each of AUDIT_CATEGORIES) {
    columns[`category_${each}`] = counted(and(levelOk, eq(auditLogs.category, each)));
  }
  const [row] = await db
    .select(columns)
    .from(auditLogs)
    .where(and(...baseConditions(db, reading.kind, reading.caller, reading.filters, reading.now)));
  const value = (key: string) => Number(row?.[key] ?? 0);
  return {
    total: value('total'),
    levels: Object.fromEntries(AUDIT_LEVELS.map((each) => [each, value(`level_${each}`)])) as LogSummary['levels'],
    categories: Object.fromEntries(
      AUDIT_CATEGORIES.map((each) => [each, value(`category_${each}`)]),
    ) as LogSummary['categories'],
  };
}

/** The counters from rows counted per level and category, with the level and category filters applied here. */
function summaryOfCells(filters: LogFilters, cells: CountCell[]): LogSummary {
  const sum = (keep: (cell: CountCell) => boolean) =>
    cells.reduce((total, cell) => (keep(cell) ? total + cell.events : total), 0);
  const levelOk = (cell: CountCell) => !filters.level || cell.level === filters.level;
  const categoryOk = (cell: CountCell) => !filters.category || cell.category === filters.category;
  return {
    total: sum((cell) => levelOk(cell) && categoryOk(cell)),
    levels: Object.fromEntries(
      AUDIT_LEVELS.map((each) => [each, sum((cell) => categoryOk(cell) && cell.level === each)]),
    ) as LogSummary['levels'],
    categories: Object.fromEntries(
      AUDIT_CATEGORIES.map((each) => [each, sum((cell) => levelOk(cell) && cell.category === each)]),
    ) as LogSummary['categories'],
  };
}
