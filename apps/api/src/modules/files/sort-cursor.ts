import type { FileSort } from '@agency/shared/files';
import { type SQL, sql } from 'drizzle-orm';
import { files } from '../../db/schema/index.ts';
import { isInstant } from '../../lib/cursor.ts';
import { badRequest } from '../../lib/errors.ts';

// Keyset paging for each sort: (column, id) compared as a row, in the sort's direction, served by (column, id).
export const SORT_COLUMNS = {
  name: files.name,
  modified: files.updatedAt,
  size: files.sizeBytes,
  type: files.kind,
} as const;

interface SortCursor {
  value: string | number;
  id: string;
}

/** The sort column as text, at full precision (a timestamp to the microsecond), for the next page's cursor. */
export function sortKey(sort: FileSort): SQL<string> {
  if (sort === 'modified')
    return sql<string>`to_char(${files.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  return sql<string>`${SORT_COLUMNS[sort]}::text`;
}

export function encodeSortCursor(sort: FileSort, dir: string, value: string, id: string): string {
  return Buffer.from(JSON.stringify([sort, dir, value, id])).toString('base64url');
}

export function decodeSortCursor(value: string | undefined, sort: FileSort, dir: string): SortCursor | undefined {
  if (!value) return undefined;
  const invalid = () => badRequest('The page cursor is not valid.', { cursor: 'Not a valid page cursor' });
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 4 || parsed[0] !== sort || parsed[1] !== dir) throw invalid();
  const [, , key, id] = parsed as unknown[];
  if (typeof key !== 'string' || key.includes('\u0000') || typeof id !== 'string') throw invalid();
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw invalid();
  if (sort === 'size' && !/^\d{1,16}$/.test(key)) throw invalid();
  if (sort === 'modified' && !isInstant(key)) throw invalid();
  return { value: sort === 'size' ? Number(key) : key, id };
}

export function afterSortCursor(sort: FileSort, dir: 'asc' | 'desc', cursor: SortCursor | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const column = SORT_COLUMNS[sort];
  const value =
    sort === 'modified'
      ? sql`${cursor.value}::timestamptz`
      : sort === 'size'
        ? sql`${cursor.value}::bigint`
        : sql`${cursor.value}::text`;
  return dir === 'asc'
    ? sql`(${column}, ${files.id}) > (${value}, ${cursor.id}::uuid)`
    : sql`(${column}, ${files.id}) < (${value}, ${cursor.id}::uuid)`;
}
