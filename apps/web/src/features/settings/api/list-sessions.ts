import { listSessionsResponse } from '@agency/shared/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

export const SESSIONS_QUERY_KEY = ['auth', 'sessions'] as const;

export function listSessions(signal?: AbortSignal) {
  return apiFetch('/auth/list-sessions', { signal }, listSessionsResponse);
}

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: SESSIONS_QUERY_KEY, queryFn: ({ signal }) => listSessions(signal), staleTime: 0 });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
