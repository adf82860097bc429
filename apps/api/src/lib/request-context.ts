import type { FastifyRequest } from 'fastify';
import type { Actor, RequestContext } from './audit.ts';

export function contextOf(request: FastifyRequest): RequestContext {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}

export function actorOf(request: FastifyRequest): Actor | null {
  return request.user ? { id: request.user.id, email: request.user.email, name: request.user.name } : null;
}
