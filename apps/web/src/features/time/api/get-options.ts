import type { TimeOptions, timeOptionsSchema } from '@agency/shared/time';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { TIME_KEY } from './keys';

export const timeOptionsQueryOptions = () =>
  queryOptions({
    queryKey: [...TIME_KEY, 'options'],
    queryFn: ({ signal }): Promise<TimeOptions> =>
      apiFetch('/time/options', { signal }, wireOf<typeof timeOptionsSchema>()),
    staleTime: 60_000,
  });

/** The projects (and their tasks) the caller may log time on. */
export function useTimeOptions(enabled = true) {
  return useQuery({ ...timeOptionsQueryOptions(), enabled });
}
