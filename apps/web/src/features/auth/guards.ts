import type { Session } from '@agency/shared/auth';
import { homePathFor } from '@agency/shared/auth-rules';
import type { Role } from '@agency/shared/enums';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { sessionQueryOptions } from '../../lib/session';

// Route guards for clientLoaders (000 §2 "Access"). They hide nothing the server relies on: every API route checks
// the session and permission again (D6). The query client is passed in so features never import the app layer.

export const SIGN_IN_PATH = '/auth';

/** The cached session, fetched once per tab (and again after it goes stale). */
export function loadSession(queryClient: QueryClient): Promise<Session | null> {
  return queryClient.ensureQueryData(sessionQueryOptions());
}

/** Anonymous visitors go to sign in. */
export async function requireSession(queryClient: QueryClient): Promise<Session> {
  const session = await loadSession(queryClient);
  if (!session) throw redirect(SIGN_IN_PATH);
  return session;
}

/** Signed-in users whose role is not allowed go where `elsewhere` says. */
export async function requireRole(
  queryClient: QueryClient,
  allowed: readonly Role[],
  elsewhere: (role: Role) => string,
): Promise<Session> {
  const session = await requireSession(queryClient);
  if (!allowed.includes(session.user.role)) throw redirect(elsewhere(session.user.role));
  return session;
}

/** The sign-in page is pointless when signed in: go to the role's home instead. */
export async function redirectIfSignedIn(queryClient: QueryClient): Promise<null> {
  const session = await loadSession(queryClient);
  if (session) throw redirect(homePathFor(session.user.role));
  return null;
}
