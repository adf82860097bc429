import type { FileStatsOnWire, fileStatsQuery, fileStatsSchema } from '@agency/shared/files';
import { useQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { searchParamsOf } from '../../../lib/search-params';
import { FILES_KEY } from './keys';

export function getFileStats(projectId: string | undefined, signal?: AbortSignal): Promise<FileStatsOnWire> {
  return apiFetch(
    `/files/stats?${searchParamsOf<typeof fileStatsQuery>({ projectId })}`,
    { signal },
    wireOf<typeof fileStatsSchema>(),
  );
}

export function useFileStats(projectId: string | undefined) {
  return useQuery({
    queryKey: [...FILES_KEY, 'stats', projectId ?? null],
    queryFn: ({ signal }) => getFileStats(projectId, signal),
  });
}
