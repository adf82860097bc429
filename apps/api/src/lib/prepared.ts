import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * A list query built once per shape and run as a prepared statement. Building a query with Drizzle (walking
 * its SQL chunks, escaping names, ordering fields) costs about a tenth of a list request's CPU, every request,
 * for SQL that only changes with which optional filters are present. `shape` names those (e.g. `{ status:
 * true, cursor: false }`); the values travel as placeholders (`sql.placeholder('status')`), so PostgreSQL also
 * parses and plans the statement once per connection.
 *
 *   const statement = preparedPerShape('leads_list', (db, shape: { status: boolean; cursor: boolean }) =>
 *     db.select(...).where(and(shape.status ? eq(leads.status, sql.placeholder('status')) : undefined, ...))
 *       .limit(sql.placeholder('limit')));
 *   const rows = await statement(db, { status: !!q.status, cursor: !!q.cursor }).execute({ status, limit });
 *
 * Statements are kept per database handle (tests open many).
 */
export function preparedPerShape<
  Shape extends Record<string, boolean>,
  Query extends { prepare: (name: string) => unknown },
>(name: string, build: (db: Db, shape: Shape) => Query): (db: Db, shape: Shape) => ReturnType<Query['prepare']> {
  type P = ReturnType<Query['prepare']>;
  const perDb = new WeakMap<Db, Map<string, P>>();
  return (db, shape) => {
    let statements = perDb.get(db);
    if (!statements) {
      statements = new Map();
      perDb.set(db, statements);
    }
    const key = Object.keys(shape)
      .sort()
      .map((flag) => (shape[flag] ? '1' : '0'))
      .join('');
    let statement = statements.get(key);
    if (!statement) {
      statement = build(db, shape).prepare(`${name}_${key}`) as P;
      statements.set(key, statement);
    }
    return statement;
  };
}

/** The keyset condition of lib/cursor.ts with placeholders `cursorAt` and `cursorId`, for prepared lists. */
export function afterCursorPlaceholder(columns: { createdAt: unknown; id: unknown }): SQL {
  return sql`(${columns.createdAt}, ${columns.id}) < (${sql.placeholder('cursorAt')}::timestamptz, ${sql.placeholder('cursorId')}::uuid)`;
}
