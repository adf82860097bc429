import { FILE_MESSAGES } from '@agency/shared/files';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody, notFound } from '../../lib/errors.ts';
import { callerOf, serviceContext } from '../../lib/service-context.ts';
import { fileForDownload } from './queries.ts';

/** A file in the caller's scope, always as an attachment that nothing can run in; one Range honoured. */
export async function sendDownload(request: FastifyRequest, reply: FastifyReply, id: string) {
  const ctx = serviceContext(request);
  const file = await fileForDownload(ctx.db, callerOf(ctx), id);
  const range = parseRange(request.headers.range, file.size);
  if (range === 'unsatisfiable') {
    return reply
      .code(416)
      .header('content-range', `bytes */${file.size}`)
      .send(errorBody('RANGE_NOT_SATISFIABLE', FILE_MESSAGES.rangeNotSatisfiable));
  }
  const object = await ctx.storage.get(file.storageKey, range ?? undefined);
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
