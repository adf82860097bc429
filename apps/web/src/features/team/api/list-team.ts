import type { Department } from '@agency/shared/enums';
import type { listTeamQuery, listTeamResponse, PresenceStatus, TeamPageOnWire, TeamSort } from '@agency/shared/team';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { searchParamsOf } from '../../../lib/search-params';

export const TEAM_QUERY_KEY = ['team'] as const;
export const TEAM_PAGE_SIZE = 24;

export interface TeamFilters {
  q: string;
  department: Department | null;
  status: PresenceStatus | null;
  sort: TeamSort;
}

export const NO_TEAM_FILTERS: TeamFilters = { q: '', department: null, status: null, sort: 'name' };

export function listTeam(filters: TeamFilters, cursor: string | null, signal?: AbortSignal): Promise<TeamPageOnWire> {
  const params = searchParamsOf<typeof listTeamQuery>({ ...filters, cursor, limit: TEAM_PAGE_SIZE });
  return apiFetch(`/team?${params}`, { signal }, wireOf<typeof listTeamResponse>());
}

export const teamQueryOptions = (filters: TeamFilters) =>
  infiniteQueryOptions({
    queryKey: [...TEAM_QUERY_KEY, 'list', filters],
    queryFn: ({ pageParam, signal }) => listTeam(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });

export function useTeamList(filters: TeamFilters) {
  return useInfiniteQuery(teamQueryOptions(filters));
}
