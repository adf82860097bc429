import { MESSAGING_MESSAGES } from '@agency/shared/messaging';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approvals,
  auditLogs,
  deliverables,
  fileShares,
  files,
  liveEvents,
  messages,
  notifications,
  projectAgents,
  projects,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { as, createClient, createUser, signIn } from '../../test/auth.ts';

let t: TestApp;
type Call = ReturnType<typeof as>;
const callers: Record<string, Call> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const orgA = await createClient(db, 'Chat Org A');
  const orgB = await createClient(db, 'Chat Org B');
  const people: [string, 'ADMIN' | 'AGENT' | 'CLIENT', string?][] = [
    ['admin', 'ADMIN'],
    ['agent', 'AGENT'],
    ['agentOther', 'AGENT'],
    ['clientA', 'CLIENT', orgA.id],
    ['clientA2', 'CLIENT', orgA.id],
    ['clientB', 'CLIENT', orgB.id],
  ];
  for (const [key, role, clientId] of people) {
    const user = await createUser(db, { role, clientId });
    ids[key] = user.id;
    callers[key] = as(t.app, await signIn(t.app, user.email));
  }
  const [alpha, beta, paging] = await db
    .insert(projects)
    .values([
      { name: 'Alpha chat site', clientId: orgA.id, status: 'in-progress' },
      { name: 'Beta chat app', clientId: orgB.id, status: 'in-progress' },
      { name: 'Paging chat', clientId: orgA.id },
    ])
    .returning();
  ids.alpha = alpha!.id;
  ids.beta = beta!.id;
  ids.paging = paging!.id;
  await db.insert(projectAgents).values({ projectId: alpha!.id, agentId: ids.agent! });
  const [visible, hidden, betaDeliverable] = await db
    .insert(deliverables)
    .values([
      { projectId: alpha!.id, title: 'Homepage design' },
      { projectId: alpha!.id, title: 'Internal QA', clientVisible: false },
      { projectId: beta!.id, title: 'Beta prototype' },
    ])
    .returning();
  ids.deliverable = visible!.id;
  ids.hiddenDeliverable = hidden!.id;
  ids.betaDeliverable = betaDeliverable!.id;
  const [fileA, fileB] = await db
    .insert(files)
    .values([
      { name: 'brief.pdf', projectId: alpha!.id, ownerId: ids.agent, sizeBytes: 2048, storageKey: 'chat/a' },
      { name: 'beta.pdf', projectId: beta!.id, ownerId: ids.admin, sizeBytes: 10, storageKey: 'chat/b' },
    ])
    .returning();
  ids.fileA = fileA!.id;
  ids.fileB = fileB!.id;
});
afterAll(() => t.close());

const send = (who: string, projectId: string, payload: Record<string, unknown>) =>
  callers[who]!({ method: 'POST', url: `/api/projects/${projectId}/messages`, payload });
const list = (who: string, projectId: string, query = '') =>
  callers[who]!({ method: 'GET', url: `/api/projects/${projectId}/messages${query}` });
const badges = async (who: string) =>
  (await callers[who]!({ method: 'GET', url: '/api/shell/badges' })).json().messages as number;

