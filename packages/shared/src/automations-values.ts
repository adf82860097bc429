// Automations (D21, 001 §2 Role actions hub, §9): the workflows and the built-in process templates, fixed by the
// spec and kept in code; the schedule a template makes. Zod-free, so the web's preview reads it without zod.
import type { Role } from './enums.ts';

export const WORKFLOW_KEYS = ['client-onboarding', 'proposal-follow-up', 'milestone-notifications'] as const;
export type WorkflowKey = (typeof WORKFLOW_KEYS)[number];

export const WORKFLOW_STEP_TYPES = ['email', 'task', 'notification'] as const;
export type WorkflowStepType = (typeof WORKFLOW_STEP_TYPES)[number];

export interface WorkflowDefinition {
  key: WorkflowKey;
  trigger: 'event' | 'schedule';
  roles: Role[];
  steps: { id: string; type: WorkflowStepType; automated: boolean }[];
}

/** 001 §11: client onboarding and proposal follow-up for admin and agent; milestone notifications for all three. */
export const WORKFLOWS: readonly WorkflowDefinition[] = [
  {
    key: 'client-onboarding',
    trigger: 'event',
    roles: ['ADMIN', 'AGENT'],
    steps: [
      { id: 'onboarding-tasks', type: 'task', automated: true },
      { id: 'welcome-notification', type: 'notification', automated: true },
    ],
  },
  {
    key: 'proposal-follow-up',
    trigger: 'schedule',
    roles: ['ADMIN', 'AGENT'],
    steps: [
      { id: 'follow-up-3d', type: 'email', automated: true },
      { id: 'follow-up-7d', type: 'email', automated: true },
    ],
  },
  {
    key: 'milestone-notifications',
    trigger: 'event',
    roles: ['ADMIN', 'AGENT', 'CLIENT'],
    steps: [{ id: 'client-notified', type: 'notification', automated: true }],
  },
];

/** The tasks client onboarding creates, due this many days after the client was added. */
export const ONBOARDING_TASKS = [
  { title: 'Schedule the kickoff call', dueInDays: 2 },
  { title: 'Collect brand assets and account access', dueInDays: 5 },
  { title: 'Set up the project workspace', dueInDays: 7 },
] as const;

export const TEMPLATE_CATEGORIES = ['project', 'sales'] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

export const MAX_TEMPLATE_STEPS = 50;
export const MAX_STEP_DAYS = 365;

export interface TemplateStep {
  title: string;
  durationDays: number;
  /** Indexes of earlier steps this one waits for. */
  dependsOn: number[];
}

export interface BuiltInTemplate {
  key: string;
  name: string;
  category: TemplateCategory;
  description: string;
  steps: TemplateStep[];
}

const chain = (steps: [string, number][]): TemplateStep[] =>
  steps.map(([title, durationDays], index) => ({ title, durationDays, dependsOn: index === 0 ? [] : [index - 1] }));

/** 001 §11: durations are the upper ends of the spec's ranges; "Ongoing" follow-up is planned as 7 days. */
export const BUILT_IN_TEMPLATES: readonly BuiltInTemplate[] = [
  {
    key: 'web-design',
    name: 'Web design process',
    category: 'project',
    description: 'From discovery to launch: the steps of a website project.',
    steps: chain([
      ['Discovery & Planning', 5],
      ['Wireframes', 7],
      ['Visual Design', 10],
      ['Client Review', 5],
      ['Development', 21],
      ['Testing & QA', 5],
      ['Launch', 2],
    ]),
  },
  {
    key: 'sales-lead',
    name: 'Sales lead process',
    category: 'sales',
    description: 'From first contact to a signed deal.',
    steps: chain([
      ['Initial Contact', 1],
      ['Needs Assessment', 3],
      ['Proposal Preparation', 5],
      ['Follow-up', 7],
      ['Negotiation', 7],
      ['Closing', 3],
    ]),
  },
];

export const AUTOMATION_MESSAGES = {
  workflowNotFound: 'Workflow not found',
  templateNotFound: 'Template not found',
  projectNotFound: 'Project not found',
  nameRequired: 'Enter a template name.',
  stepTitleRequired: 'Enter a title for each step.',
  stepsRequired: 'Add at least one step.',
  tooManySteps: 'A template can have at most 50 steps.',
  durationRange: 'A step takes from 1 to 365 days.',
  forwardDependency: 'A step can only depend on earlier steps.',
  cycle: 'Steps cannot depend on each other in a circle.',
  builtInReadOnly: 'Built-in templates cannot be edited or deleted.',
  runFailedRetrying: 'The run stopped on an unexpected error. It will be tried again.',
  runFailed: 'The run stopped on an unexpected error and will not be tried again.',
} as const;

/** Whether an id names a built-in template (fixed in code: nobody edits or deletes it). */
export const isBuiltInTemplate = (id: string) => BUILT_IN_TEMPLATES.some((template) => template.key === id);

/** The first problem of a step list (cycle, then a dependency on a later or unknown step), or null. */
export function stepsProblem(steps: readonly TemplateStep[]): string | null {
  const state = new Array<0 | 1 | 2>(steps.length).fill(0);
  const visit = (index: number): boolean => {
    if (state[index] === 1) return true;
    if (state[index] === 2) return false;
    state[index] = 1;
    for (const next of steps[index]!.dependsOn) if (next >= 0 && next < steps.length && visit(next)) return true;
    state[index] = 2;
    return false;
  };
  for (let index = 0; index < steps.length; index++) if (visit(index)) return AUTOMATION_MESSAGES.cycle;
  if (steps.some((step, index) => step.dependsOn.some((dep) => !(dep >= 0 && dep < index)))) {
    return AUTOMATION_MESSAGES.forwardDependency;
  }
  return null;
}

const MS_PER_DAY = 86_400_000;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * MS_PER_DAY).toISOString().slice(0, 10);

/**
 * The dates of each step, in calendar days: a step with no dependencies starts on the start date, any other the
 * day its latest dependency ends; it ends (is due) `durationDays` later. Steps must be valid (stepsProblem null).
 */
export function scheduleSteps(steps: readonly TemplateStep[], startDate: string): { start: string; due: string }[] {
  const ends: number[] = [];
  return steps.map((step) => {
    const startOffset = Math.max(0, ...step.dependsOn.map((dep) => ends[dep] ?? 0));
    const endOffset = startOffset + step.durationDays;
    ends.push(endOffset);
    return { start: addDays(startDate, startOffset), due: addDays(startDate, endOffset) };
  });
}
