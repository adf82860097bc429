import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, emailOutbox, jobs, liveEvents, notifications, userSettings, users } from '../../db/schema/index.ts';
import { notificationText } from '../../lib/notification-texts.ts';
import { NOTIFICATION_EMAIL_JOB, notify } from '../../lib/notify.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { as, createUser, signIn } from '../../test/auth.ts';

// notify() as the one door (D19): rows, a live event per recipient, and e-mail by each recipient's preference.

let t: TestApp;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function person(role: 'ADMIN' | 'AGENT' | 'CLIENT' = 'AGENT') {
  const user = await createUser(t.database.db, { role });
  return { ...user, call: as(t.app, await signIn(t.app, user.email)) };
}

const mailsTo = (email: string) =>
  t.database.db
    .select({ subject: emailOutbox.subject, text: emailOutbox.text, kind: emailOutbox.kind })
    .from(emailOutbox)
    .where(sql`${email} = any(${emailOutbox.toAddresses})`);

const assigned = notificationText('taskAssigned', { assigner: 'Ada', task: 'Homepage' });
const newMessage = notificationText('messageNew', { project: 'Harbor', sender: 'Ada', preview: 'Hello' });

/** Runs every job due at `at` (the digest's daily slot included), as a server's poll would. */
const runAt = (at: Date) => t.app.jobs.runDue(at);

describe('notify()', () => {
  it('writes one row and one live event per recipient, addressed to that recipient alone', async () => {
    const a = await person();
    const b = await person('CLIENT');
    await t.database.db.transaction((tx) =>
      notify(tx, [
        { userId: a.id, type: 'project', text: assigned, actionUrl: '/dashboard/tasks' },
        { userId: b.id, type: 'payment', text: notificationText('invoiceCancelled', { number: 'INV-7' }) },
      ]),
    );
    const rows = await t.database.db
      .select({ id: notifications.id, userId: notifications.userId })
      .from(notifications)
      .where(inArray(notifications.userId, [a.id, b.id]));
    expect(rows).toHaveLength(2);
    const events = await t.database.db
      .select({ type: liveEvents.type, userIds: liveEvents.userIds, payload: liveEvents.payload })
      .from(liveEvents)
      .where(sql`${liveEvents.userIds} && array[${a.id}, ${b.id}]::uuid[]`);
    expect(events).toHaveLength(2);
    for (const row of rows) {
      const event = events.find((e) => e.userIds?.[0] === row.userId);
      expect(event).toMatchObject({ type: 'notifications.created', userIds: [row.userId], payload: { id: row.id } });
    }
    // Small payload: no title or message in the event.
    expect(JSON.stringify(events)).not.toContain('INV-7');
  });

  it('queues the immediate mail a minute later only for a type the recipient wants immediately', async () => {
    const a = await person();
    await a.call({ method: 'PATCH', url: '/api/me/notification-preferences', payload: { message: 'never' } });
    await t.database.db.transaction((tx) =>
      notify(tx, [
        { userId: a.id, type: 'project', text: assigned },
        { userId: a.id, type: 'message', text: newMessage },
        { userId: a.id, type: 'system', text: assigned },
      ]),
    );
    const queued = await t.database.db
      .select({ payload: jobs.payload, runAt: jobs.runAt, createdAt: jobs.createdAt })
      .from(jobs)
      .innerJoin(notifications, sql`${notifications.id}::text = ${jobs.payload}->>'notificationId'`)
      .where(and(eq(jobs.name, NOTIFICATION_EMAIL_JOB), eq(notifications.userId, a.id)));
    expect(queued).toHaveLength(1);
    const delay = queued[0]!.runAt.getTime() - queued[0]!.createdAt.getTime();
    expect(delay).toBeGreaterThan(55_000);
    expect(delay).toBeLessThan(65_000);
  });
});

