import { PASSWORD_MESSAGES, validateNewPassword } from '@agency/shared/auth-rules';
import commonPasswords from 'fxa-common-password-list';
import { AppError } from './errors.ts';

/** The reset rules (000 §5), at most 128 characters, and not one of the very common passwords. */
export function assertAcceptablePassword(password: string, field = 'newPassword') {
  const problem = validateNewPassword(password);
  if (problem) throw new AppError(400, 'VALIDATION_ERROR', problem, { [field]: problem });
  // 'Password1!' is 'password' with the rules' decorations: check the stem too.
  const lower = password.toLowerCase();
  const stem = lower.replace(/[^a-z]+$/, '').replace(/^[^a-z]+/, '');
  if ([password, lower, stem].some((candidate) => commonPasswords.test(candidate))) {
    throw new AppError(400, 'VALIDATION_ERROR', PASSWORD_MESSAGES.common, { [field]: PASSWORD_MESSAGES.common });
  }
}
