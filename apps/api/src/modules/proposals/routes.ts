import { errorResponse } from '@agency/shared/api-errors';
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
import { fileResponse, noContent } from '../../lib/responses.ts';
import { serviceContext, systemContext } from '../../lib/service-context.ts';
import { agencyIdentity } from '../../pdf/layout.ts';
import { renderProposalPdf } from '../../pdf/proposal-pdf.ts';
import { recordingFailures } from '../automations/service.ts';
import { approveProposal } from './commands/approve-proposal.ts';
import { createProposal } from './commands/create-proposal.ts';
import { deleteProposal } from './commands/delete-proposal.ts';
import { expireProposals } from './commands/expire-proposals.ts';
import { openProposal } from './commands/open-proposal.ts';
import { rejectProposal } from './commands/reject-proposal.ts';
import { sendProposal } from './commands/send-proposal.ts';
import { updateProposal } from './commands/update-proposal.ts';
import { followUpRun, runFollowUp } from './jobs.ts';
import { listProposals, proposalForDocument, verifyProposal } from './queries.ts';
import { requestQuote } from './quote.ts';
import { FOLLOW_UP_JOB } from './rules.ts';

const tags = ['proposals'];
/** Expiry runs every 15 minutes: a proposal expires within a quarter of an hour of its valid-until day ending. */
const EXPIRY_EVERY_MS = 15 * 60_000;

export const proposalRoutes: FastifyPluginAsyncZod = async (app) => {
  const jobContext = (now: Date) =>
    systemContext({ db: app.db, mailer: app.mailer, storage: app.storage, config: app.config }, () => now);
  app.jobs.define({
    name: 'proposals.expire',
    everyMs: EXPIRY_EVERY_MS,
    handler: async ({ now }) => {
      await expireProposals(jobContext(now));
    },
  });
  app.jobs.define({
    name: FOLLOW_UP_JOB,
    handler: (job) =>
      recordingFailures(job, followUpRun(job.payload), () => runFollowUp(jobContext(job.now), job.payload)),
  });

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
      listProposals(serviceContext(request), { ...request.query, cursor: decodeCursor(request.query.cursor) }),
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
    async (request, reply) => reply.code(201).send(await createProposal(serviceContext(request), request.body)),
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
    async (request) => openProposal(serviceContext(request), request.params.id),
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
        response: { 409: errorResponse, 200: proposalDetailSchema },
      },
    },
    async (request) => updateProposal(serviceContext(request), request.params.id, request.body),
  );

  app.delete(
    '/proposals/:id',
    {
      config: { permission: 'proposal:write' },
      schema: {
        response: { 409: errorResponse, 204: noContent },
        tags,
        summary: 'Delete a draft proposal',
        params: idParams,
      },
    },
    async (request, reply) => {
      await deleteProposal(serviceContext(request), request.params.id);
      return reply.code(204).send(null);
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
        response: { 409: errorResponse, 200: proposalDetailSchema },
      },
    },
    async (request) => sendProposal(serviceContext(request), request.params.id),
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
        response: { 409: errorResponse, 200: proposalDetailSchema },
      },
    },
    async (request) => approveProposal(serviceContext(request), request.params.id, request.body),
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
        response: { 409: errorResponse, 200: proposalDetailSchema },
      },
    },
    async (request) => rejectProposal(serviceContext(request), request.params.id, request.body),
  );

  app.get(
    '/proposals/:id/verify',
    {
      config: { permission: 'proposal:read' },
      schema: {
        tags,
        summary: 'Whether the content, the server’s signature and the audit row still agree with the sealed decision',
        params: idParams,
        response: { 409: errorResponse, 200: verifyProposalResponse },
      },
    },
    async (request) => verifyProposal(serviceContext(request), request.params.id),
  );

  app.get(
    '/proposals/:id/pdf',
    {
      config: { permission: 'proposal:read' },
      schema: {
        response: { 200: fileResponse('The proposal', 'application/pdf') },
        tags,
        summary: 'The proposal as a PDF, with its acceptance record',
        params: idParams,
      },
    },
    async (request, reply) => {
      const proposal = await proposalForDocument(serviceContext(request), request.params.id);
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
    async (request, reply) => reply.code(201).send(await requestQuote(serviceContext(request), request.body)),
  );
};
