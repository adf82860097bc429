import {
  applyTemplateBody,
  applyTemplateResponse,
  createTemplateBody,
  listTemplatesResponse,
  listWorkflowRunsQuery,
  listWorkflowRunsResponse,
  listWorkflowsResponse,
  templateIdParams,
  templateSchema,
  toggleWorkflowBody,
  updateTemplateBody,
  workflowKeyParams,
  workflowSchema,
} from '@agency/shared/automations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decodeCursor } from '../../lib/cursor.ts';
import { noContent } from '../../lib/responses.ts';
import { serviceContext, systemContext } from '../../lib/service-context.ts';
import { applyTemplate } from './commands/apply-template.ts';
import { createTemplate } from './commands/create-template.ts';
import { deleteTemplate } from './commands/delete-template.ts';
import { toggleWorkflow } from './commands/toggle-workflow.ts';
import { updateTemplate } from './commands/update-template.ts';
import { milestoneRun, onboardingRun, runClientOnboarding, runMilestoneNotifications } from './jobs.ts';
import { listTemplates, listWorkflowRuns, listWorkflows } from './queries.ts';
import { MILESTONE_JOB, ONBOARDING_JOB, recordingFailures } from './service.ts';

const tags = ['automations'];

/** Workflows and process templates (D21, 001 §2 Role actions hub): staff read, admins manage. */
export const automationRoutes: FastifyPluginAsyncZod = async (app) => {
  const jobContext = (now: Date) =>
    systemContext({ db: app.db, mailer: app.mailer, storage: app.storage, config: app.config }, () => now);
  app.jobs.define({
    name: ONBOARDING_JOB,
    handler: (job) =>
      recordingFailures(job, onboardingRun(job.payload), () => runClientOnboarding(jobContext(job.now), job.payload)),
  });
  app.jobs.define({
    name: MILESTONE_JOB,
    handler: (job) =>
      recordingFailures(job, milestoneRun(job.payload), () =>
        runMilestoneNotifications(jobContext(job.now), job.payload),
      ),
  });

  app.get(
    '/workflows',
    {
      config: { permission: 'workflow:read' },
      schema: {
        tags,
        summary: 'The workflows, each with its switch and run count',
        response: { 200: listWorkflowsResponse },
      },
    },
    async () => listWorkflows(app.db),
  );

  app.put(
    '/workflows/:key/enabled',
    {
      config: { permission: 'workflow:manage' },
      schema: {
        tags,
        summary: 'Switch a workflow on or off',
        params: workflowKeyParams,
        body: toggleWorkflowBody,
        response: { 200: workflowSchema },
      },
    },
    async (request) => toggleWorkflow(serviceContext(request), request.params.key, request.body.enabled),
  );

  app.get(
    '/workflow-runs',
    {
      config: { permission: 'workflow:read' },
      schema: {
        tags,
        summary: 'Run history, newest first',
        querystring: listWorkflowRunsQuery,
        response: { 200: listWorkflowRunsResponse },
      },
    },
    async (request) => listWorkflowRuns(app.db, { ...request.query, cursor: decodeCursor(request.query.cursor) }),
  );

  app.get(
    '/templates',
    {
      config: { permission: 'template:read' },
      schema: {
        tags,
        summary: 'Built-in and admin-defined process templates',
        response: { 200: listTemplatesResponse },
      },
    },
    async () => listTemplates(app.db),
  );

  app.post(
    '/templates',
    {
      config: { permission: 'template:manage' },
      schema: {
        tags,
        summary: 'Define a process template',
        body: createTemplateBody,
        response: { 201: templateSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createTemplate(serviceContext(request), request.body)),
  );

  app.put(
    '/templates/:id',
    {
      config: { permission: 'template:manage' },
      schema: {
        tags,
        summary: "Edit an admin's template (the whole template; a built-in one is 409)",
        params: templateIdParams,
        body: updateTemplateBody,
        response: { 200: templateSchema },
      },
    },
    async (request) => updateTemplate(serviceContext(request), request.params.id, request.body),
  );

  app.delete(
    '/templates/:id',
    {
      config: { permission: 'template:manage' },
      schema: {
        tags,
        summary: "Delete an admin's template (its tasks stay; a built-in one is 409)",
        params: templateIdParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await deleteTemplate(serviceContext(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/templates/:id/apply',
    {
      config: { permission: 'template:apply' },
      schema: {
        tags,
        summary: "Use a template: create the project's tasks from a start date",
        params: templateIdParams,
        body: applyTemplateBody,
        response: { 201: applyTemplateResponse },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await applyTemplate(
            serviceContext(request),
            request.params.id,
            request.body.projectId,
            request.body.startDate,
          ),
        ),
  );
};
