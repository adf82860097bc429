import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';
import { createTestDatabase } from '../test/database.ts';
import { cancelJob, enqueueJob, type JobDefinition, LEASE_MS, runDueJobs } from './queue.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const at = (iso: string) => new Date(iso);

describe('the job queue', () => {
  it('runs a due job once, with its payload, and leaves a future one waiting', async () => {
    const seen: unknown[] = [];
    const definitions: JobDefinition[] = [{ name: 'greet', handler: async ({ payload }) => void seen.push(payload) }];
    await enqueueJob(database.db, { name: 'greet', payload: { who: 'now' }, runAt: at('2026-01-01T10:00:00Z') });
    await enqueueJob(database.db, { name: 'greet', payload: { who: 'later' }, runAt: at('2026-01-01T12:00:00Z') });
    const first = await runDueJobs(database.db, definitions, { now: at('2026-01-01T11:00:00Z') });
    expect(first.completed).toEqual(['greet']);
    expect(seen).toEqual([{ who: 'now' }]);
    await runDueJobs(database.db, definitions, { now: at('2026-01-01T11:30:00Z') });
    expect(seen).toHaveLength(1);
    await runDueJobs(database.db, definitions, { now: at('2026-01-01T12:00:00Z') });
    expect(seen).toEqual([{ who: 'now' }, { who: 'later' }]);
  });

  it('ignores a second enqueue with the same dedupe key, and cancels a pending one', async () => {
    const first = await enqueueJob(database.db, { name: 'follow-up', dedupeKey: 'p1:3d' });
    const second = await enqueueJob(database.db, { name: 'follow-up', dedupeKey: 'p1:3d' });
    expect(first).not.toBeNull();
    expect(second).toBeNull();
    await cancelJob(database.db, 'p1:3d');
    expect(await database.db.select().from(jobs).where(eq(jobs.dedupeKey, 'p1:3d'))).toEqual([]);
  });

  it('retries a failing job with backoff, then marks it failed', async () => {
    let calls = 0;
    const definitions: JobDefinition[] = [
      {
        name: 'flaky',
        handler: async () => {
          calls++;
          throw new Error('smtp down');
        },
      },
    ];
    const id = await enqueueJob(database.db, { name: 'flaky', maxAttempts: 2, runAt: at('2026-02-01T00:00:00Z') });
    const round = await runDueJobs(database.db, definitions, { now: at('2026-02-01T00:00:00Z') });
    expect(round.failed).toEqual([{ name: 'flaky', error: 'smtp down' }]);
    // Not again before its backoff (30 s) has passed.
    await runDueJobs(database.db, definitions, { now: at('2026-02-01T00:00:10Z') });
    expect(calls).toBe(1);
    await runDueJobs(database.db, definitions, { now: at('2026-02-01T00:00:31Z') });
    expect(calls).toBe(2);
    const [row] = await database.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, id as string));
    expect(row).toMatchObject({ status: 'failed', attempts: 2, lastError: 'smtp down' });
  });

  it('queues a recurring job once per period, however many workers run the round', async () => {
    let calls = 0;
    const definitions: JobDefinition[] = [{ name: 'tick', everyMs: 3_600_000, handler: async () => void calls++ }];
    const now = at('2026-03-01T10:15:00Z');
    await Promise.all([
      runDueJobs(database.db, definitions, { now, workerId: 'a' }),
      runDueJobs(database.db, definitions, { now, workerId: 'b' }),
    ]);
    await runDueJobs(database.db, definitions, { now: at('2026-03-01T10:45:00Z') });
    expect(calls).toBe(1);
    await runDueJobs(database.db, definitions, { now: at('2026-03-01T11:00:00Z') });
    expect(calls).toBe(2);
  });

  it('runs a daily job with an offset once a day at its time: 00:01 UTC, not at midnight', async () => {
    const runs: Date[] = [];
    const definitions: JobDefinition[] = [
      { name: 'nightly', everyMs: 86_400_000, offsetMs: 60_000, handler: async ({ now }) => void runs.push(now) },
    ];
    // A server starting mid-day runs the day's slot at once (catching up), then nothing until 00:01 the next day.
    await runDueJobs(database.db, definitions, { now: at('2026-05-01T15:00:00Z') });
    await runDueJobs(database.db, definitions, { now: at('2026-05-02T00:00:30Z') });
    await runDueJobs(database.db, definitions, { now: at('2026-05-02T00:01:00Z') });
    await runDueJobs(database.db, definitions, { now: at('2026-05-02T23:59:00Z') });
    expect(runs.map((now) => now.toISOString())).toEqual(['2026-05-01T15:00:00.000Z', '2026-05-02T00:01:00.000Z']);
    const slots = await database.db.select({ key: jobs.dedupeKey }).from(jobs).where(eq(jobs.name, 'nightly'));
    expect(slots.map((slot) => slot.key).sort()).toEqual([
      'nightly@2026-05-01T00:01:00.000Z',
      'nightly@2026-05-02T00:01:00.000Z',
    ]);
  });

  it('takes over a job whose worker died once its lease runs out', async () => {
    const seen: string[] = [];
    const definitions: JobDefinition[] = [{ name: 'orphan', handler: async ({ jobId }) => void seen.push(jobId) }];
    const id = (await enqueueJob(database.db, { name: 'orphan', runAt: at('2026-04-01T00:00:00Z') })) as string;
    await database.db.execute(
      sql`update jobs set status = 'running', locked_at = ${at('2026-04-01T00:00:00Z')} where id = ${id}`,
    );
    await runDueJobs(database.db, definitions, { now: at('2026-04-01T00:01:00Z') });
    expect(seen).toEqual([]);
    await runDueJobs(database.db, definitions, { now: new Date(at('2026-04-01T00:00:01Z').getTime() + LEASE_MS) });
    expect(seen).toEqual([id]);
  });
});
