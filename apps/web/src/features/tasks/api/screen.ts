// What the Tasks workspace asks for, read from its URL (`?view=&q=&status=&priority=&project=&sort=&month=`): one
// place for the component and the route's clientLoader, so the loader starts exactly the queries the view reads
// (issue #19). Plain values only: this module is in the route's loader chunk, without zod (ADR 0011).
import { TASK_PRIORITIES, TASK_STATUSES, type TaskStatus } from '@agency/shared/enums';
import { DEFAULT_TASK_SORT, TASK_SORTS, type TaskSort } from '@agency/shared/tasks-values';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchScreen } from '../../../lib/prefetch';
import { today } from '../../../lib/today';
import type { TaskFilters } from './keys';
import { tasksQueryOptions } from './list-tasks';
import { taskSummaryQueryOptions } from './task-summary';

export const TASK_VIEWS = ['list', 'kanban', 'calendar', 'mine'] as const;
export type TaskView = (typeof TASK_VIEWS)[number];

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/** The workspace's state as its URL holds it; anything unknown falls back to the default. */
export function readTasksUrl(params: URLSearchParams) {
  return {
    view: (oneOf(TASK_VIEWS, params.get('view')) ?? 'list') as TaskView,
    status: oneOf(TASK_STATUSES, params.get('status')) ?? null,
    priority: oneOf(TASK_PRIORITIES, params.get('priority')) ?? null,
    sort: (oneOf(TASK_SORTS, params.get('sort')) ?? DEFAULT_TASK_SORT) as TaskSort,
    project: params.get('project'),
    q: params.get('q') ?? '',
    month: params.get('month'),
    openTaskId: params.get('task'),
  };
}
export type TasksUrl = ReturnType<typeof readTasksUrl>;

/** The List view's filters (the Kanban and Calendar narrow them further). */
export function listFiltersOf({ q, status, priority, project, sort }: TasksUrl): TaskFilters {
  return {
    q: q || undefined,
    status: status ?? undefined,
    priority: priority ?? undefined,
    project: project ?? undefined,
    sort,
  };
}

/** The Kanban: every status (its columns), in card order, 100 a page. */
export const boardFiltersOf = (filters: TaskFilters): TaskFilters => ({
  ...filters,
  status: undefined,
  sort: 'board',
  limit: 100,
});

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** `YYYY-MM` of a month, or this month. */
export function parseMonth(value: string | null): { year: number; month: number } {
  const match = value ? /^(\d{4})-(\d{2})$/.exec(value) : null;
  if (match && Number(match[2]) >= 1 && Number(match[2]) <= 12)
    return { year: Number(match[1]), month: Number(match[2]) };
  const day = today();
  return { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) };
}

export const daysInMonthOf = ({ year, month }: { year: number; month: number }) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The Calendar: the tasks due in the month shown, by due date, 100 a page. */
export function monthFiltersOf(filters: TaskFilters, monthParam: string | null): TaskFilters {
  const { year, month } = parseMonth(monthParam);
  return {
    ...filters,
    dueFrom: iso(year, month, 1),
    dueTo: iso(year, month, daysInMonthOf({ year, month })),
    sort: 'due-asc',
    limit: 100,
  };
}

/** My Tasks: mine, by due date, with its own status buttons. */
export const myFiltersOf = (q: string, status: TaskStatus | null): TaskFilters => ({
  mine: true,
  q: q || undefined,
  status: status ?? undefined,
  sort: 'due-asc',
});

/** The route's clientLoader: the open view's list (and My Tasks' counters), as the view will ask for them. */
export function prefetchTasksScreen(client: QueryClient, url: URL) {
  const state = readTasksUrl(url.searchParams);
  const filters = listFiltersOf(state);
  switch (state.view) {
    case 'kanban':
      return prefetchScreen(client, [tasksQueryOptions(boardFiltersOf(filters))]);
    case 'calendar':
      return prefetchScreen(client, [tasksQueryOptions(monthFiltersOf(filters, state.month))]);
    case 'mine':
      return prefetchScreen(client, [
        taskSummaryQueryOptions(true),
        tasksQueryOptions(myFiltersOf(state.q, state.status)),
      ]);
    default:
      return prefetchScreen(client, [tasksQueryOptions(filters)]);
  }
}
