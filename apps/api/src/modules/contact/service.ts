import { createHmac } from 'node:crypto';
import { type ContactInquiry, inquirySubject } from '@agency/shared/contact';
import { and, count, eq, gt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { leads } from '../../db/schema/index.ts';
import { mayAcknowledge } from '../../lib/acknowledgement-cap.ts';
import type { Mailer } from '../../plugins/mailer.ts';
import { acknowledgementEmail, inquiryEmail } from './emails.ts';

/** At most this many inquiries per sender address or network address in RATE_WINDOW_MS. */
export const RATE_LIMIT = 5;
export const RATE_WINDOW_MS = 60 * 60 * 1000;

export interface InquiryContext {
  ip: string;
  userAgent?: string;
  secret: string;
  agencyEmail: string;
  publicUrl: string;
}

/** Keyed with the server's secret, so the stored value cannot be reversed to an IP by trying them all. */
export function hashIp(secret: string, ip: string): string {
  return createHmac('sha256', secret).update(`lead-ip:${ip}`).digest('hex');
}

/** True when this sender has already sent RATE_LIMIT inquiries within the window. */
export async function isRateLimited(db: Db, email: string, ipHash: string, now = new Date()): Promise<boolean> {
  const since = new Date(now.getTime() - RATE_WINDOW_MS);
  const [row] = await db
    .select({ n: count() })
    .from(leads)
    .where(and(gt(leads.createdAt, since), or(eq(leads.email, email.toLowerCase()), eq(leads.ipHash, ipHash))));
  return (row?.n ?? 0) >= RATE_LIMIT;
}

/**
 * Stores the inquiry as a lead and queues the agency's e-mail and the sender's acknowledgement in the same
 * transaction (D15): the lead exists before any delivery is attempted, and delivery failing cannot lose it.
 */
export async function storeInquiry(db: Db, mailer: Mailer, inquiry: ContactInquiry, context: InquiryContext) {
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .insert(leads)
      .values({
        ...inquiry,
        email: inquiry.email.toLowerCase(),
        subject: inquirySubject(inquiry),
        ipHash: hashIp(context.secret, context.ip),
        userAgent: context.userAgent?.slice(0, 512),
      })
      .returning({ id: leads.id });
    const agencyMail = await mailer.enqueue(tx, {
      ...inquiryEmail(inquiry, `${context.publicUrl}/dashboard/leads`),
      to: context.agencyEmail,
      kind: 'contact-inquiry',
    });
    const email = inquiry.email.toLowerCase();
    // The inquiry is kept either way; only the mail to an address the visitor typed is capped.
    if (await mayAcknowledge(tx, email)) {
      await mailer.enqueue(tx, { ...acknowledgementEmail(inquiry), to: email, kind: 'contact-acknowledgement' });
    }
    return { leadId: lead!.id, agencyMailId: agencyMail.id };
  });
}
