import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/** A signed-in device. Named by id: the session token never leaves the server's cookie. */
export interface ActiveSession {
  id: string;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
  ipAddress?: string | null;
  userAgent?: string | null;
}

export const SESSIONS_QUERY_KEY = ['auth', 'sessions'] as const;

export function listSessions(signal?: AbortSignal): Promise<ActiveSession[]> {
  return apiFetch('/auth/list-sessions', { signal });
}

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: SESSIONS_QUERY_KEY, queryFn: ({ signal }) => listSessions(signal), staleTime: 0 });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
