import type { LogFilters } from '@agency/shared/logs';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditDailyCounts, auditLogs, auditRollupDays, auditRollupTotals } from '../../db/schema/index.ts';
import type { Caller } from '../../lib/caller.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { logSummary } from './queries.ts';
import { AUDIT_ROLLUP_OFFSET_MS, dayStart, rollableBefore, rollUpAuditDays, utcDay } from './rollup.ts';

// Issue #22: the System Logs' counters sum the closed UTC days a job has rolled up (audit_daily_counts) and count the
// rest from audit_logs: today, the range's partial first day, and the days not rolled up yet. They must equal one
// count over every row, whatever the range and filters, before and after the job, and a re-run or two servers at
// once never count a day twice.

let t: TestApp;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const now = new Date();
const today = dayStart(now).getTime();
const admin = { user: { id: '00000000-0000-0000-0000-000000000000', role: 'ADMIN' }, access: 'any' } as Caller;
const LEVELS = ['info', 'success', 'warning', 'error'] as const;
const CATEGORIES = ['project', 'billing', 'security', 'system'] as const;

beforeAll(async () => {
  t = await createTestApp();
  // Ten days before today and today so far: rows on each midnight, its last millisecond and a few hours in between.
  const values: (typeof auditLogs.$inferInsert)[] = [];
  let n = 0;
  for (let days = 10; days >= 0; days--) {
    const start = today - days * DAY;
    for (const offset of [0, 1, 3 * HOUR, 12 * HOUR, 12 * HOUR, 20 * HOUR + 7, DAY - 1]) {
      const at = start + offset;
      if (at > now.getTime()) continue;
      values.push({
        action: `bench.row${n}`,
        level: LEVELS[n % LEVELS.length],
        category: CATEGORIES[(n * 3 + days) % CATEGORIES.length]!,
        createdAt: new Date(at),
      });
      n++;
    }
  }
  await t.database.db.insert(auditLogs).values(values);
});
afterAll(() => t.close());

/** Ranges and filters the counters must get exactly right: open, rolling, mid-day and midnight starts, filters. */
const READINGS: [string, LogFilters][] = [
  ['all', { range: 'all' }],
  ['all, errors', { range: 'all', level: 'error' }],
  ['all, billing warnings', { range: 'all', level: 'warning', category: 'billing' }],
  ['last 7 days', { range: 'last_7_days' }],
  ['last 24 hours', { range: 'last_24_hours' }],
  ['today in Tokyo', { range: 'today', tz: 'Asia/Tokyo' }],
  ['from mid-day', { range: 'custom', from: new Date(today - 6 * DAY + 12 * HOUR), to: new Date(today + DAY) }],
  ['midnight to midnight', { range: 'custom', from: new Date(today - 8 * DAY), to: new Date(today - 3 * DAY) }],
  ['a millisecond in', { range: 'custom', from: new Date(today - 8 * DAY + 1), to: new Date(today - 3 * DAY - 1) }],
  [
    'within one day',
    { range: 'custom', from: new Date(today - 4 * DAY + 2), to: new Date(today - 4 * DAY + 13 * HOUR) },
  ],
  [
    'security, from a midnight',
    { range: 'custom', category: 'security', from: new Date(today - 2 * DAY), to: new Date(today + 2 * DAY) },
  ],
];

const summary = (filters: LogFilters, at: Date, rollups = true) =>
  logSummary(t.database.db, { kind: 'system', caller: admin, filters, now: at }, { rollups });

async function expectRaw(at: Date) {
  for (const [name, filters] of READINGS) {
    expect({ name, ...(await summary(filters, at)) }).toEqual({ name, ...(await summary(filters, at, false)) });
  }
}

const rolledUp = async () => ({
  days: (await t.database.db.select().from(auditRollupDays).orderBy(asc(auditRollupDays.day))).map((row) => row.day),
  counts: await t.database.db
    .select()
    .from(auditDailyCounts)
    .orderBy(asc(auditDailyCounts.day), asc(auditDailyCounts.level), asc(auditDailyCounts.category)),
});

