import type { Role } from '@agency/shared/enums';
import { listUsersResponse, type UserPage } from '@agency/shared/users';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

export interface UserFilters {
  q: string;
  role: Role | null;
}

export const USERS_QUERY_KEY = ['users'] as const;

export function listUsers(filters: UserFilters, cursor: string | null, signal?: AbortSignal): Promise<UserPage> {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.role) params.set('role', filters.role);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return apiFetch(`/users${query ? `?${query}` : ''}`, { signal }, listUsersResponse);
}

export const usersQueryOptions = (filters: UserFilters) =>
  infiniteQueryOptions({
    queryKey: [...USERS_QUERY_KEY, 'list', filters],
    queryFn: ({ pageParam, signal }) => listUsers(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useUsers(filters: UserFilters) {
  return useInfiniteQuery(usersQueryOptions(filters));
}
