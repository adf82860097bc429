import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, projectAgents, projects } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { as, createClient, createUser, signIn } from '../../test/auth.ts';

// Organisation A has projectA (assigned to `agent`), organisation B projectB (assigned to nobody). The seeded rows
// below are the trail; signing in writes rows of its own (auth.sign_in, now), which the assertions allow for by
// looking at the seeded rows' ids.

type Who = 'admin' | 'agent' | 'agentOther' | 'clientA' | 'clientA2' | 'clientB';
type Call = ReturnType<typeof as>;

let t: TestApp;
const users: Record<string, { id: string; email: string; name: string }> = {};
const calls: Partial<Record<Who, Call>> = {};
const rows: Record<string, string> = {};
const HOUR = 3_600_000;

interface Entry {
  id: string;
  action: string;
  createdAt: string;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const orgA = await createClient(db, 'Harbor Retail');
  const orgB = await createClient(db, 'Pulse Health');
  const people: [Who, 'ADMIN' | 'AGENT' | 'CLIENT', string?][] = [
    ['admin', 'ADMIN'],
    ['agent', 'AGENT'],
    ['agentOther', 'AGENT'],
    ['clientA', 'CLIENT', orgA.id],
    ['clientA2', 'CLIENT', orgA.id],
    ['clientB', 'CLIENT', orgB.id],
  ];
  for (const [who, role, clientId] of people) {
    const user = await createUser(db, { role, clientId });
    users[who] = user;
    calls[who] = as(t.app, await signIn(t.app, user.email));
  }
  const [projectA, projectB] = await db
    .insert(projects)
    .values([
      { name: 'Harbor storefront', clientId: orgA.id },
      { name: 'Pulse app', clientId: orgB.id },
    ])
    .returning();
  await db.insert(projectAgents).values({ projectId: projectA!.id, agentId: users.agent!.id });

  const now = Date.now();
  const actor = (who: Who) => ({ actorId: users[who]!.id, actorEmail: users[who]!.email, actorName: users[who]!.name });
  const seeded = await db
    .insert(auditLogs)
    .values([
      {
        ...actor('admin'),
        action: 'project.created',
        category: 'project',
        level: 'success',
        targetType: 'project',
        targetId: projectA!.id,
        targetLabel: 'Harbor storefront redesign',
        projectId: projectA!.id,
        clientId: orgA.id,
        createdAt: new Date(now - 1 * HOUR),
      },
      {
        ...actor('clientA'),
        action: 'proposal.approved',
        category: 'project',
        projectId: projectA!.id,
        clientId: orgA.id,
        createdAt: new Date(now - 2 * HOUR),
      },
      {
        ...actor('clientB'),
        action: 'file.uploaded',
        category: 'file',
        targetLabel: 'pulse-brief.pdf',
        projectId: projectB!.id,
        clientId: orgB.id,
        createdAt: new Date(now - 3 * HOUR),
      },
      {
        actorEmail: 'mallory@evil.example',
        action: 'auth.sign_in_failed',
        category: 'security',
        level: 'warning',
        ip: '203.0.113.9',
        createdAt: new Date(now - 30 * HOUR),
      },
      {
        ...actor('agent'),
        action: 'settings.preferences_updated',
        category: 'settings',
        createdAt: new Date(now - 10 * 24 * HOUR),
      },
      {
        ...actor('admin'),
        action: 'settings.organisation_updated',
        category: 'settings',
        level: 'error',
        targetType: 'settings',
        targetLabel: '=HYPERLINK("http://evil.example","click")',
        details: { note: '+1, "quoted"\nnext line' },
        createdAt: new Date(now - 40 * 24 * HOUR),
      },
      {
        ...actor('clientA2'),
        action: 'message.sent',
        category: 'project',
        projectId: projectA!.id,
        clientId: orgA.id,
        createdAt: new Date(now - 5 * 60_000),
      },
    ])
    .returning({ id: auditLogs.id, action: auditLogs.action });
  for (const row of seeded) rows[row.action] = row.id;
});
afterAll(() => t.close());

