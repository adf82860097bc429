import type { TaskSummary, taskSummaryQuery, taskSummaryResponse } from '@agency/shared/tasks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { searchParamsOf } from '../../../lib/search-params';
import { browserTimeZone } from '../../../lib/today';
import { TASKS_KEY } from './keys';

export function fetchTaskSummary(mine: boolean, signal?: AbortSignal): Promise<TaskSummary> {
  // `mine: false` is left out rather than sent: the counters are everyone's unless asked for mine.
  // The browser's zone, so Overdue means "due before today" where the user is.
  const params = searchParamsOf<typeof taskSummaryQuery>({
    mine: mine || undefined,
    timeZone: browserTimeZone(),
  });
  return apiFetch(`/tasks/summary?${params}`, { signal }, wireOf<typeof taskSummaryResponse>());
}

export const taskSummaryQueryOptions = (mine: boolean) =>
  queryOptions({
    queryKey: [...TASKS_KEY, 'summary', mine],
    queryFn: ({ signal }) => fetchTaskSummary(mine, signal),
  });

export function useTaskSummary(mine: boolean) {
  return useQuery(taskSummaryQueryOptions(mine));
}
