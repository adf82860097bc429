import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type RequestContext, writeAudit } from '../lib/audit.ts';
import { AppError, errorBody } from '../lib/errors.ts';
import { assertAcceptablePassword } from '../lib/password-policy.ts';
import { assertSignInAllowed, assertUnderLimit, SIGN_IN_FAILED } from '../lib/sign-in-limits.ts';
import { isRegistrationOpen } from '../modules/settings/service.ts';

/** Better Auth endpoints the browser may not call: user management goes through our audited API. */
const BLOCKED = [/^\/admin\//, /^\/delete-user/, /^\/set-password/];

type Body = Record<string, unknown> | undefined;

/**
 * Hands /api/auth/* to Better Auth (a web Request in, status, headers and every Set-Cookie out),
 * with our rules around it: abuse limits, registration switch, password rules, audit records,
 * and the one error shape.
 */
export async function handleAuthRequest(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const path = new URL(request.url, 'http://x').pathname.replace(/^\/api\/auth/, '');
  if (BLOCKED.some((pattern) => pattern.test(path))) return reply.code(404).send(errorBody('NOT_FOUND', 'Not found'));
  const body = withoutRole(request.body as Body);
  const context: RequestContext = { ip: request.ip, userAgent: request.headers['user-agent'] };

  await beforeAuth(app, path, body, context);
  // Who is calling, read before the call: sign-out ends the session it would be read from.
  const caller = path in AUDITED_ACTIONS ? await currentUser(app, request) : null;
  const response = await app.auth.handler(toWebRequest(app, request, body));
  const text = await response.text();
  const json = parseJson(text);
  await afterAuth(app, path, body, response.status, json, context, caller);

  reply.code(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (response.status >= 400) {
    const message = typeof json?.message === 'string' && json.message ? json.message : 'Authentication failed';
    return reply.send(errorBody(String(json?.code ?? 'AUTH_ERROR'), message));
  }
  return reply.send(text);
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
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(new URL(request.url, app.config.publicUrl), {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(body ?? {}) : undefined,
  });
}

function parseJson(text: string): Record<string, unknown> | null {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

async function beforeAuth(app: FastifyInstance, path: string, body: Body, context: RequestContext) {
  const email = str(body?.email).trim().toLowerCase();
  switch (path) {
    case '/sign-in/email':
      await assertSignInAllowed(app.db, email, context.ip ?? '');
      return;
    case '/sign-up/email':
      if (!(await isRegistrationOpen(app.db))) {
        throw new AppError(
          403,
          'REGISTRATION_CLOSED',
          'Registration is closed. Accounts are granted by the agency team.',
        );
      }
      assertAcceptablePassword(str(body?.password));
      return;
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
      return;
    }
    case '/reset-password':
    case '/change-password':
      assertAcceptablePassword(str(body?.newPassword));
      return;
  }
}

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
  caller: { id: string; email: string; name: string } | null,
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
    if (!ok) return audit(SIGN_IN_FAILED, { level: 'warning', details: { status, secondFactor: true } });
    return;
  }
  const action = AUDITED_ACTIONS[path];
  if (ok && action) await audit(action, { actor: user?.id ? user : caller });
}

/** The caller before the call (sign-out has ended the session by the time we audit it). */
async function currentUser(app: FastifyInstance, request: FastifyRequest) {
  const result = await app.auth.api
    .getSession({ headers: new Headers(request.headers as Record<string, string>) })
    .catch(() => null);
  return result?.user ? { id: result.user.id, email: result.user.email, name: result.user.name } : null;
}
