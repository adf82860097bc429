import type { TimerStateOnWire, timerSchema } from '@agency/shared/time';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { TIME_KEY } from './keys';

export const timerQueryOptions = () =>
  queryOptions({
    queryKey: [...TIME_KEY, 'timer'],
    queryFn: ({ signal }): Promise<TimerStateOnWire> =>
      apiFetch('/time/timer', { signal }, wireOf<typeof timerSchema>()),
  });

/** The running timer as the server has it: a reload or a second tab shows the same one. */
export function useTimer(enabled: boolean) {
  return useQuery({ ...timerQueryOptions(), enabled });
}
