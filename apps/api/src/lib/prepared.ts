import { createHash } from 'node:crypto';
import { Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** A shape names which optional parts a query has: flags, or one of a few fixed words (a sort, a scope). */
type ShapeValue = boolean | string;

/** Named shapes per query (so per pooled connection); the shapes past it run unnamed (see preparedPerShape). */
export const MAX_PREPARED_SHAPES = 64;

/**
 * A list query built once per shape and run as a prepared statement. Building a query with Drizzle (walking
 * its SQL chunks, escaping names, ordering fields) costs about a tenth of a list request's CPU, every request,
 * for SQL that only changes with which optional filters are present. `shape` names those (e.g. `{ status:
 * true, cursor: false }`, or a word such as the sort: never a value); the values travel as placeholders
 * (`sql.placeholder('status')`), so PostgreSQL also parses the statement once per connection.
 *
 *   const statement = preparedPerShape('leads_list', (db, shape: { status: boolean; cursor: boolean }) =>
 *     db.select(...).where(and(shape.status ? eq(leads.status, sql.placeholder('status')) : undefined, ...))
 *       .limit(sql.placeholder('limit')));
 *   const rows = await statement(db, { status: !!q.status, cursor: !!q.cursor }).execute({ status, limit });
 *
 * A statement whose SQL carries a value that is not a placeholder is refused when it is built: that value
 * would be the first caller's, served to every later one. Each named statement lives on every pooled
 * connection, so at most MAX_PREPARED_SHAPES shapes per query are named; a rarer shape past them is built as
 * before and sent as PostgreSQL's unnamed statement (the empty name), parsed per request. Statements are kept
 * per database handle (tests open many; a transaction is one too).
 */
export function preparedPerShape<
  Shape extends Record<string, ShapeValue>,
  Query extends { prepare: (name: string) => unknown; toSQL: () => { params: unknown[] } },
>(name: string, build: (db: Db, shape: Shape) => Query): (db: Db, shape: Shape) => ReturnType<Query['prepare']> {
  type P = ReturnType<Query['prepare']>;
  const perDb = new WeakMap<Db, Map<string, P>>();
  // Process-wide, because every handle (the pool, a transaction) runs on the same pooled connections.
  const named = new Set<string>();
  return (db, shape) => {
    let statements = perDb.get(db);
    if (!statements) {
      statements = new Map();
      perDb.set(db, statements);
    }
    const key = shapeKey(shape);
    const known = statements.get(key);
    if (known) return known;
    const query = build(db, shape);
    if (query.toSQL().params.some((param) => !(param instanceof Placeholder))) {
      throw new Error(`${name} ${key}: a prepared statement may hold placeholders only, not values`);
    }
    if (!named.has(key)) {
      if (named.size >= MAX_PREPARED_SHAPES) return query.prepare('') as P;
      named.add(key);
    }
    const statement = query.prepare(statementName(name, key)) as P;
    statements.set(key, statement);
    return statement;
  };
}

/**
 * A connection knows a statement by its name alone, so the name is the shape's (the same from any handle),
 * and short: PostgreSQL cuts names at 63 bytes.
 */
function statementName(name: string, key: string): string {
  return `${name}_${createHash('sha256').update(key).digest('base64url').slice(0, 16)}`;
}

function shapeKey(shape: Record<string, ShapeValue>): string {
  return Object.keys(shape)
    .sort()
    .map((part) => {
      const value = shape[part];
      return typeof value === 'boolean' ? (value ? '1' : '0') : value;
    })
    .join('.');
}

/** The keyset condition of lib/cursor.ts with placeholders `cursorAt` and `cursorId`, for prepared lists. */
export function afterCursorPlaceholder(columns: { createdAt: unknown; id: unknown }): SQL {
  return sql`(${columns.createdAt}, ${columns.id}) < (${sql.placeholder('cursorAt')}::timestamptz, ${sql.placeholder('cursorId')}::uuid)`;
}
