import { errorResponse } from '@agency/shared/api-errors';
import {
  invoiceDetailSchema,
  invoiceOptionsSchema,
  invoiceSummarySchema,
  listInvoicesQuery,
  listInvoicesResponse,
  saveInvoiceBody,
} from '@agency/shared/invoices';
import { idParams } from '@agency/shared/schema-primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireScope } from '../../lib/caller.ts';
import { decodeCursor } from '../../lib/cursor.ts';
import { fileResponse, noContent } from '../../lib/responses.ts';
import { serviceContext, systemContext } from '../../lib/service-context.ts';
import { applyLateFee } from './commands/apply-late-fee.ts';
import { cancelInvoice } from './commands/cancel-invoice.ts';
import { createInvoice } from './commands/create-invoice.ts';
import { deleteInvoice } from './commands/delete-invoice.ts';
import { markOverdue } from './commands/mark-overdue.ts';
import { sendInvoice } from './commands/send-invoice.ts';
import { updateInvoice } from './commands/update-invoice.ts';
import { invoicePdf } from './pdf.ts';
import { getInvoice, invoiceOptions, invoiceSummary, listInvoices } from './queries.ts';

const tags = ['invoices'];
const HOUR_MS = 3_600_000;

export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  // Sent invoices become overdue the day after their due date; checked hourly on the whole cluster.
  app.jobs.define({
    name: 'invoices.mark-overdue',
    everyMs: HOUR_MS,
    handler: ({ db, now }) =>
      markOverdue(systemContext({ db, mailer: app.mailer, storage: app.storage, config: app.config }, () => now)).then(
        () => undefined,
      ),
  });

  app.get(
    '/invoices',
    {
      config: { permission: 'billing:read' },
      schema: {
        tags,
        summary: 'Invoices in the caller’s scope, newest first; search by number, client or project; status filter',
        querystring: listInvoicesQuery,
        response: { 200: listInvoicesResponse },
      },
    },
    async (request) =>
      listInvoices(app.db, requireScope(request), { ...request.query, cursor: decodeCursor(request.query.cursor) }),
  );

  app.get(
    '/invoices/summary',
    {
      config: { permission: 'billing:read' },
      schema: {
        tags,
        summary: 'The billing cards: the agency’s (admin) or the organisation’s (client)',
        response: { 200: invoiceSummarySchema },
      },
    },
    async (request) => invoiceSummary(app.db, requireScope(request)),
  );

  app.get(
    '/invoices/options',
    {
      config: { permission: 'invoice:manage' },
      schema: {
        tags,
        summary: 'Clients and their projects for the invoice dialog',
        response: { 200: invoiceOptionsSchema },
      },
    },
    async () => invoiceOptions(app.db),
  );

  app.get(
    '/invoices/:id',
    {
      config: { permission: 'billing:read' },
      schema: { tags, summary: 'One invoice with its lines', params: idParams, response: { 200: invoiceDetailSchema } },
    },
    async (request) => getInvoice(app.db, requireScope(request), request.params.id),
  );

  app.get(
    '/invoices/:id/pdf',
    {
      config: { permission: 'billing:read' },
      schema: {
        response: { 200: fileResponse('The invoice', 'application/pdf') },
        tags,
        summary: 'The invoice as a PDF file (D25)',
        params: idParams,
      },
    },
    async (request, reply) => {
      const invoice = await getInvoice(app.db, requireScope(request), request.params.id);
      const pdf = await invoicePdf(app.config, invoice);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${invoice.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.post(
    '/invoices',
    {
      config: { permission: 'invoice:manage' },
      schema: {
        tags,
        summary: 'Create New Invoice (a draft with the next number); amounts computed from quantity × rate',
        body: saveInvoiceBody,
        response: { 201: invoiceDetailSchema },
      },
    },
    async (request, reply) => {
      const invoice = await createInvoice(serviceContext(request), request.body);
      return reply.code(201).send(invoice);
    },
  );

  app.put(
    '/invoices/:id',
    {
      config: { permission: 'invoice:manage' },
      schema: {
        tags,
        summary: 'Edit Invoice (drafts only; 409 once sent)',
        params: idParams,
        body: saveInvoiceBody,
        response: { 409: errorResponse, 200: invoiceDetailSchema },
      },
    },
    async (request) => updateInvoice(serviceContext(request), request.params.id, request.body),
  );

  app.delete(
    '/invoices/:id',
    {
      config: { permission: 'invoice:manage' },
      schema: {
        response: { 409: errorResponse, 204: noContent },
        tags,
        summary: 'Delete a draft (issued invoices are cancelled instead)',
        params: idParams,
      },
    },
    async (request, reply) => {
      await deleteInvoice(serviceContext(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/invoices/:id/send',
    {
      config: { permission: 'invoice:manage' },
      schema: {
        tags,
        summary: 'Issue: e-mail the client’s people the invoice with its PDF attached; draft → sent',
        params: idParams,
        response: { 409: errorResponse, 200: invoiceDetailSchema },
      },
    },
    async (request) => sendInvoice(serviceContext(request), request.params.id),
  );

  app.post(
    '/invoices/:id/cancel',
    {
      config: { permission: 'invoice:manage' },
      schema: {
        tags,
        summary: 'Cancel a sent or overdue invoice',
        params: idParams,
        response: { 409: errorResponse, 200: invoiceDetailSchema },
      },
    },
    async (request) => cancelInvoice(serviceContext(request), request.params.id),
  );

  app.post(
    '/invoices/:id/late-fee',
    {
      config: { permission: 'invoice:manage' },
      schema: {
        tags,
        summary: 'Apply the 1.5%-a-month late fee as a line (overdue invoices; once per month of lateness)',
        params: idParams,
        response: { 409: errorResponse, 200: invoiceDetailSchema },
      },
    },
    async (request) => applyLateFee(serviceContext(request), request.params.id),
  );
};
