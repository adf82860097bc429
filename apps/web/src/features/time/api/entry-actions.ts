import type {
  SaveEntryBody,
  TimeEntryOnWire,
  TimesheetWeekOnWire,
  timeEntrySchema,
  timesheetWeekSchema,
} from '@agency/shared/time';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, sentAs, wireOf } from '../../../lib/api';
import { TIME_KEY } from './keys';

export function saveEntry({ id, body }: { id: string | null; body: SaveEntryBody }): Promise<TimeEntryOnWire> {
  return id
    ? apiFetch(`/time/entries/${encodeURIComponent(id)}`, { method: 'PUT', body }, wireOf<typeof timeEntrySchema>())
    : apiFetch('/time/entries', { method: 'POST', body }, wireOf<typeof timeEntrySchema>());
}

export function deleteEntry(id: string): Promise<void> {
  return apiFetch(`/time/entries/${encodeURIComponent(id)}`, { method: 'DELETE' }, sentAs<void>());
}

export function submitWeek(weekStart: string): Promise<TimesheetWeekOnWire> {
  return apiFetch('/time/weeks/submit', { method: 'POST', body: { weekStart } }, wireOf<typeof timesheetWeekSchema>());
}

function useTimeMutation<A, R>(mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: TIME_KEY }) });
}

export const useSaveEntry = () => useTimeMutation(saveEntry);
export const useDeleteEntry = () => useTimeMutation(deleteEntry);
export const useSubmitWeek = () => useTimeMutation(submitWeek);
