import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../lib/errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Set only where a request from another site is the point (RFC 8058 one-click unsubscribe from a mail
     * provider): such a route must change nothing a cookie could authorise.
     */
    allowCrossSite?: true;
  }
}

export const CROSS_ORIGIN_MESSAGE =
  'This request came from another site and was refused. Open the portal at its own address and try again.';
const NUL_MESSAGE = 'The request contains a character that is not allowed.';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The origins a browser may send state changes from: the request's own name, the public URL, and Vite in development. */
export function sameOriginCandidates(request: FastifyRequest): string[] {
  const config = request.server.config;
  const own = `${request.protocol}://${request.host}`;
  const origins = [own, new URL(config.publicUrl).origin];
  if (config.env === 'development') origins.push('http://localhost:5173', 'http://127.0.0.1:5173');
  return origins;
}

/**
 * CSRF rule for every state-changing /api request (D6): an Origin must be this site's; `Origin: null` and
 * `Sec-Fetch-Site: cross-site`/`same-site` are refused. A request without Origin is a browser only when it
 * carries our cookie, so then Sec-Fetch-Site must say same-origin; without a cookie (curl, a mail provider's
 * server) there is no ambient authority to abuse.
 */
export function isCrossSite(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) return !sameOriginCandidates(request).includes(origin);
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  return Boolean(request.headers.cookie);
}

/** The first path (a.b.0) holding a string with a NUL byte, or undefined. PostgreSQL text cannot store one. */
export function findNul(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '_' : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) return path ? `${path}.${key.replaceAll('\u0000', '')}` : '_';
    const found = findNul(inner, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return undefined;
}

function refuseCrossSite(request: FastifyRequest, reply: FastifyReply) {
  if (!request.url.startsWith('/api/') || !STATE_CHANGING.has(request.method)) return;
  if (request.routeOptions.config?.allowCrossSite) return;
  if (isCrossSite(request)) return reply.code(403).send(errorBody('CROSS_ORIGIN', CROSS_ORIGIN_MESSAGE));
}

/** One place every request passes through: no route, ours or Better Auth's, sees a NUL byte. */
function refuseNul(request: FastifyRequest, reply: FastifyReply) {
  const field = findNul(request.params) ?? findNul(request.query) ?? findNul(request.body);
  if (field) return reply.code(400).send(errorBody('VALIDATION_ERROR', NUL_MESSAGE, { [field]: NUL_MESSAGE }));
}

export const requestHygienePlugin = fp(async (app: FastifyInstance) => {
  // Bodies are JSON: without a text/plain parser a text/plain body (what a cross-site <form> or a
  // simple fetch can send without a preflight) gets 415 instead of reaching a handler.
  app.removeContentTypeParser('text/plain');

  app.addHook('onRequest', async (request, reply) => refuseCrossSite(request, reply));
  app.addHook('preValidation', async (request, reply) => refuseNul(request, reply));
  app.addHook('onSend', async (request, reply, payload) => {
    // Answers carry personal data: no browser or proxy may keep them unless a route says otherwise.
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
});
