// What Files & Assets asks for, read from its URL (`?folder=&q=&kind=&project=&sort=&dir=&view=&starred=&file=`): one
// place for the workspace and the route's clientLoader, so the loader starts exactly the queries the workspace reads
// (issue #19). Plain values only: this module is in the route's loader chunk, without zod (ADR 0011).
import { FILE_KINDS, FILE_SORTS, type FileSort } from '@agency/shared/files-values';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchScreen } from '../../../lib/prefetch';
import { type FolderFilters, foldersQueryOptions } from './folders';
import type { FileFilters } from './keys';
import { filesQueryOptions } from './list-files';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

export function readFilesUrl(params: URLSearchParams) {
  const q = params.get('q') ?? '';
  const starredOnly = params.get('starred') === 'true';
  return {
    folderId: params.get('folder'),
    q,
    kind: oneOf(FILE_KINDS, params.get('kind')),
    projectId: params.get('project') ?? undefined,
    sort: (oneOf(FILE_SORTS, params.get('sort')) ?? 'modified') as FileSort,
    dir: params.get('dir') === 'asc' ? ('asc' as const) : ('desc' as const),
    view: params.get('view') === 'list' ? ('list' as const) : ('grid' as const),
    starredOnly,
    linkedId: params.get('file'),
    /** A search looks everywhere; otherwise the open folder (or the top level) is listed. */
    searching: q !== '' || starredOnly,
  };
}
export type FilesUrl = ReturnType<typeof readFilesUrl>;

export function fileFiltersOf({
  q,
  searching,
  folderId,
  projectId,
  kind,
  starredOnly,
  sort,
  dir,
}: FilesUrl): FileFilters {
  return {
    q: q || undefined,
    folder: searching ? undefined : (folderId ?? 'root'),
    projectId,
    kind,
    starred: starredOnly ? 'true' : undefined,
    sort,
    dir,
  };
}

export const folderFiltersOf = ({ searching, q, folderId, projectId }: FilesUrl): FolderFilters =>
  searching ? { q: q || undefined, projectId } : { parent: folderId ?? 'root', projectId };

/** Folders are listed only when no type or starred filter is on (files have a type and a star, folders not). */
export const foldersShown = ({ kind, starredOnly }: FilesUrl) => !kind && !starredOnly;

/** The route's clientLoader: the listing's files and folders, as the workspace will ask for them. */
export function prefetchFilesScreen(client: QueryClient, url: URL) {
  const state = readFilesUrl(url.searchParams);
  return prefetchScreen(client, [
    filesQueryOptions(fileFiltersOf(state)),
    ...(foldersShown(state) ? [foldersQueryOptions(folderFiltersOf(state))] : []),
  ]);
}
