import type {
  CreateFolderBody,
  FolderDetailOnWire,
  folderDetailSchema,
  listFoldersQuery,
  listFoldersResponse,
  UpdateFolderBody,
} from '@agency/shared/files';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, sentAs, wireOf } from '../../../lib/api';
import { type SearchValues, searchParamsOf } from '../../../lib/search-params';
import { FILES_KEY } from './keys';

export type FolderFilters = SearchValues<typeof listFoldersQuery>;

export const foldersQueryOptions = (filters: FolderFilters) =>
  queryOptions({
    queryKey: [...FILES_KEY, 'folders', filters],
    queryFn: ({ signal }) =>
      apiFetch(
        `/folders?${searchParamsOf<typeof listFoldersQuery>(filters)}`,
        { signal },
        wireOf<typeof listFoldersResponse>(),
      ),
  });

export function useFolders(filters: FolderFilters, enabled = true) {
  return useQuery({ ...foldersQueryOptions(filters), enabled });
}

export function useFolder(id: string | null) {
  return useQuery({
    queryKey: [...FILES_KEY, 'folder', id],
    queryFn: ({ signal }) =>
      apiFetch(`/folders/${encodeURIComponent(id ?? '')}`, { signal }, wireOf<typeof folderDetailSchema>()),
    enabled: id !== null,
  });
}

export function useCreateFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateFolderBody): Promise<FolderDetailOnWire> =>
      apiFetch('/folders', { method: 'POST', body }, wireOf<typeof folderDetailSchema>()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FILES_KEY }),
  });
}

export function useUpdateFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateFolderBody }): Promise<FolderDetailOnWire> =>
      apiFetch(`/folders/${encodeURIComponent(id)}`, { method: 'PATCH', body }, wireOf<typeof folderDetailSchema>()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FILES_KEY }),
  });
}

export function useDeleteFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch(`/folders/${encodeURIComponent(id)}`, { method: 'DELETE' }, sentAs<undefined>()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FILES_KEY }),
  });
}
