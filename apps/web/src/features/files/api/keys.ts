import type { FileKind, FileSort } from '@agency/shared/files';

/** Every files query starts with this key: a `files.*` live event or any change refreshes lists, folders and stats. */
export const FILES_KEY = ['files'] as const;

export interface FileFilters {
  q?: string;
  /** A folder id, 'root', or undefined for every folder (a search). */
  folder?: string;
  projectId?: string;
  kind?: FileKind;
  starred?: 'true';
  sort: FileSort;
  dir: 'asc' | 'desc';
}

export function toParams(values: object): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  return params;
}
