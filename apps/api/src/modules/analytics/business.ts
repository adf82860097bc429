import { PROPOSAL_STATUSES } from '@agency/shared/enums';
import {
  ANALYTICS_ACTIVITY_SHOWN,
  ANALYTICS_EVENTS_SHOWN,
  changePercent,
  percentOf,
  satisfactionFor,
  type TimeRange,
} from '@agency/shared/insight-rules';
import type { BusinessAnalytics, Kpi } from '@agency/shared/insights';
import { and, count, desc, gte, inArray, lt, min, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { projects, proposals } from '../../db/schema/index.ts';
import type { Caller } from '../../lib/caller.ts';
import { ownOccurrences } from '../calendar/queries.ts';
import { recentActivity } from '../overview/service.ts';
import { projectScope } from '../projects/queries.ts';
import { performanceInsights } from './insights.ts';
import { bucketStarts, rangePeriods } from './ranges.ts';

const UPCOMING_WINDOW_MS = 90 * 24 * 60 * 60 * 1000;

/** The proposals whose figures the caller sees: every one for an admin, an agent's assigned projects' (D5). */
function proposalScope(db: Db, caller: Caller): SQL | undefined {
  if (caller.access === 'any') return undefined;
  return inArray(proposals.projectId, db.select({ id: projects.id }).from(projects).where(projectScope(caller)));
}

const inPeriod = (from: Date | null, to: Date) =>
  and(from ? gte(proposals.createdAt, from) : undefined, lt(proposals.createdAt, to));

interface Totals {
  total: number;
  approved: number;
  pending: number;
  approvedCents: number;
  totalCents: number;
}

async function totals(db: Db, scope: SQL | undefined, from: Date | null, to: Date): Promise<Totals> {
  const [row] = await db
    .select({
      total: count(),
      approved: sql<number>`count(*) filter (where ${proposals.status} = 'approved')`.mapWith(Number),
      pending: sql<number>`count(*) filter (where ${proposals.status} in ('sent', 'viewed'))`.mapWith(Number),
      approvedCents:
        sql<number>`coalesce(sum(${proposals.totalCents}) filter (where ${proposals.status} = 'approved'), 0)`.mapWith(
          Number,
        ),
      totalCents: sql<number>`coalesce(sum(${proposals.totalCents}), 0)`.mapWith(Number),
    })
    .from(proposals)
    .where(and(scope, inPeriod(from, to)));
  return {
    total: row?.total ?? 0,
    approved: row?.approved ?? 0,
    pending: row?.pending ?? 0,
    approvedCents: row?.approvedCents ?? 0,
    totalCents: row?.totalCents ?? 0,
  };
}

export function kpi(value: number, previous: number | null): Kpi {
  return { value, previous, changePercent: changePercent(value, previous) };
}

/** 001 §9's figures of one period: conversion = approved / total, average = total value / count. */
function figures(t: Totals) {
  return {
    revenue: t.approvedCents,
    proposals: t.total,
    conversionRate: percentOf(t.approved, t.total),
    averageValue: t.total > 0 ? Math.round(t.totalCents / t.total) : 0,
    pending: t.pending,
  };
}

/**
 * Business Analytics (001 §2, §9; issue #21) for the caller's scope: each KPI beside the previous period of equal
 * length, the status breakdown, revenue and pipeline per bucket, recent activity and upcoming events; admins also
 * get Performance Insights. Proposals belong to a period by the day they were created, so the period's figures
 * and its chart add up to the same totals.
 */
export async function businessAnalytics(
  db: Db,
  caller: Caller,
  range: TimeRange,
  utcOffset: number,
  now = new Date(),
): Promise<BusinessAnalytics> {
  const periods = rangePeriods(range, now, utcOffset);
  const scope = proposalScope(db, caller);
  const { from, to } = periods.current;
  const [current, previous, breakdown, series, activity, events, insights] = await Promise.all([
    totals(db, scope, from, to),
    periods.previous ? totals(db, scope, periods.previous.from, periods.previous.to) : null,
    statusBreakdown(db, scope, from, to),
    revenueSeries(db, scope, periods.bucket, from, to, utcOffset),
    recentActivity(db, caller, ANALYTICS_ACTIVITY_SHOWN),
    upcomingEvents(db, caller, now),
    caller.access === 'any' ? performanceInsights(db, periods) : undefined,
  ]);
  const cur = figures(current);
  const before = previous ? figures(previous) : null;
  return {
    range,
    period: { from, to },
    previousPeriod: periods.previous,
    bucket: periods.bucket,
    kpis: {
      revenue: kpi(cur.revenue, before?.revenue ?? null),
      proposals: kpi(cur.proposals, before?.proposals ?? null),
      conversionRate: kpi(cur.conversionRate, before?.conversionRate ?? null),
      averageValue: kpi(cur.averageValue, before?.averageValue ?? null),
      pending: kpi(cur.pending, before?.pending ?? null),
    },
    statusBreakdown: breakdown,
    satisfaction: satisfactionFor(cur.conversionRate),
    series,
    activity,
    upcomingEvents: events,
    ...(insights ? { insights } : {}),
  };
}

async function statusBreakdown(db: Db, scope: SQL | undefined, from: Date | null, to: Date) {
  const rows = await db
    .select({ status: proposals.status, n: count() })
    .from(proposals)
    .where(and(scope, inPeriod(from, to)))
    .groupBy(proposals.status);
  const counts = new Map(rows.map((row) => [row.status, row.n]));
  return PROPOSAL_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 }));
}

