import { CALLBACK_MESSAGES } from '@agency/shared/auth-rules';
import { ApiError } from '../../lib/api';

// What an e-mailed link carries and what the callback page does with it (spec 000 §4, §8, §9).

export interface LinkParams {
  type: string | null;
  token: string | null;
  error: string | null;
  errorDescription: string | null;
  accessToken: string | null;
  refreshToken: string | null;
}

/** Spec 000 §9: 1 s to go on after success; errors wait 2 s (no data) or 3 s (everything else) before /auth. */
export const CALLBACK_DELAYS = { success: 1000, noData: 2000, error: 3000 } as const;

/** Reads the link from the query and the hash; the hash wins, as providers put their answer there. */
export function readLinkParams(search: string, hash: string): LinkParams {
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const read = (name: string) => fragment.get(name) || query.get(name) || null;
  return {
    type: read('type'),
    token: read('token') ?? read('token_hash'),
    error: read('error'),
    errorDescription: read('error_description'),
    accessToken: read('access_token'),
    refreshToken: read('refresh_token'),
  };
}

export function hasLinkData(params: LinkParams): boolean {
  return Object.values(params).some((value) => value !== null);
}

export interface LinkFailure {
  message: string;
  delayMs: number;
}

/** The catalogue's wording for an error the link itself reports (error / error_description). */
export function linkErrorFailure(error: string | null, description: string | null): LinkFailure {
  const delayMs = CALLBACK_DELAYS.error;
  if (error === 'access_denied') return { message: CALLBACK_MESSAGES.accessDenied, delayMs };
  if (description?.toLowerCase().includes('expired')) return { message: CALLBACK_MESSAGES.expired, delayMs };
  return { message: `Authentication error: ${description || error}`, delayMs };
}

export type LinkKind = 'none' | 'error' | 'invite' | 'bad-invite' | 'recovery' | 'session';

/** What kind of link this is; an invitation without a token is a broken invitation link, not a sign-in. */
export function linkKind(params: LinkParams): LinkKind {
  if (!hasLinkData(params)) return 'none';
  if (params.error || params.errorDescription) return 'error';
  if (params.type === 'invite') return params.token ? 'invite' : 'bad-invite';
  if (params.type === 'recovery' && params.token) return 'recovery';
  return 'session';
}

/** The catalogue's invalid-link wording, for an invitation link that is broken, used or unknown. */
export const INVALID_INVITATION: LinkFailure = {
  message: CALLBACK_MESSAGES.accessDenied,
  delayMs: CALLBACK_DELAYS.error,
};

/**
 * The catalogue's wording when the server refuses an invitation link. Every 4xx is about the link itself (unknown,
 * used, or so malformed the server would not look it up), so it reads as an invalid link; only a failing server or
 * network is "unexpected".
 */
export function invitationFailure(error: unknown): LinkFailure {
  const delayMs = CALLBACK_DELAYS.error;
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) {
    return { message: CALLBACK_MESSAGES.unexpected, delayMs };
  }
  if (error.code === 'INVITATION_EXPIRED' || error.status === 410)
    return { message: CALLBACK_MESSAGES.expired, delayMs };
  return INVALID_INVITATION;
}

/** Where the password page should go for a link of this type, keeping the token out of everything but the URL. */
export function passwordResetPath(type: 'invite' | 'recovery', token: string): string {
  return `/auth/password-reset?${new URLSearchParams({ type, token })}`;
}
