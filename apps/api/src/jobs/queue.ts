import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';

/**
 * Jobs live in PostgreSQL (D3, D21), in the `jobs` table every app server shares. A job is enqueued inside the
 * transaction of the change that calls for it, so it exists exactly when the change does; workers claim due rows
 * with `for update skip locked`, so no job runs twice at once, and a worker that dies mid-job leaves a lease that
 * another worker takes over once it runs out.
 *
 * Why not pg-boss or graphile-worker: both keep their own schema and connection, so a job cannot be written in the
 * Drizzle transaction of the change on PGlite (D2), and neither runs on PGlite without a socket bridge. The claim
 * below is the same `skip locked` loop they use, over a table the migrations own.
 */

export interface JobContext {
  db: Db;
  /** The time the round runs at; tests pass their own. */
  now: Date;
  payload: Record<string, unknown>;
  jobId: string;
  /** This attempt's number (1 first) and the job's last one: a handler can tell a final failure from a retry. */
  attempt: number;
  maxAttempts: number;
}

export type JobHandler = (context: JobContext) => Promise<void>;

export interface JobDefinition {
  name: string;
  handler: JobHandler;
  /** A recurring job runs once per period on the whole cluster: its slot is its dedupe key. */
  everyMs?: number;
  /** Where in its period a recurring job's slot falls: a daily job with 60_000 runs at 00:01 UTC (default 0). */
  offsetMs?: number;
  /** Attempts before the job is marked failed (default 5), with exponential backoff between them. */
  maxAttempts?: number;
}

export interface EnqueueOptions {
  name: string;
  payload?: Record<string, unknown>;
  runAt?: Date;
  /** A second enqueue with the same key does nothing (e.g. `proposal-follow-up:{id}:3d`). */
  dedupeKey?: string;
  maxAttempts?: number;
}

/** Queue a job inside the caller's transaction. Returns the job's id, or null when its dedupe key already exists. */
export async function enqueueJob(db: Db, options: EnqueueOptions): Promise<string | null> {
  const [row] = await db
    .insert(jobs)
    .values({
      name: options.name,
      payload: options.payload ?? {},
      runAt: options.runAt ?? new Date(),
      dedupeKey: options.dedupeKey ?? null,
      maxAttempts: options.maxAttempts ?? 5,
    })
    .onConflictDoNothing({ target: jobs.dedupeKey })
    .returning({ id: jobs.id });
  return row?.id ?? null;
}

/** Drop a pending job by its dedupe key (a decision stops its follow-ups). */
export async function cancelJob(db: Db, dedupeKey: string): Promise<void> {
  await db.delete(jobs).where(and(eq(jobs.dedupeKey, dedupeKey), eq(jobs.status, 'pending')));
}

/** A lease longer than any job should take; a running row older than this belonged to a worker that died. */
export const LEASE_MS = 5 * 60_000;
const KEEP_FINISHED_MS = 7 * 24 * 3_600_000;

export interface RoundResult {
  completed: string[];
  failed: { name: string; error: string }[];
}

/**
 * One round: make sure each recurring job has its current slot queued, claim what is due, run it. Safe to call
 * from every app server at once.
 */
export async function runDueJobs(
  db: Db,
  definitions: readonly JobDefinition[],
  options: { now?: Date; workerId?: string; limit?: number; log?: (error: unknown, name: string) => void } = {},
): Promise<RoundResult> {
  const now = options.now ?? new Date();
  const byName = new Map(definitions.map((definition) => [definition.name, definition]));
  for (const definition of definitions) {
    if (!definition.everyMs) continue;
    const offset = definition.offsetMs ?? 0;
    const slot = Math.floor((now.getTime() - offset) / definition.everyMs) * definition.everyMs + offset;
    await enqueueJob(db, {
      name: definition.name,
      runAt: new Date(slot),
      dedupeKey: `${definition.name}@${new Date(slot).toISOString()}`,
      maxAttempts: definition.maxAttempts,
    });
  }

  const names = [...byName.keys()];
  if (names.length === 0) return { completed: [], failed: [] };
  const claimed = await db.execute<{
    id: string;
    name: string;
    payload: Record<string, unknown>;
    attempts: number;
    max_attempts: number;
  }>(sql`
    update jobs set status = 'running', locked_at = ${now}, locked_by = ${options.workerId ?? 'worker'},
      attempts = attempts + 1
    where id in (
      select id from jobs
      where name in (${sql.join(
        names.map((name) => sql`${name}`),
        sql`, `,
      )})
        and ((status = 'pending' and run_at <= ${now})
          or (status = 'running' and locked_at < ${new Date(now.getTime() - LEASE_MS)}))
      order by run_at, id
      limit ${options.limit ?? 20}
      for update skip locked
    )
    returning id, name, payload, attempts, max_attempts`);

  const result: RoundResult = { completed: [], failed: [] };
  for (const job of claimed.rows) {
    const definition = byName.get(job.name);
    if (!definition) continue;
    try {
      await definition.handler({
        db,
        now,
        payload: job.payload,
        jobId: job.id,
        attempt: Number(job.attempts),
        maxAttempts: Number(job.max_attempts),
      });
      await db
        .update(jobs)
        .set({ status: 'completed', completedAt: now, lockedAt: null, lockedBy: null, lastError: null })
        .where(eq(jobs.id, job.id));
      result.completed.push(job.name);
    } catch (error) {
      options.log?.(error, job.name);
      const message = error instanceof Error ? error.message : String(error);
      // Back off 30 s, 1 min, 2 min, ... until max_attempts, then the row stays failed for an admin to read.
      await db.execute(sql`
        update jobs set
          status = case when attempts >= max_attempts then 'failed'::job_status else 'pending'::job_status end,
          run_at = ${now}::timestamptz + (interval '30 seconds' * power(2, attempts - 1)),
          locked_at = null, locked_by = null, last_error = ${message.slice(0, 2000)}
        where id = ${job.id}`);
      result.failed.push({ name: job.name, error: message });
    }
  }

  await db
    .delete(jobs)
    .where(and(eq(jobs.status, 'completed'), lt(jobs.completedAt, new Date(now.getTime() - KEEP_FINISHED_MS))));
  return result;
}
