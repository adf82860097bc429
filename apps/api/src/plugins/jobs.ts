import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type JobDefinition, type RoundResult, runDueJobs } from '../jobs/queue.ts';

const POLL_MS = 5_000;
const CLAIM_LIMIT = 20;
const MAX_ROUNDS_PER_TICK = 50;

export interface JobRunner {
  /** Modules add their jobs while the app is built (before it is ready). */
  define(definition: JobDefinition): void;
  /** Everything due now, in rounds of CLAIM_LIMIT; tests call this with their own clock instead of waiting for the poll. */
  runDue(now?: Date): Promise<RoundResult>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

/** The in-process worker: every app server runs one; the claim in queue.ts keeps them from running a job twice. */
export const jobsPlugin = fp(async (app: FastifyInstance) => {
  const definitions: JobDefinition[] = [];
  const workerId = `${process.pid}-${randomUUID().slice(0, 8)}`;
  const runner: JobRunner = {
    define(definition) {
      if (definitions.some((existing) => existing.name === definition.name))
        throw new Error(`Job ${definition.name} is defined twice`);
      definitions.push(definition);
    },
    // Rounds until less than a full claim was due: a backlog (a burst of e-mails, many follow-ups falling due on one
    // day) is worked through now rather than 20 jobs per poll. A failed job is due again only later, so this ends.
    runDue: async (now) => {
      const total: RoundResult = { completed: [], failed: [] };
      for (let round = 0; round < MAX_ROUNDS_PER_TICK; round++) {
        const result = await runDueJobs(app.db, definitions, {
          now,
          workerId,
          limit: CLAIM_LIMIT,
          log: (error, name) => app.log.error({ err: error, job: name }, 'job failed'),
        });
        total.completed.push(...result.completed);
        total.failed.push(...result.failed);
        if (result.completed.length + result.failed.length < CLAIM_LIMIT) break;
      }
      return total;
    },
  };
  app.decorate('jobs', runner);

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= runner
      .runDue()
      .then(
        () => {},
        (error) => app.log.error({ err: error }, 'job round failed'),
      )
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  // Tests drive rounds themselves; servers poll.
  if (app.config.env !== 'test') {
    app.addHook('onReady', async () => {
      timer = setInterval(() => void tick(), POLL_MS);
      timer.unref();
    });
  }
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    // A round in flight finishes before the database closes under it.
    await running;
  });
});
