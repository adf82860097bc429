import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { projectAgents, projects, tasks } from '../../db/schema/index.ts';
import type { Caller, SessionUser } from '../../lib/caller.ts';
import { createClient, createUser } from '../../test/auth.ts';
import { createTestDatabase } from '../../test/database.ts';
import {
  captureQueries,
  explainWithoutSeqScan,
  type PlanNode,
  planSummary,
  seqScans,
  usesIndex,
} from '../../test/query-plans.ts';
import { listTasks } from './list-tasks.ts';

// Issue #8's budget for the task list: a page costs one page whatever the table size. The default order (due
// date, then id) is walked in tasks_due_date_id_idx and the walk stops after limit + 1 rows in scope: no sort of
// the caller's tasks before the limit, and the joins and counts run for the page's rows alone.

let database: Database;
let caller: Caller;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  const org = await createClient(db, 'Plan Org');
  const agent = await createUser(db, { role: 'AGENT' });
  const [project, other] = await db
    .insert(projects)
    .values([
      { name: 'Plan project', clientId: org.id },
      { name: 'Other project', clientId: org.id },
    ])
    .returning();
  await db.insert(projectAgents).values({ projectId: project!.id, agentId: agent.id });
  await db.insert(tasks).values(
    Array.from({ length: 60 }, (_, i) => ({
      title: `Plan task ${i}`,
      projectId: i % 3 === 0 ? null : i % 3 === 1 ? project!.id : other!.id,
      assigneeId: i % 3 === 0 ? agent.id : null,
      dueDate: `2026-01-${String((i % 28) + 1).padStart(2, '0')}`,
    })),
  );
  await db.execute(sql`analyze`);
  const user: SessionUser = {
    id: agent.id,
    email: agent.email,
    name: 'agent',
    firstName: 'agent',
    lastName: 'agent',
    role: 'AGENT',
    clientId: null,
    twoFactorEnabled: false,
    image: null,
    sessionId: 'test',
  };
  caller = { user, access: 'own' };
});
afterAll(() => database.close());

/** The nodes under the first Limit: what runs before the page is cut. */
function underLimit(nodes: PlanNode[]): PlanNode[] {
  const limit = nodes.find((node) => node['Node Type'] === 'Limit');
  expect(limit, planSummary(nodes)).toBeDefined();
  const below: PlanNode[] = [];
  const walk = (node: PlanNode) => {
    below.push(node);
    node.Plans?.forEach(walk);
  };
  limit!.Plans?.forEach(walk);
  return below;
}

describe('the task list plan', () => {
  it('walks tasks_due_date_id_idx in order and cuts the page before any join, count or sort', async () => {
    const result = await listTasks(database.db, caller, { sort: 'due-asc', limit: 5 });
    expect(result.items).toHaveLength(5);
    const queries = await captureQueries(database, () => listTasks(database.db, caller, { sort: 'due-asc', limit: 5 }));
    expect(queries).toHaveLength(1);
    const nodes = await explainWithoutSeqScan(database, queries[0]!);
    expect(seqScans(nodes, 'tasks')).toEqual([]);
    const below = underLimit(nodes);
    expect(usesIndex(below, 'tasks_due_date_id_idx'), planSummary(nodes)).toBe(true);
    expect(
      below.filter((node) => ['Sort', 'Incremental Sort'].includes(node['Node Type'])),
      planSummary(nodes),
    ).toEqual([]);
    expect(
      below.filter((node) =>
        ['projects', 'users', 'task_subtasks', 'task_comments'].includes(node['Relation Name'] ?? ''),
      ),
      planSummary(nodes),
    ).toEqual([]);
  });
});
