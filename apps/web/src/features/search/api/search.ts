import type { SearchResponseOnWire, searchQuery, searchResponse } from '@agency/shared/search';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { searchParamsOf } from '../../../lib/search-params';

export function searchEverything(q: string, signal?: AbortSignal): Promise<SearchResponseOnWire> {
  return apiFetch(`/search?${searchParamsOf<typeof searchQuery>({ q })}`, { signal }, wireOf<typeof searchResponse>());
}

export const searchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['search', q],
    queryFn: ({ signal }) => searchEverything(q, signal),
    staleTime: 30_000,
  });

/** Results for `q` once it is long enough; the previous results stay on screen while the next ones load. */
export function useSearch(q: string, enabled: boolean) {
  return useQuery({ ...searchQueryOptions(q), enabled, placeholderData: keepPreviousData });
}
