import { and, eq, isNotNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, notifications } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { as, createUser, signIn } from '../../test/auth.ts';

let t: TestApp;
let me: ReturnType<typeof as>;
let other: ReturnType<typeof as>;
let meId: string;
let otherId: string;
/** Titles by age: "Mine 1" is the oldest, "Mine 5" the newest. */
const mine: Record<string, string> = {};
let othersId: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const meUser = await createUser(db, { role: 'AGENT' });
  const otherUser = await createUser(db, { role: 'AGENT' });
  meId = meUser.id;
  otherId = otherUser.id;
  me = as(t.app, await signIn(t.app, meUser.email));
  other = as(t.app, await signIn(t.app, otherUser.email));
  const base = Date.now() - 60 * 60_000;
  // One multi-row insert: five of mine (the two oldest already read), one of someone else's, one archived.
  const rows = await db
    .insert(notifications)
    .values([
      ...[1, 2, 3, 4, 5].map((n) => ({
        userId: meId,
        type: 'project' as const,
        title: `Mine ${n}`,
        message: `Message ${n}`,
        actionUrl: n === 5 ? '/dashboard/projects/123' : null,
        readAt: n <= 2 ? new Date(base + n * 60_000) : null,
        createdAt: new Date(base + n * 60_000),
      })),
      { userId: otherId, type: 'payment' as const, title: 'Theirs', createdAt: new Date(base) },
      { userId: meId, type: 'system' as const, title: 'Archived', archivedAt: new Date(), createdAt: new Date(base) },
    ])
    .returning({ id: notifications.id, title: notifications.title });
  for (const row of rows) mine[row.title] = row.id;
  othersId = mine.Theirs!;
});
afterAll(() => t.close());

const titles = (res: { json: () => { items: { title: string }[] } }) => res.json().items.map((n) => n.title);

describe('GET /api/notifications', () => {
  it("lists only the caller's own, newest first, page by page", async () => {
    const first = await me({ method: 'GET', url: '/api/notifications?limit=2' });
    expect(first.statusCode).toBe(200);
    expect(titles(first)).toEqual(['Mine 5', 'Mine 4']);
    expect(first.json().items[0]).toMatchObject({
      type: 'project',
      level: 'info',
      message: 'Message 5',
      actionUrl: '/dashboard/projects/123',
      read: false,
    });
    const second = await me({ method: 'GET', url: `/api/notifications?limit=2&cursor=${first.json().nextCursor}` });
    expect(titles(second)).toEqual(['Mine 3', 'Mine 2']);
    const third = await me({ method: 'GET', url: `/api/notifications?limit=2&cursor=${second.json().nextCursor}` });
    expect(titles(third)).toEqual(['Mine 1']);
    expect(third.json().nextCursor).toBeNull();
  });

  it('filters unread and read', async () => {
    expect(titles(await me({ method: 'GET', url: '/api/notifications?filter=unread' }))).toEqual([
      'Mine 5',
      'Mine 4',
      'Mine 3',
    ]);
    const read = await me({ method: 'GET', url: '/api/notifications?filter=read' });
    expect(titles(read)).toEqual(['Mine 2', 'Mine 1']);
    expect(read.json().items.every((n: { read: boolean }) => n.read)).toBe(true);
  });

  it("never shows another user's notifications", async () => {
    expect(titles(await other({ method: 'GET', url: '/api/notifications' }))).toEqual(['Theirs']);
  });

  it('answers 400 in the one error shape for a bad filter or cursor, and 401 without a session', async () => {
    const badFilter = await me({ method: 'GET', url: '/api/notifications?filter=everything' });
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().error.code).toBeTruthy();
    const badCursor = await me({ method: 'GET', url: '/api/notifications?cursor=not-a-cursor' });
    expect(badCursor.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });
});

