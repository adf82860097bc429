import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, timestamptz } from './columns.ts';
import { workflowRunStatusEnum } from './enums.ts';
import { projects } from './projects.ts';

// Automations (D21). The workflow and process-template definitions are fixed by the spec and
// live in code; these tables record what was actually run.

export interface WorkflowStepResult {
  stepId: string;
  status: 'pending' | 'done' | 'skipped' | 'failed';
  /** The job that carries a scheduled step (e.g. the 7-day follow-up). */
  jobId?: string;
  at?: string;
  error?: string;
}

/** One execution of a workflow (client onboarding, proposal follow-up, milestone notifications). */
export const workflowRuns = pgTable(
  'workflow_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workflowKey: text('workflow_key').notNull(),
    status: workflowRunStatusEnum('status').notNull().default('running'),
    /** What it runs for, e.g. ('proposal', id). */
    subjectType: text('subject_type'),
    subjectId: uuid('subject_id'),
    steps: jsonb('steps').$type<WorkflowStepResult[]>().notNull().default([]),
    triggeredById: uuid('triggered_by_id').references(() => users.id, { onDelete: 'set null' }),
    error: text('error'),
    startedAt: createdAt(),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [
    index('workflow_runs_workflow_key_started_at_idx').on(t.workflowKey, t.startedAt),
    index('workflow_runs_subject_idx').on(t.subjectType, t.subjectId),
    index('workflow_runs_status_idx').on(t.status),
    index('workflow_runs_triggered_by_id_idx').on(t.triggeredById),
  ],
);

/** A process template applied to a project; the tasks it created point back to it (tasks.template_application_id). */
export const templateApplications = pgTable(
  'template_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    templateKey: text('template_key').notNull(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    appliedById: uuid('applied_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('template_applications_project_id_idx').on(t.projectId),
    index('template_applications_applied_by_id_idx').on(t.appliedById),
  ],
);
