import type { Role } from '@agency/shared/enums';
import type { Access, Permission } from '@agency/shared/permissions';
import type { FastifyRequest } from 'fastify';

/**
 * Who is calling, as the modules see them. The auth plugin fills `request.user` and `request.access`; the modules
 * read them through these types and helpers, never through plugins/ (imports point one way: plugins → modules → lib).
 */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  firstName: string;
  lastName: string;
  role: Role;
  /** The organisation of a CLIENT user (D5); null for staff and for clients not yet attached. */
  clientId: string | null;
  twoFactorEnabled: boolean;
  image: string | null;
  sessionId: string;
}

/** Who is calling and how far their permission reaches: what a domain's scope helper builds its `where` from. */
export interface Caller {
  user: SessionUser;
  access: Access;
}

declare module 'fastify' {
  /**
   * Every route declares who may call it: `access: 'public'`, `'authenticated'`, or a permission of the shared map
   * (typed, so a misspelt key does not compile). The auth plugin's onRequest hook enforces it and, for a permission,
   * resolves how far it reaches for the caller (`own` or `any`); a test walks all routes and fails on a missing one.
   */
  interface FastifyContextConfig {
    access?: 'public' | 'authenticated';
    permission?: Permission;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    /** The caller's level for the route's permission; null on routes without one. */
    access: Access | null;
  }
}

export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new Error('route reached without a user: check its access declaration');
  return request.user;
}

/** The caller of a route that declares a permission, for its service (`clientScope(caller)` and the like). */
export function requireScope(request: FastifyRequest): Caller {
  const { user, access } = request;
  if (!user || !access) throw new Error('route reached without a permission: check its config.permission');
  return { user, access };
}
