import {
  type CreateFolderBody,
  type FolderDetail,
  folderDetailSchema,
  listFoldersResponse,
  type UpdateFolderBody,
} from '@agency/shared/files';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api';
import { FILES_KEY, toParams } from './keys';

export interface FolderFilters {
  parent?: string;
  projectId?: string;
  q?: string;
}

export function useFolders(filters: FolderFilters, enabled = true) {
  return useQuery({
    queryKey: [...FILES_KEY, 'folders', filters],
    queryFn: ({ signal }) => apiFetch(`/files/folders?${toParams(filters)}`, { signal }, listFoldersResponse),
    enabled,
  });
}

export function useFolder(id: string | null) {
  return useQuery({
    queryKey: [...FILES_KEY, 'folder', id],
    queryFn: ({ signal }) => apiFetch(`/files/folders/${encodeURIComponent(id ?? '')}`, { signal }, folderDetailSchema),
    enabled: id !== null,
  });
}

export function useCreateFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateFolderBody): Promise<FolderDetail> =>
      apiFetch('/files/folders', { method: 'POST', body }, folderDetailSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FILES_KEY }),
  });
}

export function useUpdateFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateFolderBody }): Promise<FolderDetail> =>
      apiFetch(`/files/folders/${encodeURIComponent(id)}`, { method: 'PATCH', body }, folderDetailSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FILES_KEY }),
  });
}

export function useDeleteFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch(`/files/folders/${encodeURIComponent(id)}`, { method: 'DELETE' }, z.undefined()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FILES_KEY }),
  });
}
