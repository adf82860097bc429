import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { messageReads, messages, projectAgents, projects } from '../../db/schema/index.ts';
import type { Caller, SessionUser } from '../../lib/caller.ts';
import { createClient, createUser } from '../../test/auth.ts';
import { createTestDatabase } from '../../test/database.ts';
import { captureQueries, explainWithoutSeqScan, type PlanNode, planSummary } from '../../test/query-plans.ts';
import { listThreads } from './queries.ts';

// Issue #22 point 6 (bench:growth): a thread's unread count reads the unread messages alone, not the whole thread.
// The read marker is found by the thread's id, so "created after the marker" is a range of the thread's
// (project_id, created_at, id) index; before, the marker was looked up per message row and every message of the
// thread was read and filtered (the message threads list grew 2.6x from 10k to 100k messages).

let database: Database;
let caller: Caller;
let readProject: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  const org = await createClient(db, 'Threads Org');
  const agent = await createUser(db, { role: 'AGENT' });
  const client = await createUser(db, { role: 'CLIENT' });
  const [read, unread] = await db
    .insert(projects)
    .values([
      { name: 'Read thread', clientId: org.id },
      { name: 'Unread thread', clientId: org.id },
    ])
    .returning();
  readProject = read!.id;
  await db.insert(projectAgents).values([
    { projectId: read!.id, agentId: agent.id },
    { projectId: unread!.id, agentId: agent.id },
  ]);
  const hour = 3_600_000;
  const now = Date.now();
  await db.insert(messages).values(
    [read!, unread!].flatMap((project) =>
      Array.from({ length: 5 }, (_, i) => ({
        projectId: project.id,
        senderId: client.id,
        content: `Message ${i}`,
        createdAt: new Date(now - (5 - i) * hour),
      })),
    ),
  );
  // Read up to 2.5 hours ago: the last two messages of that thread are unread.
  await db
    .insert(messageReads)
    .values({ projectId: read!.id, userId: agent.id, lastReadAt: new Date(now - 2.5 * hour) });
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

describe('the message threads list', () => {
  it('counts each thread’s unread messages after the caller’s marker', async () => {
    const page = await listThreads(database.db, caller, { limit: 50 });
    const unread = Object.fromEntries(page.items.map((thread) => [thread.projectName, thread.unread]));
    expect(unread).toEqual({ 'Read thread': 2, 'Unread thread': 5 });
    expect(page.items.find((thread) => thread.projectId === readProject)?.unread).toBe(2);
  });

  it('reads only the unread messages: the marker is a condition of the (project_id, created_at, id) index', async () => {
    const [statement] = await captureQueries(database, () => listThreads(database.db, caller, { limit: 50 }));
    const nodes = await explainWithoutSeqScan(database, statement!);
    const onThread = nodes.filter(
      (node: PlanNode) =>
        node['Index Name'] === 'messages_project_id_created_at_id_idx' && /created_at >/.test(node['Index Cond'] ?? ''),
    );
    expect(onThread.length, planSummary(nodes)).toBeGreaterThan(0);
  });
});
