import { type TaskSummary, taskSummaryResponse } from '@agency/shared/tasks';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { TASKS_KEY } from './keys';

/** The browser's time zone, so Overdue means "due before today" where the user is. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

export function fetchTaskSummary(mine: boolean, signal?: AbortSignal): Promise<TaskSummary> {
  const params = new URLSearchParams();
  if (mine) params.set('mine', 'true');
  const zone = browserTimeZone();
  if (zone) params.set('timeZone', zone);
  return apiFetch(`/tasks/summary?${params}`, { signal }, taskSummaryResponse);
}

export function useTaskSummary(mine: boolean) {
  return useQuery({
    queryKey: [...TASKS_KEY, 'summary', mine],
    queryFn: ({ signal }) => fetchTaskSummary(mine, signal),
  });
}
