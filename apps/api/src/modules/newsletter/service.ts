import { createHash, randomBytes } from 'node:crypto';
import type { Language, SubscriberStatus } from '@agency/shared/enums';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newsletterSubscribers } from '../../db/schema/index.ts';
import { mayAcknowledge } from '../../lib/acknowledgement-cap.ts';
import type { RequestContext } from '../../lib/audit.ts';
import { commitChange } from '../../lib/commit-change.ts';
import { csvLine } from '../../lib/csv.ts';
import { afterCursor, type Cursor, keyset, newestFirst, toPage } from '../../lib/cursor.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { assertUnderLimit } from '../../lib/sign-in-limits.ts';
import { newsletterConfirmationEmail } from '../../mail/templates/site.ts';

const SUBSCRIBE_REQUESTED = 'newsletter.subscribe_requested';
export const SUBSCRIBES_PER_ADDRESS_PER_HOUR = 20;

/** A confirmation link works this long. */
export const CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Signing up again within this time sends no second mail, so the form cannot flood someone's inbox. */
export const RESEND_AFTER_MS = 10 * 60 * 1000;

const newToken = () => randomBytes(32).toString('base64url');
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const newsletterLinks = (publicUrl: string, token: { confirm?: string; unsubscribe: string }) => ({
  confirmLink: `${publicUrl}/api/newsletter/confirm?token=${token.confirm}`,
  unsubscribeLink: `${publicUrl}/api/newsletter/unsubscribe?token=${token.unsubscribe}`,
});

/**
 * Signs an address up with double opt-in. Harmless to repeat: an active subscriber gets nothing, a pending one
 * gets a fresh link at most every RESEND_AFTER_MS, an unsubscribed one starts over. Returns the outbox id of
 * the mail it queued, if any. The caller answers the same either way, so the form reveals no one's status.
 */
export async function subscribe(
  db: Db,
  mailer: Mailer,
  email: string,
  { publicUrl, context, language = null }: { publicUrl: string; context: RequestContext; language?: Language | null },
  now = new Date(),
) {
  // Per client address (the socket's, or a configured proxy's report): one client cannot mail hundreds.
  await assertUnderLimit(db, {
    action: SUBSCRIBE_REQUESTED,
    ip: context.ip,
    max: SUBSCRIBES_PER_ADDRESS_PER_HOUR,
    windowMs: 60 * 60 * 1000,
    message: 'Too many sign-ups from your network. Please try again in an hour.',
  });
  return db.transaction(async (tx) => {
    await commitChange(
      tx,
      { request: context },
      { audit: { action: SUBSCRIBE_REQUESTED, category: 'system', actor: { email } } },
    );
    const [existing] = await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    if (existing?.status === 'active') return undefined;
    if (existing?.status === 'pending' && now.getTime() - existing.updatedAt.getTime() < RESEND_AFTER_MS) {
      return undefined;
    }
    // Nothing changes when this address has had its share of mails today: its last link keeps working.
    if (!(await mayAcknowledge(tx, email, now))) return undefined;
    const confirm = newToken();
    const unsubscribe = existing?.unsubscribeToken ?? newToken();
    await tx
      .insert(newsletterSubscribers)
      .values({ email, status: 'pending', confirmTokenHash: hashToken(confirm), unsubscribeToken: unsubscribe })
      .onConflictDoUpdate({
        target: newsletterSubscribers.email,
        set: { status: 'pending', confirmTokenHash: hashToken(confirm), updatedAt: now },
      });
    const mail = newsletterConfirmationEmail(newsletterLinks(publicUrl, { confirm, unsubscribe }), language);
    const { mailIds } = await commitChange(
      tx,
      { mailer },
      { mail: { ...mail, to: email, kind: 'newsletter-confirmation' } },
    );
    return mailIds[0];
  });
}

/** Activates the subscription the link belongs to; false for an unknown, used or expired link. */
export async function confirm(db: Db, token: string, now = new Date()): Promise<boolean> {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ status: 'active', confirmedAt: now, confirmTokenHash: null })
    .where(
      and(
        eq(newsletterSubscribers.confirmTokenHash, hashToken(token)),
        eq(newsletterSubscribers.status, 'pending'),
        gt(newsletterSubscribers.updatedAt, new Date(now.getTime() - CONFIRM_TTL_MS)),
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  return Boolean(row);
}

/** Ends the subscription the link belongs to; repeating it is fine. False for an unknown link. */
export async function unsubscribe(db: Db, token: string, now = new Date()): Promise<boolean> {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ status: 'unsubscribed', unsubscribedAt: now, confirmTokenHash: null })
    .where(eq(newsletterSubscribers.unsubscribeToken, token))
    .returning({ id: newsletterSubscribers.id });
  return Boolean(row);
}

const subscriberColumns = {
  id: newsletterSubscribers.id,
  email: newsletterSubscribers.email,
  status: newsletterSubscribers.status,
  confirmedAt: newsletterSubscribers.confirmedAt,
  unsubscribedAt: newsletterSubscribers.unsubscribedAt,
  createdAt: newsletterSubscribers.createdAt,
};

export async function listSubscribers(db: Db, query: { status?: SubscriberStatus; cursor?: Cursor; limit: number }) {
  const rows = await db
    .select({ ...subscriberColumns, ...keyset(newsletterSubscribers) })
    .from(newsletterSubscribers)
    .where(
      and(
        query.status ? eq(newsletterSubscribers.status, query.status) : undefined,
        afterCursor(newsletterSubscribers, query.cursor),
      ),
    )
    .orderBy(...newestFirst(newsletterSubscribers))
    .limit(query.limit + 1);
  return toPage(rows, query.limit);
}

/** Every subscriber with the status asked for, as CSV (RFC 4180 quoting; formula-looking cells defused). */
export async function subscribersCsv(db: Db, status: SubscriberStatus | undefined): Promise<string> {
  const rows = await db
    .select(subscriberColumns)
    .from(newsletterSubscribers)
    .where(status ? eq(newsletterSubscribers.status, status) : undefined)
    .orderBy(...newestFirst(newsletterSubscribers));
  const lines = [['email', 'status', 'signed_up_at', 'confirmed_at', 'unsubscribed_at']];
  for (const row of rows) {
    lines.push([row.email, row.status, iso(row.createdAt), iso(row.confirmedAt), iso(row.unsubscribedAt)]);
  }
  return lines.map(csvLine).join('');
}

const iso = (date: Date | null) => date?.toISOString() ?? '';