describe('unread count and marking', () => {
  it('counts unread, marks one read and unread again, with an audit row for each change', async () => {
    const count = async () => (await me({ method: 'GET', url: '/api/notifications/unread-count' })).json().unread;
    expect(await count()).toBe(3);

    const read = await me({ method: 'POST', url: '/api/notifications/read', payload: { ids: [mine['Mine 5']] } });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ updated: 1, unread: 2 });
    expect(await count()).toBe(2);

    const again = await me({ method: 'POST', url: '/api/notifications/read', payload: { ids: [mine['Mine 5']] } });
    expect(again.json()).toEqual({ updated: 0, unread: 2 });

    const unread = await me({
      method: 'POST',
      url: '/api/notifications/read',
      payload: { ids: [mine['Mine 5']], read: false },
    });
    expect(unread.json()).toEqual({ updated: 1, unread: 3 });

    const audits = await t.database.db
      .select({ action: auditLogs.action, targetId: auditLogs.targetId })
      .from(auditLogs)
      .where(and(eq(auditLogs.actorId, meId), like(auditLogs.action, 'notification.%')));
    expect(audits.map((row) => row.action).sort()).toEqual(['notification.read', 'notification.unread']);
    expect(audits.every((row) => row.targetId === mine['Mine 5'])).toBe(true);
  });

  it("ignores another user's ids: nothing changes and no audit row is written", async () => {
    const res = await me({
      method: 'POST',
      url: '/api/notifications/read',
      payload: { ids: [othersId, mine.Archived] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().updated).toBe(1); // only the caller's own archived row
    const [theirs] = await t.database.db
      .select({ readAt: notifications.readAt })
      .from(notifications)
      .where(eq(notifications.id, othersId));
    expect(theirs!.readAt).toBeNull();
    expect((await other({ method: 'GET', url: '/api/notifications/unread-count' })).json().unread).toBe(1);

    const refused = await other({
      method: 'POST',
      url: '/api/notifications/read',
      payload: { ids: [mine['Mine 4'], mine['Mine 3']] },
    });
    expect(refused.json()).toEqual({ updated: 0, unread: 1 });
    const stillUnread = await t.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, meId), isNotNull(notifications.readAt)));
    expect(stillUnread.map((row) => row.id)).not.toContain(mine['Mine 4']);
    const theirAudits = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.actorId, otherId), like(auditLogs.action, 'notification.%')));
    expect(theirAudits).toEqual([]);
  });

  it('refuses an empty or malformed body with 400', async () => {
    for (const payload of [{ ids: [] }, { ids: ['nope'] }, { ids: [mine['Mine 1']], read: 'yes' }]) {
      const res = await me({ method: 'POST', url: '/api/notifications/read', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBeTruthy();
    }
  });
});

