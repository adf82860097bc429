import type { Role } from '@agency/shared/enums';
import type { listUsersQuery, listUsersResponse, UserPageOnWire } from '@agency/shared/users';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { searchParamsOf, withSearchParams } from '../../../lib/search-params';

export interface UserFilters {
  q: string;
  role: Role | null;
}

export const USERS_QUERY_KEY = ['users'] as const;

export function listUsers(filters: UserFilters, cursor: string | null, signal?: AbortSignal): Promise<UserPageOnWire> {
  const params = searchParamsOf<typeof listUsersQuery>({ ...filters, cursor });
  return apiFetch(withSearchParams('/users', params), { signal }, wireOf<typeof listUsersResponse>());
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
