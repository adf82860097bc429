import type { LiveEventType } from '@agency/shared/live-events';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { auditLogs, emailOutbox, jobs, liveEvents, notifications } from '../db/schema/index.ts';
import { enqueueEmail } from '../mail/outbox.ts';
import { createUser } from '../test/auth.ts';
import { createTestDatabase } from '../test/database.ts';
import { type ChangeContext, commitChange } from './commit-change.ts';
import { notificationText } from './notification-texts.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const ctx: ChangeContext = {
  actor: { id: null, email: 'actor@test.example', name: 'Actor' },
  request: { ip: '127.0.0.9', userAgent: 'commit-change test' },
  mailer: { enqueue: enqueueEmail },
};

async function counts(marker: string, userId: string) {
  const { db } = database;
  return {
    audit: (await db.select().from(auditLogs).where(eq(auditLogs.action, marker))).length,
    notifications: (await db.select().from(notifications).where(eq(notifications.userId, userId))).length,
    mail: (await db.select().from(emailOutbox).where(eq(emailOutbox.kind, marker))).length,
    jobs: (await db.select().from(jobs).where(eq(jobs.name, marker))).length,
    live: (await db.select().from(liveEvents).where(eq(liveEvents.type, marker))).length,
  };
}

function effects(marker: string, userId: string) {
  return {
    audit: { action: marker, category: 'system' as const },
    notify: [{ userId, type: 'system' as const, text: notificationText('taskAssigned', { assigner: 'A', task: 'T' }) }],
    mail: { to: 'someone@test.example', subject: 'Hello', text: 'Hi', kind: marker },
    jobs: { name: marker, dedupeKey: `${marker}:1` },
    // A marker type no registry names, so each test finds its own row.
    live: { type: marker as LiveEventType, userIds: [userId] },
  };
}

describe('commitChange', () => {
  it('writes the audit row, notification, mail, job and live event of a change with the actor and request', async () => {
    const user = await createUser(database.db, { role: 'ADMIN' });
    const { mailIds } = await database.db.transaction((tx) =>
      commitChange(tx, ctx, effects('test.committed', user.id)),
    );
    expect(mailIds).toHaveLength(1);
    expect(await counts('test.committed', user.id)).toEqual({ audit: 1, notifications: 1, mail: 1, jobs: 1, live: 1 });
    const [audit] = await database.db.select().from(auditLogs).where(eq(auditLogs.action, 'test.committed'));
    expect(audit).toMatchObject({ actorEmail: 'actor@test.example', ip: '127.0.0.9', userAgent: 'commit-change test' });
  });

  it('writes none of them when the change rolls back', async () => {
    const user = await createUser(database.db, { role: 'ADMIN' });
    await expect(
      database.db.transaction(async (tx) => {
        await commitChange(tx, ctx, effects('test.rolled-back', user.id));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await counts('test.rolled-back', user.id)).toEqual({
      audit: 0,
      notifications: 0,
      mail: 0,
      jobs: 0,
      live: 0,
    });
  });
});
