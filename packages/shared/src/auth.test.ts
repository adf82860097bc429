import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { backupCodeForm, changePasswordForm, compactCode, newPasswordForm, signUpForm, totpCodeForm } from './auth.ts';
import { LOGIN_MESSAGES, PASSWORD_MESSAGES } from './auth-rules.ts';

/** Each field's first message, as the form shows it (one per field). */
function shownErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  const shown: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) shown[issue.path.join('.')] ??= issue.message;
  return shown;
}

describe('newPasswordForm', () => {
  const pair = (password: string, confirm = password) => shownErrors(newPasswordForm, { password, confirm });

  it('shows the first broken reset rule in the spec order, on New Password', () => {
    expect(pair('Ab1!')).toEqual({ password: PASSWORD_MESSAGES.tooShort });
    expect(pair('ABCDEFG1!')).toEqual({ password: PASSWORD_MESSAGES.lowercase });
    expect(pair('abcdefg1!')).toEqual({ password: PASSWORD_MESSAGES.uppercase });
    expect(pair('Abcdefgh!')).toEqual({ password: PASSWORD_MESSAGES.number });
    expect(pair('Abcdefgh1')).toEqual({ password: PASSWORD_MESSAGES.special });
    expect(pair(`Ab1!${'x'.repeat(200)}`)).toEqual({ password: PASSWORD_MESSAGES.tooLong });
  });

  it('says the passwords differ on Confirm Password, only once the password meets the rules', () => {
    expect(pair('Abcdefgh1!', 'Abcdefgh1?')).toEqual({ confirm: PASSWORD_MESSAGES.mismatch });
    expect(pair('Abcdefgh1', 'other')).toEqual({ password: PASSWORD_MESSAGES.special });
    expect(pair('Abcdefgh1!')).toEqual({});
  });
});

describe('changePasswordForm', () => {
  const values = { currentPassword: 'old', password: 'Abcdefgh1!', confirm: 'Abcdefgh1!', revokeOtherSessions: true };

  it('asks for the current password beside the new password rules', () => {
    expect(shownErrors(changePasswordForm, { ...values, currentPassword: '', password: 'Ab1!', confirm: '' })).toEqual({
      currentPassword: 'Please enter your current password.',
      password: PASSWORD_MESSAGES.tooShort,
    });
  });

  it('then asks Confirm Password to match', () => {
    expect(shownErrors(changePasswordForm, { ...values, confirm: 'Abcdefgh1?' })).toEqual({
      confirm: PASSWORD_MESSAGES.mismatch,
    });
    expect(shownErrors(changePasswordForm, values)).toEqual({});
  });
});

describe('signUpForm', () => {
  const values = { name: 'Ada Lovelace', email: 'ada@example.com', password: 'Abcdefgh1!', confirm: 'Abcdefgh1!' };

  it("shows each field's message at once, the password's first broken rule among them", () => {
    expect(shownErrors(signUpForm, { name: ' ', email: '', password: 'abcdefgh', confirm: '' })).toEqual({
      name: 'Please enter your full name.',
      email: LOGIN_MESSAGES.emailRequired,
      password: PASSWORD_MESSAGES.uppercase,
    });
    expect(shownErrors(signUpForm, { ...values, email: 'ada' })).toEqual({ email: LOGIN_MESSAGES.emailInvalid });
  });

  it('then asks Confirm Password to match', () => {
    expect(shownErrors(signUpForm, { ...values, confirm: 'x' })).toEqual({ confirm: PASSWORD_MESSAGES.mismatch });
    expect(shownErrors(signUpForm, values)).toEqual({});
  });
});

describe('the second-factor code forms', () => {
  it('ask an authenticator code for six digits, spaces between the groups allowed', () => {
    expect(shownErrors(totpCodeForm, { code: '' })).toEqual({ code: 'Please enter the 6-digit code.' });
    expect(shownErrors(totpCodeForm, { code: '12345a' })).toEqual({ code: 'Please enter the 6-digit code.' });
    expect(shownErrors(totpCodeForm, { code: '123 456' })).toEqual({});
    expect(compactCode(' 123 456 ')).toBe('123456');
  });

  it('ask a backup code for anything but blanks', () => {
    expect(shownErrors(backupCodeForm, { code: '  ' })).toEqual({ code: 'Please enter a backup code.' });
    expect(shownErrors(backupCodeForm, { code: 'abcd-efgh' })).toEqual({});
  });
});
