import { AUTOMATION_MESSAGES, type WorkflowKey } from '@agency/shared/automations-values';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, type WorkflowStepResult, workflowRuns, workflowSettings } from '../../db/schema/index.ts';
import type { EnqueueOptions, JobContext } from '../../jobs/queue.ts';
import { AppError } from '../../lib/errors.ts';

// The jobs that carry the event workflows (D21). Changes queue them through commitChange; the job reads the
// workflow's switch when it runs, so a workflow switched off does nothing. Kept free of module imports, so the
// clients, leads and projects modules can queue them without an import cycle.

export const ONBOARDING_JOB = 'workflows.client-onboarding';
export const MILESTONE_JOB = 'workflows.milestone-notifications';

/** Client onboarding, once per client: `trigger` is 'client.created' or 'client.converted'. */
export function onboardingJob(clientId: string, trigger: string, triggeredById: string | null): EnqueueOptions {
  return {
    name: ONBOARDING_JOB,
    payload: { clientId, trigger, triggeredById },
    dedupeKey: `client-onboarding:${clientId}`,
  };
}

/** Milestone notifications, once per completion of a deliverable. */
export function milestoneJob(deliverableId: string, completedAt: Date, triggeredById: string | null): EnqueueOptions {
  return {
    name: MILESTONE_JOB,
    payload: { deliverableId, completedAt: completedAt.toISOString(), triggeredById },
    dedupeKey: `milestone:${deliverableId}:${completedAt.getTime()}`,
  };
}

/** Whether the organisation has the workflow switched on (a missing row: on). */
export async function workflowEnabled(db: Db, key: WorkflowKey): Promise<boolean> {
  const [row] = await db
    .select({ enabled: workflowSettings.enabled })
    .from(workflowSettings)
    .where(eq(workflowSettings.key, key));
  return row?.enabled ?? true;
}

export interface RunRecord {
  workflowKey: WorkflowKey;
  trigger: string;
  subject: { type: string; id: string };
  steps: WorkflowStepResult[];
  triggeredById?: string | null;
  startedAt: Date;
  finishedAt: Date;
}

/** One finished run in the history, written in the transaction of what it did. */
export async function recordRun(tx: Db, run: RunRecord) {
  await tx.insert(workflowRuns).values({
    workflowKey: run.workflowKey,
    trigger: run.trigger,
    status: 'completed',
    subjectType: run.subject.type,
    subjectId: run.subject.id,
    steps: run.steps,
    triggeredById: run.triggeredById ?? null,
    startedAt: run.startedAt,
    finishedAt: run.finishedAt,
  });
}

/** What a failed run is about, read from its job's payload before anything ran. */
export interface RunOf {
  workflowKey: WorkflowKey;
  trigger: string;
  subject: { type: string; id: unknown };
  triggeredById?: unknown;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuidOrNull = (value: unknown) => (typeof value === 'string' && UUID.test(value) ? value : null);

/** The staff member a run names, if their account still exists (a deleted one is no one). */
export async function existingUser(db: Db, id: unknown): Promise<string | null> {
  const candidate = uuidOrNull(id);
  if (!candidate) return null;
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, candidate));
  return row?.id ?? null;
}

/**
 * What the run history says of a failure: a refusal in the product's words (AppError below 500) as it is; anything
 * else (a database or network error, whose text can name tables, hosts or data) only as "an unexpected error",
 * saying whether the queue tries again. The error itself goes to the server log with the job.
 */
export function runFailureText(error: unknown, job: Pick<JobContext, 'attempt' | 'maxAttempts'>): string {
  if (error instanceof AppError && error.statusCode < 500) return error.message;
  return job.attempt < job.maxAttempts ? AUTOMATION_MESSAGES.runFailedRetrying : AUTOMATION_MESSAGES.runFailed;
}

/**
 * Runs a workflow job and, when it throws, records a failed run beside the completed ones (its own work rolled back
 * with its transaction), then rethrows so the queue retries it. A switched-off workflow or a vanished subject is not
 * a failure: those jobs return without a run.
 */
export async function recordingFailures(job: JobContext, run: RunOf, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    await job.db.insert(workflowRuns).values({
      workflowKey: run.workflowKey,
      trigger: run.trigger,
      status: 'failed',
      subjectType: run.subject.type,
      subjectId: uuidOrNull(run.subject.id),
      steps: [],
      triggeredById: await existingUser(job.db, run.triggeredById),
      error: runFailureText(error, job),
      startedAt: job.now,
      finishedAt: job.now,
    });
    throw error;
  }
}
