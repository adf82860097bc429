import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client.ts';
import { projects } from './db/schema/index.ts';
import type { Caller } from './lib/caller.ts';
import { encodeCursor } from './lib/cursor.ts';
import { listClients } from './modules/clients/queries.ts';
import { listFiles } from './modules/files/queries.ts';
import { encodeSortCursor } from './modules/files/sort-cursor.ts';
import { listInvoices } from './modules/invoices/queries.ts';
import { listLeads } from './modules/leads/service.ts';
import { listLogs } from './modules/logs/queries.ts';
import { listMessages } from './modules/messaging/queries.ts';
import { listNotifications } from './modules/notifications/service.ts';
import { listOutbox } from './modules/outbox/service.ts';
import { listProposals } from './modules/proposals/queries.ts';
import { listUsers } from './modules/users/service.ts';
import { createClient } from './test/auth.ts';
import { createTestDatabase, testEngine } from './test/database.ts';

// Every list query is served by an index: the keyset condition is an index condition (not a
// filter over every newer row), and each filter has its own index. The real service queries are
// captured as they run and explained with sequential scans disabled, which proves the index is
// usable by that query shape whatever the table size.

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

type Query = { text: string; values: unknown[] };

/** Runs `work` and returns the last SQL statement it sent, with its parameters. */
async function capture(work: () => Promise<unknown>): Promise<Query> {
  const client = (database.pool ?? database.pglite) as unknown as { query: (...args: unknown[]) => Promise<unknown> };
  const original = client.query;
  let last: Query | undefined;
  client.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    last =
      typeof first === 'string'
        ? { text: first, values: second ?? [] }
        : { text: first.text, values: second ?? first.values ?? [] };
    return original.apply(this, args);
  };
  try {
    await work();
  } finally {
    client.query = original;
  }
  return last!;
}

async function explain({ text, values }: Query): Promise<PlanNode[]> {
  const statement = `explain (format json) ${text}`;
  let raw: unknown;
  if (database.pool) {
    const connection = await database.pool.connect();
    try {
      await connection.query('set enable_seqscan = off');
      raw = (await connection.query(statement, values)).rows[0]['QUERY PLAN'];
      await connection.query('reset enable_seqscan');
    } finally {
      connection.release();
    }
  } else {
    const pglite = database.pglite!;
    await pglite.exec('set enable_seqscan = off');
    raw = ((await pglite.query(statement, values)).rows[0] as Record<string, unknown>)['QUERY PLAN'];
    await pglite.exec('reset enable_seqscan');
  }
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
  const nodes: PlanNode[] = [];
  const walk = (node: PlanNode) => {
    nodes.push(node);
    node.Plans?.forEach(walk);
  };
  walk(plan[0].Plan);
  return nodes;
}

const summary = (nodes: PlanNode[]) =>
  nodes.map((node) => `${node['Node Type']} ${node['Index Name'] ?? ''}`).join('; ');
