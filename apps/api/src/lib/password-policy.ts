import { PASSWORD_MESSAGES, validateNewPassword } from '@agency/shared/auth-rules';
import { AppError } from './errors.ts';
import { lazyImport } from './lazy-import.ts';

// The list (a large bloom filter) loads at the first password set, not at the server's start (issue #22).
const commonPasswordList = lazyImport(() => import('fxa-common-password-list'));

/** The reset rules (000 §5), at most 128 characters, and not one of the very common passwords. */
export async function assertAcceptablePassword(password: string, field = 'newPassword'): Promise<void> {
  const problem = validateNewPassword(password);
  if (problem) throw new AppError(400, 'VALIDATION_ERROR', problem, { [field]: problem });
  // 'Password1!' is 'password' with the rules' decorations: check the stem too.
  const lower = password.toLowerCase();
  const stem = lower.replace(/[^a-z]+$/, '').replace(/^[^a-z]+/, '');
  const { default: commonPasswords } = await commonPasswordList();
  if ([password, lower, stem].some((candidate) => commonPasswords.test(candidate))) {
    throw new AppError(400, 'VALIDATION_ERROR', PASSWORD_MESSAGES.common, { [field]: PASSWORD_MESSAGES.common });
  }
}
