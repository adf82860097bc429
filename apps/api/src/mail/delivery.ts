import { and, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Db } from '../db/client.ts';
import { emailOutbox } from '../db/schema/index.ts';
import { lazyImport } from '../lib/lazy-import.ts';
import { claimable, claimValues, heldBy, released } from '../lib/lease.ts';

export const MAX_ATTEMPTS = 8;

/** 30 s, 1 min, 2 min … capped at 1 h: a mail server that is down for a while loses nothing. */
export function retryDelayMs(attempt: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempt - 1), 60 * 60 * 1000);
}

/**
 * How long a claim on a mail lasts. A worker renews it just before each send, and the transport's
 * timeouts keep one send well inside it, so a live lease means a worker is still on that mail;
 * an expired one means the worker died, and another may claim the mail again.
 */
export const LEASE_MS = 5 * 60 * 1000;

// nodemailer loads at the first mail sent, not at the server's start (issue #22: start within 3 s).
const nodemailer = lazyImport(() => import('nodemailer'));

/** The SMTP transport when one is configured: nodemailer's, created at the first mail. */
export function createTransport(smtpUrl: string | undefined): (MailTransport & { close(): void }) | undefined {
  if (!smtpUrl) return undefined;
  let transporter: Promise<Transporter> | undefined;
  const open = () => {
    transporter ??= nodemailer().then(({ default: mailer }) =>
      mailer.createTransport({
        url: smtpUrl,
        connectionTimeout: 30_000,
        greetingTimeout: 30_000,
        socketTimeout: 60_000,
      }),
    );
    // A failed load is tried again at the next mail.
    transporter.catch(() => {
      transporter = undefined;
    });
    return transporter;
  };
  return {
    sendMail: async (message) => (await open()).sendMail(message),
    close: () =>
      void transporter?.then(
        (opened) => opened.close(),
        () => undefined,
      ),
  };
}

/** What delivery needs of a transport: nodemailer's, or a counting fake in tests. */
export interface MailTransport {
  sendMail(message: ReturnType<typeof toMessage>): Promise<unknown>;
}

interface DeliveryOptions {
  from: string;
  transport: MailTransport;
  log: FastifyBaseLogger;
  /** Only these rows (a request that wants to know at once whether its mail went out). */
  ids?: string[];
  limit?: number;
  now?: () => Date;
}

type OutboxRow = typeof emailOutbox.$inferSelect;
type Claimed = OutboxRow & { claimId: string };

const later = (now: Date, ms: number) => new Date(now.getTime() + ms);

/**
 * Claims due rows under a lease (lib/lease.ts): pending ones whose time has come, and 'sending' ones
 * whose lease ran out (their worker died). SKIP LOCKED lets several servers claim at once without
 * waiting on or taking each other's rows.
 */
async function claimDue(db: Db, options: DeliveryOptions, now: Date): Promise<Claimed[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(emailOutbox)
      .where(and(claimable(emailOutbox, now), options.ids ? inArray(emailOutbox.id, options.ids) : undefined))
      .orderBy(emailOutbox.nextAttemptAt)
      .limit(options.limit ?? 20)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const claim = claimValues(now, LEASE_MS);
    await tx
      .update(emailOutbox)
      .set({ ...claim, attempts: sql`${emailOutbox.attempts} + 1` })
      .where(
        inArray(
          emailOutbox.id,
          due.map((row) => row.id),
        ),
      );
    return due.map((row) => ({ ...row, claimId: claim.claimId }));
  });
}

/** Writes to a claimed row only while this claim still holds it; false when another worker took over. */
async function updateClaimed(db: Db, row: Claimed, values: Partial<OutboxRow>): Promise<boolean> {
  const updated = await db
    .update(emailOutbox)
    .set(values)
    .where(heldBy(emailOutbox, row.id, row.claimId))
    .returning({ id: emailOutbox.id });
  return updated.length > 0;
}

function toMessage(from: string, row: OutboxRow) {
  return {
    from,
    to: row.toAddresses,
    cc: row.ccAddresses.length ? row.ccAddresses : undefined,
    replyTo: row.replyTo ?? undefined,
    subject: row.subject,
    text: row.text,
    html: row.html ?? undefined,
    attachments: row.attachments
      .filter((file) => file.content)
      .map((file) => ({
        filename: file.filename,
        contentType: file.contentType,
        content: file.content!,
        encoding: 'base64',
      })),
  };
}

/**
 * Claims due outbox rows, sends them and records the outcome: each mail goes out once even with
 * several servers (D3). Returns the ids sent and failed this round.
 */
export async function deliverDueEmails(
  db: Db,
  options: DeliveryOptions,
): Promise<{ sent: string[]; failed: string[] }> {
  const clock = options.now ?? (() => new Date());
  const claimed = await claimDue(db, options, clock());
  const result = { sent: [] as string[], failed: [] as string[] };
  for (const row of claimed) {
    // Renewing just before the send proves the claim is still ours; a lapsed one is left to its new holder.
    if (!(await updateClaimed(db, row, { lockedUntil: later(clock(), LEASE_MS) }))) continue;
    const attempt = row.attempts + 1;
    try {
      await options.transport.sendMail(toMessage(options.from, row));
      await updateClaimed(db, row, {
        status: 'sent',
        sentAt: clock(),
        lastError: null,
        ...released,
      });
      result.sent.push(row.id);
    } catch (error) {
      const message = (error as Error).message;
      const giveUp = attempt >= MAX_ATTEMPTS;
      options.log.warn(
        { mailId: row.id, attempt, err: message },
        giveUp ? 'e-mail failed for good' : 'e-mail failed; will retry',
      );
      await updateClaimed(db, row, {
        status: giveUp ? 'failed' : 'pending',
        lastError: message,
        nextAttemptAt: later(clock(), retryDelayMs(attempt)),
        ...released,
      });
      result.failed.push(row.id);
    }
  }
  return result;
}
