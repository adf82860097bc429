import { DEVICE_CLASSES } from '@agency/shared/enums';
import { percentOf, SITE_LIST_LIMIT, type TimeRange } from '@agency/shared/insight-rules';
import type { SiteAnalytics } from '@agency/shared/insights';
import type { Db } from '../../db/client.ts';
import { kpi } from './business.ts';
import { funnelRows, siteFunnel } from './funnel.ts';
import { type PageStat, pageStats, unrolledDays } from './page-stats.ts';
import { rangePeriods } from './ranges.ts';

type Totals = { sessions: number; views: number; bounceRate: number };

function totalsOf(stats: PageStat[]): Totals {
  const sum = (key: 'entries' | 'views' | 'bounces') => stats.reduce((total, row) => total + row[key], 0);
  const sessions = sum('entries');
  return { sessions, views: sum('views'), bounceRate: percentOf(sum('bounces'), sessions) };
}

/** Sessions by a landing attribute (device, source, landing page), most first. */
export function sessionsBy(stats: PageStat[], key: 'device' | 'source' | 'path'): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of stats) if (row.entries > 0) counts.set(row[key], (counts.get(row[key]) ?? 0) + row.entries);
  return counts;
}

function topPages(stats: PageStat[]) {
  const pages = new Map<string, { views: number; entries: number; bounces: number; timeMs: number; timed: number }>();
  for (const row of stats) {
    const page = pages.get(row.path) ?? { views: 0, entries: 0, bounces: 0, timeMs: 0, timed: 0 };
    page.views += row.views;
    page.entries += row.entries;
    page.bounces += row.bounces;
    page.timeMs += row.timeMs;
    page.timed += row.timed;
    pages.set(row.path, page);
  }
  return [...pages.entries()]
    .sort(([pathA, a], [pathB, b]) => b.views - a.views || (pathA < pathB ? -1 : pathA > pathB ? 1 : 0))
    .slice(0, SITE_LIST_LIMIT)
    .map(([path, page]) => ({
      path,
      views: page.views,
      bounceRate: percentOf(page.bounces, page.entries),
      averageSeconds: page.timed > 0 ? Math.round(page.timeMs / page.timed / 100) / 10 : null,
    }));
}

/**
 * Site Analytics (001 §2, D18; issue #21) from the first-party page views: sessions, views and bounce rate beside
 * the previous period, devices and sources of the sessions, the top pages, and the funnel from visit to paid invoice.
 * Closed days come from the daily rollups the job writes (site-rollup.ts); `rollups: false` counts every view again
 * (the tests' and the benchmark's reference).
 */
export async function siteAnalytics(
  db: Db,
  range: TimeRange,
  utcOffset: number,
  now = new Date(),
  { rollups = true }: { rollups?: boolean } = {},
): Promise<SiteAnalytics> {
  const periods = rangePeriods(range, now, utcOffset);
  const { from, to } = periods.current;
  // The closed days the job has not rolled up yet, asked once for both periods (each counts a week of them at most).
  const unrolled = rollups ? await unrolledDays(db, periods.previous?.from ?? from, to, now) : [];
  const options = { now, rollups, unrolled };
  const [stats, previousStats, funnel] = await Promise.all([
    pageStats(db, from, to, options),
    periods.previous ? pageStats(db, periods.previous.from, periods.previous.to, options) : null,
    siteFunnel(db, from, to),
  ]);
  const current = totalsOf(stats);
  const previous = previousStats ? totalsOf(previousStats) : null;
  const devices = sessionsBy(stats, 'device');
  const sources = sessionsBy(stats, 'source');
  return {
    range,
    period: { from, to },
    previousPeriod: periods.previous,
    sessions: kpi(current.sessions, previous?.sessions ?? null),
    pageViews: kpi(current.views, previous?.views ?? null),
    bounceRate: kpi(current.bounceRate, previous?.bounceRate ?? null),
    devices: DEVICE_CLASSES.map((device) => ({
      device,
      sessions: devices.get(device) ?? 0,
      percent: percentOf(devices.get(device) ?? 0, current.sessions),
    })),
    sources: [...sources.entries()]
      .sort(([a, na], [b, nb]) => nb - na || (a < b ? -1 : a > b ? 1 : 0))
      .slice(0, SITE_LIST_LIMIT)
      .map(([source, sessions]) => ({ source, sessions, percent: percentOf(sessions, current.sessions) })),
    topPages: topPages(stats),
    searchPerformance: { connected: false },
    funnel: {
      ...funnel,
      total: { ...funnel.total, visits: current.sessions },
      bySource: funnelRows(sources, funnel.bySource),
      byLandingPage: funnelRows(sessionsBy(stats, 'path'), funnel.byLandingPage),
    },
  };
}
