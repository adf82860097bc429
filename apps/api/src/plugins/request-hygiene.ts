import { API_MESSAGES, MAX_JSON_DEPTH } from '@agency/shared/api-messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Config, hostnameOf } from '../config.ts';
import { AppError, errorBody } from '../lib/errors.ts';
import { sameOriginCandidates } from '../lib/same-origin.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Set only where a request from another site is the point (RFC 8058 one-click unsubscribe from a mail
     * provider): such a route must change nothing a cookie could authorise.
     */
    allowCrossSite?: true;
  }
}

export const CROSS_ORIGIN_MESSAGE = API_MESSAGES.crossSite;
const BAD_CHARACTER = API_MESSAGES.badCharacter;

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

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

// A NUL (PostgreSQL text cannot store one) or an unpaired surrogate (a JSON column refuses `\ud800`); with the
// u flag a proper pair is one code point outside the range, so only a broken half matches.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching the NUL character is the point.
const UNSTORABLE = /[\u0000\uD800-\uDFFF]/u;

/** What `findUnsafe` found: the field (a.b.0, `_` for the whole value) and why it is refused. */
export interface Unsafe {
  field: string;
  reason: 'character' | 'depth';
}

/**
 * The first field of a parsed request part (params, query, body) holding a character no column can store, or
 * nested deeper than MAX_JSON_DEPTH. Iterative (an explicit stack), so no input can overflow the call stack.
 */
export function findUnsafe(value: unknown, maxDepth = MAX_JSON_DEPTH): Unsafe | undefined {
  const stack: [unknown, string, number][] = [[value, '', 0]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [current, path, depth] = next;
    if (typeof current === 'string') {
      if (UNSTORABLE.test(current)) return { field: path || '_', reason: 'character' };
      continue;
    }
    // Buffers (the Stripe webhook's raw body) are bytes, not fields.
    if (current === null || typeof current !== 'object' || ArrayBuffer.isView(current)) continue;
    if (depth >= maxDepth) return { field: path || '_', reason: 'depth' };
    const record = current as Record<string, unknown>;
    for (const key in record) {
      if (!Object.hasOwn(record, key)) continue;
      if (UNSTORABLE.test(key)) {
        const name = key.replace(new RegExp(UNSTORABLE.source, 'gu'), '') || '_';
        return { field: path ? `${path}.${name}` : name, reason: 'character' };
      }
      stack.push([record[key], path ? `${path}.${key}` : key, depth + 1]);
    }
  }
  return undefined;
}

/**
 * Whether a JSON text nests objects and arrays deeper than `limit`: one pass over its characters, before
 * JSON.parse allocates anything, so a megabyte of `[` costs a scan, not a stack overflow further on.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      // A backslash escapes the next character, a quote included.
      if (code === 0x5c) index++;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x7b || code === 0x5b) {
      if (++depth > limit) return true;
    } else if (code === 0x7d || code === 0x5d) depth--;
  }
  return false;
}

/** The host names this server answers to: loopback, PUBLIC_URL's, HOST when it is one address, ALLOWED_HOSTS. */
export function allowedHostnames(config: Config): Set<string> {
  const names = new Set(['localhost', '127.0.0.1', '[::1]', hostnameOf(new URL(config.publicUrl).host)]);
  if (!['0.0.0.0', '::', ''].includes(config.host))
    names.add(hostnameOf(config.host.includes(':') ? `[${config.host}]` : config.host));
  for (const name of config.allowedHosts) names.add(name);
  return names;
}

function refuseCrossSite(request: FastifyRequest, reply: FastifyReply) {
  if (!request.url.startsWith('/api/') || !STATE_CHANGING.has(request.method)) return;
  if (request.routeOptions.config?.allowCrossSite) return;
  if (isCrossSite(request)) return reply.code(403).send(errorBody('CROSS_ORIGIN', CROSS_ORIGIN_MESSAGE));
}

/**
 * One place every request passes through: no route, ours or Better Auth's, sees a NUL byte, a broken character
 * or a body nested past MAX_JSON_DEPTH (the JSON parser refuses deeper text; this covers every other parser).
 */
function refuseUnsafe(request: FastifyRequest, reply: FastifyReply) {
  const found = findUnsafe(request.params) ?? findUnsafe(request.query) ?? findUnsafe(request.body);
  if (found?.reason === 'depth') return reply.code(400).send(errorBody('BAD_REQUEST', API_MESSAGES.tooDeep));
  if (found)
    return reply.code(400).send(errorBody('VALIDATION_ERROR', BAD_CHARACTER, { [found.field]: BAD_CHARACTER }));
}

/**
 * DNS rebinding: a page on an attacker's name that later resolves to 127.0.0.1 is same-origin with itself, so
 * only the Host it sends gives it away. Health stays open to any name: a load balancer probes by address, and
 * it tells nothing a rebound page could use.
 */
function refuseUnknownHost(allowed: Set<string>, request: FastifyRequest, reply: FastifyReply) {
  if (allowed.has(hostnameOf(request.host ?? ''))) return;
  if (request.routeOptions.url === '/api/health' && (request.method === 'GET' || request.method === 'HEAD')) return;
  return reply.code(421).send(errorBody('MISDIRECTED_REQUEST', API_MESSAGES.misdirected));
}

export const requestHygienePlugin = fp(async (app: FastifyInstance) => {
  // Bodies are JSON: without a text/plain parser a text/plain body (what a cross-site <form> or a
  // simple fetch can send without a preflight) gets 415 instead of reaching a handler.
  app.removeContentTypeParser('text/plain');

  // Fastify's own JSON parser (prototype-poisoning checks included), after a depth scan of the text.
  const parseJson = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? 'error',
    app.initialConfig.onConstructorPoisoning ?? 'error',
  );
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return done(new AppError(400, 'BAD_REQUEST', API_MESSAGES.tooDeep));
    return parseJson(request, text, done);
  });

  const allowed = allowedHostnames(app.config);
  app.addHook('onRequest', async (request, reply) => refuseUnknownHost(allowed, request, reply));
  app.addHook('onRequest', async (request, reply) => refuseCrossSite(request, reply));
  app.addHook('preValidation', async (request, reply) => refuseUnsafe(request, reply));
  app.addHook('onSend', async (request, reply, payload) => {
    // Answers carry personal data: no browser or proxy may keep them unless a route says otherwise.
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
});
