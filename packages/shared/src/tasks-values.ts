// The tasks contract's plain values, apart from its zod schemas (tasks.ts): the portal reads them without loading
// zod (issue #19, ADR 0011).

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
