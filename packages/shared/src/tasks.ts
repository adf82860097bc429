// The tasks contract (issue #8 point 6; spec 001 §2 "Projects workspace and tasks", "My Tasks page", §3-§5, §9):
// GET/POST /api/tasks, GET /api/tasks/summary, GET /api/tasks/analytics, GET /api/tasks/assignees,
// GET/PATCH/DELETE /api/tasks/:id, POST /api/tasks/:id/move, subtasks and comments under /api/tasks/:id.
// Tasks are internal to the agency: clients never reach them (001 §6, answered 403).
import { z } from 'zod';
import { TASK_PRIORITIES, TASK_STATUSES } from './enums.ts';
import {
  boundedText,
  isoDateTime,
  pageCursor,
  pageLimit,
  pageOf,
  patchBody,
  uuid,
  wireText,
} from './schema-primitives.ts';
import {
  COMMENT_MAX,
  DEFAULT_TASK_SORT,
  SUBTASK_TITLE_MAX,
  TASK_DESCRIPTION_MAX,
  TASK_LIST_SORTS,
  TASK_MESSAGES,
  TASK_TAG_MAX,
  TASK_TAGS_MAX,
  TASK_TITLE_MAX,
} from './tasks-values.ts';

export {
  COMMENT_MAX,
  DEFAULT_TASK_SORT,
  SUBTASK_TITLE_MAX,
  TASK_DESCRIPTION_MAX,
  TASK_LIST_SORTS,
  TASK_MESSAGES,
  TASK_SORTS,
  TASK_TAG_MAX,
  TASK_TAGS_MAX,
  TASK_TITLE_MAX,
  type TaskListSort,
  type TaskSort,
} from './tasks-values.ts';

/** A calendar date (YYYY-MM-DD) that exists. */
export const calendarDate = () =>
  boundedText({ max: 10 })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD')
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && Number(value.slice(0, 4)) >= 1900;
    }, 'Not a real date');

/** An IANA time zone the runtime knows (Europe/Madrid, UTC). */
export const timeZoneName = () =>
  boundedText({ max: 64 }).refine((value) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: value });
      return true;
    } catch {
      return false;
    }
  }, 'Unknown time zone');