async function list(who: Who, url: string): Promise<Entry[]> {
  const response = await calls[who]!({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items;
}

/** The seeded actions a reading shows, in its order (sign-in rows written by the test set-up left out). */
async function seededActions(who: Who, url: string): Promise<string[]> {
  const seededIds = new Set(Object.values(rows));
  return (await list(who, url)).filter((entry) => seededIds.has(entry.id)).map((entry) => entry.action);
}

describe('System Logs', () => {
  it('shows an admin every record, newest first', async () => {
    expect(await seededActions('admin', '/api/logs/system?limit=100')).toEqual([
      'message.sent',
      'project.created',
      'proposal.approved',
      'file.uploaded',
      'auth.sign_in_failed',
      'settings.preferences_updated',
      'settings.organisation_updated',
    ]);
  });

  it('filters by search text, level, category and time range', async () => {
    const actions = async (query: string) => (await list('admin', `/api/logs/system?${query}`)).map((e) => e.action);
    // The search matches the target, the person and the action, case-insensitively; % is taken literally.
    expect(await actions('q=STOREFRONT%20redesign')).toEqual(['project.created']);
    expect(await actions('q=mallory')).toEqual(['auth.sign_in_failed']);
    expect(await actions(`q=${encodeURIComponent(users.clientB!.email)}`)).toContain('file.uploaded');
    expect(await actions('q=%25')).toEqual([]);
    expect(await actions('level=warning')).toEqual(['auth.sign_in_failed']);
    expect(await actions('category=settings')).toEqual([
      'settings.preferences_updated',
      'settings.organisation_updated',
    ]);
    expect(await actions('category=settings&range=last_30_days')).toEqual(['settings.preferences_updated']);
    expect(await actions('category=settings&range=last_90_days')).toHaveLength(2);
    expect(await actions('category=security&range=last_24_hours')).not.toContain('auth.sign_in_failed');
    expect(await actions('category=security&range=last_7_days')).toContain('auth.sign_in_failed');
    const from = new Date(Date.now() - 4 * HOUR).toISOString();
    const to = new Date(Date.now() - 90 * 60_000).toISOString();
    expect(await actions(`range=custom&from=${from}&to=${to}`)).toEqual(['proposal.approved', 'file.uploaded']);
  });

  it('pages by cursor through exactly the filtered rows', async () => {
    const all = await list('admin', '/api/logs/system?limit=100');
    const paged: Entry[] = [];
    let cursor: string | null = null;
    do {
      const response = await calls.admin!({
        method: 'GET',
        url: `/api/logs/system?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      });
      const page = response.json();
      paged.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    expect(paged.map((e) => e.id)).toEqual(all.map((e) => e.id));
  });

  it('counts per level and category for the current filters', async () => {
    const response = await calls.admin!({ method: 'GET', url: '/api/logs/system/summary?category=settings' });
    expect(response.statusCode).toBe(200);
    const summary = response.json();
    expect(summary.total).toBe(2);
    // Each level's count keeps the category filter; each category's count drops it.
    expect(summary.levels).toMatchObject({ error: 1, info: 1, warning: 0, success: 0 });
    expect(summary.categories).toMatchObject({ settings: 2, file: 1, billing: 0 });
    expect(summary.categories.project).toBeGreaterThanOrEqual(3);
    const warnings = (await calls.admin!({ method: 'GET', url: '/api/logs/system/summary?level=warning' })).json();
    expect(warnings).toMatchObject({ total: 1, categories: { security: 1, settings: 0 } });
  });

  it('refuses agents and clients', async () => {
    for (const who of ['agent', 'clientA'] as const) {
      for (const path of ['', '/summary', '/export.csv']) {
        expect((await calls[who]!({ method: 'GET', url: `/api/logs/system${path}` })).statusCode).toBe(403);
      }
    }
  });
});

describe('Activity Logs', () => {
  it('shows a client only their own actions, never their colleagues’ or another organisation’s', async () => {
    expect(await seededActions('clientA', '/api/logs/activity?limit=100')).toEqual(['proposal.approved']);
    expect(await seededActions('clientB', '/api/logs/activity?limit=100')).toEqual(['file.uploaded']);
    const own = await list('clientA', '/api/logs/activity?limit=100');
    expect(own.map((e) => e.action)).toContain('auth.sign_in');
  });

  it('shows an agent their own actions and those on their assigned projects only', async () => {
    expect(await seededActions('agent', '/api/logs/activity?limit=100')).toEqual([
      'message.sent',
      'project.created',
      'proposal.approved',
      'settings.preferences_updated',
    ]);
    expect(await seededActions('agentOther', '/api/logs/activity?limit=100')).toEqual([]);
  });

  it('shows an admin their own actions and every project’s', async () => {
    expect(await seededActions('admin', '/api/logs/activity?limit=100')).toEqual([
      'message.sent',
      'project.created',
      'proposal.approved',
      'file.uploaded',
      'settings.organisation_updated',
    ]);
  });

  it('counts within the same scope', async () => {
    const summary = (await calls.agent!({ method: 'GET', url: '/api/logs/activity/summary?range=last_7_days' })).json();
    // message.sent, project.created, proposal.approved and the agent's sign-in.
    expect(summary.categories).toMatchObject({ project: 3, file: 0, settings: 0, security: 1 });
  });

  it('exports only the caller’s scope', async () => {
    const csv = (await calls.clientB!({ method: 'GET', url: '/api/logs/activity/export.csv' })).body;
    expect(csv).toContain('file.uploaded');
    expect(csv).not.toContain('proposal.approved');
    expect(csv).not.toContain('mallory');
  });
});

/** RFC 4180: quoted cells may hold separators, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  const cell = /"((?:[^"]|"")*)"|([^",\r\n]*)/y;
  let at = 0;
  while (at < text.length) {
    const record: string[] = [];
    for (;;) {
      cell.lastIndex = at;
      const match = cell.exec(text)!;
      record.push(match[1] !== undefined ? match[1].replace(/""/g, '"') : match[2]!);
      at = cell.lastIndex;
      if (text[at] !== ',') break;
      at += 1;
    }
    records.push(record);
    if (text.startsWith('\r\n', at)) at += 2;
    else throw new Error(`expected a line break at ${at}`);
  }
  return records;
}

describe('Export Logs', () => {
  it('downloads exactly the filtered list as CSV, formulas defused', async () => {
    const query = 'category=settings&range=last_90_days';
    const listed = await list('admin', `/api/logs/system?${query}&limit=100`);
    const response = await calls.admin!({ method: 'GET', url: `/api/logs/system/export.csv?${query}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="system-logs-/);
    const [header, ...records] = parseCsv(response.body);
    expect(header).toEqual([
      'Time',
      'Level',
      'Category',
      'Action',
      'User',
      'Email',
      'Target',
      'Details',
      'IP address',
      'User agent',
    ]);
    expect(records.map((r) => [r[0], r[3]])).toEqual(listed.map((e) => [e.createdAt, e.action]));
    const settings = records.find((r) => r[3] === 'settings.organisation_updated')!;
    expect(settings[6]).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(JSON.parse(settings[7]!)).toEqual({ note: '+1, "quoted"\nnext line' });
  });

  it('streams every row of a large export, across batches, in the list’s order', async () => {
    const many = Array.from({ length: 2_345 }, (_, i) => ({
      action: i % 2 ? '-bulk.created' : '@bulk.updated',
      category: 'system' as const,
      createdAt: new Date(Date.now() - 60 * 24 * HOUR - i * 1_000),
    }));
    await t.database.db.insert(auditLogs).values(many);
    const response = await calls.admin!({ method: 'GET', url: '/api/logs/system/export.csv?q=bulk' });
    const records = parseCsv(response.body).slice(1);
    expect(records).toHaveLength(2_345);
    expect(records[0]![3]).toBe("'@bulk.updated");
    expect(records[1]![3]).toBe("'-bulk.created");
    const times = records.map((r) => r[0]!);
    expect([...times].sort().reverse()).toEqual(times);
  });
});

describe('hostile input', () => {
  it.each([
    'level=fatal',
    'category=everything',
    'range=forever',
    'range=custom',
    `range=custom&from=${new Date().toISOString()}`,
    'range=custom&from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z',
    'range=custom&from=0001-01-01T00:00:00Z&to=2026-01-01T00:00:00Z',
    'range=custom&from=yesterday&to=today',
    'tz=Mars/Olympus_Mons',
    'cursor=not-a-cursor',
    'limit=100000000000000000000',
    'limit=-1',
    `q=${'x'.repeat(201)}`,
    'q=a%00b',
  ])('answers %s with 400', async (query) => {
    for (const path of ['', '/summary', '/export.csv']) {
      if (path !== '' && /cursor|limit/.test(query)) continue;
      const response = await calls.admin!({ method: 'GET', url: `/api/logs/system${path}?${query}` });
      expect(response.statusCode, `${path} ${response.body}`).toBe(400);
      expect(response.json().error.code).toBeTypeOf('string');
    }
  });

  it('accepts a zone for today', async () => {
    const response = await calls.admin!({ method: 'GET', url: '/api/logs/system?range=today&tz=Pacific/Kiritimati' });
    expect(response.statusCode).toBe(200);
  });
});