describe('sending and listing', () => {
  it('trims the text and refuses an empty or whitespace-only message with the spec’s rule', async () => {
    const res = await send('clientA', ids.alpha!, { content: '   Hello agency  \n' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ content: 'Hello agency', type: 'text', internal: false });
    expect(res.json().sender.id).toBe(ids.clientA);

    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(messages);
    for (const content of ['', '   ', '\n\t ']) {
      const empty = await send('clientA', ids.alpha!, { content });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error.fields.content).toBe(MESSAGING_MESSAGES.empty);
    }
    const long = await send('clientA', ids.alpha!, { content: 'x'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    const nul = await send('clientA', ids.alpha!, { content: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(messages);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('pages a thread newest first by cursor', async () => {
    const base = Date.parse('2026-11-20T10:00:00.000Z');
    await t.database.db.insert(messages).values(
      Array.from({ length: 7 }, (_, i) => ({
        projectId: ids.paging!,
        senderId: ids.admin,
        content: `Paged ${i}`,
        createdAt: new Date(base + i * 60_000),
      })),
    );
    const first = await list('clientA', ids.paging!, '?limit=3');
    expect(first.statusCode).toBe(200);
    expect(first.json().items.map((m: { content: string }) => m.content)).toEqual(['Paged 6', 'Paged 5', 'Paged 4']);
    const second = await list('clientA', ids.paging!, `?limit=3&cursor=${first.json().nextCursor}`);
    const third = await list('clientA', ids.paging!, `?limit=3&cursor=${second.json().nextCursor}`);
    expect(second.json().items.map((m: { content: string }) => m.content)).toEqual(['Paged 3', 'Paged 2', 'Paged 1']);
    expect(third.json().items.map((m: { content: string }) => m.content)).toEqual(['Paged 0']);
    expect(third.json().nextCursor).toBeNull();
  });

  it('answers 404 for another organisation’s thread, whether reading or writing, and writes nothing', async () => {
    expect((await list('clientB', ids.alpha!)).statusCode).toBe(404);
    expect((await list('agentOther', ids.alpha!)).statusCode).toBe(404);
    const res = await send('clientB', ids.alpha!, { content: 'Let me in' });
    expect(res.statusCode).toBe(404);
    const rows = await t.database.db.select().from(messages).where(eq(messages.content, 'Let me in'));
    expect(rows).toHaveLength(0);
  });

  it('writes an audit row, a live event and a notification for the others in scope', async () => {
    const res = await send('agent', ids.alpha!, { content: 'Draft is ready' });
    const id = res.json().id;
    const [audit] = await t.database.db.select().from(auditLogs).where(eq(auditLogs.targetId, id));
    expect(audit).toMatchObject({ action: 'message.sent', actorId: ids.agent, projectId: ids.alpha });
    const events = await t.database.db
      .select()
      .from(liveEvents)
      .where(sql`${liveEvents.payload}->>'messageId' = ${id}`);
    expect(events).toMatchObject([{ type: 'messages.created', projectId: ids.alpha, staffOnly: false }]);
    const notified = await t.database.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(
        and(eq(notifications.type, 'message'), eq(notifications.message, `${res.json().sender.name}: Draft is ready`)),
      );
    expect(notified.map((n) => n.userId).sort()).toEqual([ids.clientA, ids.clientA2].sort());
  });
});

describe('attachments', () => {
  it('accepts a file of the same project the sender may see, and refuses others', async () => {
    // A client sees a project file only when it is theirs or shared with them.
    const client = await send('clientA', ids.alpha!, { content: 'File: brief.pdf', fileId: ids.fileA });
    expect(client.statusCode).toBe(400);
    expect(client.json().error.fields.fileId).toBe(MESSAGING_MESSAGES.fileNotFound);

    const other = await send('agent', ids.alpha!, { content: 'File: beta.pdf', fileId: ids.fileB });
    expect(other.statusCode).toBe(400);
    expect(other.json().error.fields.fileId).toBe(MESSAGING_MESSAGES.fileNotFound);

    // An internal note with a file shares nothing: the client still cannot open or send it.
    const note = await send('agent', ids.alpha!, { content: 'File: brief.pdf', fileId: ids.fileA, internal: true });
    expect(note.statusCode, note.body).toBe(201);
    expect((await callers.clientA!({ method: 'GET', url: `/api/files/${ids.fileA}` })).statusCode).toBe(404);
    expect(await t.database.db.select().from(fileShares).where(eq(fileShares.fileId, ids.fileA!))).toHaveLength(0);

    const ok = await send('agent', ids.alpha!, { content: 'File: brief.pdf', fileId: ids.fileA });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ type: 'file', file: { id: ids.fileA, name: 'brief.pdf', sizeBytes: 2048 } });

    // Sent to the thread, the file is shared with the project's client members (and no one else's), who can open it.
    const shares = await t.database.db.select().from(fileShares).where(eq(fileShares.fileId, ids.fileA!));
    expect(shares.map((share) => share.userId).sort()).toEqual([ids.clientA, ids.clientA2].sort());
    expect((await callers.clientA!({ method: 'GET', url: `/api/files/${ids.fileA}` })).statusCode).toBe(200);
    expect((await callers.clientB!({ method: 'GET', url: `/api/files/${ids.fileA}` })).statusCode).toBe(404);
    const [audit] = await t.database.db.select().from(auditLogs).where(eq(auditLogs.targetId, ok.json().id));
    expect((audit!.details as { sharedWith?: string[] }).sharedWith?.sort()).toEqual(
      [ids.clientA, ids.clientA2].sort(),
    );
    const live = await t.database.db
      .select({ userIds: liveEvents.userIds })
      .from(liveEvents)
      .where(and(eq(liveEvents.type, 'files.updated'), sql`${liveEvents.payload}->>'id' = ${ids.fileA}`));
    expect(live.map((event) => event.userIds?.sort())).toEqual([[ids.clientA, ids.clientA2].sort()]);

    // Now shared, the client may send it in their own thread; another organisation's client still cannot.
    const shared = await send('clientA', ids.alpha!, { content: 'File: brief.pdf', fileId: ids.fileA });
    expect(shared.statusCode, shared.body).toBe(201);
    const elsewhere = await send('clientB', ids.beta!, { content: 'File: brief.pdf', fileId: ids.fileA });
    expect(elsewhere.statusCode).toBe(400);
  });

  it('asks approval of a file of the project, never of another project’s', async () => {
    const ok = await callers.agent!({
      method: 'POST',
      url: `/api/projects/${ids.alpha}/approvals`,
      payload: { fileId: ids.fileA, note: 'Sign off the brief' },
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().approval).toMatchObject({ subjectType: 'file', subjectName: 'brief.pdf', status: 'pending' });
    const other = await callers.agent!({
      method: 'POST',
      url: `/api/projects/${ids.alpha}/approvals`,
      payload: { fileId: ids.fileB },
    });
    expect(other.statusCode).toBe(400);
  });
});

describe('approval of an internal file (issue #18 point 17)', () => {
  it('is refused until every member of the client can see the file, so its name never reaches them', async () => {
    const db = t.database.db;
    const [plan] = await db
      .insert(files)
      .values({
        name: 'internal-margin-plan.xlsx',
        projectId: ids.alpha,
        ownerId: ids.agent,
        sizeBytes: 10,
        storageKey: 'chat/plan',
      })
      .returning();
    const ask = () =>
      callers.agent!({ method: 'POST', url: `/api/projects/${ids.alpha}/approvals`, payload: { fileId: plan!.id } });
    const refused = await ask();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.fileId).toBe(MESSAGING_MESSAGES.approvalFileNotShared);
    // Shared with one member only, the other would still read its name in the thread and the bell.
    await db.insert(fileShares).values({ fileId: plan!.id, userId: ids.clientA!, sharedById: ids.agent! });
    expect((await ask()).statusCode).toBe(400);
    const thread = await callers.clientA2!({ method: 'GET', url: `/api/projects/${ids.alpha}/messages` });
    expect(thread.body).not.toContain('internal-margin-plan');
    const bell = await db.select().from(notifications).where(eq(notifications.userId, ids.clientA2!));
    expect(JSON.stringify(bell)).not.toContain('internal-margin-plan');

    await db.insert(fileShares).values({ fileId: plan!.id, userId: ids.clientA2!, sharedById: ids.agent! });
    const ok = await ask();
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().approval).toMatchObject({ subjectType: 'file', subjectName: 'internal-margin-plan.xlsx' });

    // Unshared later, the request stays in the thread but no longer names the file to whom it is hidden from.
    await db.delete(fileShares).where(and(eq(fileShares.fileId, plan!.id), eq(fileShares.userId, ids.clientA2!)));
    const after = await callers.clientA2!({ method: 'GET', url: `/api/projects/${ids.alpha}/messages` });
    expect(after.statusCode).toBe(200);
    expect(after.body).not.toContain('internal-margin-plan');
    const mine = await callers.clientA!({ method: 'GET', url: `/api/projects/${ids.alpha}/messages` });
    expect(mine.body).toContain('internal-margin-plan');
  });
});

describe('editing and deleting within the window', () => {
  it('lets the sender edit with an "edited" marker, and nobody else', async () => {
    const id = (await send('clientA', ids.alpha!, { content: 'Typo here' })).json().id;
    const other = await callers.clientA2!({ method: 'PATCH', url: `/api/messages/${id}`, payload: { content: 'x' } });
    expect(other.statusCode).toBe(403);
    expect(other.json().error.message).toBe(MESSAGING_MESSAGES.notOwn);
    const outOfScope = await callers.clientB!({
      method: 'PATCH',
      url: `/api/messages/${id}`,
      payload: { content: 'x' },
    });
    expect(outOfScope.statusCode).toBe(404);
    const res = await callers.clientA!({
      method: 'PATCH',
      url: `/api/messages/${id}`,
      payload: { content: ' Fixed ' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().content).toBe('Fixed');
    expect(res.json().editedAt).not.toBeNull();
    const seen = (await list('agent', ids.alpha!)).json().items.find((m: { id: string }) => m.id === id);
    expect(seen).toMatchObject({ content: 'Fixed' });
    expect(seen.editedAt).not.toBeNull();
  });

  it('refuses an edit or delete after 15 minutes with 403, changing nothing', async () => {
    const id = (await send('clientA', ids.alpha!, { content: 'Old words' })).json().id;
    await t.database.db
      .update(messages)
      .set({ createdAt: sql`now() - interval '16 minutes'` })
      .where(eq(messages.id, id));
    const edit = await callers.clientA!({ method: 'PATCH', url: `/api/messages/${id}`, payload: { content: 'New' } });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().error.message).toBe(MESSAGING_MESSAGES.editWindow);
    const del = await callers.clientA!({ method: 'DELETE', url: `/api/messages/${id}` });
    expect(del.statusCode).toBe(403);
    const [row] = await t.database.db.select().from(messages).where(eq(messages.id, id));
    expect(row).toMatchObject({ content: 'Old words', editedAt: null, deletedAt: null });
  });

  it('still allows a change at 14 minutes', async () => {
    const id = (await send('clientA', ids.alpha!, { content: 'Almost late' })).json().id;
    await t.database.db
      .update(messages)
      .set({ createdAt: sql`now() - interval '14 minutes'` })
      .where(eq(messages.id, id));
    const edit = await callers.clientA!({
      method: 'PATCH',
      url: `/api/messages/${id}`,
      payload: { content: 'Made it' },
    });
    expect(edit.statusCode).toBe(200);
  });

  it('deletes as "This message was deleted": content wiped for everyone, then no second change', async () => {
    const id = (await send('clientA', ids.alpha!, { content: 'Delete me' })).json().id;
    const del = await callers.clientA!({ method: 'DELETE', url: `/api/messages/${id}` });
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json()).toMatchObject({ content: '', deletedAt: expect.any(String) });
    const seen = (await list('agent', ids.alpha!)).json().items.find((m: { id: string }) => m.id === id);
    expect(seen).toMatchObject({ content: '', file: null });
    expect(seen.deletedAt).not.toBeNull();
    const again = await callers.clientA!({ method: 'PATCH', url: `/api/messages/${id}`, payload: { content: 'Back' } });
    expect(again.statusCode).toBe(409);
    const events = await t.database.db
      .select({ type: liveEvents.type })
      .from(liveEvents)
      .where(sql`${liveEvents.payload}->>'messageId' = ${id}`);
    expect(events.map((e) => e.type)).toEqual(['messages.created', 'messages.updated']);
  });
});

describe('internal notes never reach a client', () => {
  const NOTE = 'Internal: client budget is tight, push for phase 2 later';
  let noteId: string;

  beforeAll(async () => {
    // Everyone starts with the thread read, so the counts below are the note's alone.
    for (const who of ['agent', 'clientA', 'clientA2', 'admin']) {
      for (const project of [ids.alpha, ids.paging]) {
        await callers[who]!({ method: 'POST', url: `/api/projects/${project}/messages/read`, payload: {} });
      }
    }
    const res = await send('admin', ids.alpha!, { content: NOTE, internal: true });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().internal).toBe(true);
    noteId = res.json().id;
  });

  it('refuses a client’s attempt to post one (403)', async () => {
    const res = await send('clientA', ids.alpha!, { content: 'secret?', internal: true });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(MESSAGING_MESSAGES.internalForbidden);
  });

  it('is in the agency’s thread and not in the client’s list', async () => {
    const staff = (await list('agent', ids.alpha!, '?limit=100')).json().items.map((m: { id: string }) => m.id);
    expect(staff).toContain(noteId);
    const client = await list('clientA', ids.alpha!, '?limit=100');
    expect(client.body).not.toContain(noteId);
    expect(client.body).not.toContain('budget is tight');
  });

  it('counts for the agency and not for the client (thread list, badge, overview)', async () => {
    expect(await badges('agent')).toBe(1);
    expect(await badges('clientA')).toBe(0);
    const threads = (await callers.clientA!({ method: 'GET', url: '/api/messages/threads' })).json();
    expect(threads.items.find((th: { projectId: string }) => th.projectId === ids.alpha).unread).toBe(0);
    const staffThreads = (await callers.agent!({ method: 'GET', url: '/api/messages/threads' })).json();
    expect(staffThreads.items.find((th: { projectId: string }) => th.projectId === ids.alpha).unread).toBe(1);
    const overview = await callers.clientA!({ method: 'GET', url: '/api/overview' });
    expect(overview.body).not.toContain('budget is tight');
    const card = (key: string, body: { cards: { key: string; count: number }[] }) =>
      body.cards.find((c) => c.key === key)?.count;
    expect(card('unreadMessages', overview.json())).toBe(0);
    const staffOverview = await callers.agent!({ method: 'GET', url: '/api/overview' });
    expect(card('unreadMessages', staffOverview.json())).toBe(1);
  });

  it('is published staff-only, notifies the assigned agent and no client, and audits without client visibility', async () => {
    const [event] = await t.database.db
      .select()
      .from(liveEvents)
      .where(sql`${liveEvents.payload}->>'messageId' = ${noteId}`);
    expect(event).toMatchObject({ type: 'messages.created', staffOnly: true, projectId: ids.alpha });
    expect(JSON.stringify(event!.payload)).not.toContain('budget');
    const notified = await t.database.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(sql`${notifications.message} like ${'%budget is tight%'}`);
    expect(notified.map((n) => n.userId)).toEqual([ids.agent]);
    const clientNotes = await callers.clientA!({ method: 'GET', url: '/api/notifications?limit=100' });
    expect(clientNotes.body).not.toContain('budget is tight');
    const [audit] = await t.database.db.select().from(auditLogs).where(eq(auditLogs.targetId, noteId));
    expect(audit).toMatchObject({ action: 'message.internal_note', clientVisible: false });
  });

  it('is not found by a client through search or by guessing its id', async () => {
    const search = await callers.clientA!({ method: 'GET', url: '/api/search?q=budget%20is%20tight' });
    expect(search.statusCode).toBe(200);
    expect(search.body).not.toContain(noteId);
    const edit = await callers.clientA!({ method: 'PATCH', url: `/api/messages/${noteId}`, payload: { content: 'x' } });
    expect(edit.statusCode).toBe(404);
    const read = await callers.clientA!({
      method: 'POST',
      url: `/api/projects/${ids.alpha}/messages/read`,
      payload: { messageId: noteId },
    });
    expect(read.statusCode).toBe(404);
  });

  it('does not move a client’s view of a staff read receipt past the last message they can see', async () => {
    await callers.agent!({ method: 'POST', url: `/api/projects/${ids.alpha}/messages/read`, payload: {} });
    const client = (await list('clientA', ids.alpha!, '?limit=100')).json();
    const [note] = await t.database.db.select().from(messages).where(eq(messages.id, noteId));
    const agentReceipt = client.receipts.find((r: { userId: string }) => r.userId === ids.agent);
    expect(Date.parse(agentReceipt.lastReadAt)).toBeLessThan(note!.createdAt.getTime());
    const staff = (await list('admin', ids.alpha!, '?limit=100')).json();
    const staffView = staff.receipts.find((r: { userId: string }) => r.userId === ids.agent);
    expect(Date.parse(staffView.lastReadAt)).toBe(note!.createdAt.getTime());
  });
});

describe('unread counts and read receipts', () => {
  it('counts messages from others after the marker, and clears them on read', async () => {
    await callers.clientA2!({ method: 'POST', url: `/api/projects/${ids.alpha}/messages/read`, payload: {} });
    expect(await badges('clientA2')).toBe(0);
    await send('agent', ids.alpha!, { content: 'One' });
    await send('agent', ids.alpha!, { content: 'Two' });
    await send('clientA2', ids.alpha!, { content: 'My own does not count' });
    expect(await badges('clientA2')).toBe(2);
    const read = await callers.clientA2!({
      method: 'POST',
      url: `/api/projects/${ids.alpha}/messages/read`,
      payload: {},
    });
    expect(read.statusCode).toBe(200);
    expect(await badges('clientA2')).toBe(0);
    const receipts = (await list('agent', ids.alpha!)).json().receipts;
    expect(receipts.map((r: { userId: string }) => r.userId)).toContain(ids.clientA2);
    const event = await t.database.db
      .select()
      .from(liveEvents)
      .where(and(eq(liveEvents.type, 'messages.read'), sql`${liveEvents.payload}->>'userId' = ${ids.clientA2}`));
    expect(event.length).toBeGreaterThan(0);
  });

  it('reading a thread also reads its message notifications, so the bell does not count what is on screen (#18)', async () => {
    const unreadBell = async () =>
      (await callers.clientA2!({ method: 'GET', url: '/api/notifications/unread-count' })).json().unread as number;
    await callers.clientA2!({ method: 'POST', url: `/api/projects/${ids.alpha}/messages/read`, payload: {} });
    const before = await unreadBell();
    await send('agent', ids.alpha!, { content: 'Seen while the thread is open' });
    expect(await unreadBell()).toBe(before + 1);
    // Another thread's notification (Paging chat, same organisation) stays unread.
    await send('admin', ids.paging!, { content: 'Elsewhere' });
    const paging = await t.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, ids.clientA2!), eq(notifications.relatedEntityId, ids.paging!)));
    await callers.clientA2!({ method: 'POST', url: `/api/projects/${ids.alpha}/messages/read`, payload: {} });
    expect(await unreadBell()).toBe(before + paging.length);
    const event = await t.database.db
      .select()
      .from(liveEvents)
      .where(and(eq(liveEvents.type, 'notifications.updated'), sql`${ids.clientA2} = any(${liveEvents.userIds})`));
    expect(event.length).toBeGreaterThan(0);
  });

  it('never moves the marker back', async () => {
    const items = (await list('clientA2', ids.alpha!, '?limit=100')).json().items;
    const oldest = items.at(-1).id;
    await callers.clientA2!({ method: 'POST', url: `/api/projects/${ids.alpha}/messages/read`, payload: {} });
    const res = await callers.clientA2!({
      method: 'POST',
      url: `/api/projects/${ids.alpha}/messages/read`,
      payload: { messageId: oldest },
    });
    expect(Date.parse(res.json().lastReadAt)).toBe(Date.parse(items[0].createdAt));
  });
});

