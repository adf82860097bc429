import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How many closed days one read rolls up at most: the first read after a long pause stays bounded. */
const ROLLUP_BATCH = 120;

/** A period's page views by page, the session's landing source and the device (site_daily_stats' shape). */
export interface PageStat {
  path: string;
  source: string;
  device: string;
  views: number;
  /** Sessions that landed on this page from this source on this device. */
  entries: number;
  /** Of those, the ones that viewed this page only. */
  bounces: number;
  /** Time on page, summed over the views whose time is known, and how many those are. */
  timeMs: number;
  timed: number;
}

/**
 * The views of [from, to) grouped as PageStat rows, from page_views: each view's place in its session (the first
 * is the entry, the session's views, the time until its next view when the browser reported none).
 */
const rawStatsSql = (from: Date | null, to: Date) => sql`
  select path, landing_source as source, device_class::text as device, count(*) as views,
    count(*) filter (where n = 1) as entries, count(*) filter (where n = 1 and session_views = 1) as bounces,
    round(coalesce(sum(time_ms), 0))::bigint as time_ms, count(time_ms) as timed
  from (
    select path, device_class,
      first_value(referrer_source) over w as landing_source,
      row_number() over w as n,
      count(*) over (partition by session_hash) as session_views,
      coalesce(duration_ms, extract(epoch from (lead(created_at) over w - created_at)) * 1000) as time_ms
    from page_views
    where ${from ? sql`created_at >= ${from.toISOString()}::timestamptz and` : sql``}
      created_at < ${to.toISOString()}::timestamptz
    window w as (partition by session_hash order by created_at, id)
  ) v
  group by path, landing_source, device_class`;

type StatRow = Record<'path' | 'source' | 'device', string> &
  Record<'views' | 'entries' | 'bounces' | 'time_ms' | 'timed', string | number>;

const toStat = (row: StatRow): PageStat => ({
  path: row.path,
  source: row.source,
  device: row.device,
  views: Number(row.views),
  entries: Number(row.entries),
  bounces: Number(row.bounces),
  timeMs: Number(row.time_ms),
  timed: Number(row.timed),
});

const utcDay = (at: Date) => at.toISOString().slice(0, 10);
const dayStart = (at: Date) => new Date(Date.parse(utcDay(at)));

/**
 * Rolls up the closed UTC days (before today) that have page views and no rollup yet, oldest first, at most
 * ROLLUP_BATCH per call. Each day is one transaction that claims the day first, so two servers never count it twice.
 */
export async function rollUpClosedDays(db: Db, now = new Date()) {
  const yesterday = utcDay(new Date(dayStart(now).getTime() - DAY_MS));
  // From the first view's day (the created_at index answers min at once); the rolled-up days are a small table.
  const missing = await db.execute<{ day: string }>(sql`
    select d::date::text as day
    from generate_series((select (min(created_at) at time zone 'UTC')::date from page_views), ${yesterday}::date,
      interval '1 day') d
    where d::date not in (select day from site_rollup_days)
    order by 1 limit ${ROLLUP_BATCH}`);
  for (const { day } of missing.rows) {
    const from = new Date(`${day}T00:00:00.000Z`);
    await db.transaction(async (tx) => {
      const claimed = await tx.execute(
        sql`insert into site_rollup_days (day) values (${day}::date) on conflict do nothing returning day`,
      );
      if (claimed.rows.length === 0) return;
      await tx.execute(sql`
        insert into site_daily_stats (day, path, source, device_class, views, entries, bounces, time_ms, timed)
        select ${day}::date, path, source, device::device_class, views, entries, bounces, time_ms, timed
        from (${rawStatsSql(from, new Date(from.getTime() + DAY_MS))}) s`);
    });
  }
}

/**
 * The PageStat rows of [from, to): whole closed UTC days from site_daily_stats, the rest (the range's partial first
 * and last days, today) from page_views. A 90-day range over a million views reads some thousands of rolled-up rows.
 */
export async function pageStats(
  db: Db,
  from: Date | null,
  to: Date,
  { now = new Date(), rollups = true }: { now?: Date; rollups?: boolean } = {},
): Promise<PageStat[]> {
  const todayStart = dayStart(now);
  const firstWhole = from ? new Date(dayStart(new Date(from.getTime() + DAY_MS - 1)).getTime()) : null;
  const endWhole = new Date(Math.min(dayStart(to).getTime(), todayStart.getTime()));
  if (!rollups || (firstWhole && firstWhole >= endWhole)) {
    return (await db.execute<StatRow>(rawStatsSql(from, to))).rows.map(toStat);
  }
  const parts = await Promise.all([
    db.execute<StatRow>(sql`
      select path, source, device_class::text as device, sum(views) as views, sum(entries) as entries,
        sum(bounces) as bounces, sum(time_ms) as time_ms, sum(timed) as timed
      from site_daily_stats
      where ${firstWhole ? sql`day >= ${utcDay(firstWhole)}::date and` : sql``} day < ${utcDay(endWhole)}::date
      group by path, source, device_class`),
    from && from < (firstWhole as Date) ? db.execute<StatRow>(rawStatsSql(from, firstWhole as Date)) : null,
    endWhole < to ? db.execute<StatRow>(rawStatsSql(endWhole, to)) : null,
  ]);
  return mergeStats(parts.flatMap((part) => (part ? part.rows.map(toStat) : [])));
}

function mergeStats(rows: PageStat[]): PageStat[] {
  const merged = new Map<string, PageStat>();
  for (const row of rows) {
    const key = `${row.path}\0${row.source}\0${row.device}`;
    const found = merged.get(key);
    if (!found) merged.set(key, { ...row });
    else {
      found.views += row.views;
      found.entries += row.entries;
      found.bounces += row.bounces;
      found.timeMs += row.timeMs;
      found.timed += row.timed;
    }
  }
  return [...merged.values()];
}
