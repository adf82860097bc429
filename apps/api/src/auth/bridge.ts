import { sessionResponse } from '@agency/shared/auth';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessions } from '../db/schema/index.ts';
import { type RequestContext, writeAudit } from '../lib/audit.ts';
import { AppError, badRequest, errorBody, notFound } from '../lib/errors.ts';
import { isRegistrationOpen } from '../lib/organisation-settings.ts';
import { assertAcceptablePassword } from '../lib/password-policy.ts';
import { sameOriginCandidates } from '../lib/same-origin.ts';
import { assertSignInAllowed, assertUnderLimit, SIGN_IN_FAILED } from '../lib/sign-in-limits.ts';
import { publishAll, sessionsChanged } from '../realtime/publish.ts';
import { TRUSTED_ORIGIN_HEADER } from './auth.ts';

/** Better Auth endpoints the browser may not call: user management goes through our audited API. */
const BLOCKED = [/^\/admin\//, /^\/delete-user/, /^\/set-password/];

type Body = Record<string, unknown> | undefined;
type Caller = { id: string; email: string; name: string } | null;

/**
 * Hands /api/auth/* to Better Auth (a web Request in, status, headers and every Set-Cookie out),
 * with our rules around it: abuse limits, registration switch, password rules, audit records,
 * and the one error shape.
 */
export async function handleAuthRequest(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const path = new URL(request.url, 'http://x').pathname.replace(/^\/api\/auth/, '');
  if (BLOCKED.some((pattern) => pattern.test(path))) return reply.code(404).send(errorBody('NOT_FOUND', 'Not found'));
  const context: RequestContext = { ip: request.ip, userAgent: request.headers['user-agent'] };
  // Who is calling, read before the call: sign-out ends the session it would be read from.
  const caller = path in AUDITED_ACTIONS || ENDS_SESSIONS.has(path) ? await currentUser(app, request) : null;
  // A failed second factor counts against the account it was for, like a failed password.
  const pending = path.startsWith('/two-factor/verify-') ? await pendingTwoFactorUser(app, request) : null;
  const body = await beforeAuth(app, path, withoutRole(request.body as Body), context, caller ?? pending);

  const response = await app.auth.handler(toWebRequest(app, request, body));
  const text = await response.text();
  const json = parseJson(text);
  await afterAuth(app, path, body, response.status, json, context, caller ?? pending);

  reply.code(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (response.status >= 400) {
    const message = typeof json?.message === 'string' && json.message ? json.message : 'Authentication failed';
    const code = response.status === 429 ? 'TOO_MANY_REQUESTS' : String(json?.code ?? 'AUTH_ERROR');
    return reply.send(errorBody(code, message));
  }
  if (path === '/get-session') return sendSession(reply, json);
  // Session tokens stay in the HttpOnly cookie: page scripts never see one (sessions are named by id).
  return reply.send(json === null ? text : JSON.stringify(withoutTokens(json)));
}

/**
 * The session goes out as the shared contract reads it (role in our case, the fields the portal uses), like every
 * response of our own routes: the portal's first screen takes it without parsing it again (ADR 0011). A Better Auth
 * release that renamed a field fails here, loudly, instead of in every browser.
 */
function sendSession(reply: FastifyReply, json: Record<string, unknown> | null) {
  // Tokens out first: the parsed session holds Dates, which JSON writes back as ISO strings (the wire type).
  const session = sessionResponse.safeParse(withoutTokens(json));
  if (!session.success) {
    return reply.code(500).send(errorBody('INVALID_RESPONSE', 'The server sent an unexpected response.'));
  }
  return reply.send(JSON.stringify(session.data));
}

function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'token')
      .map(([key, inner]) => [key, withoutTokens(inner)]),
  );
}

/** A role sent by a browser is ignored everywhere (D4): drop it before Better Auth sees it. */
function withoutRole(body: Body): Body {
  if (!body || typeof body !== 'object' || !('role' in body)) return body;
  const { role: _ignored, ...rest } = body;
  return rest;
}

function toWebRequest(app: FastifyInstance, request: FastifyRequest, body: Body): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.delete('content-length');
  // Better Auth reads the client address from this header; Fastify has already resolved it.
  headers.set('x-forwarded-for', request.ip);
  // Same-origin by the request's own name (auth.ts trusts this header; a client's own copy is overwritten).
  const origin = request.headers.origin;
  if (origin && sameOriginCandidates(request).includes(origin)) headers.set(TRUSTED_ORIGIN_HEADER, origin);
  else headers.delete(TRUSTED_ORIGIN_HEADER);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(new URL(request.url, app.config.publicUrl), {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(body ?? {}) : undefined,
  });
}

