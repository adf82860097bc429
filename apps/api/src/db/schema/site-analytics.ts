import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
