import { describe, expect, it } from 'vitest';
import { LOGIN_MESSAGES, PASSWORD_MESSAGES, validateLogin, validatePasswordPair } from './auth-rules.ts';

describe('login validation', () => {
  it('checks in the stricter order with the spec messages', () => {
    expect(validateLogin('', '')).toBe(LOGIN_MESSAGES.emailRequired);
    expect(validateLogin('ada', '')).toBe(LOGIN_MESSAGES.emailInvalid);
    expect(validateLogin('ada@example.com', '')).toBe(LOGIN_MESSAGES.passwordRequired);
    expect(validateLogin('ada@example.com', '12345')).toBe(LOGIN_MESSAGES.passwordTooShort);
    expect(validateLogin('ada@example.com', '123456')).toBeNull();
  });
});

describe('new password rules', () => {
  it('reports the first broken rule in the spec order', () => {
    expect(validatePasswordPair('Ab1!', 'Ab1!')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(validatePasswordPair('ABCDEFG1!', 'ABCDEFG1!')).toBe(PASSWORD_MESSAGES.lowercase);
    expect(validatePasswordPair('abcdefg1!', 'abcdefg1!')).toBe(PASSWORD_MESSAGES.uppercase);
    expect(validatePasswordPair('Abcdefgh!', 'Abcdefgh!')).toBe(PASSWORD_MESSAGES.number);
    expect(validatePasswordPair('Abcdefgh1', 'Abcdefgh1')).toBe(PASSWORD_MESSAGES.special);
    expect(validatePasswordPair('Abcdefgh1!', 'Abcdefgh1?')).toBe(PASSWORD_MESSAGES.mismatch);
    expect(validatePasswordPair('Abcdefgh1!', 'Abcdefgh1!')).toBeNull();
  });

  it('allows long passphrases of at least 64 characters', () => {
    const phrase = `Correct horse battery staple 42 & ${'x'.repeat(40)}`;
    expect(phrase.length).toBeGreaterThanOrEqual(64);
    expect(validatePasswordPair(phrase, phrase)).toBeNull();
  });
});
