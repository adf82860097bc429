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
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { files } from '../../db/schema/index.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { contextOf } from '../../lib/request-context.ts';
import { requireScope } from '../../plugins/access.ts';
import { fileScope } from './scope.ts';
import {
  createFolder,
  deleteFile,
  deleteFolder,
  fileStats,
  getFile,
  getFolder,
  getShares,
  listFiles,
  listFolders,
  quotaOf,
  resolveUploadTarget,
  setShares,
  starFile,
  updateFile,
  updateFolder,
  usedBy,
} from './service.ts';
import { cleanFileName, removeOrphans, storeUpload, tooLarge } from './upload.ts';

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
    async (request) => listFiles(app.db, requireScope(request), request.query),
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
    async (request) => fileStats(app.db, requireScope(request), request.query.projectId, maxBytes),
  );

  app.post(
    '/files',
    {
      config: { permission: 'file:upload' },
      schema: {
        tags,
        summary: 'Upload one file (multipart/form-data, field "file"), streamed to storage',
        querystring: uploadQuery,
        response: { 201: fileItemSchema },
      },
    },
    async (request, reply) => {
      const caller = requireScope(request);
      const target = await resolveUploadTarget(app.db, caller, request.query);
      const declared = Number(request.headers['content-length'] ?? 0);
      // Refused before a byte is read when the browser says up front that it is too large.
      if (declared > maxBytes + MULTIPART_OVERHEAD) return refuseEarly(request, reply, tooLarge(maxBytes));
      if (target.clientId && declared > 0) {
        const quota = await quotaOf(app.db, target.clientId);
        if (quota !== null && (await usedBy(app.db, target.clientId)) + declared - MULTIPART_OVERHEAD > quota)
          return refuseEarly(request, reply, new AppError(413, 'STORAGE_QUOTA_EXCEEDED', FILE_MESSAGES.quotaExceeded));
      }
      if (!request.isMultipart()) throw badRequest(FILE_MESSAGES.noFile, { file: FILE_MESSAGES.noFile });
      const part = await request.file();
      if (part?.fieldname !== 'file') throw badRequest(FILE_MESSAGES.noFile, { file: FILE_MESSAGES.noFile });
      const id = await storeUpload(app.db, app.storage, {
        caller,
        target,
        name: cleanFileName(part.filename),
        stream: part.file,
        maxBytes,
        context: contextOf(request),
      });
      return reply.code(201).send(await getFile(app.db, caller, id));
    },
  );

  app.get(
    '/files/folders',
    {
      config: { permission: 'file:read' },
      schema: {
        tags,
        summary: 'Folders in the caller’s scope',
        querystring: listFoldersQuery,
        response: { 200: listFoldersResponse },
      },
    },
    async (request) => listFolders(app.db, requireScope(request), request.query),
  );

  app.post(
    '/files/folders',
    {
      config: { permission: 'file:manage' },
      schema: { tags, summary: 'Create New Folder', body: createFolderBody, response: { 201: folderDetailSchema } },
    },
    async (request, reply) => {
      const caller = requireScope(request);
      const id = await createFolder(app.db, caller, request.body, contextOf(request));
      return reply.code(201).send(await getFolder(app.db, caller, id));
    },
  );

  app.get(
    '/files/folders/:id',
    {
      config: { permission: 'file:read' },
      schema: {
        tags,
        summary: 'A folder with its path (breadcrumbs)',
        params: idParams,
        response: { 200: folderDetailSchema },
      },
    },
    async (request) => getFolder(app.db, requireScope(request), request.params.id),
  );

  app.patch(
    '/files/folders/:id',
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
      const caller = requireScope(request);
      await updateFolder(app.db, caller, request.params.id, request.body, contextOf(request));
      return getFolder(app.db, caller, request.params.id);
    },
  );

  app.delete(
    '/files/folders/:id',
    {
      config: { permission: 'file:delete' },
      schema: { tags, summary: 'Delete an empty folder (admin only)', params: idParams },
    },
    async (request, reply) => {
      await deleteFolder(app.db, requireScope(request), request.params.id, contextOf(request));
      return reply.code(204).send();
    },
  );

  app.get(
    '/files/:id',
    {
      config: { permission: 'file:read' },
      schema: { tags, summary: 'A file', params: idParams, response: { 200: fileItemSchema } },
    },
    async (request) => getFile(app.db, requireScope(request), request.params.id),
  );

  app.get(
    '/files/:id/download',
    {
      config: { permission: 'file:read' },
      schema: { tags, summary: 'Download a file (always an attachment; Range supported)', params: idParams },
    },
    async (request, reply) => download(request, reply, request.params.id),
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
      const caller = requireScope(request);
      await updateFile(app.db, caller, request.params.id, request.body, contextOf(request));
      return getFile(app.db, caller, request.params.id);
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
      const caller = requireScope(request);
      await starFile(app.db, caller, request.params.id, request.body.starred, contextOf(request));
      return getFile(app.db, caller, request.params.id);
    },
  );

  app.get(
    '/files/:id/shares',
    {
      config: { permission: 'file:manage' },
      schema: { tags, summary: 'Who the file is shared with', params: idParams, response: { 200: sharesResponse } },
    },
    async (request) => getShares(app.db, requireScope(request), request.params.id),
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
      const caller = requireScope(request);
      await setShares(app.db, caller, request.params.id, request.body.userIds, contextOf(request));
      return getShares(app.db, caller, request.params.id);
    },
  );

  app.delete(
    '/files/:id',
    {
      config: { permission: 'file:delete' },
      schema: { tags, summary: 'Delete a file (admin only; a file in use is kept)', params: idParams },
    },
    async (request, reply) => {
      await deleteFile(app.db, app.storage, requireScope(request), request.params.id, contextOf(request));
      return reply.code(204).send();
    },
  );

  async function download(request: FastifyRequest, reply: FastifyReply, id: string) {
    const caller = requireScope(request);
    const [file] = await app.db
      .select({
        name: files.name,
        mimeType: files.mimeType,
        size: files.sizeBytes,
        storageKey: files.storageKey,
        checksum: files.checksum,
      })
      .from(files)
      .where(and(eq(files.id, id), fileScope(caller)));
    if (!file) throw notFound();
    const range = parseRange(request.headers.range, file.size);
    if (range === 'unsatisfiable') {
      return reply.code(416).header('content-range', `bytes */${file.size}`).send();
    }
    const object = await app.storage.get(file.storageKey, range ?? undefined);
    if (!object) throw notFound('The file’s content is missing from storage.');
    reply
      .header('content-type', file.mimeType)
      .header('content-length', String(object.contentLength))
      .header('content-disposition', contentDisposition(file.name))
      .header('x-content-type-options', 'nosniff')
      // Even if a browser were talked into rendering it, nothing in it may run.
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, no-store')
      .header('accept-ranges', 'bytes');
    if (file.checksum) reply.header('etag', `"${file.checksum}"`);
    if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${file.size}`);
    return reply.send(object.body);
  }
};

/** Answers now and lets the connection finish the request body it is sending. */
function refuseEarly(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  request.raw.resume();
  return reply
    .code(error.statusCode)
    .header('connection', 'close')
    .send({ error: { code: error.code, message: error.message } });
}

/** One `bytes=a-b`, `bytes=a-` or `bytes=-n` range; anything else is served whole. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/** attachment with an ASCII fallback and the exact name in RFC 5987 form (filename*=UTF-8''…). */
export function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
