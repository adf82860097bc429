// The files contract's plain values, apart from its zod schemas (files.ts): the portal reads them without loading
// zod (issue #19, ADR 0011).

/** The spec's item types (001 §3) besides `folder`, decided from the bytes at upload. */
export const FILE_KINDS = ['image', 'video', 'audio', 'document', 'archive', 'code', 'other'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** File sort (001 §8): name, dateModified, size, type, ascending or descending. */
export const FILE_SORTS = ['name', 'modified', 'size', 'type'] as const;
export type FileSort = (typeof FILE_SORTS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;

/** Default largest upload; the server's UPLOAD_MAX_MB decides and GET /api/files/stats reports it. */
export const DEFAULT_UPLOAD_MAX_BYTES = 25 * 1024 * 1024;
