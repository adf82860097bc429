import { createHmac } from 'node:crypto';
import {
  CONTACT_MESSAGES,
  type ContactInquiry,
  HONEYPOT_FIELD,
  inquiryMailto,
  inquirySubject,
  pageLanguage,
  validateContactInquiry,
} from '@agency/shared/contact';
import type { ContactResponse } from '@agency/shared/contact-api';
import type { Language } from '@agency/shared/enums';
import { and, count, eq, gt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { leads } from '../../db/schema/index.ts';
import { mayAcknowledge } from '../../lib/acknowledgement-cap.ts';
import type { RequestContext } from '../../lib/audit.ts';
import { commitChange } from '../../lib/commit-change.ts';
import { badRequest, tooManyRequests } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { acknowledgementEmail, inquiryEmail } from '../../mail/templates/site.ts';
import { visitOf } from '../analytics/service.ts';

/** At most this many inquiries per sender address or network address in RATE_WINDOW_MS. */
export const RATE_LIMIT = 5;
export const RATE_WINDOW_MS = 60 * 60 * 1000;

export interface ContactDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  config: Pick<Config, 'authSecret' | 'agencyEmail' | 'agencyLanguage' | 'publicUrl'>;
}

/**
 * The whole of POST /api/contact: drop bots quietly, check the fields with the shared rules, refuse floods,
 * store the lead with its e-mails (one transaction), then try to deliver the agency's copy at once.
 */
export async function submitInquiry(
  { db, mailer, log, config }: ContactDeps,
  body: Record<string, unknown>,
  context: Required<Pick<RequestContext, 'ip'>> & RequestContext,
): Promise<ContactResponse> {
  if (isFilled(body[HONEYPOT_FIELD])) {
    // Answer as if it worked: a bot that learns nothing does not adapt.
    log.info('contact form honeypot filled; inquiry dropped');
    return { success: true, emailSent: false, emailMethod: 'outbox', deliveryInfo: RECEIVED };
  }
  const result = validateContactInquiry(body);
  if (!result.ok) throw badRequest(result.message, result.fields);
  const inquiry = result.value;
  if (await isRateLimited(db, inquiry.email, hashIp(config.authSecret, context.ip))) {
    throw tooManyRequests(CONTACT_MESSAGES.rateLimited);
  }
  // The visit this inquiry ends (issue #21's funnel): its landing page and source, by the beacon's own hash.
  const visit = await visitOf(db, { secret: config.authSecret, ip: context.ip, userAgent: context.userAgent ?? '' });
  const { agencyMailId } = await storeInquiry(db, mailer, inquiry, {
    visit,
    ip: context.ip,
    userAgent: context.userAgent,
    secret: config.authSecret,
    agencyEmail: config.agencyEmail,
    agencyLanguage: config.agencyLanguage,
    publicUrl: config.publicUrl,
    // The acknowledgement is in the language of the page the visitor wrote from.
    language: pageLanguage(body.language),
  });
  const emailSent = await tryDeliver(mailer, agencyMailId, log);
  return contactAnswer(inquiry, emailSent, mailer.deliveryConfigured, config.agencyEmail);
}

const RECEIVED = 'Your message has been received.';

function isFilled(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

/** Delivery problems never fail the request: the lead is stored and the outbox keeps retrying. */
async function tryDeliver(mailer: Mailer, id: string, log: FastifyBaseLogger): Promise<boolean> {
  if (!mailer.deliveryConfigured) return false;
  try {
    return await mailer.deliverNow([id]);
  } catch (error) {
    log.warn({ err: error }, 'contact inquiry e-mail not delivered now; the outbox will retry');
    return false;
  }
}

function contactAnswer(
  inquiry: ContactInquiry,
  emailSent: boolean,
  configured: boolean,
  agencyEmail: string,
): ContactResponse {
  if (emailSent) {
    return { success: true, emailSent, emailMethod: 'smtp', deliveryInfo: 'Your message was delivered to our team.' };
  }
  return {
    success: true,
    emailSent,
    emailMethod: configured ? 'smtp' : 'outbox',
    deliveryInfo: configured
      ? 'Your message is saved. Our mail server is slow to answer, so it will reach our team shortly.'
      : 'Your message is saved and our team will see it in the client portal.',
    fallback: { mailto: inquiryMailto(inquiry, agencyEmail) },
  };
}

export interface InquiryContext {
  /** The first page view of the sender's visit, when the site recorded one. */
  visit?: { id: string; path: string; source: string } | null;
  ip: string;
  userAgent?: string;
  secret: string;
  agencyEmail: string;
  agencyLanguage: Language;
  publicUrl: string;
  /** The visitor's page language. */
  language: Language | null;
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
        firstPageViewId: context.visit?.id,
        landingPath: context.visit?.path,
        source: context.visit?.source,
      })
      .returning({ id: leads.id });
    const email = inquiry.email.toLowerCase();
    const { mailIds } = await commitChange(
      tx,
      { mailer },
      {
        mail: [
          {
            ...inquiryEmail(inquiry, `${context.publicUrl}/dashboard/leads`, context.agencyLanguage),
            replyTo: inquiry.email,
            to: context.agencyEmail,
            kind: 'contact-inquiry',
          },
          // The inquiry is kept either way; only the mail to an address the visitor typed is capped.
          (await mayAcknowledge(tx, email)) && {
            ...acknowledgementEmail(inquiry, context.language),
            to: email,
            kind: 'contact-acknowledgement',
          },
        ],
      },
    );
    return { leadId: lead!.id, agencyMailId: mailIds[0]! };
  });
}
