import { errorResponse } from '@agency/shared/api-errors';
import {
  decideApprovalBody,
  editMessageBody,
  listMessagesQuery,
  listMessagesResponse,
  listThreadsQuery,
  listThreadsResponse,
  markReadBody,
  markReadResponse,
  messageSchema,
  requestApprovalBody,
  sendMessageBody,
} from '@agency/shared/messaging';
import { idParams } from '@agency/shared/schema-primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireScope } from '../../lib/caller.ts';
import { decodeCursor } from '../../lib/cursor.ts';
import { serviceContext } from '../../lib/service-context.ts';
import { decideApproval } from './commands/decide-approval.ts';
import { deleteMessage } from './commands/delete-message.ts';
import { editMessage } from './commands/edit-message.ts';
import { markThreadRead } from './commands/mark-thread-read.ts';
import { requestApproval } from './commands/request-approval.ts';
import { sendMessage } from './commands/send-message.ts';
import { listMessages, listThreads } from './queries.ts';

const tags = ['messaging'];

/** Project threads, internal notes, read receipts and approvals (issue #9; 001 §2 project chat, §7 messages). */
export const messagingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/messages/threads',
    {
      config: { permission: 'message:read' },
      schema: {
        tags,
        summary: 'The caller’s project threads, newest project first, with unread counts',
        querystring: listThreadsQuery,
        response: { 200: listThreadsResponse },
      },
    },
    async (request) =>
      listThreads(app.db, requireScope(request), { ...request.query, cursor: decodeCursor(request.query.cursor) }),
  );

  app.get(
    '/projects/:id/messages',
    {
      config: { permission: 'message:read' },
      schema: {
        tags,
        summary: 'A project’s thread, newest page first, with read receipts',
        params: idParams,
        querystring: listMessagesQuery,
        response: { 200: listMessagesResponse },
      },
    },
    async (request) =>
      listMessages(app.db, requireScope(request), request.params.id, {
        ...request.query,
        cursor: decodeCursor(request.query.cursor),
      }),
  );

  app.post(
    '/projects/:id/messages',
    {
      config: { permission: 'message:send' },
      schema: {
        tags,
        summary: 'Send a message (or, for the agency, an internal note) to a project’s thread',
        params: idParams,
        body: sendMessageBody,
        response: { 201: messageSchema },
      },
    },
    async (request, reply) => {
      const message = await sendMessage(serviceContext(request), request.params.id, request.body);
      return reply.code(201).send(message);
    },
  );

  app.post(
    '/projects/:id/messages/read',
    {
      config: { permission: 'message:read' },
      schema: {
        tags,
        summary: 'Mark the thread read up to a message (the newest when none is given)',
        params: idParams,
        body: markReadBody,
        response: { 200: markReadResponse },
      },
    },
    async (request) => markThreadRead(serviceContext(request), request.params.id, request.body.messageId),
  );

  app.patch(
    '/messages/:id',
    {
      config: { permission: 'message:send' },
      schema: {
        tags,
        summary: 'Edit one’s own message within the edit window',
        params: idParams,
        body: editMessageBody,
        response: { 409: errorResponse, 200: messageSchema },
      },
    },
    async (request) => editMessage(serviceContext(request), request.params.id, request.body.content),
  );

  app.delete(
    '/messages/:id',
    {
      config: { permission: 'message:send' },
      schema: {
        tags,
        summary: 'Delete one’s own message within the edit window',
        params: idParams,
        response: { 409: errorResponse, 200: messageSchema },
      },
    },
    async (request) => deleteMessage(serviceContext(request), request.params.id),
  );

  app.post(
    '/projects/:id/approvals',
    {
      config: { permission: 'approval:request' },
      schema: {
        tags,
        summary: 'Ask the client to approve a deliverable or a file, in the thread',
        params: idParams,
        body: requestApprovalBody,
        response: { 201: messageSchema },
      },
    },
    async (request, reply) => {
      const message = await requestApproval(serviceContext(request), request.params.id, request.body);
      return reply.code(201).send(message);
    },
  );

  app.post(
    '/approvals/:id/decision',
    {
      config: { permission: 'approval:decide' },
      schema: {
        tags,
        summary: 'Approve, or request changes with a comment (a client of the project, once)',
        params: idParams,
        body: decideApprovalBody,
        response: { 409: errorResponse, 200: messageSchema },
      },
    },
    async (request) => decideApproval(serviceContext(request), request.params.id, request.body),
  );
};
