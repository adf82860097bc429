import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { startSmtpStandIn } from '../test/smtp.ts';
import { deliverDueEmails, LEASE_MS, MAX_ATTEMPTS, retryDelayMs } from './delivery.ts';

let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpStandIn();
  t = await createTestApp({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const mail = { to: 'ada@example.com', subject: 'Hello', text: 'Body text', kind: 'test' };
const row = async (id: string) => (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;

describe('the e-mail outbox', () => {
  it('keeps the mail as a row, then sends it over SMTP and marks it sent', async () => {
    const { id } = await t.app.mailer.enqueue(t.database.db, mail);
    expect((await row(id)).status).toBe('pending');
    expect(await t.app.mailer.deliverNow([id])).toBe(true);
    const sent = await row(id);
    expect(sent.status).toBe('sent');
    expect(sent.sentAt).toBeInstanceOf(Date);
    const received = smtp.received.at(-1)!;
    expect(received.to).toEqual(['ada@example.com']);
    expect(received.raw).toContain('Subject: Hello');
  });

  it('keeps a mail that could not be sent and schedules a retry', async () => {
    const { id } = await t.app.mailer.enqueue(t.database.db, { ...mail, subject: 'Retry me' });
    // A second ahead: the row's microsecond timestamp can fall after a millisecond Date taken in the same millisecond.
    const now = new Date(Date.now() + 1000);
    const transport = { sendMail: async () => Promise.reject(new Error('connection refused')) };
    const result = await deliverDueEmails(t.database.db, {
      from: 'a@b.c',
      transport: transport as never,
      log: t.app.log,
      ids: [id],
      now: () => now,
    });
    expect(result.failed).toEqual([id]);
    const failed = await row(id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastError: 'connection refused' });
    expect(failed.nextAttemptAt.getTime()).toBe(now.getTime() + retryDelayMs(1));
    // Once due again, a working server delivers it.
    await t.database.db
      .update(emailOutbox)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(emailOutbox.id, id));
    expect(await t.app.mailer.deliverNow([id])).toBe(true);
    expect((await row(id)).status).toBe('sent');
  });

  it('gives up after the last attempt and says so', async () => {
    const { id } = await t.app.mailer.enqueue(t.database.db, { ...mail, subject: 'Hopeless' });
    await t.database.db
      .update(emailOutbox)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(emailOutbox.id, id));
    const transport = { sendMail: async () => Promise.reject(new Error('mailbox unavailable')) };
    await deliverDueEmails(t.database.db, { from: 'a@b.c', transport: transport as never, log: t.app.log, ids: [id] });
    expect((await row(id)).status).toBe('failed');
  });

  it('backs off from 30 s to at most an hour', () => {
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(2)).toBe(60_000);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });
});

describe('two delivery workers on one database', () => {
  /** A transport that counts what it sends, yielding once so the other worker runs meanwhile. */
  const countingTransport = (counts: Map<string, number>) => ({
    sendMail: async (message: { subject?: string }) => {
      await new Promise((resolve) => setImmediate(resolve));
      counts.set(message.subject!, (counts.get(message.subject!) ?? 0) + 1);
      return {};
    },
  });

  async function drain(worker: string, counts: Map<string, number>, ids: string[], now: Date) {
    const transport = countingTransport(counts);
    for (;;) {
      const round = await deliverDueEmails(t.database.db, {
        from: worker,
        transport,
        log: t.app.log,
        ids,
        limit: 3,
        now: () => now,
      });
      if (round.sent.length + round.failed.length === 0) return;
    }
  }

  it('sends each mail of a backlog exactly once, and leave a live claim alone until its lease runs out', async () => {
    const { db } = t.database;
    const backlog = await db
      .insert(emailOutbox)
      .values(
        Array.from({ length: 40 }, (_, n) => ({
          toAddresses: ['crowd@example.com'],
          subject: `Backlog ${n}`,
          text: 'x',
        })),
      )
      .returning({ id: emailOutbox.id });
    // A mail another server claimed a minute ago and is still sending: its lease is live.
    const now = new Date();
    const [stuck] = await db
      .insert(emailOutbox)
      .values({
        toAddresses: ['crowd@example.com'],
        subject: 'Claimed elsewhere',
        text: 'x',
        status: 'sending',
        attempts: 1,
        nextAttemptAt: new Date(now.getTime() - 10 * 60_000),
        lockedUntil: new Date(now.getTime() + LEASE_MS - 60_000),
        claimId: randomUUID(),
      })
      .returning({ id: emailOutbox.id });
    const ids = [...backlog.map((row) => row.id), stuck!.id];
    const counts = new Map<string, number>();

    await Promise.all([drain('server-a', counts, ids, now), drain('server-b', counts, ids, now)]);
    expect(counts.size).toBe(40);
    expect([...counts.values()].every((times) => times === 1)).toBe(true);
    expect(counts.has('Claimed elsewhere')).toBe(false);

    // The other server died: once its lease has run out, one of the two takes the mail over.
    const afterLease = new Date(now.getTime() + LEASE_MS);
    await Promise.all([drain('server-a', counts, ids, afterLease), drain('server-b', counts, ids, afterLease)]);
    expect(counts.get('Claimed elsewhere')).toBe(1);
    expect(counts.size).toBe(41);
    const rows = await db.select().from(emailOutbox).where(inArray(emailOutbox.id, ids));
    expect(rows.every((row) => row.status === 'sent' && row.lockedUntil === null)).toBe(true);
    expect(rows.find((row) => row.id === stuck!.id)!.attempts).toBe(2);
  });
});
