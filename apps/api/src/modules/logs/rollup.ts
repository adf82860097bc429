import type { AuditCategory, AuditLevel } from '@agency/shared/enums';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * The daily rollup of the audit trail (issue #22), built as Site Analytics' (analytics/site-rollup.ts): a recurring
 * job in the PostgreSQL queue (jobs/queue.ts) counts each closed UTC day of audit_logs per level and category into
 * audit_daily_counts at 00:01 UTC, and once when a server starts, so days missed while no server ran (or while the
 * job failed) are caught up. The System Logs' counters (queries.ts logSummary) sum those days and count the rest.
 */
export const AUDIT_ROLLUP_JOB = 'logs.audit-rollup';
/**
 * A minute's grace after midnight, for a row whose transaction began at 23:59:59 (created_at is the transaction's
 * start) and commits after midnight: the job, at 00:01 or at a server's start, only rolls up days closed that long.
 */
export const AUDIT_ROLLUP_OFFSET_MS = 60_000;

const DAY_MS = 24 * 3_600_000;
/** Days claimed per round: a long catch-up is many short rounds, each day in its own transaction. */
const ROLLUP_BATCH = 120;

export const utcDay = (at: Date) => at.toISOString().slice(0, 10);
export const dayStart = (at: Date) => new Date(Date.parse(utcDay(at)));
const dayAt = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** The start of the first UTC day not closed long enough to roll up (today's, after 00:01). */
export const rollableBefore = (now: Date) => dayStart(new Date(now.getTime() - AUDIT_ROLLUP_OFFSET_MS));

/**
 * Rolls up the closed UTC days that have no rollup yet, from the first audit row's day, oldest first, until none is
 * left; returns how many it rolled up. Each day is one transaction that claims the day first (a primary key), so two
 * servers (or a re-run) never count a day twice: the second waits for the first's commit and finds the day taken.
 */
export async function rollUpAuditDays(db: Db, now = new Date()): Promise<number> {
  const last = utcDay(new Date(rollableBefore(now).getTime() - DAY_MS));
  let rolled = 0;
  for (;;) {
    // From the first row's day (the created_at index answers min at once); the rolled-up days are a small table.
    const missing = await db.execute<{ day: string }>(sql`
      select d::date::text as day
      from generate_series((select (min(created_at) at time zone 'UTC')::date from audit_logs), ${last}::date,
        interval '1 day') d
      where not exists (select 1 from audit_rollup_days r where r.day = d::date)
      order by 1 limit ${ROLLUP_BATCH}`);
    for (const { day } of missing.rows) if (await rollUpDay(db, day)) rolled++;
    if (missing.rows.length < ROLLUP_BATCH) return rolled;
  }
}

async function rollUpDay(db: Db, day: string): Promise<boolean> {
  const from = dayAt(day);
  const to = new Date(from.getTime() + DAY_MS);
  return db.transaction(async (tx) => {
    const claimed = await tx.execute(
      sql`insert into audit_rollup_days (day) values (${day}::date) on conflict do nothing returning day`,
    );
    if (claimed.rows.length === 0) return false;
    await tx.execute(sql`
      insert into audit_daily_counts (day, level, category, events)
      select ${day}::date, level, category, count(*)::int from audit_logs
      where created_at >= ${from.toISOString()}::timestamptz and created_at < ${to.toISOString()}::timestamptz
      group by level, category`);
    // Days are rolled up in turn under their claims, so the totals are the sum of exactly the claimed days.
    await tx.execute(sql`
      insert into audit_rollup_totals (level, category, events)
      select level, category, events from audit_daily_counts where day = ${day}::date
      on conflict (level, category) do update set events = audit_rollup_totals.events + excluded.events`);
    return true;
  });
}

/** Rows counted per level and category: what every System Logs counter is a sum of. */
export interface CountCell {
  level: AuditLevel;
  category: AuditCategory;
  events: number;
}

/** [from, to) instants; `to` null for "no end". */
interface Interval {
  from: Date | null;
  to: Date | null;
}

const rawCount = ({ from, to }: Interval) => sql`
  select level, category, count(*) as events from audit_logs
  where ${from ? sql`created_at >= ${from.toISOString()}::timestamptz` : sql`true`}
    and ${to ? sql`created_at < ${to.toISOString()}::timestamptz` : sql`true`}
  group by level, category`;

/** Days (in order) as [from, to) intervals, neighbours joined: three unrolled days in a row are one read. */
function dayIntervals(days: string[]): { from: Date; to: Date }[] {
  const intervals: { from: Date; to: Date }[] = [];
  for (const day of days) {
    const from = dayAt(day);
    const last = intervals.at(-1);
    if (last && last.to.getTime() === from.getTime()) last.to = new Date(from.getTime() + DAY_MS);
    else intervals.push({ from, to: new Date(from.getTime() + DAY_MS) });
  }
  return intervals;
}

/**
 * Every audit row of [from, to) counted per level and category, exactly as one count over audit_logs would: the
 * whole closed UTC days the job has rolled up from audit_daily_counts, the rest from audit_logs through the
 * created_at index (the window's partial first day, today, and the closed days not rolled up yet). Unlike Site
 * Analytics' read, every unrolled day is counted (the counters are exact); when the job has never run that is the
 * whole trail, as before the rollup.
 */
export async function countCells(db: Db, window: { from?: Date; to?: Date }, now: Date): Promise<CountCell[]> {
  const from = window.from ?? null;
  const to = window.to ?? null;
  // The whole UTC days of the window before today: [firstWhole, endWhole); firstWhole null for "since the start".
  const firstWhole = from ? dayStart(new Date(from.getTime() + DAY_MS - 1)) : null;
  const endWhole = new Date(Math.min(to ? dayStart(to).getTime() : Infinity, dayStart(now).getTime()));
  if (firstWhole && firstWhole >= endWhole) return cells(db, [rawCount({ from, to })]);
  const first = firstWhole ? utcDay(firstWhole) : null;
  const end = utcDay(endWhole);
  const unrolled = await db.execute<{ day: string }>(sql`
    select d::date::text as day
    from generate_series(
      greatest(${first}::date, (select (min(created_at) at time zone 'UTC')::date from audit_logs)),
      ${end}::date - 1, interval '1 day') d
    where not exists (select 1 from audit_rollup_days r where r.day = d::date)
    order by 1`);
  // "All" (no start, no end): every rolled-up day is before today, so their totals are that part in a few rows.
  const rolled =
    !first && !to
      ? sql`select level, category, events from audit_rollup_totals`
      : sql`select level, category, events from audit_daily_counts
          where ${first ? sql`day >= ${first}::date` : sql`true`} and day < ${end}::date`;
  const parts = [
    rolled,
    ...(from && firstWhole && from < firstWhole ? [rawCount({ from, to: firstWhole })] : []),
    ...(!to || endWhole < to ? [rawCount({ from: endWhole, to })] : []),
    ...dayIntervals(unrolled.rows.map((row) => row.day)).map(rawCount),
  ];
  return cells(db, parts);
}

async function cells(db: Db, parts: SQL[]): Promise<CountCell[]> {
  const rows = await db.execute<{ level: AuditLevel; category: AuditCategory; events: string | number }>(sql`
    select level::text as level, category::text as category, sum(events) as events
    from (${sql.join(
      parts.map((part) => sql`(${part})`),
      sql` union all `,
    )}) parts
    group by level, category`);
  return rows.rows.map((row) => ({ level: row.level, category: row.category, events: Number(row.events) }));
}