/** `'{…}'::timestamptz[]` as one text parameter: the same SQL on PGlite and node-postgres. */
export const timestampArray = (starts: Date[]) =>
  sql`${`{${starts.map((s) => s.toISOString()).join(',')}}`}::timestamptz[]`;

async function revenueSeries(
  db: Db,
  scope: SQL | undefined,
  bucket: 'hour' | 'day' | 'month',
  from: Date | null,
  to: Date,
  utcOffset: number,
) {
  let start = from;
  if (!start) {
    const [first] = await db
      .select({ at: min(proposals.createdAt) })
      .from(proposals)
      .where(scope);
    start = first?.at ?? new Date(to.getTime() - 1);
  }
  const starts = bucketStarts(bucket, start, to, utcOffset);
  // width_bucket numbers the buckets from 1; rows before the first (all_time's oldest) count in the first.
  const index = sql<number>`greatest(width_bucket(${proposals.createdAt}, ${timestampArray(starts)}), 1)`.mapWith(
    Number,
  );
  const rows = await db
    .select({
      index,
      revenueCents:
        sql<number>`coalesce(sum(${proposals.totalCents}) filter (where ${proposals.status} = 'approved'), 0)`.mapWith(
          Number,
        ),
      approved: sql<number>`count(*) filter (where ${proposals.status} = 'approved')`.mapWith(Number),
      pending: sql<number>`count(*) filter (where ${proposals.status} in ('sent', 'viewed'))`.mapWith(Number),
      other: sql<number>`count(*) filter (where ${proposals.status} in ('draft', 'rejected', 'expired'))`.mapWith(
        Number,
      ),
    })
    .from(proposals)
    .where(and(scope, inPeriod(from, to)))
    .groupBy(sql`1`)
    .orderBy(desc(sql`1`));
  const byIndex = new Map(rows.map((row) => [row.index, row]));
  return starts.map((at, i) => {
    const row = byIndex.get(i + 1);
    return {
      start: at,
      revenueCents: row?.revenueCents ?? 0,
      approved: row?.approved ?? 0,
      pending: row?.pending ?? 0,
      other: row?.other ?? 0,
    };
  });
}

/** The caller's next events (the calendar's own rule, series expanded), soonest first. */
async function upcomingEvents(db: Db, caller: Caller, now: Date) {
  const all = await ownOccurrences(db, caller.user.id, now, new Date(now.getTime() + UPCOMING_WINDOW_MS));
  return all
    .filter((event) => event.startsAt.getTime() >= now.getTime())
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.id.localeCompare(b.id))
    .slice(0, ANALYTICS_EVENTS_SHOWN);
}
