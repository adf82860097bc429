import type { ShellBadges, shellBadgesResponse } from '@agency/shared/shell';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';

export const BADGES_QUERY_KEY = ['shell', 'badges'] as const;

/** How often the sidebar's counts are fetched again while the portal is open (live events join in issue #9). */
export const BADGES_REFRESH_MS = 60_000;
export const BADGES_STALE_MS = 15_000;

export function getBadges(signal?: AbortSignal): Promise<ShellBadges> {
  return apiFetch('/shell/badges', { signal }, wireOf<typeof shellBadgesResponse>());
}

export const badgesQueryOptions = () =>
  queryOptions({
    queryKey: BADGES_QUERY_KEY,
    queryFn: ({ signal }) => getBadges(signal),
    staleTime: BADGES_STALE_MS,
    refetchInterval: BADGES_REFRESH_MS,
    refetchOnWindowFocus: true,
  });

export function useBadges() {
  return useQuery(badgesQueryOptions());
}
