import type { Access, Permission } from '@agency/shared/permissions';
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from './auth.ts';

/**
 * Every route declares who may call it: `access: 'public'`, `'authenticated'`, or a permission of the shared map
 * (typed, so a misspelt key does not compile). The auth plugin's onRequest hook enforces it and, for a permission,
 * resolves how far it reaches for the caller (`own` or `any`); a test walks all routes and fails on a missing one.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    access?: 'public' | 'authenticated';
    permission?: Permission;
  }
  interface FastifyRequest {
    /** The caller's level for the route's permission; null on routes without one. */
    access: Access | null;
  }
}

/** Who is calling and how far their permission reaches: what a domain's scope helper builds its `where` from. */
export interface Caller {
  user: SessionUser;
  access: Access;
}

/** The caller of a route that declares a permission, for its service (`clientScope(caller)` and the like). */
export function requireScope(request: FastifyRequest): Caller {
  const { user, access } = request;
  if (!user || !access) throw new Error('route reached without a permission: check its config.permission');
  return { user, access };
}
