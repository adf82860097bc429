import { CALLBACK_MESSAGES } from '@agency/shared/auth-rules';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import {
  hasLinkData,
  invitationFailure,
  linkErrorFailure,
  linkKind,
  passwordResetPath,
  readLinkParams,
} from './link-params';

describe('readLinkParams', () => {
  it('reads the query', () => {
    const params = readLinkParams('?type=recovery&token=abc', '');
    expect(params).toMatchObject({ type: 'recovery', token: 'abc', error: null });
  });

  it('reads the hash, which wins over the query', () => {
    const params = readLinkParams('?type=invite', '#type=recovery&access_token=a&refresh_token=r&error=x');
    expect(params).toMatchObject({ type: 'recovery', accessToken: 'a', refreshToken: 'r', error: 'x' });
  });

  it('knows when there is nothing to read', () => {
    expect(hasLinkData(readLinkParams('', ''))).toBe(false);
    expect(hasLinkData(readLinkParams('?error_description=boom', ''))).toBe(true);
  });
});

describe('linkErrorFailure', () => {
  it('maps access_denied to the invite message', () => {
    expect(linkErrorFailure('access_denied', 'whatever').message).toBe(CALLBACK_MESSAGES.accessDenied);
  });

  it('maps a description mentioning expired, whatever its case', () => {
    expect(linkErrorFailure('otp_error', 'Email link is invalid or has Expired').message).toBe(
      CALLBACK_MESSAGES.expired,
    );
  });

  it('otherwise names the description, or the error', () => {
    expect(linkErrorFailure('server_error', 'Database down').message).toBe('Authentication error: Database down');
    expect(linkErrorFailure('server_error', null).message).toBe('Authentication error: server_error');
  });
});

describe('invitationFailure', () => {
  it('maps each refusal to the catalogue', () => {
    const expired = new ApiError(410, 'INVITATION_EXPIRED', 'gone');
    const used = new ApiError(409, 'INVITATION_USED', 'used');
    const invalid = new ApiError(404, 'INVITATION_INVALID', 'nope');
    expect(invitationFailure(expired).message).toBe(CALLBACK_MESSAGES.expired);
    expect(invitationFailure(used).message).toBe(CALLBACK_MESSAGES.accessDenied);
    expect(invitationFailure(invalid).message).toBe(CALLBACK_MESSAGES.accessDenied);
  });

  // A garbled link is refused by the server's input check (400) before any lookup: still an invalid link.
  it('calls a malformed link invalid, not unexpected', () => {
    const malformed = new ApiError(400, 'VALIDATION_ERROR', 'token: Too small');
    expect(invitationFailure(malformed).message).toBe(CALLBACK_MESSAGES.accessDenied);
    expect(invitationFailure(new ApiError(414, 'HTTP_ERROR', '')).message).toBe(CALLBACK_MESSAGES.accessDenied);
  });

  it('calls a failing server or network unexpected', () => {
    expect(invitationFailure(new ApiError(0, 'NETWORK_ERROR', 'x')).message).toBe(CALLBACK_MESSAGES.unexpected);
    expect(invitationFailure(new ApiError(500, 'INTERNAL', 'x')).message).toBe(CALLBACK_MESSAGES.unexpected);
    expect(invitationFailure(new Error('boom')).message).toBe(CALLBACK_MESSAGES.unexpected);
  });
});

describe('linkKind', () => {
  it('treats an invitation without a token as a broken invitation, not a sign-in', () => {
    expect(linkKind(readLinkParams('?type=invite', ''))).toBe('bad-invite');
    expect(linkKind(readLinkParams('?type=invite&token=', ''))).toBe('bad-invite');
    expect(linkKind(readLinkParams('?type=invite&token=x', ''))).toBe('invite');
    expect(linkKind(readLinkParams('?type=recovery&token=x', ''))).toBe('recovery');
    expect(linkKind(readLinkParams('', ''))).toBe('none');
  });
});

it('builds the password page address with the token', () => {
  expect(passwordResetPath('invite', 'a b')).toBe('/auth/password-reset?type=invite&token=a+b');
});
