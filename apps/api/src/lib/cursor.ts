import { desc, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { badRequest } from './errors.ts';

/**
 * Newest-first keyset pagination over (created_at, id): stable while rows are added, and each page is one
 * range scan of a `(created_at, id)` index. The cursor is opaque to clients.
 *
 * The boundary is the database's own value, written by the database as UTC text with microseconds:
 * a JavaScript Date holds milliseconds, and rows written in one transaction share `now()` to the
 * microsecond, so a millisecond cursor skipped them on PostgreSQL.
 */
export interface Cursor {
  /** The boundary row's created_at, e.g. '2026-11-23T16:25:44.123456Z'. */
  at: string;
  id: string;
}

interface KeysetColumns {
  createdAt: PgColumn;
  id: PgColumn;
}

const INSTANT = /^(\d{4})-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/**
 * A real calendar instant PostgreSQL accepts (years 1000–9999 keep clear of its range limits), written as the
 * cursors write it ('2026-11-23T16:25:44.123456Z'). Every cursor that carries a time checks it with this.
 */
export function isInstant(text: string): boolean {
  const match = INSTANT.exec(text);
  if (!match || Number(match[1]) < 1000) return false;
  const millis = `${text.slice(0, 23)}Z`;
  const date = new Date(millis);
  // Round-tripping refuses dates JavaScript would roll over (February 30th, hour 24).
  return !Number.isNaN(date.getTime()) && date.toISOString() === millis;
}

/** What a decoded cursor must be; anything else is the client's mistake, answered with 400. */
const cursorSchema = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/)
  .transform((value) => Buffer.from(value, 'base64url').toString('utf8').split('|'))
  .pipe(z.tuple([z.string().refine(isInstant), z.uuid()]))
  .transform(([at, id]): Cursor => ({ at, id }));

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.at}|${cursor.id}`).toString('base64url');
}

export function decodeCursor(value: string | undefined): Cursor | undefined {
  if (value === undefined || value === '') return undefined;
  const parsed = cursorSchema.safeParse(value);
  if (!parsed.success) throw badRequest('The page cursor is not valid.', { cursor: 'Not a valid page cursor' });
  return parsed.data;
}

/** Select this beside a list's columns (`...keyset(table)`): toPage builds the next cursor from it. */
export function keyset(columns: KeysetColumns) {
  return {
    cursorKey: sql<string>`to_char(${columns.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  };
}

/** Rows strictly after the cursor in newest-first order: one row comparison, served by the index. */
export function afterCursor(columns: KeysetColumns, cursor: Cursor | undefined): SQL | undefined {
  if (!cursor) return undefined;
  return sql`(${columns.createdAt}, ${columns.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`;
}

export function newestFirst(columns: KeysetColumns) {
  return [desc(columns.createdAt), desc(columns.id)];
}

/** Splits the one extra row fetched to learn whether another page exists, and drops the cursor key. */
export function toPage<T extends { id: string; cursorKey: string }>(
  rows: T[],
  limit: number,
): { items: Omit<T, 'cursorKey'>[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const items = page.map(({ cursorKey: _, ...item }) => item);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor({ at: last.cursorKey, id: last.id }) : null };
}
