import { errorResponse } from '@agency/shared/api-errors';
import { contactBody, contactResponse } from '@agency/shared/contact-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { submitInquiry } from './service.ts';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      config: { access: 'public' },
      bodyLimit: 32 * 1024,
      schema: {
        tags: ['contact'],
        summary: 'Send a project inquiry (stored as a lead, then e-mailed to the agency)',
        body: contactBody,
        response: { 429: errorResponse, 200: contactResponse },
      },
    },
    async (request) =>
      submitInquiry({ db: app.db, mailer: app.mailer, log: request.log, config: app.config }, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      }),
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
