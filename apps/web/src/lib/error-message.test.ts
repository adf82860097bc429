import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { errorMessage } from './error-message';

describe('errorMessage', () => {
  it("passes the server's message on", () => {
    expect(errorMessage(new ApiError(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password'), 'x')).toBe(
      'Invalid email or password',
    );
  });

  it('falls back when the server said nothing readable or the browser failed', () => {
    expect(errorMessage(new ApiError(500, 'HTTP_ERROR', 'HTTP error! status: 500'), 'Fallback')).toBe('Fallback');
    expect(errorMessage(new TypeError('boom'), 'Fallback')).toBe('Fallback');
    expect(errorMessage(new ApiError(400, 'X', ''), 'Fallback')).toBe('Fallback');
  });
});
