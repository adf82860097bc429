import type { OutboxStatus } from '@agency/shared/enums';
import { and, arrayOverlaps, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/index.ts';
import { afterCursor, decodeCursor, keyset, newestFirst, toPage } from '../../lib/cursor.ts';

export interface OutboxQuery {
  kind?: string;
  /** One recipient, as typed or lower-cased (services store addresses as given, most of them lower-cased). */
  to?: string;
  status?: OutboxStatus;
  cursor?: string;
  limit: number;
}

const outboxColumns = {
  id: emailOutbox.id,
  to: emailOutbox.toAddresses,
  subject: emailOutbox.subject,
  text: emailOutbox.text,
  html: emailOutbox.html,
  kind: emailOutbox.kind,
  status: emailOutbox.status,
  attempts: emailOutbox.attempts,
  lastError: emailOutbox.lastError,
  createdAt: emailOutbox.createdAt,
  sentAt: emailOutbox.sentAt,
};

/** Outgoing mail newest first, one keyset page; each filter has its own index (schema/email-outbox.ts). */
export async function listOutbox(db: Db, query: OutboxQuery) {
  const rows = await db
    .select({ ...outboxColumns, ...keyset(emailOutbox) })
    .from(emailOutbox)
    .where(
      and(
        query.kind ? eq(emailOutbox.kind, query.kind) : undefined,
        query.to ? arrayOverlaps(emailOutbox.toAddresses, [query.to, query.to.toLowerCase()]) : undefined,
        query.status ? eq(emailOutbox.status, query.status) : undefined,
        afterCursor(emailOutbox, decodeCursor(query.cursor)),
      ),
    )
    .orderBy(...newestFirst(emailOutbox))
    .limit(query.limit + 1);
  return toPage(rows, query.limit);
}

/** One attachment of a queued or sent mail (null when the mail or the index does not exist). */
export async function outboxAttachment(db: Db, id: string, index: number) {
  const [row] = await db
    .select({ attachments: emailOutbox.attachments })
    .from(emailOutbox)
    .where(eq(emailOutbox.id, id));
  return row?.attachments[index] ?? null;
}
