// The baseline of bench:api: a bare Fastify + pg handler that does what the task list must do and nothing else
// — read the session cookie, check its signature (HMAC-SHA256, as Better Auth signs it), look the session up
// with its user (one query), then run the very list SQL the real server ran for the same request (captured by
// bench-api.mjs from the app's own pg calls) and send the rows as JSON. No helmet, no zod, no ORM.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';

const { DATABASE_URL, PORT, AUTH_SECRET, BARE_QUERIES } = process.env;
const replay = JSON.parse(readFileSync(BARE_QUERIES, 'utf8'));
const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 10 });
const key = Buffer.from(AUTH_SECRET, 'utf8');
const SESSION_SQL = `select s.id, s.expires_at, u.id as user_id, u.role, u.banned, u.is_active, m.client_id
  from sessions s join users u on u.id = s.user_id left join client_members m on m.user_id = u.id
  where s.token = $1 limit 1`;

const app = Fastify({ logger: false });
app.get('/*', async (request, reply) => {
  const raw = /(?:^|;\s*)northstar\.session_token=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
  const value = raw ? decodeURIComponent(raw) : '';
  const dot = value.lastIndexOf('.');
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', key).update(token).digest();
  if (dot < 1 || given.length !== expected.length || !timingSafeEqual(given, expected)) return reply.code(401).send({});
  const { rows } = await pool.query({ name: 'session', text: SESSION_SQL, values: [token] });
  const session = rows[0];
  if (!session || session.expires_at < new Date() || session.banned || !session.is_active)
    return reply.code(401).send({});
  let items = [];
  for (const [i, query] of (replay[request.url] ?? []).entries()) {
    items = (await pool.query({ name: `q${request.url}${i}`, text: query.text, values: query.values })).rows;
  }
  return { items, nextCursor: null };
});
await app.listen({ port: Number(PORT), host: '127.0.0.1' });
process.send?.({ ready: true });
process.on('SIGTERM', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
