// The automations contract (D21, issue #21 point 6): workflows with their switch and run history, process
// templates (built-in and admin-defined) and applying one to a project.
import { z } from 'zod';
import {
  AUTOMATION_MESSAGES,
  MAX_STEP_DAYS,
  MAX_TEMPLATE_STEPS,
  stepsProblem,
  TEMPLATE_CATEGORIES,
  WORKFLOW_KEYS,
  WORKFLOW_STEP_TYPES,
} from './automations-values.ts';
import { ROLES, WORKFLOW_RUN_STATUSES } from './enums.ts';
import {
  boundedText,
  calendarDate,
  isoDateTime,
  pageCursor,
  pageLimit,
  pageOf,
  uuid,
  wireText,
} from './schema-primitives.ts';

export * from './automations-values.ts';

export const workflowKeyParams = z.object({
  key: z.enum(WORKFLOW_KEYS, { error: AUTOMATION_MESSAGES.workflowNotFound }),
});

export const workflowSchema = z.object({
  key: z.enum(WORKFLOW_KEYS),
  trigger: z.enum(['event', 'schedule']),
  roles: z.array(z.enum(ROLES)),
  steps: z.array(z.object({ id: wireText(), type: z.enum(WORKFLOW_STEP_TYPES), automated: z.boolean() })),
  enabled: z.boolean(),
  runCount: z.number().int(),
  lastRunAt: isoDateTime.nullable(),
});
export type Workflow = z.output<typeof workflowSchema>;
export const listWorkflowsResponse = z.object({ items: z.array(workflowSchema) });

export const toggleWorkflowBody = z.object({ enabled: z.boolean() });

export const workflowRunSchema = z.object({
  id: uuid(),
  workflowKey: wireText(),
  trigger: wireText(),
  status: z.enum(WORKFLOW_RUN_STATUSES),
  subjectType: wireText().nullable(),
  subjectId: uuid().nullable(),
  steps: z.array(
    z.object({
      stepId: wireText(),
      status: z.enum(['pending', 'done', 'skipped', 'failed']),
      count: z.number().int().optional(),
    }),
  ),
  error: wireText().nullable(),
  startedAt: isoDateTime,
  finishedAt: isoDateTime.nullable(),
});
export type WorkflowRun = z.output<typeof workflowRunSchema>;

export const listWorkflowRunsQuery = z.object({
  workflow: z.enum(WORKFLOW_KEYS).optional(),
  cursor: pageCursor.optional(),
  limit: pageLimit(20),
});
export const listWorkflowRunsResponse = pageOf(workflowRunSchema);

const stepBody = z.object({
  title: boundedText({ min: 1, max: 200, minMessage: AUTOMATION_MESSAGES.stepTitleRequired }),
  durationDays: z
    .number()
    .int(AUTOMATION_MESSAGES.durationRange)
    .min(1, AUTOMATION_MESSAGES.durationRange)
    .max(MAX_STEP_DAYS, AUTOMATION_MESSAGES.durationRange),
  dependsOn: z.array(z.number().int().min(0).max(MAX_TEMPLATE_STEPS)).max(MAX_TEMPLATE_STEPS).default([]),
});

export const createTemplateBody = z.object({
  name: boundedText({ min: 1, max: 120, minMessage: AUTOMATION_MESSAGES.nameRequired }),
  category: z.enum(TEMPLATE_CATEGORIES),
  description: boundedText({ max: 1000 }).default(''),
  steps: z
    .array(stepBody)
    .min(1, AUTOMATION_MESSAGES.stepsRequired)
    .max(MAX_TEMPLATE_STEPS, AUTOMATION_MESSAGES.tooManySteps)
    .superRefine((steps, context) => {
      const problem = stepsProblem(steps);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
});
export type CreateTemplateBody = z.input<typeof createTemplateBody>;
export type CreateTemplateInput = z.output<typeof createTemplateBody>;
/** Editing replaces the whole template, checked exactly as when it was made. */
export const updateTemplateBody = createTemplateBody;

export const templateSchema = z.object({
  /** A built-in template's key ('web-design', 'sales-lead') or an admin-defined template's id. */
  id: wireText(),
  builtIn: z.boolean(),
  name: wireText(),
  category: z.enum(TEMPLATE_CATEGORIES),
  description: wireText(),
  steps: z.array(z.object({ title: wireText(), durationDays: z.number().int(), dependsOn: z.array(z.number().int()) })),
});
export type ProcessTemplate = z.output<typeof templateSchema>;
export const listTemplatesResponse = z.object({ items: z.array(templateSchema) });

export const templateIdParams = z.object({
  id: storableId(),
});
function storableId() {
  return boundedText({ min: 1, max: 64 });
}

export const applyTemplateBody = z.object({
  projectId: uuid(AUTOMATION_MESSAGES.projectNotFound),
  startDate: calendarDate(),
});
export type ApplyTemplateBody = z.input<typeof applyTemplateBody>;
export const applyTemplateResponse = z.object({
  applicationId: uuid(),
  projectId: uuid(),
  tasks: z.array(z.object({ id: uuid(), title: wireText(), dueDate: wireText() })),
});

export type WorkflowOnWire = z.input<typeof workflowSchema>;
export type WorkflowRunPageOnWire = z.input<typeof listWorkflowRunsResponse>;
export type TemplateOnWire = z.input<typeof templateSchema>;
