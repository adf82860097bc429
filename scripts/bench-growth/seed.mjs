// Set-based seed for bench:growth: ROWS rows in each of tasks, messages, audit_logs, files (rows only, no content)
// and page_views, on bench:api's organisations, users and 1,000 projects (scripts/bench-api/seed.mjs). Every table
// grows as a product's history does: rows arrive at a steady rate (one every 30 s; page views 5,000 a day), so the
// 1M database is the 10k one a hundred times older, with the newest rows as dense as in the small one.
// Each statement is one INSERT ... SELECT generate_series (a minute for a million rows, not an hour).
import { baseSql, stageSql } from '../bench-api/seed.mjs';

export const PROJECTS = 1_000;
/** A word about 2 % of names carry (the seed's words cycle through 50): the searches look for it. */
export const SEARCH_TERM = 'Kepler';
const WORDS = `(array['Orion','Atlas','Nimbus','Vertex','Quartz','Harbor','Summit','Falcon','Cedar','Lumen','Beacon','Cobalt','Delta','Ember','Fjord','Garnet','Helix','Iris','Jade','Kepler','Lotus','Maple','Nova','Onyx','Pulse','Quill','Raven','Sierra','Tango','Umbra','Vivid','Willow','Xenon','Yarrow','Zephyr','Amber','Birch','Comet','Dune','Echo','Flint','Glade','Haven','Indigo','Juniper','Krypton','Lagoon','Meadow','Nectar','Opal'])`;
const word = (expr) => `${WORDS}[((${expr}) % 50) + 1]`;

const projectIds = `(select array_agg(id order by description::int) ids from projects where description ~ '^[0-9]+$') p`;
const orgIds = `(select array_agg(id order by email) ids from clients where email like 'org%@bench.example') c`;
const agentIds = `(select array_agg(id order by email) ids from users where email like 'agent%@bench.example') a`;
/** Project i's organisation, as stageSql spreads them (round-robin over 200). */
const orgOf = (projectExpr) => `c.ids[((${projectExpr} - 1) % 200) + 1]`;
const ago = (expr, seconds = 30) => `now() - (${expr}) * interval '${seconds} seconds'`;

/** The statements that write a database of `rows` rows per table (after migrations). */
export function growthSql(rows) {
  const perProject = Math.ceil(rows / PROJECTS);
  const pj = (i) => `(((${i}) - 1) % ${PROJECTS}) + 1`;
  return [
    ...baseSql,
    // Projects 1..1,000 and their two agents (bench:api's first stage, less its tasks), then the tasks, perProject each.
    ...stageSql({ from: 1, to: PROJECTS }).slice(0, 2),
    `insert into tasks (project_id, title, description, status, priority, due_date, assignee_id, position, created_at)
       select p.ids[n], ${word("(hashtext(n || '-' || j) & 2147483647)")} || ' task ' || j || ' of project ' || n, '',
              (array['todo','in-progress','review','done'])[((n + j) % 4) + 1]::task_status,
              (array['low','medium','high','urgent'])[(j % 4) + 1]::task_priority,
              current_date + ((n + j) % 60) - 20,
              a.ids[((n + (j % 2) * 25) % 50) + 1], j,
              ${ago(`j * ${PROJECTS} + n`)}
       from ${projectIds}, ${agentIds}, generate_series(1, ${PROJECTS}) n, generate_series(1, ${perProject}) j`,
    `insert into messages (project_id, sender_id, content, created_at, internal)
       select p.ids[${pj('i')}], a.ids[(i % 50) + 1], ${word('i')} || ' message ' || i, ${ago('i')}, i % 10 = 0
       from ${projectIds}, ${agentIds}, generate_series(1, ${rows}) i`,
    // People read their threads: every member has read each of their projects' threads up to an hour ago.
    `insert into message_reads (project_id, user_id, last_read_at)
       select pa.project_id, pa.agent_id, now() - interval '1 hour' from project_agents pa
       union all
       select p.id, m.user_id, now() - interval '1 hour' from projects p join client_members m on m.client_id = p.client_id`,
    `insert into audit_logs (actor_id, actor_email, actor_name, action, category, level, target_type, target_id,
                             target_label, client_id, project_id, client_visible, created_at)
       select a.ids[(i % 50) + 1], 'agent' || lpad(((i % 50) + 1)::text, 2, '0') || '@bench.example',
              'Bench Agent ' || ((i % 50) + 1),
              (array['task.updated','message.sent','file.uploaded','invoice.sent','user.invited','settings.updated','job.failed'])[(i % 7) + 1],
              (array['project','project','file','billing','team','settings','system'])[(i % 7) + 1]::audit_category,
              (array['info','info','info','success','warning','error'])[(i % 6) + 1]::audit_level,
              'task', i::text, ${word('i')} || ' item ' || i,
              ${orgOf(pj('i'))}, p.ids[${pj('i')}], i % 3 = 0, ${ago('i')}
       from ${projectIds}, ${orgIds}, ${agentIds}, generate_series(1, ${rows}) i`,
    `insert into files (name, project_id, owner_id, mime_type, kind, size_bytes, storage_key, created_at, updated_at)
       select ${word('i')} || '-brief-' || i || '.pdf', p.ids[${pj('i')}], a.ids[(i % 50) + 1], 'application/pdf',
              'document', 1000 + i, 'bench/' || i, ${ago('i')}, ${ago('i')}
       from ${projectIds}, ${agentIds}, generate_series(1, ${rows}) i`,
    // Sessions of three views; ten pages, six sources, three devices; 5,000 views a day.
    `insert into page_views (path, referrer_source, device_class, visitor_hash, session_hash, created_at)
       select (array['/', '/services', '/pricing', '/portfolio', '/contact', '/faq', '/case-studies', '/case-studies/a',
                     '/case-studies/b', '/terms'])[1 + ((i * 7) % 10)],
              (array['direct', 'google', 'linkedin', 'newsletter', 'bing', 'github'])[1 + (i / 3) % 6],
              (array['desktop', 'mobile', 'tablet'])[1 + (i / 3) % 3]::device_class,
              'v' || (i / 3), 's' || (i / 3), ${ago('i', 86_400 / 5_000)}
       from generate_series(1, ${rows}) i`,
  ];
}