describe('approvals in the thread', () => {
  let approvalMessage: { id: string; approval: { id: string } };

  it('refuses a client asking, a hidden deliverable, and another organisation’s deliverable', async () => {
    const client = await callers.clientA!({
      method: 'POST',
      url: `/api/projects/${ids.alpha}/approvals`,
      payload: { deliverableId: ids.deliverable },
    });
    expect(client.statusCode).toBe(403);
    for (const deliverableId of [ids.hiddenDeliverable, ids.betaDeliverable]) {
      const res = await callers.agent!({
        method: 'POST',
        url: `/api/projects/${ids.alpha}/approvals`,
        payload: { deliverableId },
      });
      expect(res.statusCode).toBe(400);
    }
    const none = await callers.agent!({ method: 'POST', url: `/api/projects/${ids.alpha}/approvals`, payload: {} });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe(MESSAGING_MESSAGES.approvalSubject);
  });

  it('posts the request as a special message and notifies the client', async () => {
    const res = await callers.agent!({
      method: 'POST',
      url: `/api/projects/${ids.alpha}/approvals`,
      payload: { deliverableId: ids.deliverable, note: 'Please review the homepage' },
    });
    expect(res.statusCode, res.body).toBe(201);
    approvalMessage = res.json();
    expect(res.json()).toMatchObject({
      type: 'approval',
      content: 'Please review the homepage',
      approval: { status: 'pending', subjectType: 'deliverable', subjectName: 'Homepage design' },
    });
    const notified = await t.database.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.relatedEntityId, res.json().approval.id));
    expect(notified.map((n) => n.userId).sort()).toEqual([ids.clientA, ids.clientA2].sort());
    const project = (await callers.clientA!({ method: 'GET', url: `/api/projects/${ids.alpha}` })).json();
    const deliverable = project.deliverables.find((d: { id: string }) => d.id === ids.deliverable);
    expect(deliverable.approval).toMatchObject({ status: 'pending' });
    // The request itself cannot be edited.
    const edit = await callers.agent!({
      method: 'PATCH',
      url: `/api/messages/${approvalMessage.id}`,
      payload: { content: 'changed' },
    });
    expect(edit.statusCode).toBe(403);
  });

  it('lets only a client of that organisation decide: agent 403, other organisation 404', async () => {
    const url = `/api/approvals/${approvalMessage.approval.id}/decision`;
    expect((await callers.agent!({ method: 'POST', url, payload: { decision: 'approved' } })).statusCode).toBe(403);
    expect((await callers.clientB!({ method: 'POST', url, payload: { decision: 'approved' } })).statusCode).toBe(404);
    const noComment = await callers.clientA!({ method: 'POST', url, payload: { decision: 'changes-requested' } });
    expect(noComment.statusCode).toBe(400);
    expect(noComment.json().error.fields.comment).toBe(MESSAGING_MESSAGES.commentRequired);
    const [row] = await t.database.db.select().from(approvals).where(eq(approvals.id, approvalMessage.approval.id));
    expect(row!.status).toBe('pending');
  });

  it('records the decision, who and when; shows it in the thread and on the deliverable; 409 the second time', async () => {
    const url = `/api/approvals/${approvalMessage.approval.id}/decision`;
    const res = await callers.clientA!({ method: 'POST', url, payload: { decision: 'approved', comment: 'Love it' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().approval).toMatchObject({
      status: 'approved',
      comment: 'Love it',
      decidedAt: expect.any(String),
    });
    const [row] = await t.database.db.select().from(approvals).where(eq(approvals.id, approvalMessage.approval.id));
    expect(row).toMatchObject({ status: 'approved', decidedById: ids.clientA, comment: 'Love it' });

    const again = await callers.clientA2!({
      method: 'POST',
      url,
      payload: { decision: 'changes-requested', comment: 'No wait' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(MESSAGING_MESSAGES.alreadyDecided);
    const [unchanged] = await t.database.db
      .select()
      .from(approvals)
      .where(eq(approvals.id, approvalMessage.approval.id));
    expect(unchanged).toMatchObject({ status: 'approved', decidedById: ids.clientA });

    const thread = (await list('agent', ids.alpha!, '?limit=100')).json().items;
    expect(thread.find((m: { id: string }) => m.id === approvalMessage.id).approval.status).toBe('approved');
    const project = (await callers.agent!({ method: 'GET', url: `/api/projects/${ids.alpha}` })).json();
    expect(project.deliverables.find((d: { id: string }) => d.id === ids.deliverable).approval).toMatchObject({
      status: 'approved',
      decidedByName: res.json().approval.decidedByName,
    });
    const notified = await t.database.db
      .select({ userId: notifications.userId, title: notifications.title })
      .from(notifications)
      .where(and(eq(notifications.relatedEntityId, approvalMessage.approval.id), eq(notifications.userId, ids.agent!)));
    expect(notified).toEqual([{ userId: ids.agent, title: 'Approved' }]);
    const events = await t.database.db
      .select({ type: liveEvents.type })
      .from(liveEvents)
      .where(inArray(liveEvents.type, ['projects.updated']));
    expect(events.length).toBeGreaterThanOrEqual(2);
    const audit = await t.database.db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(eq(auditLogs.targetId, approvalMessage.approval.id));
    expect(audit.map((a) => a.action).sort()).toEqual(['approval.approved', 'approval.requested']);
  });
});
