import { errorResponse } from '@agency/shared/api-errors';
import {
  createFolderBody,
  FILE_MESSAGES,
  fileItemSchema,
  fileStatsQuery,
  fileStatsSchema,
  folderDetailSchema,
  listFilesQuery,
  listFilesResponse,
  listFoldersQuery,
  listFoldersResponse,
  sharesBody,
  sharesResponse,
  starBody,
  updateFileBody,
  updateFolderBody,
  uploadQuery,
} from '@agency/shared/files';
import { idParams } from '@agency/shared/schema-primitives';
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AppError, badRequest } from '../../lib/errors.ts';
import { fileResponse, noContent } from '../../lib/responses.ts';
import { callerOf, serviceContext } from '../../lib/service-context.ts';
import { createFolder } from './commands/create-folder.ts';
import { deleteFile } from './commands/delete-file.ts';
import { deleteFolder } from './commands/delete-folder.ts';
import { shareFile } from './commands/share-file.ts';
import { starFile } from './commands/star-file.ts';
import { updateFile } from './commands/update-file.ts';
import { updateFolder } from './commands/update-folder.ts';
import { uploadFile } from './commands/upload-file.ts';
import { sendDownload } from './download.ts';
import { fileStats, getFile, getFolder, getShares, listFiles, listFolders, resolveUploadTarget } from './queries.ts';
import { quotaExceeded, wouldExceedQuota } from './quota.ts';
import { cleanFileName, removeOrphans, tooLarge } from './upload.ts';

const tags = ['files'];

/** Room for the multipart envelope around the file when judging a request by its Content-Length. */
const MULTIPART_OVERHEAD = 64 * 1024;

