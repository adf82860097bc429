import type { Db } from '../../db/client.ts';
import { projects } from '../../db/schema/index.ts';
import type { Caller } from '../../lib/caller.ts';
import { projectScope } from '../projects/queries.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

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
export type Periods = ReturnType<typeof localPeriods>;

/** The ids of the projects the caller may see, as a subquery (one rule: projectScope). */
export function projectIdsInScope(db: Db, caller: Caller) {
  return db.select({ id: projects.id }).from(projects).where(projectScope(caller));
}
