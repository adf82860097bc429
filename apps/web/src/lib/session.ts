import type { SessionOnWire } from '@agency/shared/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, sentAs } from './api';

export const SESSION_QUERY_KEY = ['auth', 'session'] as const;

/** The signed-in user and session, or null when signed out. */
export function getSession(signal?: AbortSignal) {
  return apiFetch('/auth/get-session', { signal }, sentAs<SessionOnWire>());
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => getSession(signal),
    // Guards read it on every navigation; a minute keeps that free while still noticing a role change soon.
    staleTime: 60_000,
  });

export function useSession() {
  return useQuery(sessionQueryOptions());
}