function parseJson(text: string): Record<string, unknown> | null {
  if (text === '') return null;
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** Our rules before Better Auth runs; returns the body to hand it. */
async function beforeAuth(
  app: FastifyInstance,
  path: string,
  body: Body,
  context: RequestContext,
  caller: Caller,
): Promise<Body> {
  const email = str(body?.email).trim().toLowerCase();
  if (body && 'image' in body) assertAvatarUrl(body.image);
  switch (path) {
    case '/sign-in/email':
      await assertSignInAllowed(app.db, email, context.ip ?? '');
      return body;
    case '/two-factor/verify-totp':
    case '/two-factor/verify-backup-code':
    case '/two-factor/verify-otp':
      if (caller) await assertSignInAllowed(app.db, caller.email, context.ip ?? '');
      return body;
    case '/revoke-session':
      return { token: await sessionTokenFor(app, caller, str(body?.id)) };
    case '/sign-up/email':
      if (!(await isRegistrationOpen(app.db))) {
        throw new AppError(
          403,
          'REGISTRATION_CLOSED',
          'Registration is closed. Accounts are granted by the agency team.',
        );
      }
      await assertAcceptablePassword(str(body?.password));
      return body;
    case '/request-password-reset': {
      // Per address of the requester (an office shares one) and, tighter, per account.
      const limit = {
        action: 'auth.password_reset_requested',
        windowMs: 60 * 60 * 1000,
        message: 'Too many password reset requests. Please try again in an hour.',
      };
      await assertUnderLimit(app.db, { ...limit, ip: context.ip, max: 20 });
      await assertUnderLimit(app.db, { ...limit, email, max: 5 });
      await writeAudit(app.db, {
        action: 'auth.password_reset_requested',
        category: 'security',
        actor: { email },
        context,
      });
      return body;
    }
    case '/reset-password':
    case '/change-password':
      await assertAcceptablePassword(str(body?.newPassword));
      return body;
  }
  return body;
}

/** Avatars are shown as images elsewhere: only https addresses, never javascript: or data: (an empty value clears). */
function assertAvatarUrl(value: unknown) {
  if (value === null || value === '') return;
  const message = 'The picture must be an https:// address.';
  if (typeof value !== 'string' || value.length > 2048 || !URL.canParse(value))
    throw badRequest(message, { image: message });
  if (new URL(value).protocol !== 'https:') throw badRequest(message, { image: message });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The browser names a session by id; Better Auth revokes by token, which only the server reads. */
async function sessionTokenFor(app: FastifyInstance, caller: Caller, id: string): Promise<string> {
  const [row] =
    caller && UUID.test(id)
      ? await app.db
          .select({ token: sessions.token })
          .from(sessions)
          .where(and(eq(sessions.id, id), eq(sessions.userId, caller.id)))
      : [];
  if (!row) throw notFound('No such session');
  return row.token;
}

/** The account a pending second-factor step belongs to, read from its cookie (null if none or expired). */
async function pendingTwoFactorUser(app: FastifyInstance, request: FastifyRequest): Promise<Caller> {
  const raw = request.headers.cookie?.match(/(?:^|;\s*)(?:__Secure-)?northstar\.two_factor=([^;]+)/)?.[1];
  const identifier = raw ? decodeURIComponent(raw).split('.')[0] : undefined;
  if (!identifier) return null;
  const context = await app.auth.$context;
  const verification = await context.internalAdapter.findVerificationValue(identifier).catch(() => null);
  const user = verification ? await context.internalAdapter.findUserById(verification.value) : null;
  return user ? { id: user.id, email: user.email, name: user.name } : null;
}

/** Calls that end sessions of the caller (Better Auth deletes them): their open sockets are closed at once. */
const ENDS_SESSIONS = new Set([
  '/sign-out',
  '/revoke-session',
  '/revoke-sessions',
  '/revoke-other-sessions',
  '/change-password',
]);

const AUDITED_ACTIONS: Record<string, string> = {
  '/sign-out': 'auth.sign_out',
  '/sign-up/email': 'user.registered',
  '/reset-password': 'auth.password_reset',
  '/change-password': 'auth.password_changed',
  '/two-factor/enable': 'auth.two_factor_enabled',
  '/two-factor/disable': 'auth.two_factor_disabled',
  '/revoke-other-sessions': 'auth.sessions_revoked',
  '/revoke-session': 'auth.session_revoked',
};

async function afterAuth(
  app: FastifyInstance,
  path: string,
  body: Body,
  status: number,
  json: Record<string, unknown> | null,
  context: RequestContext,
  caller: Caller,
) {
  const ok = status < 400;
  const user = (json?.user ?? null) as { id?: string; email?: string; name?: string } | null;
  const email = str(body?.email).trim().toLowerCase();
  const audit = (action: string, extra: Partial<Parameters<typeof writeAudit>[1]> = {}) =>
    writeAudit(app.db, { action, category: 'security', context, ...extra });

  if (path === '/sign-in/email') {
    if (ok && json?.twoFactorRedirect) return audit('auth.sign_in_second_factor_required', { actor: { email } });
    if (ok) return audit('auth.sign_in', { level: 'success', actor: user });
    return audit(SIGN_IN_FAILED, { level: 'warning', actor: { email }, details: { status } });
  }
  if (path.startsWith('/two-factor/verify-')) {
    if (ok && user?.id)
      return audit('auth.sign_in', { level: 'success', actor: user, details: { secondFactor: true } });
    if (!ok) return audit(SIGN_IN_FAILED, { level: 'warning', actor: caller, details: { status, secondFactor: true } });
    return;
  }
  const action = AUDITED_ACTIONS[path];
  if (ok && action) await audit(action, { actor: user?.id ? user : caller });
  // Every app server checks the caller's sockets now, rather than at its next 30-second pass.
  if (ok && caller && ENDS_SESSIONS.has(path)) await publishAll(app.db, sessionsChanged([caller.id]));
}

/** The caller before the call (sign-out has ended the session by the time we audit it). */
async function currentUser(app: FastifyInstance, request: FastifyRequest): Promise<Caller> {
  const result = await app.auth.api
    .getSession({ headers: new Headers(request.headers as Record<string, string>) })
    .catch(() => null);
  return result?.user ? { id: result.user.id, email: result.user.email, name: result.user.name } : null;
}
