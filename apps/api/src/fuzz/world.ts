// The data the fuzzer runs on: the demo organisation (D13: three client organisations with projects, invoices,
// proposals, files, messages, calendar, payroll…, so that every module answers with real rows), its three signed-in
// accounts, the ids of every seeded record for the generators, and what a CLIENT must never be shown.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../db/seed/demo.ts';
import { writeDemoObjects } from '../db/seed/demo-files.ts';
import { signIn } from '../test/auth.ts';
import type { IdSource } from './arbitraries.ts';

/** A fixed moment, so that the demo's relative dates (and so the answers) are the same on every run. */
export const FUZZ_NOW = new Date('2026-11-20T10:00:00Z');

const SIGNED_IN = { ADMIN: DEMO_ACCOUNTS.admin, AGENT: DEMO_ACCOUNTS.agent, CLIENT: DEMO_ACCOUNTS.client } as const;
export type SignedInRole = keyof typeof SIGNED_IN;
/** Fields that name a person: their ids are users'. */
const PERSON_WORDS = /^(user|assignee|agent|owner|member|recipient|employee|author|approver|person|people|team)s?$/;

export interface World {
  cookies: Record<SignedInRole, string>;
  userIds: Record<SignedInRole, string>;
  ids: IdSource;
  /** Re-signs a caller in: after a run's request ended its session (or changed its role). */
  signInAgain(role: SignedInRole): Promise<void>;
}

export async function seedWorld(app: FastifyInstance): Promise<World> {
  await seedDemo(app.db, { now: FUZZ_NOW, sealSecret: app.config.authSecret });
  await writeDemoObjects(app.storage);
  const cookies = {} as Record<SignedInRole, string>;
  const userIds = {} as Record<SignedInRole, string>;
  for (const role of Object.keys(SIGNED_IN) as SignedInRole[]) {
    cookies[role] = await signIn(app, SIGNED_IN[role], DEMO_PASSWORD);
    const [row] = await rows<{ id: string }>(
      app.db,
      sql`select id::text as id from users where email = ${SIGNED_IN[role]}`,
    );
    userIds[role] = row!.id;
  }
  const pools = await idPools(app.db, new Set(Object.values(userIds)));
  return {
    cookies,
    userIds,
    ids: { idsFor: (hint) => poolFor(pools, hint) },
    signInAgain: async (role) => {
      cookies[role] = await signIn(app, SIGNED_IN[role], DEMO_PASSWORD);
    },
  };
}

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Up to 40 ids of every table with a uuid id, by table name, in the order the seed wrote them (so that a seed picks
 * the same records on every run, whatever uuids they drew); the signed-in accounts' own ids left out.
 */
async function idPools(db: Db, callers: Set<string>): Promise<Map<string, string[]>> {
  const tables = await rows<{ table: string }>(
    db,
    sql`select table_name as table from information_schema.columns
        where table_schema = 'public' and column_name = 'id' and data_type = 'uuid' order by table_name`,
  );
  const pools = new Map<string, string[]>();
  for (const { table } of tables) {
    const found = await rows<{ id: string }>(
      db,
      sql.raw(`select id::text as id from "${table}" order by ctid limit 40`),
    );
    pools.set(
      table,
      found.map((row) => row.id).filter((id) => !callers.has(id)),
    );
  }
  return pools;
}

function plural(word: string): string {
  if (word.endsWith('s')) return word;
  return word.endsWith('y') ? `${word.slice(0, -1)}ies` : `${word}s`;
}

/** The ids a field or path segment called `hint` most likely names; every id when it names no table. */
function poolFor(pools: Map<string, string[]>, hint: string | undefined): string[] {
  const word = (hint ?? '')
    .replace(/_?(Id|Ids|_id|_ids)$/, '')
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .replaceAll('-', '_')
    .toLowerCase();
  if (PERSON_WORDS.test(word)) return pools.get('users') ?? [];
  const table = plural(word);
  const found = pools.get(table) ?? [...pools.entries()].find(([name]) => name.endsWith(`_${table}`))?.[1];
  return found && found.length > 0 ? found : [...pools.values()].flat();
}

/**
 * What a CLIENT must never be shown: the ids of every record of another organisation (rows with another
 * organisation's client_id, or on another organisation's project) and their names (organisations, projects,
 * people, invoice and proposal numbers and titles). Read afresh before each CLIENT turn, since the other roles'
 * requests move records between organisations. A name its own organisation also uses is left out.
 */
export async function foreignMarkers(db: Db, clientUserId: string): Promise<string[]> {
  const own = (
    await rows<{ id: string }>(
      db,
      sql`select client_id::text as id from client_members where user_id = ${clientUserId}`,
    )
  ).map((row) => row.id);
  // Ids read from the database: safe to write into the statement. A client of no organisation has none of its own.
  const mineText = `(${[...own, '00000000-0000-0000-0000-000000000000'].map((id) => `'${id}'`).join(',')})`;
  const mine = sql.raw(mineText);
  const columns = await rows<{ table: string; column: string }>(
    db,
    sql`select c.table_name as table, c.column_name as column from information_schema.columns c
        join information_schema.columns i on i.table_name = c.table_name and i.table_schema = c.table_schema
          and i.column_name = 'id' and i.data_type = 'uuid'
        where c.table_schema = 'public' and c.column_name in ('client_id', 'project_id')`,
  );
  const ids = new Set<string>();
  for (const { table, column } of columns) {
    const owner =
      column === 'client_id'
        ? `t.client_id not in ${mineText}`
        : `t.project_id in (select id from projects where client_id not in ${mineText})`;
    const found = await rows<{ id: string }>(db, sql.raw(`select t.id::text as id from "${table}" t where ${owner}`));
    for (const row of found) ids.add(row.id);
  }
  const named = (clause: 'not in' | 'in') =>
    rows<{ text: string }>(
      db,
      sql`select c.id::text as text from clients c where c.id ${sql.raw(clause)} ${mine}
          union select c.name from clients c where c.id ${sql.raw(clause)} ${mine}
          union select p.name from projects p where p.client_id ${sql.raw(clause)} ${mine}
          union select i.number from invoices i where i.client_id ${sql.raw(clause)} ${mine}
          union select q.number from proposals q where q.client_id ${sql.raw(clause)} ${mine}
          union select q.title from proposals q where q.client_id ${sql.raw(clause)} ${mine}
          union select u.id::text from users u join client_members m on m.user_id = u.id where m.client_id ${sql.raw(clause)} ${mine}
          union select u.name from users u join client_members m on m.user_id = u.id where m.client_id ${sql.raw(clause)} ${mine}
          union select u.email from users u join client_members m on m.user_id = u.id where m.client_id ${sql.raw(clause)} ${mine}`,
    );
  const ownNames = new Set((await named('in')).map((row) => row.text));
  for (const { text } of await named('not in')) if (text.length >= 6 && !ownNames.has(text)) ids.add(text);
  return [...ids];
}
