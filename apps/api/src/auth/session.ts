import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { clientMembers, sessions, users } from '../db/schema/index.ts';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_SECONDS, SESSION_UPDATE_AGE_SECONDS } from './auth.ts';

/**
 * The per-request session check of every API call, without Better Auth's endpoint machinery (a web Request,
 * its cookie parser, its adapter, its output parsers: a quarter of a list request's CPU): the signed cookie is
 * verified the way Better Auth signs it (better-call: `encodeURIComponent(token + '.' + base64(HMAC-SHA256(token,
 * secret)))`), then ONE indexed query (sessions.token is unique) reads the session, its user and a CLIENT's
 * organisation. The database is read on every request, so revocation stays immediate: a signed-out or revoked
 * session has no row, a deactivated user is banned (and their rows deleted), an expired session is past
 * expires_at. Nothing is cached between requests.
 *
 * Better Auth stays the one writer of sessions: when a session is due for its sliding refresh (once an
 * `updateAge`), or is missing or expired (its cookie must be cleared), the caller hands the request to Better
 * Auth's own getSession, which refreshes or deletes it and sets the cookies exactly as it always has.
 */
export type SessionLookup =
  | { kind: 'none' }
  | { kind: 'valid'; row: SessionRow }
  /** Better Auth must answer (refresh, clean-up, or an expired session's cookie to clear). */
  | { kind: 'delegate' }
  /** Past the absolute lifetime: the row is deleted and the caller is anonymous. */
  | { kind: 'ended'; sessionId: string };

export type SessionRow = Awaited<ReturnType<ReturnType<typeof prepareSessionQuery>['execute']>>[number];

export function prepareSessionQuery(db: Db) {
  return db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      createdAt: sessions.createdAt,
      userId: users.id,
      email: users.email,
      name: users.name,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      twoFactorEnabled: users.twoFactorEnabled,
      image: users.image,
      banned: users.banned,
      banExpires: users.banExpires,
      isActive: users.isActive,
      clientId: clientMembers.clientId,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(clientMembers, eq(clientMembers.userId, users.id))
    .where(eq(sessions.token, sql.placeholder('token')))
    .limit(1)
    .prepare('auth_session_by_token');
}

export interface SessionCheckOptions {
  /** The session cookie's name as Better Auth sets it (`northstar.session_token`, `__Secure-` in production). */
  cookieName: string;
  secret: string;
}

export function createSessionCheck(db: Db, { cookieName, secret }: SessionCheckOptions) {
  const query = prepareSessionQuery(db);
  const key = Buffer.from(secret, 'utf8');

  /** The token inside a correctly signed cookie; null when absent, malformed or signed with another secret. */
  function verifiedToken(cookieHeader: string | undefined): string | null {
    const value = readCookie(cookieHeader, cookieName);
    if (!value) return null;
    const dot = value.lastIndexOf('.');
    if (dot < 1) return null;
    const token = value.slice(0, dot);
    const signature = value.slice(dot + 1);
    // better-call's own shape check: base64 of 32 bytes.
    if (signature.length !== 44 || !signature.endsWith('=')) return null;
    const expected = createHmac('sha256', key).update(token, 'utf8').digest();
    const given = Buffer.from(signature, 'base64');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return token;
  }

  async function lookup(cookieHeader: string | undefined, now = Date.now()): Promise<SessionLookup> {
    const token = verifiedToken(cookieHeader);
    if (!token) return { kind: 'none' };
    const [row] = await query.execute({ token });
    // No row: signed out, revoked, or deleted with a deactivation. Better Auth clears the stale cookie.
    if (!row) return { kind: 'delegate' };
    if (row.expiresAt.getTime() <= now) return { kind: 'delegate' };
    if (!row.isActive || (row.banned && (!row.banExpires || row.banExpires.getTime() > now))) return { kind: 'none' };
    if (now - row.createdAt.getTime() > SESSION_ABSOLUTE_MS) return { kind: 'ended', sessionId: row.sessionId };
    // Better Auth's sliding rule: extend once the session is `updateAge` old since its last extension.
    const dueForRefresh =
      row.expiresAt.getTime() - SESSION_IDLE_SECONDS * 1000 + SESSION_UPDATE_AGE_SECONDS * 1000 <= now;
    if (dueForRefresh) return { kind: 'delegate' };
    return { kind: 'valid', row };
  }

  return { lookup, verifiedToken };
}

/** One cookie's value from a Cookie header, parsed as better-call parses it (first occurrence wins, decoded). */
function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.charCodeAt(0) === 34) value = value.slice(1, -1);
    try {
      return value.includes('%') ? decodeURIComponent(value) : value;
    } catch {
      return value;
    }
  }
  return null;
}
