import type { FilePageOnWire, listFilesQuery, listFilesResponse } from '@agency/shared/files';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { searchParamsOf } from '../../../lib/search-params';
import { FILES_KEY, type FileFilters } from './keys';

export function listFiles(filters: FileFilters, cursor: string | null, signal?: AbortSignal): Promise<FilePageOnWire> {
  const params = searchParamsOf<typeof listFilesQuery>({ ...filters, cursor, limit: 50 });
  return apiFetch(`/files?${params}`, { signal }, wireOf<typeof listFilesResponse>());
}

export const filesQueryOptions = (filters: FileFilters) =>
  infiniteQueryOptions({
    queryKey: [...FILES_KEY, 'list', filters],
    queryFn: ({ pageParam, signal }) => listFiles(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useFiles(filters: FileFilters) {
  return useInfiniteQuery(filesQueryOptions(filters));
}