export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const maxBytes = app.config.storage.maxUploadBytes;
  // One file per request (each with its own progress and cancel in the browser), streamed, never buffered.
  await app.register(multipart, { limits: { files: 1, fileSize: maxBytes + 1, fields: 4, parts: 5, fieldSize: 1024 } });

  app.jobs.define({
    name: 'files.remove-orphans',
    everyMs: 15 * 60 * 1000,
    handler: async ({ db, now }) => {
      await removeOrphans(db, app.storage, now);
    },
  });

  app.get(
    '/files',
    {
      config: { permission: 'file:read' },
      schema: {
        tags,
        summary: 'Files in the caller’s scope: a folder, a search, filters and sorts',
        querystring: listFilesQuery,
        response: { 200: listFilesResponse },
      },
    },
    async (request) => {
      const ctx = serviceContext(request);
      return listFiles(ctx.db, callerOf(ctx), request.query);
    },
  );

  app.get(
    '/files/stats',
    {
      config: { permission: 'file:read' },
      schema: {
        tags,
        summary: 'Total files and folders, shared, starred, and storage used of the quota',
        querystring: fileStatsQuery,
        response: { 200: fileStatsSchema },
      },
    },
    async (request) => {
      const ctx = serviceContext(request);
      return fileStats(ctx.db, callerOf(ctx), request.query.projectId, maxBytes);
    },
  );

  app.post(
    '/files',
    {
      config: { permission: 'file:upload' },
      schema: {
        tags,
        summary: 'Upload one file (multipart/form-data, field "file"), streamed to storage',
        querystring: uploadQuery,
        response: { 413: errorResponse, 415: errorResponse, 507: errorResponse, 201: fileItemSchema },
      },
    },
    async (request, reply) => {
      const ctx = serviceContext(request);
      const target = await resolveUploadTarget(ctx.db, callerOf(ctx), request.query);
      const declared = Number(request.headers['content-length'] ?? 0);
      // Refused before a byte is read when the browser says up front that it is too large.
      if (declared > maxBytes + MULTIPART_OVERHEAD) return refuseEarly(request, reply, tooLarge(maxBytes));
      if (
        target.clientId &&
        declared > 0 &&
        (await wouldExceedQuota(ctx.db, target.clientId, declared - MULTIPART_OVERHEAD))
      )
        return refuseEarly(request, reply, quotaExceeded());
      if (!request.isMultipart()) throw badRequest(FILE_MESSAGES.noFile, { file: FILE_MESSAGES.noFile });
      const part = await request.file();
      if (part?.fieldname !== 'file') throw badRequest(FILE_MESSAGES.noFile, { file: FILE_MESSAGES.noFile });
      const id = await uploadFile(ctx, {
        target,
        name: cleanFileName(part.filename),
        stream: part.file,
        maxBytes,
      }).catch((error) => {
        // Refused mid-stream (too large, disk full, refused type): the rest of the body is unread, so this connection
        // cannot carry another request; a balancer reusing it would wait for an answer that never comes.
        refuseMidStream(request, reply);
        throw error;
      });
      return reply.code(201).send(await getFile(ctx.db, callerOf(ctx), id));
    },
  );

  app.get(
    '/folders',
    {
      config: { permission: 'file:read' },
      schema: {
        tags,
        summary: 'Folders in the caller’s scope',
        querystring: listFoldersQuery,
        response: { 200: listFoldersResponse },
      },
    },
    async (request) => {
      const ctx = serviceContext(request);
      return listFolders(ctx.db, callerOf(ctx), request.query);
    },
  );

  app.post(
    '/folders',
    {
      config: { permission: 'file:manage' },
      schema: { tags, summary: 'Create New Folder', body: createFolderBody, response: { 201: folderDetailSchema } },
    },
    async (request, reply) => {
      const ctx = serviceContext(request);
      const id = await createFolder(ctx, request.body);
      return reply.code(201).send(await getFolder(ctx.db, callerOf(ctx), id));
    },
  );

  app.get(
    '/folders/:id',
    {
      config: { permission: 'file:read' },
      schema: {
        tags,
        summary: 'A folder with its path (breadcrumbs)',
        params: idParams,
        response: { 200: folderDetailSchema },
      },
    },
    async (request) => {
      const ctx = serviceContext(request);
      return getFolder(ctx.db, callerOf(ctx), request.params.id);
    },
  );

  app.patch(
    '/folders/:id',
    {
      config: { permission: 'file:manage' },
      schema: {
        tags,
        summary: 'Rename or move a folder',
        params: idParams,
        body: updateFolderBody,
        response: { 200: folderDetailSchema },
      },
    },
    async (request) => {
      const ctx = serviceContext(request);
      await updateFolder(ctx, request.params.id, request.body);
      return getFolder(ctx.db, callerOf(ctx), request.params.id);
    },
  );

  app.delete(
    '/folders/:id',
    {
      config: { permission: 'file:delete' },
      schema: {
        response: { 409: errorResponse, 204: noContent },
        tags,
        summary: 'Delete an empty folder (admin only)',
        params: idParams,
      },
    },
    async (request, reply) => {
      await deleteFolder(serviceContext(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/files/:id',
    {
      config: { permission: 'file:read' },
      schema: { tags, summary: 'A file', params: idParams, response: { 200: fileItemSchema } },
    },
    async (request) => {
      const ctx = serviceContext(request);
      return getFile(ctx.db, callerOf(ctx), request.params.id);
    },
  );

  app.get(
    '/files/:id/download',
    {
      config: { permission: 'file:read' },
      schema: {
        response: {
          416: errorResponse,
          200: fileResponse('The file', '*/*'),
          206: fileResponse('The requested range of the file', '*/*'),
        },
        tags,
        summary: 'Download a file (always an attachment; Range supported)',
        params: idParams,
      },
    },
    async (request, reply) => sendDownload(request, reply, request.params.id),
  );

  app.patch(
    '/files/:id',
    {
      config: { permission: 'file:manage' },
      schema: {
        tags,
        summary: 'Rename or move a file',
        params: idParams,
        body: updateFileBody,
        response: { 200: fileItemSchema },
      },
    },
    async (request) => {
      const ctx = serviceContext(request);
      await updateFile(ctx, request.params.id, request.body);
      return getFile(ctx.db, callerOf(ctx), request.params.id);
    },
  );

  app.put(
    '/files/:id/star',
    {
      config: { permission: 'file:read' },
      schema: {
        tags,
        summary: 'Star or unstar a file (for the caller)',
        params: idParams,
        body: starBody,
        response: { 200: fileItemSchema },
      },
    },
    async (request) => {
      const ctx = serviceContext(request);
      await starFile(ctx, request.params.id, request.body.starred);
      return getFile(ctx.db, callerOf(ctx), request.params.id);
    },
  );

  app.get(
    '/files/:id/shares',
    {
      config: { permission: 'file:manage' },
      schema: { tags, summary: 'Who the file is shared with', params: idParams, response: { 200: sharesResponse } },
    },
    async (request) => {
      const ctx = serviceContext(request);
      return getShares(ctx.db, callerOf(ctx), request.params.id);
    },
  );

  app.put(
    '/files/:id/shares',
    {
      config: { permission: 'file:manage' },
      schema: {
        tags,
        summary: 'Share with people (replaces the list)',
        params: idParams,
        body: sharesBody,
        response: { 200: sharesResponse },
      },
    },
    async (request) => {
      const ctx = serviceContext(request);
      await shareFile(ctx, request.params.id, request.body.userIds);
      return getShares(ctx.db, callerOf(ctx), request.params.id);
    },
  );

  app.delete(
    '/files/:id',
    {
      config: { permission: 'file:delete' },
      schema: {
        response: { 409: errorResponse, 204: noContent },
        tags,
        summary: 'Delete a file (admin only; a file in use is kept)',
        params: idParams,
      },
    },
    async (request, reply) => {
      await deleteFile(serviceContext(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};

/** After a failed upload: the client may still be sending; let it finish, then close the connection. */
function refuseMidStream(request: FastifyRequest, reply: FastifyReply) {
  request.raw.resume();
  reply.header('connection', 'close');
}

/** Answers now and lets the connection finish the request body it is sending. */
function refuseEarly(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  request.raw.resume();
  return reply
    .code(error.statusCode)
    .header('connection', 'close')
    .send({ error: { code: error.code, message: error.message } });
}
