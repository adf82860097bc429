import type { FastifyRequest } from 'fastify';

/** The origins a browser may send state changes from: the request's own name, the public URL, and Vite in development. */
export function sameOriginCandidates(request: FastifyRequest): string[] {
  const config = request.server.config;
  const own = `${request.protocol}://${request.host}`;
  const origins = [own, new URL(config.publicUrl).origin];
  if (config.env === 'development') origins.push('http://localhost:5173', 'http://127.0.0.1:5173');
  return origins;
}
