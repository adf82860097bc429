import { errorResponse } from '@agency/shared/api-errors';
import {
  candidatesResponse,
  companyFinancialsQuery,
  companyFinancialsResponse,
  createProfileBody,
  listEmployeesResponse,
  listRunsResponse,
  listStatementsQuery,
  listStatementsResponse,
  payrollEmployeeSchema,
  payrollSummaryResponse,
  previewQuery,
  previewResponse,
  processRunBody,
  processRunResponse,
  reportQuery,
  updateProfileBody,
} from '@agency/shared/payroll-api';
import { idParams } from '@agency/shared/schema-primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireScope } from '../../lib/caller.ts';
import { decodeCursor } from '../../lib/cursor.ts';
import { fileResponse } from '../../lib/responses.ts';
import { serviceContext } from '../../lib/service-context.ts';
import { createPaymentProvider } from '../../payments/provider.ts';
import { agencyIdentity, pdfText } from '../../pdf/layout.ts';
import { renderPayStatementPdf, statementNumber } from '../../pdf/pay-statement.ts';
import { createProfile } from './commands/create-profile.ts';
import { payRun } from './commands/pay-run.ts';
import { processRun } from './commands/process-run.ts';
import { updateProfile } from './commands/update-profile.ts';
import { companyFinancials } from './financials.ts';
import { overlappingRuns, payrollLines, runTotals } from './lines.ts';
import {
  getEmployee,
  getRun,
  getStatement,
  listEmployees,
  listRuns,
  listStatements,
  payrollSummary,
  profileCandidates,
} from './queries.ts';
import { payrollReport } from './reports.ts';

const tags = ['payroll'];

// The Payroll workspace (001 §2, D7): `payroll:read` is an admin's for everyone and an agent's for their own pay;
// managing profiles, processing runs, reports and company financials are an admin's. Clients are refused (403).
export const payrollRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = await createPaymentProvider(app.config);

  app.get(
    '/payroll/summary',
    {
      config: { permission: 'payroll:read' },
      schema: {
        tags,
        summary: 'Overview cards: the agency’s or the caller’s own',
        response: { 200: payrollSummaryResponse },
      },
    },
    async (request) => payrollSummary(app.db, requireScope(request), provider.name, new Date()),
  );

  app.get(
    '/payroll/employees',
    {
      config: { permission: 'payroll:read' },
      schema: {
        tags,
        summary: 'People on payroll (an agent: only themselves)',
        response: { 200: listEmployeesResponse },
      },
    },
    async (request) => listEmployees(app.db, requireScope(request)),
  );

  app.get(
    '/payroll/candidates',
    {
      config: { permission: 'payroll:manage' },
      schema: { tags, summary: 'Staff users not yet on payroll (Add Employee)', response: { 200: candidatesResponse } },
    },
    async () => profileCandidates(app.db),
  );

  app.post(
    '/payroll/employees',
    {
      config: { permission: 'payroll:manage' },
      schema: {
        tags,
        summary: 'Add Employee: a payroll profile for a staff user',
        body: createProfileBody,
        response: { 409: errorResponse, 201: payrollEmployeeSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createProfile(serviceContext(request), request.body)),
  );

  app.get(
    '/payroll/employees/:id',
    {
      config: { permission: 'payroll:read' },
      schema: { tags, summary: 'One person on payroll', params: idParams, response: { 200: payrollEmployeeSchema } },
    },
    async (request) => getEmployee(app.db, requireScope(request), request.params.id),
  );

  app.patch(
    '/payroll/employees/:id',
    {
      config: { permission: 'payroll:manage' },
      schema: {
        tags,
        summary: 'Edit profile: rates, payout method, status, cost rate',
        params: idParams,
        body: updateProfileBody,
        response: { 200: payrollEmployeeSchema },
      },
    },
    async (request) => updateProfile(serviceContext(request), request.params.id, request.body),
  );

  app.get(
    '/payroll/preview',
    {
      config: { permission: 'payroll:manage' },
      schema: {
        tags,
        summary: 'The Process Payroll summary for a period (nothing is written)',
        querystring: previewQuery,
        response: { 200: previewResponse },
      },
    },
    async (request) => {
      const lines = await payrollLines(app.db, request.query);
      const [overlapping] = await overlappingRuns(app.db, request.query);
      return { ...runTotals(lines), overlapping: overlapping ?? null };
    },
  );

  app.get(
    '/payroll/runs',
    {
      config: { permission: 'payroll:manage' },
      schema: { tags, summary: 'Payroll runs, newest period first', response: { 200: listRunsResponse } },
    },
    async () => listRuns(app.db),
  );

  app.post(
    '/payroll/runs',
    {
      config: { permission: 'payroll:manage' },
      schema: {
        tags,
        summary: 'Process Payroll: one run a period, paid once (the same period again answers the same run)',
        body: processRunBody,
        response: { 409: errorResponse, 200: processRunResponse, 201: processRunResponse },
      },
    },
    async (request, reply) => {
      const run = await processRun(serviceContext(request), provider, request.body);
      return reply.code(run.replayed ? 200 : 201).send(run);
    },
  );

  app.post(
    '/payroll/runs/:id/retry',
    {
      config: { permission: 'payroll:manage' },
      schema: {
        tags,
        summary: 'Retry payouts: pays the lines of a run a payout failed for (paid lines are never paid again)',
        params: idParams,
        response: { 409: errorResponse, 200: processRunResponse },
      },
    },
    async (request) => {
      await getRun(app.db, request.params.id);
      await payRun(serviceContext(request), provider, request.params.id);
      return { ...(await getRun(app.db, request.params.id)), replayed: true };
    },
  );

  app.get(
    '/payroll/statements',
    {
      config: { permission: 'payroll:read' },
      schema: {
        tags,
        summary: 'Pay statements, newest first (an agent: their own)',
        querystring: listStatementsQuery,
        response: { 200: listStatementsResponse },
      },
    },
    async (request) =>
      listStatements(app.db, requireScope(request), { ...request.query, cursor: decodeCursor(request.query.cursor) }),
  );

  app.get(
    '/payroll/statements/:id/pdf',
    {
      config: { permission: 'payroll:read' },
      schema: {
        response: { 200: fileResponse('The statement', 'application/pdf') },
        tags,
        summary: 'A pay statement as a PDF (D25): its person and admins',
        params: idParams,
      },
    },
    async (request, reply) => {
      const statement = await getStatement(app.db, requireScope(request), request.params.id);
      const pdf = await renderPayStatementPdf(statement, agencyIdentity(app.config));
      const name = pdfText(`${statementNumber(statement.id)}-${statement.periodEnd}`).replace(/[^\w.-]/g, '');
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="pay-statement-${name}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    '/payroll/financials',
    {
      config: { permission: 'financials:read' },
      schema: {
        tags,
        summary: 'Company Financials: revenue, payroll cost, expenses and net per month',
        querystring: companyFinancialsQuery,
        response: { 200: companyFinancialsResponse },
      },
    },
    async (request) => companyFinancials(app.db, new Date(), request.query.months),
  );

  app.get(
    '/payroll/reports',
    {
      config: { permission: 'payroll:manage' },
      schema: {
        response: { 200: fileResponse('The report', 'text/csv') },
        tags,
        summary: 'Reports as CSV, streamed: the payroll register or the employee list',
        querystring: reportQuery,
      },
    },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="payroll-${request.query.kind}-${day}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(payrollReport(app.db, request.query));
    },
  );
};
