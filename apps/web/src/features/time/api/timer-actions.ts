import type { StartTimerBody, TimeEntryOnWire, timeEntrySchema } from '@agency/shared/time';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { TIME_KEY } from './keys';

export function startTimer(body: StartTimerBody): Promise<TimeEntryOnWire> {
  return apiFetch('/time/timer/start', { method: 'POST', body }, wireOf<typeof timeEntrySchema>());
}

export function stopTimer(): Promise<TimeEntryOnWire> {
  return apiFetch('/time/timer/stop', { method: 'POST' }, wireOf<typeof timeEntrySchema>());
}

export function useStartTimer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startTimer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: TIME_KEY }),
  });
}

export function useStopTimer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: stopTimer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: TIME_KEY }),
  });
}
