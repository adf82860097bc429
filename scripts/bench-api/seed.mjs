// Set-based seed for bench:api (generate_series, a handful of statements, no row-by-row inserts).
// 200 organisations, 2 CLIENT users each, 50 agents; projects spread round-robin over the organisations, two
// agents on each; 10 tasks per project (assigned to one of its agents); a few leads. Stage 1 writes projects
// 1..1,000 (10,000 tasks), stage 2 adds 1,001..10,000 (100,000 tasks): both lists grow tenfold between the
// two measurements. Runs on PostgreSQL and on PGlite alike (one statement per call).
import { createHmac, randomBytes } from 'node:crypto';

export const ORGS = 200;
export const AGENTS = 50;
export const TASKS_PER_PROJECT = 10;
export const STAGES = [
  { label: '10k tasks', from: 1, to: 1_000 },
  { label: '100k tasks', from: 1_001, to: 10_000 },
];
/** Words in project and task names; search looks for one of them (about 2 % of rows carry each). */
const WORDS = [
  'Orion',
  'Atlas',
  'Nimbus',
  'Vertex',
  'Quartz',
  'Harbor',
  'Summit',
  'Falcon',
  'Cedar',
  'Lumen',
  'Beacon',
  'Cobalt',
  'Delta',
  'Ember',
  'Fjord',
  'Garnet',
  'Helix',
  'Iris',
  'Jade',
  'Kepler',
  'Lotus',
  'Maple',
  'Nova',
  'Onyx',
  'Pulse',
  'Quill',
  'Raven',
  'Sierra',
  'Tango',
  'Umbra',
  'Vivid',
  'Willow',
  'Xenon',
  'Yarrow',
  'Zephyr',
  'Amber',
  'Birch',
  'Comet',
  'Dune',
  'Echo',
  'Flint',
  'Glade',
  'Haven',
  'Indigo',
  'Juniper',
  'Krypton',
  'Lagoon',
  'Meadow',
  'Nectar',
  'Opal',
];
export const SEARCH_TERM = 'Kepler';
/** A word every project name and task title carries: the search whose result is bounded by its per-type limit. */
export const COMMON_SEARCH_TERM = 'project';
const words = `(array[${WORDS.map((word) => `'${word}'`).join(',')}])`;

export const baseSql = [
  `insert into clients (name, email, status, location, created_at)
     select 'Bench Org ' || lpad(i::text, 3, '0'), 'org' || lpad(i::text, 3, '0') || '@bench.example',
            'active', 'local', now() - i * interval '1 hour'
     from generate_series(1, ${ORGS}) i`,
  `insert into users (name, email, email_verified, role, first_name, last_name)
     select 'Bench Client ' || i, 'client' || lpad(i::text, 3, '0') || '@bench.example', true, 'CLIENT', 'Bench', 'Client ' || i
     from generate_series(1, ${ORGS * 2}) i`,
  `insert into users (name, email, email_verified, role, first_name, last_name)
     select 'Bench Agent ' || i, 'agent' || lpad(i::text, 2, '0') || '@bench.example', true, 'AGENT'::user_role, 'Bench', 'Agent ' || i
     from generate_series(1, ${AGENTS}) i
     union all select 'Bench Admin', 'admin@bench.example', true, 'ADMIN'::user_role, 'Bench', 'Admin'`,
  `insert into client_members (user_id, client_id)
     select u.id, c.ids[((u.n - 1) % ${ORGS}) + 1]
     from (select id, row_number() over (order by email) n from users where email like 'client%@bench.example') u,
          (select array_agg(id order by email) ids from clients where email like 'org%@bench.example') c`,
  `insert into leads (name, email, service, message, subject, created_at)
     select 'Bench Lead ' || i, 'lead' || i || '@bench.example', 'web', 'Hello', 'Project inquiry', now() - i * interval '1 minute'
     from generate_series(1, 2000) i`,
];

/** Projects from..to, their two agents each, and ten tasks per project. */
export function stageSql({ from, to }) {
  return [
    `insert into projects (name, description, client_id, status, priority, start_date, end_date, budget_cents, created_at)
       select ${words}[(i % ${WORDS.length}) + 1] || ' project ' || i, i::text,
              c.ids[((i - 1) % ${ORGS}) + 1],
              (array['planning','in-progress','review','completed','on-hold'])[(i % 5) + 1]::project_status,
              (array['low','medium','high','urgent'])[(i % 4) + 1]::project_priority,
              current_date - (i % 200), current_date + (i % 90), 100000 + (i % 50) * 1000,
              now() - i * interval '1 minute'
       from generate_series(${from}, ${to}) i,
            (select array_agg(id order by email) ids from clients where email like 'org%@bench.example') c`,
    `insert into project_agents (project_id, agent_id)
       select p.id, a.ids[((p.n + k * 25) % ${AGENTS}) + 1]
       from (select id, description::int n from projects where description ~ '^[0-9]+$' and description::int between ${from} and ${to}) p,
            (select array_agg(id order by email) ids from users where email like 'agent%@bench.example') a,
            generate_series(0, 1) k`,
    `insert into tasks (project_id, title, description, status, priority, due_date, assignee_id, position, created_at)
       select p.id, ${words}[((p.n * ${TASKS_PER_PROJECT} + j) % ${WORDS.length}) + 1] || ' task ' || j || ' of project ' || p.n, '',
              (array['todo','in-progress','review','done'])[((p.n + j) % 4) + 1]::task_status,
              (array['low','medium','high','urgent'])[(j % 4) + 1]::task_priority,
              current_date + ((p.n + j) % 60) - 20,
              a.ids[((p.n + (j % 2) * 25) % ${AGENTS}) + 1], j,
              now() - p.n * interval '1 minute' - j * interval '1 second'
       from (select id, description::int n from projects where description ~ '^[0-9]+$' and description::int between ${from} and ${to}) p,
            (select array_agg(id order by email) ids from users where email like 'agent%@bench.example') a,
            generate_series(1, ${TASKS_PER_PROJECT}) j`,
  ];
}

/** A session per bench caller, and the signed cookie a browser would send (better-call's signing). */
export async function createSessions(query, secret) {
  const callers = {
    client: 'client001@bench.example',
    agent: 'agent01@bench.example',
    admin: 'admin@bench.example',
  };
  const cookies = {};
  for (const [role, email] of Object.entries(callers)) {
    const token = randomBytes(24).toString('base64url');
    await query(
      `insert into sessions (token, user_id, expires_at) select '${token}', id, now() + interval '2 days' from users where email = '${email}'`,
    );
    const signature = createHmac('sha256', secret).update(token).digest('base64');
    cookies[role] = `northstar.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
  }
  return cookies;
}
