import {
  approveProposalBody,
  createProposalBody,
  listProposalsQuery,
  listProposalsResponse,
  proposalDetailSchema,
  quoteRequestBody,
  quoteRequestResponse,
  rejectProposalBody,
  updateProposalBody,
  verifyProposalResponse,
} from '@agency/shared/proposals';
import { idParams } from '@agency/shared/schema-primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decodeCursor } from '../../lib/cursor.ts';
import { contextOf } from '../../lib/request-context.ts';
import { agencyIdentity } from '../../pdf/layout.ts';
import { renderProposalPdf } from '../../pdf/proposal-pdf.ts';
import { requireScope } from '../../plugins/access.ts';
import { runFollowUp } from './jobs.ts';
import { requestQuote } from './quote.ts';
import {
  approveProposal,
  createProposal,
  deleteProposal,
  expireProposals,
  FOLLOW_UP_JOB,
  getProposal,
  listProposals,
  type ProposalDeps,
  proposalForDocument,
  rejectProposal,
  sendProposal,
  updateProposal,
  verifyProposal,
} from './service.ts';

const tags = ['proposals'];
/** Expiry runs every 15 minutes: a proposal expires within a quarter of an hour of its valid-until day ending. */
const EXPIRY_EVERY_MS = 15 * 60_000;

export const proposalRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ProposalDeps = {
    enqueueMail: (db, mail) => app.mailer.enqueue(db, mail),
    publicUrl: app.config.publicUrl,
  };
  app.jobs.define({
    name: 'proposals.expire',
    everyMs: EXPIRY_EVERY_MS,
    handler: async ({ db, now }) => {
      await expireProposals(db, now);
    },
  });
  app.jobs.define({ name: FOLLOW_UP_JOB, handler: (context) => runFollowUp(context.db, deps, context) });

  app.get(
    '/proposals',
    {
      config: { permission: 'proposal:read' },
      schema: {
        tags,
        summary: 'Proposals newest first, by status, searched over title and client name',
        querystring: listProposalsQuery,
        response: { 200: listProposalsResponse },
      },
    },
    async (request) =>
      listProposals(app.db, requireScope(request), { ...request.query, cursor: decodeCursor(request.query.cursor) }),
  );

  app.post(
    '/proposals',
    {
      config: { permission: 'proposal:write' },
      schema: {
        tags,
        summary: 'Create Proposal (a draft; totals computed from the lines)',
        body: createProposalBody,
        response: { 201: proposalDetailSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createProposal(app.db, requireScope(request), request.body, contextOf(request))),
  );

  app.get(
    '/proposals/:id',
    {
      config: { permission: 'proposal:read' },
      schema: {
        tags,
        summary: 'A proposal; a client’s first open marks it viewed',
        params: idParams,
        response: { 200: proposalDetailSchema },
      },
    },
    async (request) => getProposal(app.db, requireScope(request), request.params.id, contextOf(request)),
  );

  app.patch(
    '/proposals/:id',
    {
      config: { permission: 'proposal:write' },
      schema: {
        tags,
        summary: 'Edit a proposal until the client decides',
        params: idParams,
        body: updateProposalBody,
        response: { 200: proposalDetailSchema },
      },
    },
    async (request) =>
      updateProposal(app.db, requireScope(request), request.params.id, request.body, contextOf(request)),
  );

  app.delete(
    '/proposals/:id',
    {
      config: { permission: 'proposal:write' },
      schema: { tags, summary: 'Delete a draft proposal', params: idParams },
    },
    async (request, reply) => {
      await deleteProposal(app.db, requireScope(request), request.params.id, contextOf(request));
      return reply.code(204).send();
    },
  );

  app.post(
    '/proposals/:id/send',
    {
      config: { permission: 'proposal:write' },
      schema: {
        tags,
        summary: 'Send to Client: e-mails the organisation a link and starts the follow-ups',
        params: idParams,
        response: { 200: proposalDetailSchema },
      },
    },
    async (request) => sendProposal(app.db, requireScope(request), request.params.id, deps, contextOf(request)),
  );

  app.post(
    '/proposals/:id/approve',
    {
      config: { permission: 'proposal:decide' },
      schema: {
        tags,
        summary: 'The client’s signed approval (typed full name and agreement)',
        params: idParams,
        body: approveProposalBody,
        response: { 200: proposalDetailSchema },
      },
    },
    async (request) =>
      approveProposal(app.db, requireScope(request), request.params.id, request.body, contextOf(request)),
  );

  app.post(
    '/proposals/:id/reject',
    {
      config: { permission: 'proposal:decide' },
      schema: {
        tags,
        summary: 'The client’s rejection, with an optional reason',
        params: idParams,
        body: rejectProposalBody,
        response: { 200: proposalDetailSchema },
      },
    },
    async (request) =>
      rejectProposal(app.db, requireScope(request), request.params.id, request.body, contextOf(request)),
  );

  app.get(
    '/proposals/:id/verify',
    {
      config: { permission: 'proposal:read' },
      schema: {
        tags,
        summary: 'Whether the current content matches the SHA-256 the client signed',
        params: idParams,
        response: { 200: verifyProposalResponse },
      },
    },
    async (request) => verifyProposal(app.db, requireScope(request), request.params.id),
  );

  app.get(
    '/proposals/:id/pdf',
    {
      config: { permission: 'proposal:read' },
      schema: { tags, summary: 'The proposal as a PDF, with its acceptance record', params: idParams },
    },
    async (request, reply) => {
      const proposal = await proposalForDocument(app.db, requireScope(request), request.params.id);
      const pdf = await renderProposalPdf(proposal, agencyIdentity(app.config));
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${proposal.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.post(
    '/quote-requests',
    {
      config: { permission: 'quote:request' },
      schema: {
        tags,
        summary: 'Request a quote: reaches the agency as a lead tied to the client',
        body: quoteRequestBody,
        response: { 201: quoteRequestResponse },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await requestQuote(app.db, requireScope(request), request.body, contextOf(request))),
  );
};
