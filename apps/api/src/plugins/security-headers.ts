import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers (CSP, HSTS, frame and referrer policies...), computed once at start-up and set on every
 * answer. @fastify/helmet rebuilds Helmet's whole middleware (parsing the CSP directives again) on each request:
 * a few percent of an API request's CPU for headers that never change here (no per-request nonces).
 *
 * HSTS, where enabled, goes only on answers to requests that came over https (`request.protocol`, which
 * believes X-Forwarded-Proto only from a proxy named in TRUST_PROXY): sent over plain http it is ignored by
 * browsers at best, and a server reached both ways must not tell a client to stop using the way it came.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: HelmetOptions) => {
  const headers = helmetHeaders({ ...options, strictTransportSecurity: false } as HelmetOptions);
  const hsts =
    options.strictTransportSecurity === false ? undefined : helmetHeaders(options)['strict-transport-security'];
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (hsts && request.protocol === 'https') reply.header('strict-transport-security', hsts);
    done();
  });
});

/** What Helmet's middleware would set on a response, as a plain header map. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}
