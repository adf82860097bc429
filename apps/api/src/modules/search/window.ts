import { SEARCH_RESULTS_PER_TYPE } from '@agency/shared/search';
import { and, arrayContains, desc, eq, ilike, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { calendarEvents, clients, projects, tasks, timeEntries } from '../../db/schema/index.ts';
import type { Caller } from '../../lib/caller.ts';
import { newestFirst } from '../../lib/cursor.ts';

/** `%q%` with LIKE's own characters escaped, so "50%" finds "50%" and not everything. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface Search {
  q: string;
  pattern: string;
}

export const limit = SEARCH_RESULTS_PER_TYPE;

/**
 * How many matches a growing table ranks. Ranking every match by similarity costs a read of every matching row, so a
 * common word ("project", "design") got slower with every row the agency added. The newest RANKED_WINDOW in-scope
 * matches instead come from a walk of the (created_at, id) index that stops as soon as it has them, or, for a rare
 * word, from the trigram index with a top-N sort; the planner picks whichever is cheaper. Ten times the results
 * shown, so the best of them still comes first among everything recent.
 */
export const RANKED_WINDOW = 50;

/**
 * A result's second line, looked up by primary key for the few rows of the window only: as a join, the planner
 * hashes the whole referenced table (a sequential scan of every project for five task results).
 */
export function nameOf(table: typeof projects | typeof clients, id: SQLWrapper) {
  return sql<string | null>`(select ${table.name} from ${table} where ${table.id} = ${id})`;
}

/**
 * An agent's rows, narrowed inside the trigram index: `agent_ids` (projects and tasks, ADR 0012) lists who may see
 * each row, and sits in one GIN index with the searched column, so a rare word is found among this agent's rows in
 * one index scan however many rows other agents have. It is a mirror kept by triggers, so the window it selects is
 * then checked against the real scope (`searchWindow`): a stale mirror could hide a result, never show one.
 */
function narrowedToAgent({ user, access }: Caller): boolean {
  return user.role === 'AGENT' && access !== 'any';
}

/**
 * One growing table's search: the newest RANKED_WINDOW matches in the caller's scope, best match first. Projects and
 * tasks carry the `agent_ids` mirror, through which an agent's rows are found and then rechecked against `scope`
 * (see narrowedToAgent); calendar events and time entries apply their scope in the window itself. The tables differ
 * in their searched column (what a result is titled and ranked by), what a row must match (that column containing
 * q unless said otherwise), the row a result's second line names, and the scope.
 */
export interface WindowedSearch {
  table: typeof projects | typeof tasks | typeof calendarEvents | typeof timeEntries;
  text: typeof projects.name | typeof tasks.title | typeof calendarEvents.title | typeof timeEntries.note;
  match?: SQL;
  parent: {
    table: typeof clients | typeof projects;
    id:
      | typeof projects.clientId
      | typeof tasks.projectId
      | typeof calendarEvents.projectId
      | typeof timeEntries.projectId;
  };
  scope: SQL | undefined;
}

export async function searchWindow(
  db: Db,
  caller: Caller,
  { q, pattern }: Search,
  { table, text, match, parent, scope }: WindowedSearch,
): Promise<{ id: string; title: string; subtitle: string | null }[]> {
  const mirror = narrowedToAgent(caller) && 'agentIds' in table ? table.agentIds : null;
  const matches = db
    .select({ id: table.id, title: text, parentId: parent.id })
    .from(table)
    .where(and(match ?? ilike(text, pattern), mirror ? arrayContains(mirror, [caller.user.id]) : scope))
    .orderBy(...newestFirst(table))
    .limit(RANKED_WINDOW)
    .as('matches');
  return (
    db
      .select({ id: matches.id, title: matches.title, subtitle: nameOf(parent.table, matches.parentId) })
      .from(matches)
      // The window's rows that the real scope still grants, looked up by primary key (a few rows).
      .where(mirror ? sql`exists (select 1 from ${table} where ${and(eq(table.id, matches.id), scope)})` : undefined)
      .orderBy(desc(sql`similarity(${matches.title}, ${q})`), matches.title, matches.id)
      .limit(limit)
  );
}
