import { errorResponse } from '@agency/shared/api-errors';
import { HONEYPOT_FIELD, isValidEmail, NEWSLETTER_MESSAGES, pageLanguage } from '@agency/shared/contact';
import {
  listSubscribersQuery,
  listSubscribersResponse,
  newsletterTokenQuery,
  subscribeBody,
  subscribeResponse,
  subscribersCsvQuery,
} from '@agency/shared/newsletter';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { decodeCursor } from '../../lib/cursor.ts';
import { badRequest } from '../../lib/errors.ts';
import { contextOf } from '../../lib/request-context.ts';
import { fileResponse, redirectResponse } from '../../lib/responses.ts';
import { confirm, listSubscribers, subscribe, subscribersCsv, unsubscribe } from './service.ts';

/** Prerendered pages that tell the visitor how a link from a newsletter e-mail went. */
export const NEWSLETTER_PAGES = {
  confirmed: '/newsletter/confirmed',
  unsubscribed: '/newsletter/unsubscribed',
  invalid: '/newsletter/invalid-link',
} as const;

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/newsletter/subscribe',
    {
      config: { access: 'public' },
      bodyLimit: 4096,
      schema: {
        tags: ['newsletter'],
        summary: 'Sign up for the newsletter (double opt-in: a confirmation link is e-mailed)',
        body: subscribeBody,
        response: { 429: errorResponse, 200: subscribeResponse },
      },
    },
    async (request) => {
      const email = typeof request.body.email === 'string' ? request.body.email.trim().toLowerCase() : '';
      if (!isValidEmail(email)) {
        throw badRequest(NEWSLETTER_MESSAGES.emailInvalid, { email: NEWSLETTER_MESSAGES.emailInvalid });
      }
      const isBot = typeof request.body[HONEYPOT_FIELD] === 'string' && request.body[HONEYPOT_FIELD] !== '';
      if (!isBot) {
        const mailId = await subscribe(app.db, app.mailer, email, {
          publicUrl: app.config.publicUrl,
          context: contextOf(request),
          language: pageLanguage(request.body.language),
        });
        if (mailId && app.mailer.deliveryConfigured) {
          // Best effort now; the outbox retries on its own schedule.
          await app.mailer.deliverNow([mailId]).catch(() => false);
        }
      }
      return { success: true as const, message: NEWSLETTER_MESSAGES.checkInbox };
    },
  );

  // GET because the link is clicked in a mail client; both answers land on a page of the site.
  app.get(
    '/newsletter/confirm',
    {
      config: { access: 'public' },
      schema: {
        response: { 303: redirectResponse },
        tags: ['newsletter'],
        summary: 'Confirm a subscription from its e-mailed link',
        querystring: newsletterTokenQuery,
      },
    },
    async (request, reply) => {
      const ok = request.query.token !== '' && (await confirm(app.db, request.query.token));
      return reply.redirect(ok ? NEWSLETTER_PAGES.confirmed : NEWSLETTER_PAGES.invalid, 303);
    },
  );

  app.get(
    '/newsletter/unsubscribe',
    {
      config: { access: 'public' },
      schema: {
        response: { 303: redirectResponse },
        tags: ['newsletter'],
        summary: 'Unsubscribe with the link every newsletter e-mail carries',
        querystring: newsletterTokenQuery,
      },
    },
    async (request, reply) => {
      const ok = request.query.token !== '' && (await unsubscribe(app.db, request.query.token));
      return reply.redirect(ok ? NEWSLETTER_PAGES.unsubscribed : NEWSLETTER_PAGES.invalid, 303);
    },
  );

  // One-click unsubscribe from the mail client's own button (RFC 8058 posts to the same link). The mail
  // provider posts `List-Unsubscribe=One-Click` form-encoded, from its own site and without cookies: the one
  // route that must accept a cross-site, non-JSON request. It changes only what its token names.
  await app.register(async (oneClick) => {
    oneClick.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    oneClick.withTypeProvider<ZodTypeProvider>().post(
      '/newsletter/unsubscribe',
      {
        config: { access: 'public', allowCrossSite: true },
        schema: {
          tags: ['newsletter'],
          summary: 'One-click unsubscribe (RFC 8058)',
          querystring: newsletterTokenQuery,
          hide: true,
        },
      },
      async (request, reply) => {
        const ok = request.query.token !== '' && (await unsubscribe(app.db, request.query.token));
        return reply.code(ok ? 204 : 404).send();
      },
    );
  });

  app.get(
    '/newsletter/subscribers',
    {
      config: { permission: 'subscriber:read' },
      schema: {
        tags: ['newsletter'],
        summary: 'Newsletter subscribers, newest first',
        querystring: listSubscribersQuery,
        response: { 200: listSubscribersResponse },
      },
    },
    async (request) => listSubscribers(app.db, { ...request.query, cursor: decodeCursor(request.query.cursor) }),
  );

  app.get(
    '/newsletter/subscribers.csv',
    {
      config: { permission: 'subscriber:read' },
      schema: {
        response: { 200: fileResponse('The subscribers', 'text/csv') },
        tags: ['newsletter'],
        summary: 'Export subscribers as CSV (active ones unless a status is given)',
        querystring: subscribersCsvQuery,
      },
    },
    async (request, reply) => {
      const status = request.query.status === 'all' ? undefined : request.query.status;
      const csv = await subscribersCsv(app.db, status);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="newsletter-subscribers-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};