describe('Updates and Notifications: type, search, archive, delete and clear', () => {
  let you: ReturnType<typeof as>;
  let youId: string;
  let stranger: ReturnType<typeof as>;
  const yours: Record<string, string> = {};

  beforeAll(async () => {
    const db = t.database.db;
    const youUser = await createUser(db, { role: 'CLIENT' });
    const strangerUser = await createUser(db, { role: 'CLIENT' });
    youId = youUser.id;
    you = as(t.app, await signIn(t.app, youUser.email));
    stranger = as(t.app, await signIn(t.app, strangerUser.email));
    const base = Date.now() - 30 * 60_000;
    const rows = await db
      .insert(notifications)
      .values([
        { userId: youId, type: 'payment', title: 'Invoice INV-7 issued', createdAt: new Date(base + 1000) },
        {
          userId: youId,
          type: 'payment',
          title: 'Payment received',
          message: '50% deposit',
          createdAt: new Date(base + 2000),
        },
        {
          userId: youId,
          type: 'message',
          title: 'New message',
          message: 'About the 100% plan',
          createdAt: new Date(base + 3000),
        },
        {
          userId: youId,
          type: 'reminder',
          title: 'Meeting tomorrow',
          readAt: new Date(),
          createdAt: new Date(base + 4000),
        },
      ])
      .returning({ id: notifications.id, title: notifications.title });
    for (const row of rows) yours[row.title] = row.id;
  });

  const list = async (query: string) => titles(await you({ method: 'GET', url: `/api/notifications?${query}` }));

  it('filters by type and searches title and message (LIKE wildcards are literal)', async () => {
    expect(await list('type=payment')).toEqual(['Payment received', 'Invoice INV-7 issued']);
    expect(await list('q=inv-7')).toEqual(['Invoice INV-7 issued']);
    expect(await list('q=100%25')).toEqual(['New message']);
    expect(await list('q=%25')).toEqual(['New message', 'Payment received']);
    expect(await list('type=message&filter=read')).toEqual([]);
    expect(await list('type=reminder&filter=read')).toEqual(['Meeting tomorrow']);
    const bad = await you({ method: 'GET', url: '/api/notifications?type=invoice' });
    expect(bad.statusCode).toBe(400);
    const nul = await you({ method: 'GET', url: '/api/notifications?q=%00' });
    expect(nul.statusCode).toBe(400);
  });

  it('archives out of the tabs and the count, lists the archive, and restores', async () => {
    const res = await you({
      method: 'POST',
      url: '/api/notifications/archive',
      payload: { ids: [yours['New message']] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: 1, unread: 2 });
    expect(await list('filter=all')).not.toContain('New message');
    expect(await list('filter=archived')).toEqual(['New message']);
    const archived = await you({ method: 'GET', url: '/api/notifications?filter=archived' });
    expect(archived.json().items[0].archived).toBe(true);

    const restored = await you({
      method: 'POST',
      url: '/api/notifications/archive',
      payload: { ids: [yours['New message']], archived: false },
    });
    expect(restored.json()).toEqual({ updated: 1, unread: 3 });
    expect(await list('filter=archived')).toEqual([]);
    const audits = await t.database.db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(and(eq(auditLogs.actorId, youId), like(auditLogs.action, 'notification.%')));
    expect(audits.map((row) => row.action).sort()).toEqual(['notification.archived', 'notification.restored']);
  });

  it("changes nothing of anyone else's: archive, delete and clear by a stranger touch no row of yours", async () => {
    const ids = Object.values(yours);
    for (const [url, payload] of [
      ['/api/notifications/archive', { ids }],
      ['/api/notifications/delete', { ids }],
      ['/api/notifications/clear', { filter: 'all' }],
      ['/api/notifications/clear', { filter: 'read' }],
    ] as const) {
      const res = await stranger({ method: 'POST', url, payload });
      expect(res.statusCode, url).toBe(200);
      expect(res.json()).toEqual({ updated: 0, unread: 0 });
    }
    expect(await list('filter=all')).toHaveLength(4);
  });

  it('deletes selected rows and clears a tab, leaving the others', async () => {
    const deleted = await you({
      method: 'POST',
      url: '/api/notifications/delete',
      payload: { ids: [yours['Invoice INV-7 issued'], othersId] },
    });
    expect(deleted.json()).toEqual({ updated: 1, unread: 2 });
    const cleared = await you({ method: 'POST', url: '/api/notifications/clear', payload: { filter: 'read' } });
    expect(cleared.json()).toEqual({ updated: 1, unread: 2 });
    expect(await list('filter=all')).toEqual(['New message', 'Payment received']);
    const [theirs] = await t.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.id, othersId));
    expect(theirs).toBeDefined();

    const all = await you({ method: 'POST', url: '/api/notifications/clear', payload: { filter: 'all' } });
    expect(all.json()).toEqual({ updated: 2, unread: 0 });
    expect(await list('filter=all')).toEqual([]);
    const audits = await t.database.db
      .select({ action: auditLogs.action, details: auditLogs.details })
      .from(auditLogs)
      .where(and(eq(auditLogs.actorId, youId), like(auditLogs.action, 'notification.%')));
    expect(audits.filter((row) => row.action === 'notification.deleted')).toHaveLength(1);
    expect(audits.filter((row) => row.action === 'notification.cleared')).toHaveLength(2);
  });

  it('refuses bad bodies with 400', async () => {
    for (const [url, payload] of [
      ['/api/notifications/archive', { ids: [] }],
      ['/api/notifications/delete', { ids: ['x'] }],
      ['/api/notifications/clear', { filter: 'everything' }],
      ['/api/notifications/clear', {}],
    ] as const) {
      const res = await you({ method: 'POST', url, payload });
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
    }
  });
});
