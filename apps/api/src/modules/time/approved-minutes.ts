import { WEEKLY_REGULAR_MINUTES } from '@agency/shared/payroll';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export interface ApprovedMinutes {
  /** Regular time: within the first 40 hours of its week. */
  minutes: number;
  /** Time past 40 hours in its week, paid at 1.5 (001 §9). */
  overtimeMinutes: number;
}

/**
 * Each person's approved time on the days from `from` to `to` (inclusive, ISO dates), split into regular and
 * overtime minutes. Overtime is counted per week over the whole week, in the order the time was worked, so a week
 * that straddles the period's edge splits the same way whichever period reads it. Only approved weeks count: this is
 * what payroll pays (issue #20).
 */
export async function approvedMinutes(
  db: Db,
  range: { from: string; to: string },
  userIds?: readonly string[],
): Promise<Map<string, ApprovedMinutes>> {
  if (userIds?.length === 0) return new Map();
  const who = userIds
    ? sql`and e.user_id in (${sql.join(
        userIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const result = await db.execute<{ user_id: string; minutes: number; overtime: number }>(sql`
    with worked as (
      select e.user_id, e.work_date, e.minutes,
        sum(e.minutes) over (partition by e.timesheet_id order by e.work_date, e.created_at, e.id) as running
      from time_entries e
      join timesheets s on s.id = e.timesheet_id
      where s.status = 'approved' and e.minutes is not null
        and s.week_start between ${range.from}::date - 6 and ${range.to}::date
        ${who}
    ), split as (
      select user_id, work_date, minutes,
        greatest(0, least(minutes, running - ${WEEKLY_REGULAR_MINUTES})) as overtime
      from worked
    )
    select user_id, coalesce(sum(minutes - overtime), 0)::int as minutes, coalesce(sum(overtime), 0)::int as overtime
    from split
    where work_date between ${range.from}::date and ${range.to}::date
    group by user_id`);
  return new Map(
    result.rows.map((row) => [row.user_id, { minutes: Number(row.minutes), overtimeMinutes: Number(row.overtime) }]),
  );
}
