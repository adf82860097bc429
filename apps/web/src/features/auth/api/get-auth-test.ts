import { authTestReportSchema } from '@agency/shared/dev';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/** Development and demo only (D8): the server answers 404 in production. */
export function getAuthTest(signal?: AbortSignal) {
  return apiFetch('/dev/auth-test', { signal }, authTestReportSchema);
}

export const authTestQueryOptions = () =>
  queryOptions({ queryKey: ['dev', 'auth-test'], queryFn: ({ signal }) => getAuthTest(signal), staleTime: 0 });

export function useAuthTest() {
  return useQuery(authTestQueryOptions());
}
