import { CALLBACK_MESSAGES } from '@agency/shared/auth-rules';
import { homePathFor } from '@agency/shared/home-path';
import { useQuery } from '@tanstack/react-query';
import { sessionQueryOptions } from '../../lib/session';
import { invitationQueryOptions } from './api/get-invitation';
import {
  CALLBACK_DELAYS,
  INVALID_INVITATION,
  invitationFailure,
  type LinkParams,
  linkErrorFailure,
  linkKind,
  passwordResetPath,
} from './link-params';

export type LinkOutcome =
  | { status: 'loading' }
  | { status: 'success'; message: string; to: string; delayMs: number }
  | { status: 'error'; message: string; to: string; delayMs: number };

const SIGN_IN = '/auth';
const success = (to: string): LinkOutcome => ({
  status: 'success',
  message: CALLBACK_MESSAGES.success,
  to,
  delayMs: CALLBACK_DELAYS.success,
});
const failure = ({ message, delayMs }: { message: string; delayMs: number }): LinkOutcome => ({
  status: 'error',
  message,
  to: SIGN_IN,
  delayMs,
});

/**
 * What an e-mailed link leads to (000 §4 "Auth callback", §8): an invitation is checked with the server before the
 * password page; a recovery token is checked when the new password is sent; anything else (older links carrying
 * tokens of their own) succeeds only if a session already exists, as sessions live in our cookies, not in links.
 */
export function useLinkOutcome(params: LinkParams): LinkOutcome {
  const kind = linkKind(params);
  const token = params.token ?? '';
  const invitation = useQuery({ ...invitationQueryOptions(token), enabled: kind === 'invite', retry: false });
  const session = useQuery({ ...sessionQueryOptions(), enabled: kind === 'session', staleTime: 0, retry: false });

  switch (kind) {
    case 'none':
      return failure({ message: CALLBACK_MESSAGES.noData, delayMs: CALLBACK_DELAYS.noData });
    case 'error':
      return failure(linkErrorFailure(params.error, params.errorDescription));
    case 'bad-invite':
      return failure(INVALID_INVITATION);
    case 'recovery':
      return success(passwordResetPath('recovery', token));
    case 'invite':
      if (invitation.isError) return failure(invitationFailure(invitation.error));
      return invitation.isSuccess ? success(passwordResetPath('invite', token)) : { status: 'loading' };
    case 'session':
      if (session.isError) return failure({ message: CALLBACK_MESSAGES.unexpected, delayMs: CALLBACK_DELAYS.error });
      if (!session.isSuccess) return { status: 'loading' };
      return session.data
        ? success(homePathFor(session.data.user.role))
        : failure({ message: CALLBACK_MESSAGES.sessionFailed, delayMs: CALLBACK_DELAYS.error });
  }
}