export const taskSchema = z.object({
  id: wireText(),
  title: wireText(),
  description: wireText(),
  status: z.enum(TASK_STATUSES),
  priority: z.enum(TASK_PRIORITIES),
  dueDate: wireText().nullable(),
  position: z.number().int(),
  tags: z.array(wireText()),
  projectId: wireText().nullable(),
  projectName: wireText().nullable(),
  assigneeId: wireText().nullable(),
  assigneeName: wireText().nullable(),
  subtaskCount: z.number().int().nonnegative(),
  subtasksDone: z.number().int().nonnegative(),
  /** 0-100: the share of subtasks done; without subtasks, 100 when done and 0 otherwise. */
  progress: z.number().int().min(0).max(100),
  commentCount: z.number().int().nonnegative(),
  completedAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Task = z.infer<typeof taskSchema>;
export type TaskOnWire = z.input<typeof taskSchema>;

export const subtaskSchema = z.object({
  id: wireText(),
  title: wireText(),
  completed: z.boolean(),
  position: z.number().int(),
});
export type Subtask = z.infer<typeof subtaskSchema>;

export const taskDetailSchema = taskSchema.extend({ subtasks: z.array(subtaskSchema) });
export type TaskDetail = z.infer<typeof taskDetailSchema>;
export type TaskDetailOnWire = z.input<typeof taskDetailSchema>;

const booleanFlag = z.enum(['true', 'false']).transform((value) => value === 'true');

export const listTasksQuery = z.object({
  /** Case-insensitive substring of the title or the project's name (001 §9). */
  q: boundedText({ max: 200 }).optional(),
  status: z.enum(TASK_STATUSES).optional(),
  priority: z.enum(TASK_PRIORITIES).optional(),
  /** A project id, or `none` for tasks with no project. */
  project: z.union([uuid(), z.literal('none')]).optional(),
  /** Only the tasks assigned to the caller (My Tasks). */
  mine: booleanFlag.optional(),
  /** Tasks due from/to these dates (the calendar's month). */
  dueFrom: calendarDate().optional(),
  dueTo: calendarDate().optional(),
  sort: z.enum(TASK_LIST_SORTS).default(DEFAULT_TASK_SORT),
  cursor: pageCursor.optional(),
  limit: pageLimit(25),
});
export type ListTasksQuery = z.input<typeof listTasksQuery>;
export const listTasksResponse = pageOf(taskSchema);
export type TaskPage = z.infer<typeof listTasksResponse>;
export type TaskPageOnWire = z.input<typeof listTasksResponse>;

export const taskSummaryQuery = z.object({
  mine: booleanFlag.optional(),
  project: uuid().optional(),
  /** Overdue counts tasks due before today in this zone (the browser's); UTC when absent. */
  timeZone: timeZoneName().optional(),
});
export type TaskSummaryQuery = z.input<typeof taskSummaryQuery>;
/** The My Tasks counters: Total Tasks, In Progress, Completed, Overdue (open tasks due before today). */
export const taskSummaryResponse = z.object({
  total: z.number().int().nonnegative(),
  inProgress: z.number().int().nonnegative(),
  completed: z.number().int().nonnegative(),
  overdue: z.number().int().nonnegative(),
});
export type TaskSummary = z.infer<typeof taskSummaryResponse>;

export const taskAnalyticsQuery = z.object({ project: uuid().optional() });
/**
 * The Project Analytics modal: Total Tasks, Completed, In Progress, To Do (001 §2), and Review, the board's fourth
 * column (issue #18, 25): every task is in exactly one figure, so they add up to the total.
 */
export const taskAnalyticsResponse = z.object({
  total: z.number().int().nonnegative(),
  completed: z.number().int().nonnegative(),
  inProgress: z.number().int().nonnegative(),
  review: z.number().int().nonnegative(),
  todo: z.number().int().nonnegative(),
});
export type TaskAnalytics = z.infer<typeof taskAnalyticsResponse>;

export const taskAssigneesQuery = z.object({ project: uuid().optional() });
export const taskAssigneeSchema = z.object({ id: wireText(), name: wireText(), email: wireText(), role: wireText() });
export type TaskAssignee = z.infer<typeof taskAssigneeSchema>;
export const taskAssigneesResponse = z.object({ items: z.array(taskAssigneeSchema) });

/** The projects a caller may file tasks under (filters and the task form), by name. */
export const taskProjectSchema = z.object({ id: wireText(), name: wireText() });
export type TaskProject = z.infer<typeof taskProjectSchema>;
export const taskProjectsResponse = z.object({ items: z.array(taskProjectSchema) });

const tag = boundedText({ max: TASK_TAG_MAX, min: 1 });

/** 001 §5 "New task": title required; description, priority, due date, project (and assignee, tags) optional. */
export const createTaskBody = z.object({
  title: boundedText({ max: TASK_TITLE_MAX, min: 1, minMessage: TASK_MESSAGES.titleRequired }),
  description: boundedText({ max: TASK_DESCRIPTION_MAX }).default(''),
  priority: z.enum(TASK_PRIORITIES).default('medium'),
  dueDate: calendarDate().nullable().default(null),
  projectId: uuid().nullable().default(null),
  assigneeId: uuid().nullable().default(null),
  tags: z.array(tag).max(TASK_TAGS_MAX).default([]),
});
export type CreateTaskBody = z.input<typeof createTaskBody>;

export const updateTaskBody = patchBody(
  z.object({
    title: boundedText({ max: TASK_TITLE_MAX, min: 1, minMessage: TASK_MESSAGES.titleRequired }),
    description: boundedText({ max: TASK_DESCRIPTION_MAX }),
    status: z.enum(TASK_STATUSES),
    priority: z.enum(TASK_PRIORITIES),
    dueDate: calendarDate().nullable(),
    projectId: uuid().nullable(),
    assigneeId: uuid().nullable(),
    tags: z.array(tag).max(TASK_TAGS_MAX),
  }),
);
export type UpdateTaskBody = z.input<typeof updateTaskBody>;

/**
 * A Kanban move: the column (status) and the card it now sits before, as the caller sees the column; null puts it
 * last. An anchor rather than an index keeps the move right whatever filter or scope the board was showing.
 */
export const moveTaskBody = z.object({ status: z.enum(TASK_STATUSES), beforeId: uuid().nullable().default(null) });
export type MoveTaskBody = z.input<typeof moveTaskBody>;

export const subtaskParams = z.object({ id: uuid(), subtaskId: uuid() });
export const createSubtaskBody = z.object({ title: boundedText({ max: SUBTASK_TITLE_MAX, min: 1 }) });
export type CreateSubtaskBody = z.input<typeof createSubtaskBody>;
export const updateSubtaskBody = patchBody(
  z.object({ title: boundedText({ max: SUBTASK_TITLE_MAX, min: 1 }), completed: z.boolean() }),
);
export type UpdateSubtaskBody = z.input<typeof updateSubtaskBody>;

export const taskCommentSchema = z.object({
  id: wireText(),
  content: wireText(),
  authorId: wireText().nullable(),
  authorName: wireText().nullable(),
  createdAt: isoDateTime,
});
export type TaskComment = z.infer<typeof taskCommentSchema>;
export type TaskCommentOnWire = z.input<typeof taskCommentSchema>;
export const listCommentsQuery = z.object({ cursor: pageCursor.optional(), limit: pageLimit(20) });
export const listCommentsResponse = pageOf(taskCommentSchema);
export type TaskCommentPage = z.infer<typeof listCommentsResponse>;
export type TaskCommentPageOnWire = z.input<typeof listCommentsResponse>;
export const createCommentBody = z.object({ content: boundedText({ max: COMMENT_MAX, min: 1 }) });
export type CreateCommentBody = z.input<typeof createCommentBody>;
