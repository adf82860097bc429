import { errorResponse } from '@agency/shared/api-errors';
import {
  createDeliverableBody,
  createExpenseBody,
  createProjectBody,
  deliverableParams,
  deliverableSchema,
  expenseSchema,
  listExpensesQuery,
  listExpensesResponse,
  listProjectsQuery,
  listProjectsResponse,
  projectDetailSchema,
  projectRatingSchema,
  projectsSummarySchema,
  rateProjectBody,
  setTeamBody,
  updateDeliverableBody,
  updateProjectBody,
} from '@agency/shared/projects';
import { idParams } from '@agency/shared/schema-primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireScope } from '../../lib/caller.ts';
import { compiledSerializer } from '../../lib/compiled-serializer.ts';
import { decodeCursor } from '../../lib/cursor.ts';
import { noContent } from '../../lib/responses.ts';
import { serviceContext } from '../../lib/service-context.ts';
import { createDeliverable } from './commands/create-deliverable.ts';
import { createProject } from './commands/create-project.ts';
import { deleteDeliverable } from './commands/delete-deliverable.ts';
import { deleteProject } from './commands/delete-project.ts';
import { rateProject } from './commands/rate-project.ts';
import { recordExpense } from './commands/record-expense.ts';
import { setProjectTeam } from './commands/set-project-team.ts';
import { updateDeliverable } from './commands/update-deliverable.ts';
import { updateProject } from './commands/update-project.ts';
import { getProject, listExpenses, listProjects, projectsSummary } from './queries.ts';

const tags = ['projects'];

export const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/projects',
    {
      config: { permission: 'project:read' },
      schema: {
        tags,
        summary: 'The caller’s projects, newest first, with progress, budget, deliverables and team',
        querystring: listProjectsQuery,
        response: { 200: listProjectsResponse },
      },
      // The rows are the database's (see lib/compiled-serializer.ts): a page of 25 cards without zod's re-check.
      serializerCompiler: compiledSerializer,
    },
    async (request) =>
      listProjects(app.db, requireScope(request), { ...request.query, cursor: decodeCursor(request.query.cursor) }),
  );

  app.get(
    '/projects/summary',
    {
      config: { permission: 'project:read' },
      schema: {
        tags,
        summary: 'Total Projects, In Progress, Completed and Budget Used over the caller’s projects',
        response: { 200: projectsSummarySchema },
      },
    },
    async (request) => projectsSummary(app.db, requireScope(request)),
  );

  app.post(
    '/projects',
    {
      config: { permission: 'project:create' },
      schema: {
        tags,
        summary: 'New Project (admin only)',
        body: createProjectBody,
        response: { 409: errorResponse, 201: projectDetailSchema },
      },
    },
    async (request, reply) => {
      const project = await createProject(serviceContext(request), request.body);
      return reply.code(201).send(await getProject(app.db, requireScope(request), project.id));
    },
  );

  app.get(
    '/projects/:id',
    {
      config: { permission: 'project:read' },
      schema: {
        tags,
        summary: 'A project: overview, deliverables and team',
        params: idParams,
        response: { 200: projectDetailSchema },
      },
    },
    async (request) => getProject(app.db, requireScope(request), request.params.id),
  );

  app.patch(
    '/projects/:id',
    {
      config: { permission: 'project:update' },
      schema: {
        tags,
        summary: 'Edit a project',
        params: idParams,
        body: updateProjectBody,
        response: { 200: projectDetailSchema },
      },
    },
    async (request) => {
      await updateProject(serviceContext(request), request.params.id, request.body);
      return getProject(app.db, requireScope(request), request.params.id);
    },
  );

  app.delete(
    '/projects/:id',
    {
      config: { permission: 'project:delete' },
      schema: {
        response: { 409: errorResponse, 204: noContent },
        tags,
        summary: 'Delete a project (admin only)',
        params: idParams,
      },
    },
    async (request, reply) => {
      await deleteProject(serviceContext(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/projects/:id/team',
    {
      config: { permission: 'project:assign' },
      schema: {
        tags,
        summary: 'Set the project’s team (assigns agents)',
        params: idParams,
        body: setTeamBody,
        response: { 200: projectDetailSchema },
      },
    },
    async (request) => {
      await setProjectTeam(serviceContext(request), request.params.id, request.body.memberIds);
      return getProject(app.db, requireScope(request), request.params.id);
    },
  );

  app.post(
    '/projects/:id/deliverables',
    {
      config: { permission: 'deliverable:manage' },
      schema: {
        tags,
        summary: 'Add a deliverable',
        params: idParams,
        body: createDeliverableBody,
        response: { 201: deliverableSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createDeliverable(serviceContext(request), request.params.id, request.body)),
  );

  app.patch(
    '/projects/:id/deliverables/:deliverableId',
    {
      config: { permission: 'deliverable:manage' },
      schema: {
        tags,
        summary: 'Change a deliverable',
        params: deliverableParams,
        body: updateDeliverableBody,
        response: { 200: deliverableSchema },
      },
    },
    async (request) =>
      updateDeliverable(serviceContext(request), request.params.id, request.params.deliverableId, request.body),
  );

  app.delete(
    '/projects/:id/deliverables/:deliverableId',
    {
      config: { permission: 'deliverable:manage' },
      schema: { response: { 204: noContent }, tags, summary: 'Remove a deliverable', params: deliverableParams },
    },
    async (request, reply) => {
      await deleteDeliverable(serviceContext(request), request.params.id, request.params.deliverableId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/projects/:id/expenses',
    {
      config: { permission: 'expense:manage' },
      schema: {
        tags,
        summary: 'A project’s recorded expenses, newest first',
        params: idParams,
        querystring: listExpensesQuery,
        response: { 200: listExpensesResponse },
      },
    },
    async (request) =>
      listExpenses(app.db, requireScope(request), request.params.id, {
        ...request.query,
        cursor: decodeCursor(request.query.cursor),
      }),
  );

  app.post(
    '/projects/:id/expenses',
    {
      config: { permission: 'expense:manage' },
      schema: {
        tags,
        summary: 'Record an expense',
        params: idParams,
        body: createExpenseBody,
        response: { 201: expenseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await recordExpense(serviceContext(request), request.params.id, request.body)),
  );

  app.put(
    '/projects/:id/rating',
    {
      config: { permission: 'project:rate' },
      schema: {
        tags,
        summary: 'Rate a completed project (its client)',
        params: idParams,
        body: rateProjectBody,
        response: { 409: errorResponse, 200: projectRatingSchema },
      },
    },
    async (request) => rateProject(serviceContext(request), request.params.id, request.body),
  );
};
