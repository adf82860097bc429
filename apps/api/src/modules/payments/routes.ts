import { errorResponse } from '@agency/shared/api-errors';
import {
  addPaymentMethodBody,
  cancelPlanBody,
  changePlanBody,
  changePlanResponse,
  clientQuery,
  financialsResponse,
  invoicePaymentsResponse,
  listOpenInvoicesResponse,
  listPaymentMethodsResponse,
  listPaymentsQuery,
  listPaymentsResponse,
  PAYMENT_MESSAGES,
  payInvoiceResponse,
  paymentConfigResponse,
  paymentMethodSchema,
  recordPaymentBody,
  refundBody,
  setupIntentResponse,
  subscriptionResponse,
} from '@agency/shared/payments';
import { planQuoteQuery, planQuoteResponse, undoPlanChangeBody } from '@agency/shared/plans';
import { idParams } from '@agency/shared/schema-primitives';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireScope, requireUser } from '../../lib/caller.ts';
import { decodeCursor } from '../../lib/cursor.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { serviceContext, systemContext } from '../../lib/service-context.ts';
import { createPaymentProvider } from '../../payments/provider.ts';
import { cancelPlan } from './commands/cancel-plan.ts';
import { changePlan } from './commands/change-plan.ts';
import { payInvoice } from './commands/pay-invoice.ts';
import { recordPayment } from './commands/record-payment.ts';
import { refundPayment } from './commands/refund-payment.ts';
import { renewDueSubscriptions } from './commands/renew-subscriptions.ts';
import { sendPlanInvoice } from './commands/send-plan-invoice.ts';
import { undoPlanChange } from './commands/undo-plan-change.ts';
import { companyFinancials } from './financials.ts';
import { addPaymentMethod, createSetupIntent, deleteMethod, listPaymentMethods, setDefaultMethod } from './methods.ts';
import { getPlanQuote, getSubscription, organisationFor, PLAN_CHANGE_JOB, type PlanChangePayload } from './plans.ts';
import { invoicePayments, listOpenInvoices, listPayments } from './queries.ts';
import { handleStripeEvent } from './webhook.ts';

