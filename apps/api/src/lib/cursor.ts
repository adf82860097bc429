import { and, desc, eq, lt, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { badRequest } from './errors.ts';

/**
 * Newest-first keyset pagination over (created_at, id): stable while rows are added, and each page is one
 * index range scan. The cursor is opaque to clients.
 */
export interface Cursor {
  createdAt: Date;
  id: string;
}

export function encodeCursor(row: Cursor): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');
}

export function decodeCursor(value: string | undefined): Cursor | undefined {
  if (!value) return undefined;
  const [iso, id] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(iso ?? '');
  if (!id || Number.isNaN(createdAt.getTime())) throw badRequest('The page cursor is not valid.');
  return { createdAt, id };
}

/** Rows strictly after the cursor in newest-first order. */
export function afterCursor(columns: { createdAt: PgColumn; id: PgColumn }, cursor: Cursor | undefined) {
  if (!cursor) return undefined;
  return or(
    lt(columns.createdAt, cursor.createdAt),
    and(eq(columns.createdAt, cursor.createdAt), lt(columns.id, cursor.id)),
  ) as SQL;
}

export function newestFirst(columns: { createdAt: PgColumn; id: PgColumn }) {
  return [desc(columns.createdAt), desc(columns.id)];
}

/** Splits the one extra row fetched to learn whether another page exists. */
export function toPage<T extends Cursor>(rows: T[], limit: number): { items: T[]; nextCursor: string | null } {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
}
