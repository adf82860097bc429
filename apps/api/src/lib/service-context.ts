import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { ObjectStorage } from '../storage/storage.ts';
import type { Actor, RequestContext } from './audit.ts';
import type { Caller, SessionUser } from './caller.ts';
import type { Mailer } from './mailer.ts';

/**
 * Everything a query or a command needs from the request, built once per request (`serviceContext(request)`):
 * the database, who is calling and how far they reach, the clock, and the adapters. Modules take this instead of
 * Fastify's request, so a command runs the same from a route, a job or a test.
 */
export interface ServiceContext {
  db: Db;
  /** The signed-in user, or null on a public route. */
  user: SessionUser | null;
  /** The caller with the route's permission level; null where the route declares none. */
  caller: Caller | null;
  /** Who the audit row names (the user, or nobody for an anonymous request). */
  actor: Actor | null;
  /** The request's address and browser, for the audit row. */
  request: RequestContext;
  /** The time of the change; tests and jobs pass their own. */
  now: () => Date;
  mailer: Mailer;
  storage: ObjectStorage;
  config: Config;
}

/** The service context of a Fastify request (its server's adapters, its caller). */
export function serviceContext(request: FastifyRequest): ServiceContext {
  const { server, user, access } = request;
  return {
    db: server.db,
    user,
    caller: user && access ? { user, access } : null,
    actor: user ? { id: user.id, email: user.email, name: user.name } : null,
    request: { ip: request.ip, userAgent: request.headers['user-agent'] },
    now: () => new Date(),
    mailer: server.mailer,
    storage: server.storage,
    config: server.config,
  };
}

/** The caller of a context whose route declares a permission (a programming error otherwise). */
export function callerOf(ctx: ServiceContext): Caller {
  if (!ctx.caller) throw new Error('service reached without a permission: check the route config.permission');
  return ctx.caller;
}

/** The signed-in user of a context (a programming error on a public route). */
export function userOf(ctx: ServiceContext): SessionUser & Actor {
  if (!ctx.user) throw new Error('service reached without a user: check the route access declaration');
  return ctx.user;
}

/** A context for work no request started (jobs, webhooks, the seed): no caller, the system as actor. */
export function systemContext(
  base: Pick<ServiceContext, 'db' | 'mailer' | 'storage' | 'config'>,
  now: () => Date = () => new Date(),
): ServiceContext {
  return { ...base, user: null, caller: null, actor: null, request: {}, now };
}
