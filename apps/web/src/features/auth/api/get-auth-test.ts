import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

export interface AuthTestReport {
  database: { ok: boolean; message?: string };
  session: { user: { id: string; email: string; name: string; role: string } } | null;
}

/** Development and demo only (D8): the server answers 404 in production. */
export function getAuthTest(signal?: AbortSignal): Promise<AuthTestReport> {
  return apiFetch('/dev/auth-test', { signal });
}

export const authTestQueryOptions = () =>
  queryOptions({ queryKey: ['dev', 'auth-test'], queryFn: ({ signal }) => getAuthTest(signal), staleTime: 0 });

export function useAuthTest() {
  return useQuery(authTestQueryOptions());
}
