// The projects contract (001 §2 "My Projects page", §3 Project, §6, §9; D5, D10, D13): list, summary, detail,
// create, update, delete, team assignment, deliverables, expenses and the client's rating.
import { z } from 'zod';
import { DELIVERABLE_STATUSES, PROJECT_PRIORITIES, PROJECT_STATUSES, ROLES } from './enums.ts';
import { approvalSchema } from './messaging.ts';
import {
  boundedText,
  calendarDate,
  isoDateTime,
  pageCursor,
  pageLimit,
  pageOf,
  patchBody,
  uuid,
  wireText,
} from './schema-primitives.ts';

export { TEAM_AVATARS_SHOWN } from './projects-values.ts';

export const teamMemberSchema = z.object({
  id: wireText(),
  name: wireText(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
export type TeamMemberOnWire = z.input<typeof teamMemberSchema>;

export const projectListItemSchema = z.object({
  id: wireText(),
  name: wireText(),
  status: z.enum(PROJECT_STATUSES),
  priority: z.enum(PROJECT_PRIORITIES),
  phase: wireText().nullable(),
  startDate: wireText().nullable(),
  endDate: wireText().nullable(),
  clientId: wireText(),
  clientName: wireText(),
  /** 0-100, computed by the server from deliverables and tasks (see the projects service). */
  progress: z.number().int().min(0).max(100),
  budgetCents: z.number().int(),
  /** Sum of the project's recorded expenses. */
  spentCents: z.number().int(),
  /** A CLIENT counts client-visible deliverables only. */
  deliverablesDone: z.number().int(),
  deliverablesTotal: z.number().int(),
  /** The first three team members, then `teamCount` for "+N". */
  team: z.array(teamMemberSchema),
  teamCount: z.number().int(),
  createdAt: isoDateTime,
});
export type ProjectListItem = z.infer<typeof projectListItemSchema>;
export type ProjectListItemOnWire = z.input<typeof projectListItemSchema>;

export const listProjectsQuery = z.object({
  status: z.enum(PROJECT_STATUSES).optional(),
  q: boundedText({ max: 100 }).optional(),
  cursor: pageCursor.optional(),
  limit: pageLimit(25),
});
export type ListProjectsQuery = z.input<typeof listProjectsQuery>;

export const listProjectsResponse = pageOf(projectListItemSchema);
export type ProjectPage = z.infer<typeof listProjectsResponse>;
export type ProjectPageOnWire = z.input<typeof listProjectsResponse>;

export const projectsSummarySchema = z.object({
  totalProjects: z.number().int(),
  inProgress: z.number().int(),
  completed: z.number().int(),
  budgetCents: z.number().int(),
  spentCents: z.number().int(),
  /** Spent over budget as a percentage with one decimal; null when no budget is set. */
  budgetUsedPercent: z.number().nullable(),
});
export type ProjectsSummary = z.infer<typeof projectsSummarySchema>;
export type ProjectsSummaryOnWire = z.input<typeof projectsSummarySchema>;

export const deliverableSchema = z.object({
  id: wireText(),
  title: wireText(),
  description: wireText(),
  dueDate: wireText().nullable(),
  status: z.enum(DELIVERABLE_STATUSES),
  clientVisible: z.boolean(),
  completedAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  /** The latest approval asked in the thread (issue #9), on the project page; absent in other answers. */
  approval: approvalSchema.nullable().optional(),
});
export type Deliverable = z.infer<typeof deliverableSchema>;
export type DeliverableOnWire = z.input<typeof deliverableSchema>;

export const projectTeamMemberSchema = z.object({
  id: wireText(),
  name: wireText(),
  email: wireText(),
  role: z.enum(ROLES),
  jobTitle: wireText().nullable(),
  department: wireText().nullable(),
  /** The person's role on this project, e.g. "Project Lead". */
  projectRole: wireText().nullable(),
});
export type ProjectTeamMember = z.infer<typeof projectTeamMemberSchema>;
export type ProjectTeamMemberOnWire = z.input<typeof projectTeamMemberSchema>;

export const projectRatingSchema = z.object({
  rating: z.number().int().min(1).max(5),
  comment: wireText(),
  updatedAt: isoDateTime,
});

export const projectDetailSchema = projectListItemSchema.extend({
  description: wireText(),
  completedAt: isoDateTime.nullable(),
  updatedAt: isoDateTime,
  deliverables: z.array(deliverableSchema),
  members: z.array(projectTeamMemberSchema),
  /** Client Satisfaction of this project: the average of its ratings, null before the first. */
  ratings: z.object({ average: z.number().nullable(), count: z.number().int() }),
  /** The caller's own rating (a CLIENT of the organisation), null when not rated yet. */
  myRating: projectRatingSchema.nullable(),
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;
export type ProjectDetailOnWire = z.input<typeof projectDetailSchema>;

const NAME_REQUIRED = 'Project name is required';

/** The fields of a project an admin sets when creating it, and admins or its agents change later. */
const projectFields = {
  name: boundedText({ max: 200, min: 1, minMessage: NAME_REQUIRED }),
  description: boundedText({ max: 5000 }),
  startDate: calendarDate().nullable(),
  endDate: calendarDate().nullable(),
  budgetCents: z.number().int().min(0, 'Budget cannot be negative').max(2_000_000_000),
  status: z.enum(PROJECT_STATUSES),
  priority: z.enum(PROJECT_PRIORITIES),
  phase: boundedText({ max: 200 }).nullable(),
};

const datesOrdered = (value: { startDate?: string | null; endDate?: string | null }) =>
  !value.startDate || !value.endDate || value.endDate >= value.startDate;
const DATES_MESSAGE = { message: 'The end date cannot be before the start date', path: ['endDate'] };

export const createProjectBody = z
  .object({
    ...projectFields,
    clientId: uuid(),
    description: projectFields.description.default(''),
    startDate: projectFields.startDate.default(null),
    endDate: projectFields.endDate.default(null),
    budgetCents: projectFields.budgetCents.default(0),
    status: projectFields.status.default('planning'),
    priority: projectFields.priority.default('medium'),
    phase: projectFields.phase.default(null),
  })
  .refine(datesOrdered, DATES_MESSAGE);
export type CreateProjectBody = z.input<typeof createProjectBody>;

export const updateProjectBody = patchBody(z.object(projectFields)).refine(datesOrdered, DATES_MESSAGE);
export type UpdateProjectBody = z.input<typeof updateProjectBody>;

export const setTeamBody = z.object({
  /** Every agent (or admin) on the project afterwards; at most 50, the picker's limit. */
  memberIds: z.array(uuid()).max(50),
});
export type SetTeamBody = z.infer<typeof setTeamBody>;

export const deliverableParams = z.object({ id: uuid(), deliverableId: uuid() });

export const createDeliverableBody = z.object({
  title: boundedText({ max: 200, min: 1, minMessage: 'Title is required' }),
  description: boundedText({ max: 2000 }).default(''),
  dueDate: calendarDate().nullable().default(null),
  status: z.enum(DELIVERABLE_STATUSES).default('pending'),
  clientVisible: z.boolean().default(true),
});
export type CreateDeliverableBody = z.input<typeof createDeliverableBody>;

export const updateDeliverableBody = patchBody(
  z.object({
    title: boundedText({ max: 200, min: 1, minMessage: 'Title is required' }),
    description: boundedText({ max: 2000 }),
    dueDate: calendarDate().nullable(),
    status: z.enum(DELIVERABLE_STATUSES),
    clientVisible: z.boolean(),
  }),
);
export type UpdateDeliverableBody = z.input<typeof updateDeliverableBody>;

export const expenseSchema = z.object({
  id: wireText(),
  description: wireText(),
  amountCents: z.number().int(),
  incurredOn: wireText(),
  createdByName: wireText().nullable(),
  createdAt: isoDateTime,
});
export type Expense = z.infer<typeof expenseSchema>;
export type ExpenseOnWire = z.input<typeof expenseSchema>;

export const listExpensesQuery = z.object({ cursor: pageCursor.optional(), limit: pageLimit(25) });
export const listExpensesResponse = pageOf(expenseSchema);
export type ExpensePage = z.infer<typeof listExpensesResponse>;
export type ExpensePageOnWire = z.input<typeof listExpensesResponse>;

export const createExpenseBody = z.object({
  description: boundedText({ max: 500, min: 1, minMessage: 'Description is required' }),
  amountCents: z.number().int().min(1, 'Amount must be above 0').max(2_000_000_000),
  incurredOn: calendarDate(),
});
export type CreateExpenseBody = z.input<typeof createExpenseBody>;

export const rateProjectBody = z.object({
  rating: z.number().int().min(1, 'Choose a rating from 1 to 5').max(5, 'Choose a rating from 1 to 5'),
  comment: boundedText({ max: 2000 }).default(''),
});
export type RateProjectBody = z.input<typeof rateProjectBody>;
