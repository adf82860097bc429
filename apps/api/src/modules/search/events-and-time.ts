import { accessFor, can } from '@agency/shared/permissions';
import type { SearchResult } from '@agency/shared/search';
import { and, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { calendarEvents, projects, tasks, timeEntries, timesheets, users } from '../../db/schema/index.ts';
import type { Caller } from '../../lib/caller.ts';
import { startDays } from '../calendar/queries.ts';
import { calendarScope } from '../calendar/scope.ts';
import { timeEntryScope } from '../time/queries.ts';
import { type Search, searchWindow } from './window.ts';

/**
 * Calendar events and time entries in the global search (issue #20 point 6), each the newest RANKED_WINDOW matches in
 * the caller's scope, best first (window.ts), then a primary-key look-up of the few results' day or week for the url:
 *
 * - events: by title, not cancelled, for exactly who may read them through GET /api/calendar/events
 *   (`calendarScope` on `calendar:read`: an admin all; an agent theirs and their projects'; a client those they are
 *   invited to and their projects' deadlines). A result opens the calendar on the event's (first) day in the
 *   caller's zone, with the event open;
 * - time entries: by note, or by the name of their project or task (each found through its own trigram index, so the
 *   three sides are one bitmap OR), by `timeEntryScope`: an agent their own, an admin also everyone's weeks that are
 *   not open; clients have no `time:track`. A result opens the Time workspace on the entry's week (another
 *   person's: that week's review).
 */
export async function searchEvents(db: Db, caller: Caller, search: Search): Promise<SearchResult[]> {
  const access = accessFor(caller.user.role, 'calendar:read');
  if (!access) return [];
  const rows = await searchWindow(db, caller, search, {
    table: calendarEvents,
    text: calendarEvents.title,
    parent: { table: projects, id: calendarEvents.projectId },
    scope: and(isNull(calendarEvents.cancelledAt), calendarScope({ user: caller.user, access })),
  });
  if (rows.length === 0) return [];
  const dayOf = await startDays(
    db,
    caller.user.id,
    rows.map((row) => row.id),
  );
  return rows.map(({ id, title, subtitle }) => {
    const day = dayOf.get(id) ?? '';
    return {
      type: 'event',
      id,
      title,
      subtitle: subtitle ? `${day} · ${subtitle}` : day,
      url: `/dashboard/calendar?date=${day}&event=${id}`,
    };
  });
}

/** The ids of the projects or tasks whose name contains q, for `column = any(...)`: an index condition, so a bitmap OR. */
function idsNamed(table: typeof projects | typeof tasks, name: typeof projects.name | typeof tasks.title, q: string) {
  return sql`array(select ${table.id} from ${table} where ${ilike(name, q)})`;
}

export async function searchTimeEntries(db: Db, caller: Caller, search: Search): Promise<SearchResult[]> {
  if (!can(caller.user.role, 'time:track')) return [];
  const rows = await searchWindow(db, caller, search, {
    table: timeEntries,
    text: timeEntries.note,
    match: or(
      ilike(timeEntries.note, search.pattern),
      sql`${timeEntries.projectId} = any(${idsNamed(projects, projects.name, search.pattern)})`,
      sql`${timeEntries.taskId} = any(${idsNamed(tasks, tasks.title, search.pattern)})`,
    ),
    parent: { table: projects, id: timeEntries.projectId },
    scope: timeEntryScope(caller),
  });
  if (rows.length === 0) return [];
  const details = await db
    .select({
      id: timeEntries.id,
      userId: timeEntries.userId,
      person: users.name,
      workDate: timeEntries.workDate,
      timesheetId: timeEntries.timesheetId,
      weekStart: timesheets.weekStart,
      task: tasks.title,
    })
    .from(timeEntries)
    .innerJoin(timesheets, eq(timesheets.id, timeEntries.timesheetId))
    .innerJoin(users, eq(users.id, timeEntries.userId))
    .leftJoin(tasks, eq(tasks.id, timeEntries.taskId))
    .where(
      inArray(
        timeEntries.id,
        rows.map((row) => row.id),
      ),
    );
  const byId = new Map(details.map((detail) => [detail.id, detail]));
  return rows.flatMap(({ id, title: note, subtitle: project }) => {
    const entry = byId.get(id);
    if (!entry) return [];
    const mine = entry.userId === caller.user.id;
    // Titled by its note; an entry without one by its task, else its project.
    const title = note || entry.task || project || '';
    const about = [project, note && entry.task].filter(Boolean).join(' · ');
    const line = [mine ? null : entry.person, entry.workDate, about].filter(Boolean).join(' · ');
    return [
      {
        type: 'time-entry' as const,
        id,
        title,
        subtitle: line,
        url: mine ? `/dashboard/time?week=${entry.weekStart}` : `/dashboard/time?review=${entry.timesheetId}`,
      },
    ];
  });
}
