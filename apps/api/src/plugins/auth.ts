import type { Role } from '@agency/shared/enums';
import { accessFor } from '@agency/shared/permissions';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { type Auth, createAuth, SESSION_ABSOLUTE_MS } from '../auth/auth.ts';
import { handleAuthRequest } from '../auth/bridge.ts';
import { createSessionCheck } from '../auth/session.ts';
import { clientMembers, sessions } from '../db/schema/index.ts';
import type { SessionUser } from '../lib/caller.ts';
import { errorBody } from '../lib/errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /** Every route as registered, for the test that checks each one declares who may call it. */
    registeredRoutes: RouteOptions[];
  }
}

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?northstar\.session_token=/;

export const authPlugin = fp(async (app: FastifyInstance) => {
  const auth = createAuth({ db: app.db, config: app.config, mailer: app.mailer });
  app.decorate('auth', auth);
  app.decorateRequest('user', null);
  app.decorateRequest('access', null);
  const context = await auth.$context;
  const sessionCheck = createSessionCheck(app.db, {
    cookieName: context.authCookies.sessionToken.name,
    secret: context.secret,
  });

  app.decorate('registeredRoutes', [] as RouteOptions[]);
  app.addHook('onRoute', (route) => {
    // The OpenAPI document and its UI are public by nature.
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, access: 'public' };
    app.registeredRoutes.push(route);
  });

  app.addHook('onRequest', async (request, reply) => {
    if (
      request.url.startsWith('/api/') &&
      !request.url.startsWith('/api/auth/') &&
      SESSION_COOKIE.test(request.headers.cookie ?? '')
    ) {
      request.user = await resolveUser(app, sessionCheck, request, reply);
    }
    return enforceAccess(request, reply);
  });

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    config: { access: 'public' },
    schema: { hide: true },
    handler: (request, reply) => handleAuthRequest(app, request, reply),
  });
});

/**
 * The caller of an API request: one indexed query of our own on the common path (auth/session.ts); Better
 * Auth's getSession when the session needs a write (sliding refresh, clean-up of a missing or expired one).
 */
async function resolveUser(
  app: FastifyInstance,
  sessionCheck: SessionCheck,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SessionUser | null> {
  const found = await sessionCheck.lookup(request.headers.cookie);
  if (found.kind === 'none') return null;
  if (found.kind === 'ended') {
    await app.db.delete(sessions).where(eq(sessions.id, found.sessionId));
    return null;
  }
  if (found.kind === 'valid') {
    const row = found.row;
    return {
      id: row.userId,
      email: row.email,
      name: row.name,
      firstName: row.firstName,
      lastName: row.lastName,
      role: row.role,
      clientId: row.role === 'CLIENT' ? (row.clientId ?? null) : null,
      twoFactorEnabled: Boolean(row.twoFactorEnabled),
      image: row.image ?? null,
      sessionId: row.sessionId,
    };
  }
  return resolveUserThroughBetterAuth(app, request, reply);
}

type SessionCheck = ReturnType<typeof createSessionCheck>;

async function resolveUserThroughBetterAuth(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SessionUser | null> {
  const { headers, response } = await app.auth.api.getSession({
    headers: new Headers(request.headers as Record<string, string>),
    returnHeaders: true,
  });
  // A refreshed session comes with a refreshed cookie (a missing or expired one with a cleared cookie).
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response) return null;
  const { session, user } = response;
  if (Date.now() - new Date(session.createdAt).getTime() > SESSION_ABSOLUTE_MS) {
    await app.db.delete(sessions).where(eq(sessions.id, session.id));
    return null;
  }
  const banExpires = user.banExpires ? new Date(user.banExpires).getTime() : null;
  if (user.isActive === false || (user.banned && (banExpires === null || banExpires > Date.now()))) return null;
  const role = String(user.role ?? 'CLIENT').toUpperCase() as Role;
  const [membership] =
    role === 'CLIENT'
      ? await app.db
          .select({ clientId: clientMembers.clientId })
          .from(clientMembers)
          .where(eq(clientMembers.userId, user.id))
      : [];
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    firstName: (user.firstName as string | undefined) ?? '',
    lastName: (user.lastName as string | undefined) ?? '',
    role,
    clientId: membership?.clientId ?? null,
    twoFactorEnabled: Boolean(user.twoFactorEnabled),
    image: user.image ?? null,
    sessionId: session.id,
  };
}

/** The declared access of the matched route: public, any signed-in user, or a permission. */
function enforceAccess(request: FastifyRequest, reply: FastifyReply) {
  if (request.is404) return;
  const { access, permission } = request.routeOptions.config;
  if (access === 'public' || (!permission && !access && !request.url.startsWith('/api/'))) return;
  if (!request.user) {
    return reply.code(401).send(errorBody('UNAUTHORIZED', 'Please sign in to continue.'));
  }
  if (!permission) return;
  // The level travels with the request so the service scopes its query by it (lib/caller.ts, requireScope).
  request.access = accessFor(request.user.role, permission);
  if (!request.access) {
    return reply.code(403).send(errorBody('FORBIDDEN', 'You do not have permission to do that.'));
  }
}
