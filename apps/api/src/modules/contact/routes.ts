import {
  CONTACT_MESSAGES,
  type ContactInquiry,
  type ContactResponse,
  inquiryMailto,
  validateContactInquiry,
} from '@agency/shared/contact';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, tooManyRequests } from '../../lib/errors.ts';
import type { Mailer } from '../../plugins/mailer.ts';
import { hashIp, isRateLimited, storeInquiry } from './service.ts';

/** Hidden from people, filled by form-filling bots (see the contact form). */
export const HONEYPOT_FIELD = 'website';

// Loose on purpose: the shared rules validate the fields, so the browser and the API answer the same messages.
const inquiryBody = z.record(z.string(), z.unknown());

const contactResponse = z.object({
  success: z.literal(true),
  emailSent: z.boolean(),
  emailMethod: z.enum(['smtp', 'outbox']),
  deliveryInfo: z.string(),
  fallback: z.object({ mailto: z.string() }).optional(),
});

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      config: { access: 'public' },
      bodyLimit: 32 * 1024,
      schema: {
        tags: ['contact'],
        summary: 'Send a project inquiry (stored as a lead, then e-mailed to the agency)',
        body: inquiryBody,
        response: { 200: contactResponse },
      },
    },
    async (request): Promise<ContactResponse> => {
      if (isFilled(request.body[HONEYPOT_FIELD])) {
        // Answer as if it worked: a bot that learns nothing does not adapt.
        request.log.info('contact form honeypot filled; inquiry dropped');
        return { success: true, emailSent: false, emailMethod: 'outbox', deliveryInfo: RECEIVED };
      }
      const result = validateContactInquiry(request.body);
      if (!result.ok) throw badRequest(result.message, result.fields);
      const inquiry = result.value;
      const ipHash = hashIp(app.config.authSecret, request.ip);
      if (await isRateLimited(app.db, inquiry.email, ipHash)) throw tooManyRequests(CONTACT_MESSAGES.rateLimited);

      const { agencyMailId } = await storeInquiry(app.db, app.mailer, inquiry, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        secret: app.config.authSecret,
        agencyEmail: app.config.agencyEmail,
        publicUrl: app.config.publicUrl,
      });
      const emailSent = await tryDeliver(app.mailer, agencyMailId, request.log);
      return contactAnswer(inquiry, emailSent, app.mailer.deliveryConfigured, app.config.agencyEmail);
    },
  );

  // A link, not a script: "Schedule a Call" works without JavaScript and always follows the configured page.
  app.get(
    '/contact/booking',
    {
      config: { access: 'public' },
      schema: { tags: ['contact'], summary: 'Redirect to the booking page for a discovery call', hide: true },
    },
    (_request, reply) => reply.redirect(app.config.bookingUrl, 302),
  );
};

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
