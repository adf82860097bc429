import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { Caller } from '../../plugins/access.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { clientScope } from './service.ts';

const dialect = new PgDialect();
const user = (overrides: Partial<SessionUser>): SessionUser => ({
  id: 'u1',
  email: 'u1@example.com',
  name: 'U One',
  firstName: 'U',
  lastName: 'One',
  role: 'CLIENT',
  clientId: null,
  twoFactorEnabled: false,
  image: null,
  sessionId: 's1',
  ...overrides,
});
const render = (caller: Caller) => {
  const where = clientScope(caller);
  return where ? dialect.sqlToQuery(where) : null;
};

// The scope helper alone; the authorization matrix (access.test.ts) runs it against a database with two organisations.
describe('clientScope', () => {
  it('puts no condition on a caller with `any`', () => {
    expect(render({ user: user({ role: 'AGENT' }), access: 'any' })).toBeNull();
    // `any` is the permission's reach, whatever the user row says.
    expect(render({ user: user({ role: 'ADMIN', clientId: 'org-a' }), access: 'any' })).toBeNull();
  });

  it('limits a caller with `own` to their organisation', () => {
    expect(render({ user: user({ clientId: 'org-a' }), access: 'own' })).toMatchObject({
      sql: '"clients"."id" = $1',
      params: ['org-a'],
    });
  });

  it('matches nothing for `own` without an organisation', () => {
    expect(render({ user: user({ clientId: null }), access: 'own' })).toMatchObject({ sql: 'false', params: [] });
  });
});
