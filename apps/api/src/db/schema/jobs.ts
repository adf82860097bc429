import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns.ts';
import { jobStatusEnum } from './enums.ts';

/**
 * A table-backed job queue shared by all app servers (D3, D21): workers claim due rows with
 * `for update skip locked`, so no job runs twice. dedupe_key makes scheduling idempotent
 * (e.g. 'proposal-follow-up:{id}:3d').
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    queue: text('queue').notNull().default('default'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: jobStatusEnum('status').notNull().default('pending'),
    runAt: timestamptz('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedAt: timestamptz('locked_at'),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    dedupeKey: text('dedupe_key').unique(),
    completedAt: timestamptz('completed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('jobs_status_run_at_idx').on(t.status, t.runAt),
    index('jobs_queue_status_run_at_idx').on(t.queue, t.status, t.runAt),
    index('jobs_locked_at_idx').on(t.lockedAt),
  ],
);
