import { CALLBACK_MESSAGES, RESET_MESSAGES } from '@agency/shared/auth-rules';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { passwordUpdateError } from './password-errors';

describe('passwordUpdateError', () => {
  it('names an invalid recovery token', () => {
    expect(passwordUpdateError(new ApiError(400, 'INVALID_TOKEN', 'Invalid token'))).toBe(RESET_MESSAGES.invalidLink);
  });

  it('uses the invite wording for refused invitations', () => {
    expect(passwordUpdateError(new ApiError(410, 'INVITATION_EXPIRED', 'x'))).toBe(CALLBACK_MESSAGES.expired);
  });

  it("passes the server's rule message on, else the fallbacks", () => {
    const common = 'This password is too common. Please choose a less predictable one.';
    expect(passwordUpdateError(new ApiError(400, 'VALIDATION_ERROR', common))).toBe(common);
    expect(passwordUpdateError(new ApiError(502, 'HTTP_ERROR', 'HTTP error! status: 502'))).toBe(
      RESET_MESSAGES.updateFailed,
    );
    expect(passwordUpdateError(new Error('boom'))).toBe(RESET_MESSAGES.unexpected);
  });
});
