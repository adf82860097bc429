import { boolean, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, timestamptz, updatedAt } from './columns.ts';
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
  /** How many things the step made (tasks created, people notified). */
  count?: number;
}

/** One execution of a workflow (client onboarding, proposal follow-up, milestone notifications). */
export const workflowRuns = pgTable(
  'workflow_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workflowKey: text('workflow_key').notNull(),
    /** What started it, e.g. 'client.created', 'client.converted', 'proposal.sent+3d', 'deliverable.completed'. */
    trigger: text('trigger').notNull().default(''),
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
    // Run history pages (lib/cursor.ts), all workflows and per workflow.
    index('workflow_runs_started_at_id_idx').on(t.startedAt, t.id),
    index('workflow_runs_workflow_key_started_at_id_idx').on(t.workflowKey, t.startedAt, t.id),
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

/** The organisation's switch for each workflow (D21); a missing row means on. */
export const workflowSettings = pgTable('workflow_settings', {
  key: text('key').primaryKey(),
  enabled: boolean('enabled').notNull().default(true),
  updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

export interface ProcessTemplateStep {
  title: string;
  durationDays: number;
  /** Indexes of earlier steps this one waits for. */
  dependsOn: number[];
}

/** A process template an admin defined (the built-in ones live in code, packages/shared/src/automations-values.ts). */
export const processTemplates = pgTable(
  'process_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull().default(''),
    steps: jsonb('steps').$type<ProcessTemplateStep[]>().notNull(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('process_templates_created_at_id_idx').on(t.createdAt, t.id),
    index('process_templates_created_by_id_idx').on(t.createdById),
  ],
);
