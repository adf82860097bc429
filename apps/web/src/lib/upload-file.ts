import type { FileItemOnWire, uploadQuery } from '@agency/shared/files';
import { ApiError } from './api';
import { searchParamsOf, withSearchParams } from './search-params';

export interface UploadOptions {
  projectId?: string | null;
  folderId?: string | null;
  /** Bytes sent so far and the total, as the browser reports them. */
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
}

/**
 * Uploads one file to POST /api/files with progress (XMLHttpRequest reports upload progress; fetch does not yet).
 * Resolves with the stored file; rejects with an ApiError in the API's one error shape, or an AbortError when the
 * signal cancels it (the server then keeps nothing). Shared by Files & Assets and the messaging composer's attach button.
 */
export function uploadFile(
  file: File,
  { projectId, folderId, onProgress, signal }: UploadOptions = {},
): Promise<FileItemOnWire> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Upload cancelled', 'AbortError'));
    const request = new XMLHttpRequest();
    request.open('POST', withSearchParams('/api/files', searchParamsOf<typeof uploadQuery>({ projectId, folderId })));
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => onProgress?.(event.loaded, event.lengthComputable ? event.total : file.size);
    const abort = () => request.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const done = () => signal?.removeEventListener('abort', abort);
    request.onabort = () => {
      done();
      reject(new DOMException('Upload cancelled', 'AbortError'));
    };
    request.onerror = () => {
      done();
      reject(
        new ApiError(
          0,
          'NETWORK_ERROR',
          'Unable to reach the server. Please check your internet connection and try again.',
        ),
      );
    };
    request.onload = () => {
      done();
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      if (request.status >= 200 && request.status < 300) {
        // The server parsed and stripped it with fileItemSchema: taken as sent (ADR 0011).
        if (typeof body === 'object' && body !== null) resolve(body as FileItemOnWire);
        else reject(new ApiError(request.status, 'INVALID_RESPONSE', 'The server sent an unexpected response.'));
        return;
      }
      const error = (body as { error?: { code?: string; message?: string; fields?: Record<string, string> } })?.error;
      reject(
        new ApiError(
          request.status,
          error?.code ?? 'HTTP_ERROR',
          error?.message ?? `HTTP error! status: ${request.status}`,
          error?.fields,
        ),
      );
    };
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}
