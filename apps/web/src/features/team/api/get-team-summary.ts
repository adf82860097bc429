import type { TeamSummaryOnWire, teamSummarySchema } from '@agency/shared/team';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { TEAM_QUERY_KEY } from './list-team';

export function getTeamSummary(signal?: AbortSignal): Promise<TeamSummaryOnWire> {
  return apiFetch('/team/summary', { signal }, wireOf<typeof teamSummarySchema>());
}

export const teamSummaryQueryOptions = () =>
  queryOptions({ queryKey: [...TEAM_QUERY_KEY, 'summary'], queryFn: ({ signal }) => getTeamSummary(signal) });

export function useTeamSummary() {
  return useQuery(teamSummaryQueryOptions());
}
