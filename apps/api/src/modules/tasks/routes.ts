import { idParams } from '@agency/shared/schema-primitives';
import {
  createCommentBody,
  createSubtaskBody,
  createTaskBody,
  listCommentsQuery,
  listCommentsResponse,
  listTasksQuery,
  listTasksResponse,
  moveTaskBody,
  subtaskParams,
  taskAnalyticsQuery,
  taskAnalyticsResponse,
  taskAssigneesQuery,
  taskAssigneesResponse,
  taskCommentSchema,
  taskDetailSchema,
  taskProjectsResponse,
  taskSummaryQuery,
  taskSummaryResponse,
  updateSubtaskBody,
  updateTaskBody,
} from '@agency/shared/tasks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireScope } from '../../lib/caller.ts';
import { compiledSerializer } from '../../lib/compiled-serializer.ts';
import { decodeCursor } from '../../lib/cursor.ts';
import { noContent } from '../../lib/responses.ts';
import { serviceContext } from '../../lib/service-context.ts';
import { addSubtask } from './commands/add-subtask.ts';
import { addTaskComment } from './commands/add-task-comment.ts';
import { createTask } from './commands/create-task.ts';
import { deleteSubtask } from './commands/delete-subtask.ts';
import { deleteTask } from './commands/delete-task.ts';
import { moveTask } from './commands/move-task.ts';
import { updateSubtask } from './commands/update-subtask.ts';
import { updateTask } from './commands/update-task.ts';
import { listTasks } from './list-tasks.ts';
import { getTask, listAssignees, listComments, listTaskProjects, taskAnalytics, taskSummary } from './queries.ts';

// Tasks are the agency's (001 §6): 'task:read' and 'task:write' have no CLIENT entry, so clients get 403.
export const taskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tasks',
    {
      config: { permission: 'task:read' },
      schema: {
        tags: ['tasks'],
        summary: 'Tasks in the caller’s scope: search, filters, six sorts, keyset pages',
        querystring: listTasksQuery,
        response: { 200: listTasksResponse },
      },
      serializerCompiler: compiledSerializer,
    },
    async (request) => listTasks(app.db, requireScope(request), request.query),
  );

  app.get(
    '/tasks/summary',
    {
      config: { permission: 'task:read' },
      schema: {
        tags: ['tasks'],
        summary: 'My Tasks counters: total, in progress, completed, overdue',
        querystring: taskSummaryQuery,
        response: { 200: taskSummaryResponse },
      },
    },
    async (request) => taskSummary(app.db, requireScope(request), request.query),
  );

  app.get(
    '/tasks/analytics',
    {
      config: { permission: 'task:read' },
      schema: {
        tags: ['tasks'],
        summary: 'Project Analytics: total, completed, in progress, to do',
        querystring: taskAnalyticsQuery,
        response: { 200: taskAnalyticsResponse },
      },
    },
    async (request) => taskAnalytics(app.db, requireScope(request), request.query.project),
  );

  app.get(
    '/tasks/assignees',
    {
      config: { permission: 'task:read' },
      schema: {
        tags: ['tasks'],
        summary: 'Who a task (of a project) may be assigned to',
        querystring: taskAssigneesQuery,
        response: { 200: taskAssigneesResponse },
      },
    },
    async (request) => listAssignees(app.db, requireScope(request), request.query.project),
  );

  app.get(
    '/tasks/projects',
    {
      config: { permission: 'task:read' },
      schema: {
        tags: ['tasks'],
        summary: 'The projects the caller may file tasks under',
        response: { 200: taskProjectsResponse },
      },
    },
    async (request) => listTaskProjects(app.db, requireScope(request)),
  );

  app.post(
    '/tasks',
    {
      config: { permission: 'task:write' },
      schema: {
        tags: ['tasks'],
        summary: 'Create a task (status todo, last in its column)',
        body: createTaskBody,
        response: { 201: taskDetailSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createTask(serviceContext(request), request.body)),
  );

  app.get(
    '/tasks/:id',
    {
      config: { permission: 'task:read' },
      schema: {
        tags: ['tasks'],
        summary: 'A task with its subtasks',
        params: idParams,
        response: { 200: taskDetailSchema },
      },
    },
    async (request) => getTask(app.db, requireScope(request), request.params.id),
  );

  app.patch(
    '/tasks/:id',
    {
      config: { permission: 'task:write' },
      schema: {
        tags: ['tasks'],
        summary: 'Edit a task, mark it complete or assign it to someone else',
        params: idParams,
        body: updateTaskBody,
        response: { 200: taskDetailSchema },
      },
    },
    async (request) => updateTask(serviceContext(request), request.params.id, request.body),
  );

  app.delete(
    '/tasks/:id',
    {
      config: { permission: 'task:write' },
      schema: { response: { 204: noContent }, tags: ['tasks'], summary: 'Delete a task', params: idParams },
    },
    async (request, reply) => {
      await deleteTask(serviceContext(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/tasks/:id/move',
    {
      config: { permission: 'task:write' },
      schema: {
        tags: ['tasks'],
        summary: 'Kanban: move a card to a column, before another card or last',
        params: idParams,
        body: moveTaskBody,
        response: { 200: taskDetailSchema },
      },
    },
    async (request) => moveTask(serviceContext(request), request.params.id, request.body),
  );

  app.post(
    '/tasks/:id/subtasks',
    {
      config: { permission: 'task:write' },
      schema: {
        tags: ['tasks'],
        summary: 'Add a subtask',
        params: idParams,
        body: createSubtaskBody,
        response: { 201: taskDetailSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addSubtask(serviceContext(request), request.params.id, request.body.title)),
  );

  app.patch(
    '/tasks/:id/subtasks/:subtaskId',
    {
      config: { permission: 'task:write' },
      schema: {
        tags: ['tasks'],
        summary: 'Tick, untick or rename a subtask',
        params: subtaskParams,
        body: updateSubtaskBody,
        response: { 200: taskDetailSchema },
      },
    },
    async (request) =>
      updateSubtask(serviceContext(request), request.params.id, request.params.subtaskId, request.body),
  );

  app.delete(
    '/tasks/:id/subtasks/:subtaskId',
    {
      config: { permission: 'task:write' },
      schema: {
        tags: ['tasks'],
        summary: 'Delete a subtask',
        params: subtaskParams,
        response: { 200: taskDetailSchema },
      },
    },
    async (request) => deleteSubtask(serviceContext(request), request.params.id, request.params.subtaskId),
  );

  app.get(
    '/tasks/:id/comments',
    {
      config: { permission: 'task:read' },
      schema: {
        tags: ['tasks'],
        summary: 'A task’s comments, newest first',
        params: idParams,
        querystring: listCommentsQuery,
        response: { 200: listCommentsResponse },
      },
    },
    async (request) =>
      listComments(app.db, requireScope(request), request.params.id, {
        limit: request.query.limit,
        cursor: decodeCursor(request.query.cursor),
      }),
  );

  app.post(
    '/tasks/:id/comments',
    {
      config: { permission: 'task:write' },
      schema: {
        tags: ['tasks'],
        summary: 'Comment on a task',
        params: idParams,
        body: createCommentBody,
        response: { 201: taskCommentSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addTaskComment(serviceContext(request), request.params.id, request.body.content)),
  );
};
