import { type FilePage, listFilesResponse } from '@agency/shared/files';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { FILES_KEY, type FileFilters, toParams } from './keys';

export function listFiles(filters: FileFilters, cursor: string | null, signal?: AbortSignal): Promise<FilePage> {
  const params = toParams({ ...filters, cursor, limit: 50 });
  return apiFetch(`/files?${params}`, { signal }, listFilesResponse);
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
