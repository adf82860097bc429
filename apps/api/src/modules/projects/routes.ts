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
import { compiledSerializer } from '../../lib/compiled-serializer.ts';
import { decodeCursor } from '../../lib/cursor.ts';
import { contextOf } from '../../lib/request-context.ts';
import { requireScope } from '../../plugins/access.ts';
import {
  createDeliverable,
  createProject,
  deleteDeliverable,
  deleteProject,
  getProject,
  listExpenses,
  listProjects,
  projectsSummary,
  rateProject,
  recordExpense,
  setTeam,
  updateDeliverable,
  updateProject,
} from './service.ts';

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
        response: { 201: projectDetailSchema },
      },
    },
    async (request, reply) => {
      const caller = requireScope(request);
      const project = await createProject(app.db, caller, request.body, contextOf(request));
      return reply.code(201).send(await getProject(app.db, caller, project.id));
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
      const caller = requireScope(request);
      await updateProject(app.db, caller, request.params.id, request.body, contextOf(request));
      return getProject(app.db, caller, request.params.id);
    },
  );

  app.delete(
    '/projects/:id',
    {
      config: { permission: 'project:delete' },
      schema: { tags, summary: 'Delete a project (admin only)', params: idParams },
    },
    async (request, reply) => {
      await deleteProject(app.db, requireScope(request), request.params.id, contextOf(request));
      return reply.code(204).send();
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
      const caller = requireScope(request);
      await setTeam(app.db, caller, request.params.id, request.body.memberIds, contextOf(request));
      return getProject(app.db, caller, request.params.id);
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
      reply
        .code(201)
        .send(
          await createDeliverable(app.db, requireScope(request), request.params.id, request.body, contextOf(request)),
        ),
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
      updateDeliverable(
        app.db,
        requireScope(request),
        request.params.id,
        request.params.deliverableId,
        request.body,
        contextOf(request),
      ),
  );

  app.delete(
    '/projects/:id/deliverables/:deliverableId',
    {
      config: { permission: 'deliverable:manage' },
      schema: { tags, summary: 'Remove a deliverable', params: deliverableParams },
    },
    async (request, reply) => {
      await deleteDeliverable(
        app.db,
        requireScope(request),
        request.params.id,
        request.params.deliverableId,
        contextOf(request),
      );
      return reply.code(204).send();
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
      reply
        .code(201)
        .send(await recordExpense(app.db, requireScope(request), request.params.id, request.body, contextOf(request))),
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
        response: { 200: projectRatingSchema },
      },
    },
    async (request) => rateProject(app.db, requireScope(request), request.params.id, request.body, contextOf(request)),
  );
};
