import { DEVICE_CLASSES } from '@agency/shared/enums';
import { percentOf, SITE_LIST_LIMIT, type TimeRange } from '@agency/shared/insight-rules';
import type { SiteAnalytics } from '@agency/shared/insights';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { kpi } from './business.ts';
import { siteFunnel } from './funnel.ts';
import { rangePeriods } from './ranges.ts';

/**
 * The period's page views with their place in the session: n = 1 is the landing view (a session counts in the
 * period its first view falls in), views = the session's views in the period, next_at = when the visitor opened
 * the next page (time on page when the browser did not report it).
 */
function viewsIn(from: Date | null, to: Date): SQL {
  const since = from ? sql`created_at >= ${from.toISOString()}::timestamptz and` : sql``;
  return sql`with v as (
    select session_hash, path, referrer_source, device_class, created_at, duration_ms,
      row_number() over w as n,
      count(*) over (partition by session_hash) as views,
      lead(created_at) over w as next_at
    from page_views
    where ${since} created_at < ${to.toISOString()}::timestamptz
    window w as (partition by session_hash order by created_at, id)
  )`;
}

async function totals(db: Db, from: Date | null, to: Date) {
  const result = await db.execute<{ sessions: string; views: string; bounces: string }>(sql`${viewsIn(from, to)}
    select count(*) filter (where n = 1) as sessions, count(*) as views,
      count(*) filter (where n = 1 and views = 1) as bounces
    from v`);
  const row = result.rows[0];
  const sessions = Number(row?.sessions ?? 0);
  return { sessions, views: Number(row?.views ?? 0), bounceRate: percentOf(Number(row?.bounces ?? 0), sessions) };
}

async function landings(db: Db, from: Date | null, to: Date) {
  const result = await db.execute<{ kind: string; key: string; sessions: string }>(sql`${viewsIn(from, to)}
    select 'device' as kind, device_class::text as key, count(*) as sessions from v where n = 1 group by 2
    union all
    select 'source', referrer_source, count(*) from v where n = 1 group by 2`);
  return result.rows.map((row) => ({ kind: row.kind, key: row.key, sessions: Number(row.sessions) }));
}

async function topPages(db: Db, from: Date | null, to: Date) {
  const result = await db.execute<{
    path: string;
    views: string;
    entries: string;
    bounces: string;
    average_ms: string | null;
  }>(sql`${viewsIn(from, to)}
    select path, count(*) as views, count(*) filter (where n = 1) as entries,
      count(*) filter (where n = 1 and views = 1) as bounces,
      avg(coalesce(duration_ms, extract(epoch from (next_at - created_at)) * 1000)) as average_ms
    from v group by path order by views desc, path limit ${SITE_LIST_LIMIT}`);
  return result.rows.map((row) => ({
    path: row.path,
    views: Number(row.views),
    bounceRate: percentOf(Number(row.bounces), Number(row.entries)),
    averageSeconds: row.average_ms === null ? null : Math.round(Number(row.average_ms) / 100) / 10,
  }));
}

/**
 * Site Analytics (001 §2, D18; issue #21) from the first-party page views: sessions, views and bounce rate beside
 * the previous period, devices and sources of the sessions, the top pages, and the funnel from visit to paid invoice.
 */
export async function siteAnalytics(
  db: Db,
  range: TimeRange,
  utcOffset: number,
  now = new Date(),
): Promise<SiteAnalytics> {
  const periods = rangePeriods(range, now, utcOffset);
  const { from, to } = periods.current;
  const [current, previous, landed, pages, funnel] = await Promise.all([
    totals(db, from, to),
    periods.previous ? totals(db, periods.previous.from, periods.previous.to) : null,
    landings(db, from, to),
    topPages(db, from, to),
    siteFunnel(db, from, to),
  ]);
  const deviceCount = (device: string) =>
    landed.find((row) => row.kind === 'device' && row.key === device)?.sessions ?? 0;
  return {
    range,
    period: { from, to },
    previousPeriod: periods.previous,
    sessions: kpi(current.sessions, previous?.sessions ?? null),
    pageViews: kpi(current.views, previous?.views ?? null),
    bounceRate: kpi(current.bounceRate, previous?.bounceRate ?? null),
    devices: DEVICE_CLASSES.map((device) => ({
      device,
      sessions: deviceCount(device),
      percent: percentOf(deviceCount(device), current.sessions),
    })),
    sources: landed
      .filter((row) => row.kind === 'source')
      .sort((a, b) => b.sessions - a.sessions || a.key.localeCompare(b.key))
      .slice(0, SITE_LIST_LIMIT)
      .map((row) => ({ source: row.key, sessions: row.sessions, percent: percentOf(row.sessions, current.sessions) })),
    topPages: pages,
    searchPerformance: { connected: false },
    funnel,
  };
}
