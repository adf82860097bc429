import type {
  listTimesheetsResponse,
  TimesheetListOnWire,
  TimesheetWeekOnWire,
  timesheetWeekSchema,
} from '@agency/shared/time';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { TIME_KEY } from './keys';

/** The admins' approval list: everyone's submitted weeks. */
export const submittedWeeksQueryOptions = () =>
  queryOptions({
    queryKey: [...TIME_KEY, 'timesheets', 'submitted'],
    queryFn: ({ signal }): Promise<TimesheetListOnWire> =>
      apiFetch('/time/timesheets?status=submitted', { signal }, wireOf<typeof listTimesheetsResponse>()),
  });

export function useSubmittedWeeks(enabled: boolean) {
  return useQuery({ ...submittedWeeksQueryOptions(), enabled });
}

export function useTimesheet(id: string | null) {
  return useQuery({
    queryKey: [...TIME_KEY, 'timesheet', id],
    queryFn: ({ signal }): Promise<TimesheetWeekOnWire> =>
      apiFetch(`/time/timesheets/${encodeURIComponent(id!)}`, { signal }, wireOf<typeof timesheetWeekSchema>()),
    enabled: id !== null,
  });
}

export type Decision = { id: string; kind: 'approve' } | { id: string; kind: 'return'; note: string };

export function decideTimesheet(decision: Decision): Promise<TimesheetWeekOnWire> {
  const path = `/time/timesheets/${encodeURIComponent(decision.id)}/${decision.kind}`;
  const body = decision.kind === 'return' ? { note: decision.note } : undefined;
  return apiFetch(path, { method: 'POST', body }, wireOf<typeof timesheetWeekSchema>());
}

export function useDecideTimesheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideTimesheet,
    onSettled: () => queryClient.invalidateQueries({ queryKey: TIME_KEY }),
  });
}