describe('the audit rollup behind the System Logs counters', () => {
  it('counts every row from audit_logs while no day is rolled up, and the read writes nothing', async () => {
    expect((await summary({ range: 'all' }, now)).total).toBe(
      Number((await t.database.db.execute<{ n: string }>(sql`select count(*) n from audit_logs`)).rows[0]!.n),
    );
    await expectRaw(now);
    expect((await rolledUp()).days).toEqual([]);
  });

  it('is written by the job for each closed day, equal to the raw count, and read by the counters', async () => {
    await t.app.jobs.runDue(now);
    const first = await rolledUp();
    const closed = (rollableBefore(now).getTime() - (today - 10 * DAY)) / DAY;
    expect(first.days).toEqual(Array.from({ length: closed }, (_, k) => utcDay(new Date(today - (10 - k) * DAY))));
    // Seven rows a day, split by level and category.
    for (const day of first.days) {
      expect(first.counts.filter((row) => row.day === day).reduce((sum, row) => sum + row.events, 0)).toBe(7);
    }
    await expectRaw(now);

    // The counters read the rollups: a changed rolled-up count shows in every range that holds its day whole.
    const day = utcDay(new Date(today - 5 * DAY));
    const cells = first.counts.filter((row) => row.day === day).length;
    await t.database.db.execute(sql`update audit_daily_counts set events = events + 1000 where day = ${day}::date`);
    await t.database.db.execute(sql`update audit_rollup_totals set events = events + 1000`);
    const totals = (await t.database.db.select().from(auditRollupTotals)).length;
    try {
      // "All" reads the running totals, one row a level and category, not the days.
      const raw = await summary({ range: 'all' }, now, false);
      expect((await summary({ range: 'all' }, now)).total).toBe(raw.total + 1000 * totals);
      const [from, to] = [new Date(today - 6 * DAY + 12 * HOUR), new Date(today)];
      const inside = await summary({ range: 'custom', from, to }, now);
      expect(inside.total).toBe((await summary({ range: 'custom', from, to }, now, false)).total + 1000 * cells);
      // A range that holds the day only in part counts it from the rows.
      const part = { range: 'custom' as const, from: new Date(today - 5 * DAY + 1), to };
      expect(await summary(part, now)).toEqual(await summary(part, now, false));
    } finally {
      await t.database.db.execute(sql`update audit_daily_counts set events = events - 1000 where day = ${day}::date`);
      await t.database.db.execute(sql`update audit_rollup_totals set events = events - 1000`);
    }
    await expectRaw(now);
  });

  it('counts a day once, re-run or run by two servers at once', async () => {
    const first = await rolledUp();
    expect(await Promise.all([rollUpAuditDays(t.database.db, now), rollUpAuditDays(t.database.db, now)])).toEqual([
      0, 0,
    ]);
    expect(await rolledUp()).toEqual(first);

    await t.database.db.delete(auditDailyCounts);
    await t.database.db.delete(auditRollupDays);
    await t.database.db.delete(auditRollupTotals);
    const both = await Promise.all([rollUpAuditDays(t.database.db, now), rollUpAuditDays(t.database.db, now)]);
    expect(both[0] + both[1]).toBe(first.days.length);
    const again = await rolledUp();
    expect(again.days).toEqual(first.days);
    expect(again.counts).toEqual(first.counts);
    // The totals are the days' sums: each day added once, also by two servers at once.
    const sums = new Map<string, number>();
    for (const row of again.counts)
      sums.set(`${row.level}/${row.category}`, (sums.get(`${row.level}/${row.category}`) ?? 0) + row.events);
    const totals = await t.database.db.select().from(auditRollupTotals);
    expect(new Map(totals.map((row) => [`${row.level}/${row.category}`, row.events]))).toEqual(sums);
    await expectRaw(now);
  });

  it('rolls up the day that closed at 00:01 UTC, not before, and stays equal to the raw count', async () => {
    const midnight = today + DAY;
    const early = await rollUpAuditDays(t.database.db, new Date(midnight + AUDIT_ROLLUP_OFFSET_MS / 2));
    expect((await rolledUp()).days).not.toContain(utcDay(new Date(today)));
    expect(early).toBeLessThanOrEqual(1); // yesterday, when the suite ran in the minute after midnight
    await expectRaw(new Date(midnight + AUDIT_ROLLUP_OFFSET_MS / 2));

    await t.app.jobs.runDue(new Date(midnight + AUDIT_ROLLUP_OFFSET_MS));
    const next = await rolledUp();
    expect(next.days).toEqual(Array.from({ length: 11 }, (_, k) => utcDay(new Date(today - (10 - k) * DAY))));
    await expectRaw(new Date(midnight + AUDIT_ROLLUP_OFFSET_MS));
    await expectRaw(new Date(midnight + 5 * HOUR));
  });
});
