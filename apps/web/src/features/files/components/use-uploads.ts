import type { FileItemOnWire } from '@agency/shared/files';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { uploadFile } from '../../../lib/upload-file';
import { FILES_KEY } from '../api/keys';

export type UploadState = 'uploading' | 'done' | 'failed' | 'cancelled';

export interface Upload {
  id: string;
  name: string;
  size: number;
  loaded: number;
  state: UploadState;
  error?: unknown;
  file?: FileItemOnWire;
}

let sequence = 0;

/** Several uploads at once, each with its own progress and cancel; lists refresh as each one lands. */
export function useUploads() {
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const controllers = useRef(new Map<string, AbortController>());

  const patch = useCallback((id: string, changes: Partial<Upload>) => {
    setUploads((list) => list.map((upload) => (upload.id === id ? { ...upload, ...changes } : upload)));
  }, []);

  const start = useCallback(
    (
      file: File,
      target: { projectId?: string | null; folderId?: string | null },
      onDone?: (item: FileItemOnWire) => void,
    ) => {
      sequence += 1;
      const id = `upload-${sequence}`;
      const controller = new AbortController();
      controllers.current.set(id, controller);
      setUploads((list) => [...list, { id, name: file.name, size: file.size, loaded: 0, state: 'uploading' }]);
      uploadFile(file, { ...target, signal: controller.signal, onProgress: (loaded) => patch(id, { loaded }) })
        .then((item) => {
          patch(id, { state: 'done', loaded: file.size, file: item });
          onDone?.(item);
          return queryClient.invalidateQueries({ queryKey: FILES_KEY });
        })
        .catch((error: unknown) => {
          const cancelled = error instanceof DOMException && error.name === 'AbortError';
          patch(id, cancelled ? { state: 'cancelled' } : { state: 'failed', error });
        })
        .finally(() => controllers.current.delete(id));
    },
    [patch, queryClient],
  );

  /** Records a file refused before sending (too large), shown in the queue with its message. */
  const refuse = useCallback((file: File, error: unknown) => {
    sequence += 1;
    setUploads((list) => [
      ...list,
      { id: `upload-${sequence}`, name: file.name, size: file.size, loaded: 0, state: 'failed', error },
    ]);
  }, []);

  const cancel = useCallback((id: string) => controllers.current.get(id)?.abort(), []);
  const clearFinished = useCallback(() => setUploads((list) => list.filter((u) => u.state === 'uploading')), []);

  return { uploads, start, refuse, cancel, clearFinished };
}