describe('notification e-mail preferences', () => {
  it('answers the defaults for someone who never chose', async () => {
    const a = await person('CLIENT');
    const res = await a.call({ method: 'GET', url: '/api/me/notification-preferences' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      project: 'immediately',
      payment: 'immediately',
      message: 'immediately',
      reminder: 'immediately',
      system: 'daily',
      achievement: 'daily',
    });
  });

  it('stores a change on the caller’s own row, audited, and keeps the rest', async () => {
    const a = await person();
    const b = await person();
    const res = await a.call({
      method: 'PATCH',
      url: '/api/me/notification-preferences',
      payload: { payment: 'daily', achievement: 'never' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ payment: 'daily', achievement: 'never', project: 'immediately' });
    expect((await a.call({ method: 'GET', url: '/api/me/notification-preferences' })).json().payment).toBe('daily');
    expect((await b.call({ method: 'GET', url: '/api/me/notification-preferences' })).json().payment).toBe(
      'immediately',
    );
    const audits = await t.database.db
      .select({ details: auditLogs.details })
      .from(auditLogs)
      .where(and(eq(auditLogs.actorId, a.id), eq(auditLogs.action, 'settings.notification_emails_updated')));
    expect(audits).toEqual([{ details: { payment: 'daily', achievement: 'never' } }]);
  });

  it('refuses a bad value, an unknown type, an empty change or a NUL with 400, and changes nothing', async () => {
    const a = await person();
    await a.call({ method: 'PATCH', url: '/api/me/notification-preferences', payload: { project: 'never' } });
    for (const payload of [
      { project: 'weekly' },
      { project: true },
      { invoice: 'never' },
      {},
      { project: 'never\u0000' },
      { project: 'daily', sms: 'daily' },
    ]) {
      const res = await a.call({ method: 'PATCH', url: '/api/me/notification-preferences', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBeTruthy();
    }
    const now = (await a.call({ method: 'GET', url: '/api/me/notification-preferences' })).json();
    expect(now.project).toBe('never');
    const [row] = await t.database.db
      .select({ preferences: userSettings.notificationEmailPreferences })
      .from(userSettings)
      .where(eq(userSettings.userId, a.id));
    expect(row!.preferences.project).toBe('never');
    const audits = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.actorId, a.id), like(auditLogs.action, 'settings.%')));
    expect(audits).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/me/notification-preferences' })).statusCode).toBe(401);
  });
});

describe('the immediate e-mail job', () => {
  it('mails an unread notification after a minute, once, in the recipient’s language', async () => {
    const a = await person();
    await t.database.db.insert(userSettings).values({ userId: a.id, language: 'de' });
    await t.database.db.transaction((tx) =>
      notify(tx, { userId: a.id, type: 'project', text: assigned, actionUrl: '/dashboard/tasks?task=1' }),
    );
    await runAt(new Date(Date.now() + 10_000));
    expect(await mailsTo(a.email)).toEqual([]);

    await runAt(new Date(Date.now() + 2 * MINUTE));
    const mails = await mailsTo(a.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.kind).toBe('notification');
    // The whole mail in German: the frame, and the title and message written in German when the row was made.
    expect(mails[0]!.subject).toBe('Neue Benachrichtigung: Aufgabe zugewiesen');
    expect(mails[0]!.text).toContain('Hallo ');
    expect(mails[0]!.text).toContain('Ada hat Ihnen „Homepage“ zugewiesen.');
    expect(mails[0]!.text).toContain('/dashboard/tasks?task=1');
    const [row] = await t.database.db
      .select({ mailedAt: notifications.mailedAt })
      .from(notifications)
      .where(eq(notifications.userId, a.id));
    expect(row!.mailedAt).not.toBeNull();

    await runAt(new Date(Date.now() + 3 * MINUTE));
    expect(await mailsTo(a.email)).toHaveLength(1);
  });

  it('skips a notification read in the portal meanwhile', async () => {
    const a = await person();
    await t.database.db.transaction((tx) => notify(tx, { userId: a.id, type: 'payment', text: assigned }));
    const [row] = await t.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.userId, a.id));
    await a.call({ method: 'POST', url: '/api/notifications/read', payload: { ids: [row!.id] } });
    await runAt(new Date(Date.now() + 2 * MINUTE));
    expect(await mailsTo(a.email)).toEqual([]);
  });

  it('skips a deactivated user and a type switched to never after the notification was made', async () => {
    const gone = await person();
    const changed = await person();
    await t.database.db.transaction((tx) =>
      notify(tx, [
        { userId: gone.id, type: 'message', text: newMessage },
        { userId: changed.id, type: 'message', text: newMessage },
      ]),
    );
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, gone.id));
    await changed.call({ method: 'PATCH', url: '/api/me/notification-preferences', payload: { message: 'never' } });
    await runAt(new Date(Date.now() + 2 * MINUTE));
    expect(await mailsTo(gone.email)).toEqual([]);
    expect(await mailsTo(changed.email)).toEqual([]);
  });
});