const usesIndex = (nodes: PlanNode[], index: string) => nodes.find((node) => node['Index Name'] === index);
const seqScans = (nodes: PlanNode[], table: string) =>
  nodes.filter((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === table);

const cursor = encodeCursor({ at: '2026-06-01T12:00:00.123456Z', id: '00000000-0000-4000-8000-000000000000' });
const decoded = { at: '2026-06-01T12:00:00.123456Z', id: '00000000-0000-4000-8000-000000000000' };

describe(`list queries use their indexes (${testEngine})`, () => {
  it('a deep page of leads is one range of the (created_at, id) index', async () => {
    const nodes = await explain(await capture(() => listLeads(database.db, { cursor: decoded, limit: 25 })));
    const scan = usesIndex(nodes, 'leads_created_at_id_idx');
    expect(scan, summary(nodes)).toBeDefined();
    // Both keys are in the index condition: the scan starts at the cursor instead of filtering up to it.
    expect(scan!['Index Cond']).toMatch(/created_at.*id/);
    expect(seqScans(nodes, 'leads')).toEqual([]);
  });

  it('a deep page of leads by status uses the (status, created_at, id) index', async () => {
    const nodes = await explain(
      await capture(() => listLeads(database.db, { status: 'new', cursor: decoded, limit: 25 })),
    );
    expect(usesIndex(nodes, 'leads_status_created_at_id_idx')?.['Index Cond']).toMatch(/status.*created_at.*id/);
  });

  it('the users search uses the trigram indexes on name and e-mail', async () => {
    const nodes = await explain(await capture(() => listUsers(database.db, { q: 'grace' })));
    expect(usesIndex(nodes, 'users_name_trgm_idx'), summary(nodes)).toBeDefined();
    expect(usesIndex(nodes, 'users_email_trgm_idx')).toBeDefined();
    expect(seqScans(nodes, 'users')).toEqual([]);
  });

  it('a deep page of users by role uses the (role, created_at, id) index', async () => {
    const nodes = await explain(await capture(() => listUsers(database.db, { role: 'AGENT', cursor })));
    expect(usesIndex(nodes, 'users_role_created_at_id_idx')?.['Index Cond']).toMatch(/role.*created_at.*id/);
  });

  it('the outbox filters by recipient, kind and status through their own indexes', async () => {
    const byRecipient = await explain(
      await capture(() => listOutbox(database.db, { to: 'ada@example.com', limit: 50 })),
    );
    expect(usesIndex(byRecipient, 'email_outbox_to_addresses_idx'), summary(byRecipient)).toBeDefined();
    const byKind = await explain(
      await capture(() => listOutbox(database.db, { kind: 'invitation', cursor, limit: 50 })),
    );
    expect(usesIndex(byKind, 'email_outbox_kind_created_at_id_idx')?.['Index Cond']).toMatch(/kind.*created_at.*id/);
    const byStatus = await explain(
      await capture(() => listOutbox(database.db, { status: 'failed', cursor, limit: 50 })),
    );
    expect(usesIndex(byStatus, 'email_outbox_status_created_at_id_idx')?.['Index Cond']).toMatch(
      /status.*created_at.*id/,
    );
    const deep = await explain(await capture(() => listOutbox(database.db, { cursor, limit: 50 })));
    expect(usesIndex(deep, 'email_outbox_created_at_id_idx')?.['Index Cond']).toMatch(/created_at.*id/);
  });

  it('a deep page of clients by name or e-mail is one range of its (key, id) index', async () => {
    const staff = { user: { role: 'ADMIN' } as never, access: 'any' as const };
    for (const [sort, index] of [
      ['name', 'clients_name_id_idx'],
      ['email', 'clients_email_id_idx'],
    ] as const) {
      const textCursor = Buffer.from(JSON.stringify([sort, 'M', decoded.id])).toString('base64url');
      const nodes = await explain(
        await capture(() => listClients(database.db, staff, { sort, cursor: textCursor, limit: 24 })),
      );
      expect(usesIndex(nodes, index)?.['Index Cond'], summary(nodes)).toMatch(new RegExp(`${sort}.*id`));
    }
    const deep = await explain(
      await capture(() => listClients(database.db, staff, { sort: 'newest', cursor, limit: 24 })),
    );
    expect(usesIndex(deep, 'clients_created_at_id_idx')?.['Index Cond'], summary(deep)).toMatch(/created_at.*id/);
  });

  it('a deep page of a user’s notifications, by tab, type and search, starts at their (user_id, …) index', async () => {
    const userId = '00000000-0000-4000-8000-000000000001';
    for (const filter of ['all', 'unread', 'read', 'archived'] as const) {
      const nodes = await explain(
        await capture(() =>
          listNotifications(database.db, userId, { filter, type: 'payment', q: 'invoice', cursor: decoded, limit: 20 }),
        ),
      );
      const scan = nodes.find((node) => node['Index Name']?.startsWith('notifications_user_id_'));
      expect(scan?.['Index Cond'], `${filter}: ${summary(nodes)}`).toMatch(/user_id/);
      expect(seqScans(nodes, 'notifications')).toEqual([]);
    }
  });

  it('the clients search uses the trigram indexes on name and e-mail', async () => {
    const staff = { user: { role: 'ADMIN' } as never, access: 'any' as const };
    const search = await explain(
      await capture(() => listClients(database.db, staff, { q: 'harbor', sort: 'name', limit: 24 })),
    );
    expect(usesIndex(search, 'clients_name_trgm_idx'), summary(search)).toBeDefined();
    expect(usesIndex(search, 'clients_email_trgm_idx')).toBeDefined();
  });

  it('a deep page of a project’s thread is one range of its (project_id, created_at, id) index', async () => {
    const admin = {
      user: { id: '00000000-0000-4000-8000-000000000001', role: 'ADMIN' } as never,
      access: 'any' as const,
    };
    const [project] = await database.db
      .insert(projects)
      .values({ name: 'Index thread', clientId: (await createClient(database.db, 'Index Org')).id })
      .returning({ id: projects.id });
    const statements: Query[] = [];
    const client = (database.pool ?? database.pglite) as unknown as { query: (...args: unknown[]) => Promise<unknown> };
    const original = client.query;
    client.query = function (this: unknown, ...args: unknown[]) {
      const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
      statements.push(
        typeof first === 'string'
          ? { text: first, values: second ?? [] }
          : { text: first.text, values: second ?? first.values ?? [] },
      );
      return original.apply(this, args);
    };
    try {
      await listMessages(database.db, admin, project!.id, { cursor: decoded, limit: 30 });
    } finally {
      client.query = original;
    }
    const page = statements.find(
      (statement) => /from "messages"/.test(statement.text) && /order by/.test(statement.text),
    );
    const nodes = await explain(page!);
    const scan = usesIndex(nodes, 'messages_project_id_created_at_id_idx');
    expect(scan?.['Index Cond'], summary(nodes)).toMatch(/project_id.*created_at.*id/);
    expect(seqScans(nodes, 'messages')).toEqual([]);
  });

  // Invoices (issue #10): the admin's grid, by status, and a client's organisation, each one index range.
  it('a deep page of invoices, by status and for a client, starts at its (…, created_at, id) index', async () => {
    const admin = { user: { role: 'ADMIN' } as never, access: 'any' as const };
    const all = await explain(await capture(() => listInvoices(database.db, admin, { cursor: decoded, limit: 24 })));
    expect(usesIndex(all, 'invoices_created_at_id_idx')?.['Index Cond'], summary(all)).toMatch(/created_at.*id/);
    const byStatus = await explain(
      await capture(() => listInvoices(database.db, admin, { status: 'overdue', cursor: decoded, limit: 24 })),
    );
    expect(usesIndex(byStatus, 'invoices_status_created_at_id_idx')?.['Index Cond'], summary(byStatus)).toMatch(
      /status.*created_at.*id/,
    );
    const client = {
      user: { role: 'CLIENT', clientId: '00000000-0000-4000-8000-000000000002' } as never,
      access: 'own' as const,
    };
    const own = await explain(await capture(() => listInvoices(database.db, client, { cursor: decoded, limit: 24 })));
    expect(usesIndex(own, 'invoices_client_id_created_at_id_idx')?.['Index Cond'], summary(own)).toMatch(
      /client_id.*created_at.*id/,
    );
    expect(seqScans(own, 'invoices')).toEqual([]);
  });

  it('proposals: a deep page, a status tab and a client’s list each start at their (…, created_at, id) index', async () => {
    const staff = { user: { role: 'ADMIN' } as never, access: 'any' as const };
    const deep = await explain(
      await capture(() => listProposals({ db: database.db, caller: staff } as never, { cursor: decoded, limit: 25 })),
    );
    expect(usesIndex(deep, 'proposals_created_at_id_idx')?.['Index Cond'], summary(deep)).toMatch(/created_at.*id/);
    const tab = await explain(
      await capture(() =>
        listProposals({ db: database.db, caller: staff } as never, { status: 'sent', cursor: decoded, limit: 25 }),
      ),
    );
    expect(usesIndex(tab, 'proposals_status_created_at_id_idx')?.['Index Cond'], summary(tab)).toMatch(
      /status.*created_at.*id/,
    );
    const client = {
      user: { role: 'CLIENT', clientId: '00000000-0000-4000-8000-000000000002' } as never,
      access: 'own' as const,
    };
    const mine = await explain(
      await capture(() => listProposals({ db: database.db, caller: client } as never, { cursor: decoded, limit: 25 })),
    );
    expect(usesIndex(mine, 'proposals_client_id_created_at_id_idx')?.['Index Cond'], summary(mine)).toMatch(
      /client_id.*created_at.*id/,
    );
    expect(seqScans(mine, 'proposals')).toEqual([]);
  });

  it('a deep page of files by each sort is one range of its (key, id) index', async () => {
    const staff = { user: { id: decoded.id, role: 'ADMIN' } as never, access: 'any' as const };
    for (const [sort, value, index] of [
      ['name', 'M', 'files_name_id_idx'],
      ['size', '1024', 'files_size_bytes_id_idx'],
      ['type', 'image', 'files_kind_id_idx'],
      ['modified', decoded.at, 'files_updated_at_id_idx'],
    ] as const) {
      for (const dir of ['asc', 'desc'] as const) {
        const fileCursor = encodeSortCursor(sort, dir, value, decoded.id);
        const nodes = await explain(
          await capture(() => listFiles(database.db, staff, { sort, dir, cursor: fileCursor, limit: 50 })),
        );
        expect(usesIndex(nodes, index)?.['Index Cond'], `${sort} ${dir}: ${summary(nodes)}`).toMatch(/id/);
        expect(seqScans(nodes, 'files')).toEqual([]);
      }
    }
  });
  it('the logs: a deep page, each filter and the search start at their own index', async () => {
    const admin: Caller = { user: { id: decoded.id, role: 'ADMIN' } as never, access: 'any' };
    const agent: Caller = { user: { id: decoded.id, role: 'AGENT' } as never, access: 'own' };
    const now = new Date('2026-06-02T00:00:00Z');
    const page = { cursor, limit: 25 };
    const reading = (filters: Record<string, unknown>, caller = admin, kind: 'system' | 'activity' = 'system') => ({
      kind,
      caller,
      filters: { range: 'all' as const, ...filters },
      now,
    });
    const plan = async (
      filters: Record<string, unknown>,
      caller = admin,
      kind: 'system' | 'activity' = 'system',
      at: { cursor?: string; limit: number } = page,
    ) => explain(await capture(() => listLogs(database.db, reading(filters, caller, kind), at)));
    const cases = [
      [{}, 'audit_logs_created_at_id_idx', /created_at.*id/],
      [{ level: 'error' }, 'audit_logs_level_created_at_id_idx', /level.*created_at.*id/],
      [
        { category: 'security', range: 'last_24_hours' },
        'audit_logs_category_created_at_id_idx',
        /category.*created_at/,
      ],
    ] as const;
    for (const [filters, index, condition] of cases) {
      const nodes = await plan(filters);
      const scan = usesIndex(nodes, index);
      expect(scan, `${JSON.stringify(filters)}: ${summary(nodes)}`).toBeDefined();
      expect(scan!['Index Cond']).toMatch(condition);
      expect(seqScans(nodes, 'audit_logs')).toEqual([]);
    }
    // A time range alone: an index range on created_at (which of the indexes holding it depends on the statistics).
    const lastWeek = await plan({ range: 'last_7_days' });
    expect(
      lastWeek.some((node) => /created_at >=/.test(node['Index Cond'] ?? '')),
      summary(lastWeek),
    ).toBe(true);
    expect(seqScans(lastWeek, 'audit_logs')).toEqual([]);
    const search = await plan({ q: 'invoice' }, admin, 'system', { limit: 25 });
    expect(usesIndex(search, 'audit_logs_search_trgm_idx'), summary(search)).toBeDefined();
    expect(seqScans(search, 'audit_logs')).toEqual([]);
    // An agent's activity: their own actions (actor index) or their projects' (project index).
    const activity = await plan({}, agent, 'activity', { limit: 25 });
    expect(usesIndex(activity, 'audit_logs_actor_id_created_at_id_idx'), summary(activity)).toBeDefined();
    expect(usesIndex(activity, 'audit_logs_project_id_created_at_id_idx'), summary(activity)).toBeDefined();
    expect(seqScans(activity, 'audit_logs')).toEqual([]);
  });
});
