import { and, arrayContains, count, gt, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { emailOutbox } from '../db/schema/index.ts';

/** Mails our public forms send to an address the visitor typed: anyone can aim them at a stranger. */
export const ACKNOWLEDGEMENT_KINDS = ['contact-acknowledgement', 'newsletter-confirmation'];
/** So one recipient gets at most this many such mails a day, whoever asks and from however many addresses. */
export const ACKNOWLEDGEMENTS_PER_RECIPIENT_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/** True while this recipient is under the daily cap; counted in the outbox, so every server sees the same. */
export async function mayAcknowledge(db: Db, recipient: string, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(emailOutbox)
    .where(
      and(
        inArray(emailOutbox.kind, ACKNOWLEDGEMENT_KINDS),
        arrayContains(emailOutbox.toAddresses, [recipient.toLowerCase()]),
        gt(emailOutbox.createdAt, new Date(now.getTime() - DAY_MS)),
      ),
    );
  return (row?.n ?? 0) < ACKNOWLEDGEMENTS_PER_RECIPIENT_PER_DAY;
}
