import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { DAY_MS, dayStart, rawStatsSql, utcDay } from './page-stats.ts';

/**
 * The daily rollup of Site Analytics (D18, issue #21): a recurring job in the PostgreSQL queue (jobs/queue.ts) rolls
 * each closed UTC day of page_views up into site_daily_stats at 00:01 UTC (a minute's grace for a view written at
 * 23:59:59 whose transaction ends after midnight), and once when a server starts, so days missed while no server ran
 * (or while the job failed) are caught up. The Site Analytics read only reads them (page-stats.ts).
 */
export const SITE_ROLLUP_JOB = 'analytics.site-rollup';
export const SITE_ROLLUP_OFFSET_MS = 60_000;

/** Days claimed per round: a long catch-up is many short rounds, each day in its own transaction. */
const ROLLUP_BATCH = 120;

/**
 * Rolls up the closed UTC days (before today) that have page views and no rollup yet, oldest first, until none is
 * left; returns how many it rolled up. Each day is one transaction that claims the day first, so two servers (or a
 * re-run) never count a day twice.
 */
export async function rollUpClosedDays(db: Db, now = new Date()): Promise<number> {
  const yesterday = utcDay(new Date(dayStart(now).getTime() - DAY_MS));
  let rolled = 0;
  for (;;) {
    // From the first view's day (the created_at index answers min at once); the rolled-up days are a small table.
    const missing = await db.execute<{ day: string }>(sql`
      select d::date::text as day
      from generate_series((select (min(created_at) at time zone 'UTC')::date from page_views), ${yesterday}::date,
        interval '1 day') d
      where d::date not in (select day from site_rollup_days)
      order by 1 limit ${ROLLUP_BATCH}`);
    for (const { day } of missing.rows) if (await rollUpDay(db, day)) rolled++;
    if (missing.rows.length < ROLLUP_BATCH) return rolled;
  }
}

async function rollUpDay(db: Db, day: string): Promise<boolean> {
  const from = new Date(`${day}T00:00:00.000Z`);
  return db.transaction(async (tx) => {
    const claimed = await tx.execute(
      sql`insert into site_rollup_days (day) values (${day}::date) on conflict do nothing returning day`,
    );
    if (claimed.rows.length === 0) return false;
    await tx.execute(sql`
      insert into site_daily_stats (day, path, source, device_class, views, entries, bounces, time_ms, timed)
      select ${day}::date, path, source, device::device_class, views, entries, bounces, time_ms, timed
      from (${rawStatsSql(from, new Date(from.getTime() + DAY_MS))}) s`);
    return true;
  });
}
