// The tasks contract (issue #8 point 6; spec 001 §2 "Projects workspace and tasks", "My Tasks page", §3-§5, §9):
// GET/POST /api/tasks, GET /api/tasks/summary, GET /api/tasks/analytics, GET /api/tasks/assignees,
// GET/PATCH/DELETE /api/tasks/:id, POST /api/tasks/:id/move, subtasks and comments under /api/tasks/:id.
// Tasks are internal to the agency: clients never reach them (001 §6, answered 403).
import { z } from 'zod';
import { TASK_PRIORITIES, TASK_STATUSES } from './enums.ts';
import { boundedText, isoDateTime, pageCursor, pageLimit, pageOf, uuid, wireText } from './schema-primitives.ts';

/** 001 §8, word for word. */
export const TASK_MESSAGES = {
  forClientsOnly: 'Task management is not available to client users.',
  created: { title: 'Task Created', message: 'Your new task has been successfully created.' },
  titleRequired: 'Task title is required',
} as const;

/** 001 §9: the six task sort options; the default is due date ascending. */
export const TASK_SORTS = ['due-asc', 'due-desc', 'priority', 'title-asc', 'title-desc', 'created'] as const;
export type TaskSort = (typeof TASK_SORTS)[number];
export const DEFAULT_TASK_SORT: TaskSort = 'due-asc';
/** The list also serves the Kanban, whose columns are in card order (`board`: position within the status). */
export const TASK_LIST_SORTS = [...TASK_SORTS, 'board'] as const;
export type TaskListSort = (typeof TASK_LIST_SORTS)[number];

export const TASK_TITLE_MAX = 200;
export const TASK_DESCRIPTION_MAX = 5000;
export const TASK_TAG_MAX = 40;
export const TASK_TAGS_MAX = 10;
export const SUBTASK_TITLE_MAX = 200;
export const COMMENT_MAX = 4000;

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

export const subtaskSchema = z.object({
  id: wireText(),
  title: wireText(),
  completed: z.boolean(),
  position: z.number().int(),
});
export type Subtask = z.infer<typeof subtaskSchema>;

export const taskDetailSchema = taskSchema.extend({ subtasks: z.array(subtaskSchema) });
export type TaskDetail = z.infer<typeof taskDetailSchema>;

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
/** The Project Analytics modal: Total Tasks, Completed, In Progress, To Do. */
export const taskAnalyticsResponse = z.object({
  total: z.number().int().nonnegative(),
  completed: z.number().int().nonnegative(),
  inProgress: z.number().int().nonnegative(),
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

export const updateTaskBody = z
  .object({
    title: boundedText({ max: TASK_TITLE_MAX, min: 1, minMessage: TASK_MESSAGES.titleRequired }),
    description: boundedText({ max: TASK_DESCRIPTION_MAX }),
    status: z.enum(TASK_STATUSES),
    priority: z.enum(TASK_PRIORITIES),
    dueDate: calendarDate().nullable(),
    projectId: uuid().nullable(),
    assigneeId: uuid().nullable(),
    tags: z.array(tag).max(TASK_TAGS_MAX),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to change');
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
export const updateSubtaskBody = z
  .object({ title: boundedText({ max: SUBTASK_TITLE_MAX, min: 1 }), completed: z.boolean() })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to change');
export type UpdateSubtaskBody = z.input<typeof updateSubtaskBody>;

export const taskCommentSchema = z.object({
  id: wireText(),
  content: wireText(),
  authorId: wireText().nullable(),
  authorName: wireText().nullable(),
  createdAt: isoDateTime,
});
export type TaskComment = z.infer<typeof taskCommentSchema>;
export const listCommentsQuery = z.object({ cursor: pageCursor.optional(), limit: pageLimit(20) });
export const listCommentsResponse = pageOf(taskCommentSchema);
export type TaskCommentPage = z.infer<typeof listCommentsResponse>;
export const createCommentBody = z.object({ content: boundedText({ max: COMMENT_MAX, min: 1 }) });
export type CreateCommentBody = z.input<typeof createCommentBody>;
