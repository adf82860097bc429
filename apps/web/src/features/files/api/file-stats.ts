import { type FileStats, fileStatsSchema } from '@agency/shared/files';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { FILES_KEY, toParams } from './keys';

export function getFileStats(projectId: string | undefined, signal?: AbortSignal): Promise<FileStats> {
  return apiFetch(`/files/stats?${toParams({ projectId })}`, { signal }, fileStatsSchema);
}

export function useFileStats(projectId: string | undefined) {
  return useQuery({
    queryKey: [...FILES_KEY, 'stats', projectId ?? null],
    queryFn: ({ signal }) => getFileStats(projectId, signal),
  });
}
