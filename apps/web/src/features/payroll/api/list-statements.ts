import type { listStatementsQuery, listStatementsResponse, StatementPageOnWire } from '@agency/shared/payroll-api';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { searchParamsOf } from '../../../lib/search-params';
import { PAYROLL_KEYS } from './keys';

export function listStatements(cursor: string | null, signal?: AbortSignal): Promise<StatementPageOnWire> {
  const params = searchParamsOf<typeof listStatementsQuery>({ cursor, limit: 20 });
  return apiFetch(`/payroll/statements?${params}`, { signal }, wireOf<typeof listStatementsResponse>());
}

export const statementsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: PAYROLL_KEYS.statements,
    queryFn: ({ pageParam, signal }) => listStatements(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useStatements() {
  return useInfiniteQuery(statementsQueryOptions());
}

/** The statement's PDF (D25): a plain link, so the browser downloads it with the session cookie. */
export function statementPdfUrl(id: string): string {
  return `/api/payroll/statements/${encodeURIComponent(id)}/pdf`;
}

/** A CSV report, streamed by the server. */
export function reportUrl(kind: 'register' | 'employees', range: { from?: string; to?: string } = {}): string {
  const params = new URLSearchParams({ kind });
  if (range.from) params.set('from', range.from);
  if (range.to) params.set('to', range.to);
  return `/api/payroll/reports?${params}`;
}
