import type { SearchResult } from '@agency/shared/search';
import { and, desc, eq, ilike, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileShares, files, projectAgents, projects } from '../../db/schema/index.ts';
import type { Caller, SessionUser } from '../../lib/caller.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { as, createClient, createUser, signIn } from '../../test/auth.ts';
import { captureQueries, explainWithoutSeqScan, planSummary, seqScans, usesIndex } from '../../test/query-plans.ts';
import { fileScope } from '../files/scope.ts';
import { containsPattern } from './service.ts';

// An agent's file search (issue #22 point 6): candidates from the (agent_ids, name trigrams) GIN index and from
// file_shares, then fileScope. The results must be exactly what fileScope alone grants (the query before the
// mirror, written out below as the oracle); a wrong mirror must leak nothing. Every name carries "Quorvex".

let t: TestApp;
let agent: ReturnType<typeof as>;
const ids: Record<string, string> = {};
let stored = 0;

const file = (name: string, extra: Partial<typeof files.$inferInsert> = {}) => ({
  name,
  sizeBytes: 10,
  storageKey: `files-search/${++stored}`,
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const org = await createClient(db, 'Quorvex Org');
  const me = await createUser(db, { role: 'AGENT', email: 'me-quorvex@test.example' });
  const other = await createUser(db, { role: 'AGENT', email: 'other-quorvex@test.example' });
  const client = await createUser(db, { role: 'CLIENT', clientId: org.id, email: 'client-quorvex@test.example' });
  Object.assign(ids, { me: me.id, other: other.id, client: client.id, org: org.id });
  agent = as(t.app, await signIn(t.app, me.email));
  const [mine, theirs] = await db
    .insert(projects)
    .values([
      { name: 'Mine', clientId: org.id },
      { name: 'Theirs', clientId: org.id },
    ])
    .returning();
  ids.mine = mine!.id;
  ids.theirs = theirs!.id;
  await db.insert(projectAgents).values([
    { projectId: mine!.id, agentId: me.id },
    { projectId: theirs!.id, agentId: other.id },
  ]);
  const rows = await db
    .insert(files)
    .values([
      file('Quorvex brief on my project', { projectId: mine!.id, ownerId: client.id }),
      file('Quorvex my own upload', { projectId: theirs!.id, ownerId: me.id }),
      file('Quorvex my loose upload', { ownerId: me.id }),
      file('Quorvex shared with me', { projectId: theirs!.id, ownerId: other.id }),
      file('Quorvex another team', { projectId: theirs!.id, ownerId: other.id }),
      file('Quorvex nobody’s project', { ownerId: other.id }),
      file('Something else on my project', { projectId: mine!.id }),
    ])
    .returning();
  for (const row of rows) ids[row.name] = row.id;
  await db.insert(fileShares).values({ fileId: ids['Quorvex shared with me']!, userId: me.id, sharedById: other.id });
});
afterAll(() => t.close());

const sessionUser = (): SessionUser => ({
  id: ids.me!,
  email: 'me-quorvex@test.example',
  name: 'Me',
  firstName: 'Me',
  lastName: '',
  role: 'AGENT',
  clientId: null,
  twoFactorEnabled: false,
  image: null,
  sessionId: 'test',
});

/** The search's file results, by name. */
async function found(q: string): Promise<string[]> {
  const res = await agent({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as SearchResult[]).filter((r) => r.type === 'file').map((r) => r.title);
}

/** The query before the mirror: every match fileScope grants, best first. */
async function oracle(q: string): Promise<string[]> {
  const caller: Caller = { user: sessionUser(), access: 'own' };
  const rows = await t.database.db
    .select({ name: files.name })
    .from(files)
    .where(and(ilike(files.name, containsPattern(q)), fileScope(caller)))
    .orderBy(desc(sql`similarity(${files.name}, ${q})`), files.name, files.id)
    .limit(5);
  return rows.map((row) => row.name);
}

describe("an agent's file search through the agent_ids mirror", () => {
  it('finds exactly what fileScope grants: their project’s files, their uploads, files shared with them', async () => {
    const names = await found('quorvex');
    expect([...names].sort()).toEqual(
      [
        'Quorvex brief on my project',
        'Quorvex my loose upload',
        'Quorvex my own upload',
        'Quorvex shared with me',
      ].sort(),
    );
    expect(names).toEqual(await oracle('quorvex'));
    for (const q of ['shared', 'upload', 'team', 'nobody', 'something', '%_'])
      expect(await found(q)).toEqual(await oracle(q));
  });

  it('never shows a file a wrong mirror points to', async () => {
    const db = t.database.db;
    await db.execute(
      sql`update files set agent_ids = array[${ids.me}]::uuid[] where id in (${ids['Quorvex another team']}, ${ids['Quorvex nobody’s project']})`,
    );
    expect(await found('team')).toEqual([]);
    expect(await found('nobody')).toEqual([]);
    expect(await found('quorvex')).not.toContain('Quorvex another team');
    // Restore the trigger's values (touching project_id recomputes them).
    await db.execute(sql`update files set project_id = project_id where agent_ids = array[${ids.me}]::uuid[]`);
  });

  it('follows a change of a project’s team and a move of a file to another project', async () => {
    const db = t.database.db;
    await db.insert(projectAgents).values({ projectId: ids.theirs!, agentId: ids.me! });
    expect(await found('team')).toEqual(['Quorvex another team']);
    await db
      .delete(projectAgents)
      .where(and(eq(projectAgents.projectId, ids.theirs!), eq(projectAgents.agentId, ids.me!)));
    expect(await found('team')).toEqual([]);
    await db.update(files).set({ projectId: ids.mine }).where(eq(files.id, ids['Quorvex another team']!));
    expect(await found('team')).toEqual(['Quorvex another team']);
    await db.update(files).set({ projectId: ids.theirs }).where(eq(files.id, ids['Quorvex another team']!));
    expect(await found('team')).toEqual([]);
    // A file handed to the agent as its owner is found; handed back, it leaves the search.
    await db.update(files).set({ ownerId: ids.me }).where(eq(files.id, ids['Quorvex another team']!));
    expect(await found('team')).toEqual(['Quorvex another team']);
    await db.update(files).set({ ownerId: ids.other }).where(eq(files.id, ids['Quorvex another team']!));
    expect(await found('team')).toEqual([]);
    const [mirror] = await db
      .select({ agentIds: files.agentIds })
      .from(files)
      .where(eq(files.id, ids['Quorvex brief on my project']!));
    expect([...mirror!.agentIds].sort()).toEqual([ids.me, ids.client].sort());
    expect(await found('quorvex')).toEqual(await oracle('quorvex'));
  });

  it('reads the agent’s files from the (agent_ids, name trigrams) index, never a sequential scan of files', async () => {
    const queries = await captureQueries(t.database, () => agent({ method: 'GET', url: '/api/search?q=quorvex' }));
    const query = queries.find((q) => /"files"."agent_ids" @>/.test(q.text));
    expect(query, queries.map((q) => q.text).join('\n')).toBeDefined();
    const nodes = await explainWithoutSeqScan(t.database, query!);
    expect(seqScans(nodes, 'files'), planSummary(nodes)).toEqual([]);
    expect(usesIndex(nodes, 'files_agent_ids_name_trgm_idx'), planSummary(nodes)).toBe(true);
  });
});
