import type { listFilesQuery } from '@agency/shared/files';
import type { SearchValues } from '../../../lib/search-params';

/** Every files query starts with this key: a `files.*` live event or any change refreshes lists, folders and stats. */
export const FILES_KEY = ['files'] as const;

/** What the file list asks the server for: the list query's own fields (a folder id, 'root', or none for a search). */
export type FileFilters = Omit<SearchValues<typeof listFilesQuery>, 'cursor' | 'limit'>;
