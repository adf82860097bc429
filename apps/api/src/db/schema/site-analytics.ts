import { bigint, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { deviceClassEnum } from './enums.ts';

/**
 * First-party, cookieless page views (D18). visitor_hash and session_hash are daily-salted hashes
 * (IP + user agent), so sessions and bounce rate can be counted without identifying anyone.
 */
export const pageViews = pgTable(
  'page_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    path: text('path').notNull(),
    /** Normalised source: 'direct', 'google', 'linkedin', … */
    referrerSource: text('referrer_source').notNull().default('direct'),
    referrerHost: text('referrer_host'),
    deviceClass: deviceClassEnum('device_class').notNull().default('desktop'),
    visitorHash: text('visitor_hash').notNull(),
    sessionHash: text('session_hash').notNull(),
    /** Time on page, reported when the visitor leaves; null if never reported. */
    durationMs: integer('duration_ms'),
    createdAt: createdAt(),
  },
  (t) => [
    index('page_views_created_at_idx').on(t.createdAt),
    index('page_views_path_created_at_idx').on(t.path, t.createdAt),
    index('page_views_session_hash_idx').on(t.sessionHash),
    index('page_views_visitor_hash_created_at_idx').on(t.visitorHash, t.createdAt),
  ],
);

/**
 * Page views rolled up per UTC day (issue #21): a day's views by page, the session's landing source and the device,
 * with the landing views (entries), the single-view sessions that landed there (bounces) and time on page. Sessions
 * never cross a UTC day (the visitor hash's salt changes at midnight), so a closed day's figures are final.
 */
export const siteDailyStats = pgTable(
  'site_daily_stats',
  {
    day: date('day', { mode: 'string' }).notNull(),
    path: text('path').notNull(),
    source: text('source').notNull(),
    deviceClass: deviceClassEnum('device_class').notNull(),
    views: integer('views').notNull(),
    entries: integer('entries').notNull(),
    bounces: integer('bounces').notNull(),
    timeMs: bigint('time_ms', { mode: 'number' }).notNull(),
    timed: integer('timed').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.path, t.source, t.deviceClass] })],
);

/** The UTC days already rolled up into site_daily_stats (one row each, written with the day's figures). */
export const siteRollupDays = pgTable('site_rollup_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  rolledAt: createdAt(),
});
