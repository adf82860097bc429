import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteDailyStats, siteRollupDays } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { DAY_MS, dayStart, MAX_RAW_DAYS } from './page-stats.ts';
import { recordPageView } from './service.ts';
import { siteAnalytics } from './site.ts';
import { rollUpClosedDays, SITE_ROLLUP_OFFSET_MS } from './site-rollup.ts';

// Issue #21: Site Analytics' closed days are rolled up by a job in the PostgreSQL queue, at 00:01 UTC and when a
// server starts, never by the read. The read counts today, and the closed days not rolled up yet (a week of them at
// most), from the page views.

let t: TestApp;
const now = new Date();
const today = dayStart(now).getTime();
const tomorrowAfterMidnight = new Date(today + DAY_MS + SITE_ROLLUP_OFFSET_MS);

beforeAll(async () => {
  t = await createTestApp();
  const view = (at: number, n: number) =>
    recordPageView(t.database.db, {
      path: n % 2 ? '/pricing' : '/',
      ip: `198.51.100.${n}`,
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126',
      ownHost: 'localhost',
      secret: t.app.config.authSecret,
      now: new Date(at),
    });
  // One visit at noon on each of the nine days before today, and one just after midnight today.
  for (let days = 9; days >= 1; days--) await view(today - days * DAY_MS + 12 * 3_600_000, days);
  await view(today + 1, 10);
});
afterAll(() => t.close());

const views = async (at: Date, rollups = true) =>
  (await siteAnalytics(t.database.db, 'last_30_days', 0, at, { rollups })).pageViews.value;
const rolledUp = async () => ({
  days: (await t.database.db.select().from(siteRollupDays).orderBy(asc(siteRollupDays.day))).map((row) => row.day),
  stats: await t.database.db.select().from(siteDailyStats).orderBy(asc(siteDailyStats.day), asc(siteDailyStats.path)),
});

describe('the Site Analytics rollup', () => {
  it(`counts closed days the job has not rolled up from the page views, the newest ${MAX_RAW_DAYS} at most`, async () => {
    expect(await views(now, false)).toBe(10);
    // Today and the seven newest closed days; the two oldest wait for the job. The read writes nothing.
    expect(await views(now)).toBe(1 + MAX_RAW_DAYS);
    expect((await rolledUp()).days).toEqual([]);
  });

  it('is written by the job for each closed day; a re-run, or two servers at once, changes nothing', async () => {
    await t.app.jobs.runDue(now);
    const first = await rolledUp();
    expect(first.days).toEqual(
      Array.from({ length: 9 }, (_, n) => new Date(today - (9 - n) * DAY_MS).toISOString().slice(0, 10)),
    );
    expect(first.stats.map((row) => [row.day, row.path, row.views, row.entries, row.bounces])).toEqual(
      first.days.map((day, n) => [day, (9 - n) % 2 ? '/pricing' : '/', 1, 1, 1]),
    );
    expect(await views(now)).toBe(10);

    expect(await Promise.all([rollUpClosedDays(t.database.db, now), rollUpClosedDays(t.database.db, now)])).toEqual([
      0, 0,
    ]);
    expect(await rolledUp()).toEqual(first);

    // At 00:01 UTC the next day, the daily slot rolls up the day that just closed, and only it.
    await t.app.jobs.runDue(tomorrowAfterMidnight);
    const next = await rolledUp();
    expect(next.days).toEqual([...first.days, new Date(today).toISOString().slice(0, 10)]);
    expect(next.stats.slice(0, first.stats.length)).toEqual(first.stats);
    expect(await views(tomorrowAfterMidnight)).toBe(await views(tomorrowAfterMidnight, false));
    expect(await views(tomorrowAfterMidnight)).toBe(10);
  });
});
