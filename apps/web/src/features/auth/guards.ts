import type { SessionOnWire } from '@agency/shared/auth';
import { homePathFor } from '@agency/shared/home-path';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { decideAccess } from '../../config/portal-access';
import { fetchPreferences, loadPreferences, seedPreferences } from '../../lib/preferences';
import { sessionQueryOptions } from '../../lib/session';

// Route guards for clientLoaders (000 §2 "Access"). They hide nothing the server relies on: every API route checks
// the session and permission again (D6). The query client is passed in so features never import the app layer.

export const SIGN_IN_PATH = '/auth';

/** The cached session, fetched once per tab (and again after it goes stale). */
export function loadSession(queryClient: QueryClient): Promise<SessionOnWire> {
  return queryClient.ensureQueryData(sessionQueryOptions());
}

/** Portal pages an e-mailed link opens: a visitor who must sign in first goes on to the link afterwards. */
const RESUMED_AFTER_SIGN_IN = ['/dashboard/profile/confirm-email'];
const HERE = 'https://portal.invalid';

/** `next` if it is one of those pages on this site (never another host: no open redirect), else null. */
export function resumePath(next: string | null | undefined): string | null {
  if (!next?.startsWith('/')) return null;
  const url = new URL(next, HERE);
  return url.origin === HERE && RESUMED_AFTER_SIGN_IN.includes(url.pathname) ? `${url.pathname}${url.search}` : null;
}

/** Anonymous visitors go to sign in (and come back to `resumeTo`, a page of an e-mailed link, afterwards). */
export async function requireSession(
  queryClient: QueryClient,
  resumeTo?: string | null,
): Promise<NonNullable<SessionOnWire>> {
  const session = await loadSession(queryClient);
  if (!session) throw redirect(resumeTo ? `${SIGN_IN_PATH}?${new URLSearchParams({ next: resumeTo })}` : SIGN_IN_PATH);
  return session;
}

/**
 * The guard of every portal route (config/portal-access.ts): anonymous visitors go to sign in, a refused user either
 * goes elsewhere or gets the spec's refusal message to show in place of the page.
 */
export async function guardPortal(
  queryClient: QueryClient,
  pathname: string,
  search = '',
): Promise<{ refusal: string | null }> {
  // On a fresh load nothing is cached: ask for the preferences beside the session rather than after it, a round
  // trip saved on a phone (issue #19). A visitor without a session gets a 401 here, which is ignored.
  const early = queryClient.getQueryData(sessionQueryOptions().queryKey)
    ? undefined
    : fetchPreferences().catch(() => undefined);
  const session = await requireSession(queryClient, resumePath(`${pathname}${search}`));
  if (early) await seedPreferences(queryClient, session.user.id, early);
  // D23: the user's stored language applies before the page renders, in whatever browser they signed in.
  await loadPreferences(queryClient, session.user.id);
  const decision = decideAccess(session.user.role, pathname);
  if (decision.kind === 'redirect') throw redirect(decision.to);
  return { refusal: decision.kind === 'refused' ? decision.message : null };
}

/** The sign-in page is pointless when signed in: go to the role's home instead. */
export async function redirectIfSignedIn(queryClient: QueryClient): Promise<null> {
  const session = await loadSession(queryClient);
  if (session) throw redirect(homePathFor(session.user.role));
  return null;
}
