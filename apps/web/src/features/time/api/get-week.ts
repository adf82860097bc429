import type { TimesheetWeekOnWire, timesheetWeekSchema } from '@agency/shared/time';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { TIME_KEY } from './keys';

export const weekQueryOptions = (weekStart: string) =>
  queryOptions({
    queryKey: [...TIME_KEY, 'week', weekStart],
    queryFn: ({ signal }): Promise<TimesheetWeekOnWire> =>
      apiFetch(`/time/week?week=${encodeURIComponent(weekStart)}`, { signal }, wireOf<typeof timesheetWeekSchema>()),
  });

export function useWeek(weekStart: string) {
  return useQuery(weekQueryOptions(weekStart));
}