describe('the daily digest job', () => {
  it('mails each digest user their unread, un-mailed notifications of the last day once, never twice', async () => {
    const db = t.database.db;
    const digest = await person();
    const never = await person();
    const gone = await person();
    for (const who of [digest, never, gone]) {
      await who.call({
        method: 'PATCH',
        url: '/api/me/notification-preferences',
        payload: { project: who === never ? 'never' : 'daily', payment: 'immediately' },
      });
    }
    await db.update(users).set({ isActive: false }).where(eq(users.id, gone.id));
    // The digest runs at the first poll after midnight UTC; "now" is shortly after a midnight a week ahead, a slot no
    // earlier round of this file can have taken (run minutes before midnight, their "now + 3 minutes" had taken the
    // next one, and this digest never ran).
    const midnight = Math.ceil(Date.now() / DAY) * DAY + 7 * DAY;
    const now = new Date(midnight + 5_000);
    const at = (msBefore: number) => new Date(now.getTime() - msBefore);
    await db.insert(notifications).values([
      { userId: digest.id, type: 'project', title: 'Kickoff scheduled', createdAt: at(3 * 3_600_000) },
      { userId: digest.id, type: 'project', title: 'Milestone reached', createdAt: at(2 * 3_600_000) },
      { userId: digest.id, type: 'project', title: 'Already read', readAt: at(1000), createdAt: at(3_600_000) },
      { userId: digest.id, type: 'project', title: 'Too old', createdAt: at(DAY + 3_600_000) },
      { userId: digest.id, type: 'project', title: 'Already mailed', mailedAt: at(1000), createdAt: at(3_600_000) },
      { userId: digest.id, type: 'payment', title: 'Immediate type', createdAt: at(3_600_000) },
      { userId: never.id, type: 'project', title: 'Never mailed', createdAt: at(3_600_000) },
      { userId: gone.id, type: 'project', title: 'Deactivated', createdAt: at(3_600_000) },
    ]);

    await runAt(now);
    const mails = await mailsTo(digest.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.kind).toBe('notification-digest');
    expect(mails[0]!.subject).toBe('Your daily summary: 2 unread notifications');
    expect(mails[0]!.text).toContain('Kickoff scheduled');
    expect(mails[0]!.text).toContain('Milestone reached');
    for (const left of ['Already read', 'Too old', 'Already mailed', 'Immediate type']) {
      expect(mails[0]!.text).not.toContain(left);
    }
    expect(await mailsTo(never.email)).toEqual([]);
    expect(await mailsTo(gone.email)).toEqual([]);

    // A second round the same day, and the next day's round: nothing is mailed twice.
    await runAt(new Date(now.getTime() + MINUTE));
    await runAt(new Date(now.getTime() + DAY));
    expect(await mailsTo(digest.email)).toHaveLength(1);
  });
});
