// The live benches' shared parts (npm run bench:live, npm run bench:live-cluster): a set-based seed of organisations,
// users and sessions straight in SQL, session cookies signed as better-call signs them, and the figures' arithmetic.
import { createHmac, randomBytes } from 'node:crypto';
import pg from 'pg';

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
export const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One statement on a connection of its own (create or drop a database). */
export async function adminQuery(url, sql) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The same server's URL with another database. */
export function databaseUrl(url, name) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** The session cookie of a token, signed with the servers' AUTH_SECRET. */
export const cookieFor = (secret, token) =>
  `northstar.session_token=${encodeURIComponent(`${token}.${createHmac('sha256', secret).update(token).digest('base64')}`)}`;

/**
 * Into a migrated, empty database: organisation 0 ("Bench Org 0") owns "Bench Project" and its `members` CLIENT users;
 * `idle` more CLIENT users are spread over `orgs` more organisations (Bench Org 1..orgs). One fresh session per user.
 * Returns every user (id, email, org: its organisation's number) with its session token, the project's id and the
 * organisations' ids by number.
 */
export async function seedLive(db, { members, idle, orgs }) {
  await db.query(`
    insert into clients (name, email) select 'Bench Org ' || g, 'org' || g || '@bench.example' from generate_series(0, ${orgs}) g;
    insert into users (name, email, email_verified, role, first_name, last_name)
      select 'Member ' || g, 'member' || g || '@bench.example', true, 'CLIENT', 'Member', g::text from generate_series(1, ${members}) g;
    insert into users (name, email, email_verified, role, first_name, last_name)
      select 'Idle ' || g, 'idle' || g || '@bench.example', true, 'CLIENT', 'Idle', g::text from generate_series(1, ${idle}) g;
    insert into client_members (user_id, client_id)
      select u.id, c.id from users u join clients c on c.name = 'Bench Org 0' where u.email like 'member%';
    insert into client_members (user_id, client_id)
      select u.id, c.id from users u
      join clients c on c.name = 'Bench Org ' || (1 + (substring(u.email from 'idle([0-9]+)')::int % ${orgs}))
      where u.email like 'idle%';
    insert into projects (name, client_id) select 'Bench Project', id from clients where name = 'Bench Org 0';
  `);
  const { rows } = await db.query(`
    select u.id, u.email, substring(c.name from 'Bench Org ([0-9]+)')::int as org
    from users u join client_members m on m.user_id = u.id join clients c on c.id = m.client_id
    where u.email like '%@bench.example' order by u.email`);
  const values = [];
  for (const row of rows) {
    row.token = randomBytes(24).toString('base64url');
    // A fresh session (3 days of idle life, apps/api/src/auth/auth.ts): not yet due for Better Auth's sliding refresh.
    values.push(`('${row.token}', '${row.id}', now() + interval '3 days')`);
  }
  for (let i = 0; i < values.length; i += 2000) {
    await db.query(`insert into sessions (token, user_id, expires_at) values ${values.slice(i, i + 2000).join(',')}`);
  }
  const [{ id: projectId }] = (await db.query(`select id from projects where name = 'Bench Project'`)).rows;
  const orgIds = new Map(
    (await db.query(`select id, substring(name from 'Bench Org ([0-9]+)')::int as n from clients`)).rows.map((row) => [
      row.n,
      row.id,
    ]),
  );
  return { users: rows, projectId, orgIds };
}

/**
 * Events published the way publish() does it (insert, NOTIFY on commit), in one transaction. `sentAt` is taken just
 * before COMMIT, the earliest a hub can learn of them. Returns their ids in the order given.
 */
export async function publishRaw(db, events) {
  await db.query('begin');
  const { rows } = await db.query(
    `insert into live_events (type, project_id, client_id, payload)
      select * from unnest($1::text[], $2::uuid[], $3::uuid[], $4::jsonb[]) returning id`,
    [
      events.map((event) => event.type),
      events.map((event) => event.projectId ?? null),
      events.map((event) => event.clientId ?? null),
      events.map((event) => JSON.stringify(event.payload ?? {})),
    ],
  );
  await db.query(`select pg_notify('live_events', '')`);
  const sentAt = performance.now();
  await db.query('commit');
  return { ids: rows.map((row) => Number(row.id)), sentAt };
}
