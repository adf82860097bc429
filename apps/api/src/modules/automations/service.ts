import type { WorkflowKey } from '@agency/shared/automations-values';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type WorkflowStepResult, workflowRuns, workflowSettings } from '../../db/schema/index.ts';
import type { EnqueueOptions } from '../../jobs/queue.ts';

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
