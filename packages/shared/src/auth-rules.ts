// Sign-in and password rules with the spec's messages (000 §5), shared by the browser and the API.

export const LOGIN_MESSAGES = {
  emailRequired: 'Email address is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters long',
  failed: 'Login failed. Please check your credentials and try again.',
} as const;

/** The stricter of the spec's two orders (D12): e-mail first, then password. */
export function validateLogin(email: string, password: string): string | null {
  if (!email.trim()) return LOGIN_MESSAGES.emailRequired;
  if (!email.includes('@')) return LOGIN_MESSAGES.emailInvalid;
  if (!password) return LOGIN_MESSAGES.passwordRequired;
  if (password.length < 6) return LOGIN_MESSAGES.passwordTooShort;
  return null;
}

export const PASSWORD_MAX_LENGTH = 128;

/** The rules in one sentence, shown under every field that sets a password. */
export const PASSWORD_RULES_HINT =
  'At least 8 characters, with a lowercase and an uppercase letter, a number and a special character (@$!%*?&).';

export const PASSWORD_MESSAGES = {
  tooShort: 'Password must be at least 8 characters long',
  lowercase: 'Password must contain at least one lowercase letter',
  uppercase: 'Password must contain at least one uppercase letter',
  number: 'Password must contain at least one number',
  special: 'Password must contain at least one special character (@$!%*?&)',
  mismatch: 'Passwords do not match',
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
  common: 'This password is too common. Please choose a less predictable one.',
} as const;

/** The reset rules in the spec's order; the first broken rule's message, or null. */
export function validateNewPassword(password: string): string | null {
  if (password.length < 8) return PASSWORD_MESSAGES.tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  if (!/[a-z]/.test(password)) return PASSWORD_MESSAGES.lowercase;
  if (!/[A-Z]/.test(password)) return PASSWORD_MESSAGES.uppercase;
  if (!/[0-9]/.test(password)) return PASSWORD_MESSAGES.number;
  if (!/[@$!%*?&]/.test(password)) return PASSWORD_MESSAGES.special;
  return null;
}

export function validatePasswordPair(password: string, confirm: string): string | null {
  return validateNewPassword(password) ?? (password === confirm ? null : PASSWORD_MESSAGES.mismatch);
}

/** The auth callback's catalogue (000 §8), keyed by what went wrong. */
export const CALLBACK_MESSAGES = {
  success: 'Authentication successful! Redirecting...',
  sessionFailed: 'Failed to establish session. Please try logging in again.',
  noData: 'No authentication data found. Redirecting to login...',
  unexpected: 'An unexpected error occurred. Please try again.',
  accessDenied: 'Access denied. Please check your email for a new invite link.',
  expired: 'The link has expired. Please request a new one.',
} as const;

export const RESET_MESSAGES = {
  invalidLink: 'Invalid or expired reset link. Please request a new password reset.',
  noSession: 'No active session found. Please click the reset link in your email again.',
  verifyFailed: 'An error occurred while verifying your reset link.',
  updateFailed: 'Failed to update password',
  unexpected: 'An unexpected error occurred.',
  success: 'Password Updated Successfully!',
} as const;
