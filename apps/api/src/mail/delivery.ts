import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client.ts';
import { emailOutbox } from '../db/schema/index.ts';

export const MAX_ATTEMPTS = 8;

/** 30 s, 1 min, 2 min … capped at 1 h: a mail server that is down for a while loses nothing. */
export function retryDelayMs(attempt: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempt - 1), 60 * 60 * 1000);
}

export function createTransport(smtpUrl: string | undefined): Transporter | undefined {
  return smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
}

interface DeliveryOptions {
  from: string;
  transport: Transporter;
  log: FastifyBaseLogger;
  /** Only these rows (a request that wants to know at once whether its mail went out). */
  ids?: string[];
  limit?: number;
  now?: () => Date;
}

/**
 * Claims due outbox rows (skip locked, so several app servers never send one mail twice), sends
 * them and records the outcome. Returns how many were sent and how many failed this round.
 */
export async function deliverDueEmails(
  db: Db,
  options: DeliveryOptions,
): Promise<{ sent: string[]; failed: string[] }> {
  const now = options.now?.() ?? new Date();
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.status, 'pending'),
          lte(emailOutbox.nextAttemptAt, now),
          options.ids ? inArray(emailOutbox.id, options.ids) : undefined,
        ),
      )
      .orderBy(emailOutbox.nextAttemptAt)
      .limit(options.limit ?? 20)
      .for('update', { skipLocked: true });
    if (due.length > 0) {
      await tx
        .update(emailOutbox)
        .set({ status: 'sending', attempts: sql`${emailOutbox.attempts} + 1` })
        .where(
          inArray(
            emailOutbox.id,
            due.map((row) => row.id),
          ),
        );
    }
    return due;
  });

  const result = { sent: [] as string[], failed: [] as string[] };
  for (const row of claimed) {
    const attempt = row.attempts + 1;
    try {
      await options.transport.sendMail({
        from: options.from,
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
      });
      await db
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: new Date(), lastError: null })
        .where(eq(emailOutbox.id, row.id));
      result.sent.push(row.id);
    } catch (error) {
      const message = (error as Error).message;
      const giveUp = attempt >= MAX_ATTEMPTS;
      options.log.warn(
        { mailId: row.id, attempt, err: message },
        giveUp ? 'e-mail failed for good' : 'e-mail failed; will retry',
      );
      await db
        .update(emailOutbox)
        .set({
          status: giveUp ? 'failed' : 'pending',
          lastError: message,
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempt)),
        })
        .where(eq(emailOutbox.id, row.id));
      result.failed.push(row.id);
    }
  }
  return result;
}
