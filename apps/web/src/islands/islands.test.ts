import { describe, expect, it } from 'vitest';
import { toSessionUser } from './account';
import { authCallbackTarget } from './auth-forward';
import { nextChoice, parseChoice, resolveScheme } from './color-scheme';

describe('authCallbackTarget', () => {
  const at = (search: string, hash = '', pathname = '/') => authCallbackTarget({ pathname, search, hash });

  it('forwards access_token or type in the query, keeping query and hash', () => {
    expect(at('?type=recovery&token=t1', '#x')).toBe('/auth/callback?type=recovery&token=t1#x');
    expect(at('?access_token=a')).toBe('/auth/callback?access_token=a');
  });

  it('forwards tokens in the hash', () => {
    expect(at('', '#access_token=a&refresh_token=r&type=invite')).toBe(
      '/auth/callback#access_token=a&refresh_token=r&type=invite',
    );
  });

  it('leaves other addresses alone', () => {
    expect(at('?utm_source=mail', '#pricing')).toBeNull();
    expect(at('?type=recovery', '', '/services')).toBeNull();
  });
});

describe('colour scheme', () => {
  it('cycles light, dark, auto', () => {
    expect(nextChoice('light')).toBe('dark');
    expect(nextChoice('dark')).toBe('auto');
    expect(nextChoice('auto')).toBe('light');
  });

  it('reads Mantine’s stored value and falls back to auto', () => {
    expect(parseChoice('dark')).toBe('dark');
    expect(parseChoice(null)).toBe('auto');
    expect(parseChoice('purple')).toBe('auto');
  });

  it('follows the system in auto only', () => {
    expect(resolveScheme('auto', true)).toBe('dark');
    expect(resolveScheme('auto', false)).toBe('light');
    expect(resolveScheme('light', true)).toBe('light');
  });
});

describe('session user for the account menu', () => {
  it('reads Better Auth’s session answer, upper-casing the role', () => {
    const user = toSessionUser({
      session: { id: 's' },
      user: {
        name: 'Avery Collins',
        email: 'admin@example.com',
        role: 'admin',
        firstName: 'Avery',
        lastName: 'Collins',
      },
    });
    expect(user).toEqual({ name: 'Avery Collins', email: 'admin@example.com', role: 'ADMIN', initials: 'AC' });
  });

  it('treats null (signed out) and unknown roles safely', () => {
    expect(toSessionUser(null)).toBeNull();
    expect(toSessionUser({ user: { email: 'x@example.com', name: '', role: 'ROOT' } })).toMatchObject({
      role: 'CLIENT',
      name: 'x@example.com',
    });
  });
});
