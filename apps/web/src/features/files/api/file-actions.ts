import type {
  FileItemOnWire,
  FileSharesOnWire,
  fileItemSchema,
  sharesResponse,
  UpdateFileBody,
} from '@agency/shared/files';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, sentAs, wireOf } from '../../../lib/api';
import { FILES_KEY } from './keys';

const path = (id: string) => `/files/${encodeURIComponent(id)}`;

/** Where the browser downloads a file (an attachment; the messaging composer links here too). */
export const downloadUrl = (id: string) => `/api/files/${encodeURIComponent(id)}/download`;

function useFilesMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: FILES_KEY }) });
}

export const useUpdateFile = () =>
  useFilesMutation(
    ({ id, body }: { id: string; body: UpdateFileBody }): Promise<FileItemOnWire> =>
      apiFetch(path(id), { method: 'PATCH', body }, wireOf<typeof fileItemSchema>()),
  );

export const useStarFile = () =>
  useFilesMutation(
    ({ id, starred }: { id: string; starred: boolean }): Promise<FileItemOnWire> =>
      apiFetch(`${path(id)}/star`, { method: 'PUT', body: { starred } }, wireOf<typeof fileItemSchema>()),
  );

export const useDeleteFile = () =>
  useFilesMutation((id: string) => apiFetch(path(id), { method: 'DELETE' }, sentAs<undefined>()));

export function useFileShares(id: string | null) {
  return useQuery({
    queryKey: [...FILES_KEY, 'shares', id],
    queryFn: ({ signal }): Promise<FileSharesOnWire> =>
      apiFetch(`${path(id ?? '')}/shares`, { signal }, wireOf<typeof sharesResponse>()),
    enabled: id !== null,
  });
}

export const useSetShares = () =>
  useFilesMutation(
    ({ id, userIds }: { id: string; userIds: string[] }): Promise<FileSharesOnWire> =>
      apiFetch(`${path(id)}/shares`, { method: 'PUT', body: { userIds } }, wireOf<typeof sharesResponse>()),
  );

/** One file (the target of a notification's or a search result's link). */
export function useFile(id: string | null) {
  return useQuery({
    queryKey: [...FILES_KEY, 'file', id],
    queryFn: ({ signal }): Promise<FileItemOnWire> =>
      apiFetch(path(id ?? ''), { signal }, wireOf<typeof fileItemSchema>()),
    enabled: id !== null,
    retry: false,
  });
}
