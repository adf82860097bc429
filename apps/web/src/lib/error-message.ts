import { ApiError } from './api';

// Codes apiFetch invents when the server said nothing readable; the screen's own fallback reads better then.
const WORDLESS_CODES = new Set(['HTTP_ERROR', 'INVALID_RESPONSE']);

/**
 * The server's message for a failed call (the spec passes backend messages on to the user), or the screen's
 * fallback when there is none: a bare status, an unreadable body or an exception in the browser.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message && !WORDLESS_CODES.has(error.code)) return error.message;
  return fallback;
}
