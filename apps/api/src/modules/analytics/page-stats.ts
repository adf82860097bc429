import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * Closed days with no rollup yet (the minute after midnight before the job has run, or a job that failed) that one
 * period's read counts from page_views, the newest first: a week of them at most (two with the comparison period), so
 * a read stays bounded whatever happened to the job. Older ones are left out of the figures until the job rolls them up (it runs at 00:01 UTC and
 * on every server start, and catches up every missing day).
 */
export const MAX_RAW_DAYS = 7;

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
export const rawStatsSql = (from: Date | null, to: Date) => sql`
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

export const utcDay = (at: Date) => at.toISOString().slice(0, 10);
export const dayStart = (at: Date) => new Date(Date.parse(utcDay(at)));

/**
 * The closed days of [firstWhole, endWhole) with no rollup yet. Days before the first view have nothing to roll up
 * and are not missing; the job marks every later day, views or not. Dates only, against a table of one row a day:
 * cheap even when the job has never run.
 */
async function missingDays(db: Db, firstWhole: Date | null, endWhole: Date): Promise<string[]> {
  if (firstWhole && firstWhole >= endWhole) return [];
  const rows = await db.execute<{ day: string }>(sql`
    select d::date::text as day
    from generate_series(
      greatest(${firstWhole ? utcDay(firstWhole) : null}::date,
        (select (min(created_at) at time zone 'UTC')::date from page_views)),
      ${utcDay(endWhole)}::date - 1, interval '1 day') d
    where not exists (select 1 from site_rollup_days r where r.day = d::date)`);
  return rows.rows.map((row) => row.day);
}

/** Days (in order) as [from, to) intervals, neighbours joined: three missing days in a row are one read. */
function dayIntervals(days: string[]): { from: Date; to: Date }[] {
  const intervals: { from: Date; to: Date }[] = [];
  for (const day of days) {
    const from = new Date(`${day}T00:00:00.000Z`);
    const last = intervals.at(-1);
    if (last && last.to.getTime() === from.getTime()) last.to = new Date(from.getTime() + DAY_MS);
    else intervals.push({ from, to: new Date(from.getTime() + DAY_MS) });
  }
  return intervals;
}

/** The whole closed UTC days of [from, to): [firstWhole, endWhole), firstWhole null for "since the first view". */
function wholeDays(from: Date | null, to: Date, now: Date) {
  const firstWhole = from ? dayStart(new Date(from.getTime() + DAY_MS - 1)) : null;
  const endWhole = new Date(Math.min(dayStart(to).getTime(), dayStart(now).getTime()));
  return { firstWhole, endWhole };
}

/** The closed days of [from, to) that have no rollup yet (a read asks once for both its periods). */
export function unrolledDays(db: Db, from: Date | null, to: Date, now = new Date()): Promise<string[]> {
  const { firstWhole, endWhole } = wholeDays(from, to, now);
  return missingDays(db, firstWhole, endWhole);
}

/**
 * The PageStat rows of [from, to): whole closed UTC days from site_daily_stats (written by the rollup job,
 * site-rollup.ts), the rest from page_views: the range's partial first and last days, today, and the closed days the
 * job has not rolled up yet (MAX_RAW_DAYS at most). A 90-day range over a million views reads some thousands of
 * rolled-up rows; the read itself never writes.
 */
export async function pageStats(
  db: Db,
  from: Date | null,
  to: Date,
  {
    now = new Date(),
    rollups = true,
    unrolled,
  }: {
    now?: Date;
    rollups?: boolean;
    /** The read's unrolled days (unrolledDays over both its periods); this period counts its newest MAX_RAW_DAYS. */
    unrolled?: string[];
  } = {},
): Promise<PageStat[]> {
  const { firstWhole, endWhole } = wholeDays(from, to, now);
  if (!rollups || (firstWhole && firstWhole >= endWhole)) {
    return (await db.execute<StatRow>(rawStatsSql(from, to))).rows.map(toStat);
  }
  const [first, end] = [firstWhole ? utcDay(firstWhole) : '', utcDay(endWhole)];
  const days = (unrolled ?? (await missingDays(db, firstWhole, endWhole))).filter((day) => day >= first && day < end);
  const rawDays = dayIntervals(days.sort().slice(-MAX_RAW_DAYS));
  const parts = await Promise.all([
    db.execute<StatRow>(sql`
      select path, source, device_class::text as device, sum(views) as views, sum(entries) as entries,
        sum(bounces) as bounces, sum(time_ms) as time_ms, sum(timed) as timed
      from site_daily_stats
      where ${firstWhole ? sql`day >= ${utcDay(firstWhole)}::date and` : sql``} day < ${utcDay(endWhole)}::date
      group by path, source, device_class`),
    from && from < (firstWhole as Date) ? db.execute<StatRow>(rawStatsSql(from, firstWhole as Date)) : null,
    endWhole < to ? db.execute<StatRow>(rawStatsSql(endWhole, to)) : null,
    ...rawDays.map((days) => db.execute<StatRow>(rawStatsSql(days.from, days.to))),
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