const tags = ['payments'];
const HOUR = 60 * 60 * 1000;

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = await createPaymentProvider(app.config);

  app.jobs.define({ name: 'subscriptions.renew', everyMs: HOUR, handler: async () => renewDueSubscriptions(app.db) });
  app.jobs.define({
    name: PLAN_CHANGE_JOB,
    handler: async ({ db, now, payload }) =>
      sendPlanInvoice(
        systemContext({ db, mailer: app.mailer, storage: app.storage, config: app.config }, () => now),
        payload as unknown as PlanChangePayload,
      ),
  });

  app.get(
    '/payments/config',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Which payment provider is active (and Stripe’s publishable key)',
        response: { 200: paymentConfigResponse },
      },
    },
    async () => ({
      provider: provider.name,
      publishableKey: provider.name === 'stripe' ? provider.gateway.publishableKey : null,
    }),
  );

  app.post(
    '/invoices/:id/pay',
    {
      config: { permission: 'payment:pay' },
      schema: {
        tags,
        summary: 'Pay Now: bank-transfer instructions, or a Stripe Checkout page for the outstanding amount',
        params: idParams,
        response: { 409: errorResponse, 200: payInvoiceResponse },
      },
    },
    async (request) => payInvoice(serviceContext(request), provider, request.params.id),
  );

  app.get(
    '/invoices/:id/payments',
    {
      config: { permission: 'billing:read' },
      schema: {
        tags,
        summary: 'An invoice’s payments, paid and outstanding',
        params: idParams,
        response: { 200: invoicePaymentsResponse },
      },
    },
    async (request) => invoicePayments(app.db, requireScope(request), request.params.id),
  );

  app.post(
    '/invoices/:id/payments',
    {
      config: { permission: 'payment:record' },
      schema: {
        tags,
        summary: 'Record a payment (admin): partial payments add up; the invoice is paid when covered',
        params: idParams,
        body: recordPaymentBody,
        response: { 409: errorResponse, 201: invoicePaymentsResponse },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await recordPayment(serviceContext(request), request.params.id, request.body)),
  );

  app.post(
    '/payments/:id/refund',
    {
      config: { permission: 'payment:record' },
      schema: {
        tags,
        summary: 'Refund a payment (admin; through Stripe for card payments)',
        params: idParams,
        body: refundBody,
        response: { 409: errorResponse, 200: invoicePaymentsResponse },
      },
    },
    async (request) => refundPayment(serviceContext(request), provider, request.params.id, request.body),
  );

  app.get(
    '/payments',
    {
      config: { permission: 'financials:read' },
      schema: {
        tags,
        summary: 'Every payment, newest first',
        querystring: listPaymentsQuery,
        response: { 200: listPaymentsResponse },
      },
    },
    async (request) => listPayments(app.db, { ...request.query, cursor: decodeCursor(request.query.cursor) }),
  );

  app.get(
    '/payments/open-invoices',
    {
      config: { permission: 'billing:read' },
      schema: {
        tags,
        summary: 'Sent and overdue invoices with what they have received (a client: their organisation’s)',
        querystring: listPaymentsQuery,
        response: { 200: listOpenInvoicesResponse },
      },
    },
    async (request) =>
      listOpenInvoices(app.db, requireScope(request), { ...request.query, cursor: decodeCursor(request.query.cursor) }),
  );

  app.get(
    '/financials',
    {
      config: { permission: 'financials:read' },
      schema: {
        tags,
        summary: 'Company financials: revenue, monthly revenue, subscriptions, pending, refunds',
        response: { 200: financialsResponse },
      },
    },
    async () => companyFinancials(app.db),
  );

  // Payment methods (001 §2) of the caller's organisation, or of the client an admin names.
  app.get(
    '/payment-methods',
    {
      config: { permission: 'payment-method:manage' },
      schema: {
        tags,
        summary: 'Saved payment methods of an organisation',
        querystring: clientQuery,
        response: { 200: listPaymentMethodsResponse },
      },
    },
    async (request) => listPaymentMethods(app.db, organisationFor(requireUser(request), request.query.clientId)),
  );

  app.post(
    '/payment-methods/setup-intent',
    {
      config: { permission: 'payment-method:manage' },
      schema: {
        tags,
        summary: 'Stripe: a SetupIntent to save a card',
        body: clientQuery,
        response: { 409: errorResponse, 200: setupIntentResponse },
      },
    },
    async (request) =>
      createSetupIntent(app.db, provider, organisationFor(requireUser(request), request.body.clientId)),
  );

  app.post(
    '/payment-methods',
    {
      config: { permission: 'payment-method:manage' },
      schema: {
        tags,
        summary: 'Save a confirmed card (Stripe) or a bank account on file (manual)',
        querystring: clientQuery,
        body: addPaymentMethodBody,
        response: { 409: errorResponse, 201: paymentMethodSchema },
      },
    },
    async (request, reply) => {
      const clientId = organisationFor(requireUser(request), request.query.clientId);
      return reply.code(201).send(await addPaymentMethod(serviceContext(request), provider, clientId, request.body));
    },
  );

  app.post(
    '/payment-methods/:id/default',
    {
      config: { permission: 'payment-method:manage' },
      schema: {
        tags,
        summary: 'Set as Default',
        params: idParams,
        querystring: clientQuery,
        response: { 200: listPaymentMethodsResponse },
      },
    },
    async (request) =>
      setDefaultMethod(
        serviceContext(request),
        provider,
        organisationFor(requireUser(request), request.query.clientId),
        request.params.id,
      ),
  );

  app.delete(
    '/payment-methods/:id',
    {
      config: { permission: 'payment-method:manage' },
      schema: {
        tags,
        summary: 'Remove a payment method',
        params: idParams,
        querystring: clientQuery,
        response: { 200: listPaymentMethodsResponse },
      },
    },
    async (request) =>
      deleteMethod(
        serviceContext(request),
        provider,
        organisationFor(requireUser(request), request.query.clientId),
        request.params.id,
      ),
  );

  // Plans and subscriptions (001 §9)
  app.get(
    '/subscription',
    {
      config: { permission: 'subscription:read' },
      schema: {
        tags,
        summary: 'The organisation’s plan, next billing date and amount',
        querystring: clientQuery,
        response: { 200: subscriptionResponse },
      },
    },
    async (request) => getSubscription(app.db, organisationFor(requireUser(request), request.query.clientId)),
  );

  app.get(
    '/subscription/quote',
    {
      config: { permission: 'subscription:manage' },
      schema: {
        tags,
        summary: 'What a plan change would cost and when it starts (nothing changes)',
        querystring: planQuoteQuery,
        response: { 409: errorResponse, 200: planQuoteResponse },
      },
    },
    async (request) =>
      getPlanQuote(app.db, provider.name, organisationFor(requireUser(request), request.query.clientId), request.query),
  );

  app.post(
    '/subscription',
    {
      config: { permission: 'subscription:manage' },
      schema: {
        tags,
        summary: 'Upgrade or downgrade the plan, or switch the billing cycle, as quoted',
        body: changePlanBody,
        response: { 409: errorResponse, 200: changePlanResponse },
      },
    },
    async (request) =>
      changePlan(
        serviceContext(request),
        provider,
        organisationFor(requireUser(request), request.body.clientId),
        request.body,
      ),
  );

  app.post(
    '/subscription/cancel',
    {
      config: { permission: 'subscription:manage' },
      schema: {
        tags,
        summary: 'Cancel at the end of the paid period',
        body: cancelPlanBody,
        response: { 409: errorResponse, 200: changePlanResponse },
      },
    },
    async (request) =>
      cancelPlan(serviceContext(request), provider, organisationFor(requireUser(request), request.body.clientId)),
  );

  app.post(
    '/subscription/undo',
    {
      config: { permission: 'subscription:manage' },
      schema: {
        tags,
        summary: 'Undo the last plan change while its invoice is unsent',
        body: undoPlanChangeBody,
        response: { 409: errorResponse, 200: changePlanResponse },
      },
    },
    async (request) =>
      undoPlanChange(serviceContext(request), organisationFor(requireUser(request), request.body.clientId)),
  );

  // The Stripe webhook: public, cross-site, and believed only when its signature over the raw body checks out.
  await app.register(async (hook) => {
    hook.removeContentTypeParser('application/json');
    hook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    hook.withTypeProvider<ZodTypeProvider>().post(
      '/payments/stripe/webhook',
      {
        config: { access: 'public', allowCrossSite: true },
        schema: { tags, summary: 'Stripe events (signed)', hide: true },
      },
      async (request, reply) => {
        if (provider.name !== 'stripe') throw new AppError(404, 'NOT_FOUND', 'Not found');
        const signature = request.headers['stripe-signature'];
        const raw = request.body;
        if (typeof signature !== 'string' || !Buffer.isBuffer(raw)) throw badRequest(PAYMENT_MESSAGES.webhookSignature);
        let event: ReturnType<typeof provider.gateway.constructEvent>;
        try {
          event = provider.gateway.constructEvent(raw, signature);
        } catch {
          throw badRequest(PAYMENT_MESSAGES.webhookSignature);
        }
        const ctx = systemContext({ db: app.db, mailer: app.mailer, storage: app.storage, config: app.config });
        const result = await handleStripeEvent(ctx, provider.gateway, event);
        return reply.code(200).send({ received: true, duplicate: result.duplicate });
      },
    );
  });
};
