import { RESET_MESSAGES } from '@agency/shared/auth-rules';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import { invitationFailure } from './link-params';

const INVITATION_CODES = new Set(['INVITATION_INVALID', 'INVITATION_EXPIRED', 'INVITATION_USED']);

/** The reset page's catalogue (000 §8) for a failed attempt to set the password. */
export function passwordUpdateError(error: unknown): string {
  if (!(error instanceof ApiError)) return RESET_MESSAGES.unexpected;
  if (error.code === 'INVALID_TOKEN') return RESET_MESSAGES.invalidLink;
  if (INVITATION_CODES.has(error.code)) return invitationFailure(error).message;
  return errorMessage(error, RESET_MESSAGES.updateFailed);
}
