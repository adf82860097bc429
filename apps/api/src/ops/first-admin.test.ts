import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, invitations, users } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createUser, originHeaders } from '../test/auth.ts';
import { describeFirstAdmin, inviteFirstAdmin } from './first-admin.ts';

// A production install's first admin (ADMIN_EMAIL): invited while no active admin exists, never twice at once,
// and nothing once an admin has accepted.

let t: TestApp;
const EMAIL = 'grace.hopper@agency.example';
const deps = () => ({ db: t.database.db, mailer: t.app.mailer, publicUrl: 'https://portal.agency.example' });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the first admin (ADMIN_EMAIL)', () => {
  it('invites the address as ADMIN on an install with no admin, by mail and in the log', async () => {
    const result = await inviteFirstAdmin(deps(), EMAIL);
    expect(result.kind).toBe('invited');
    const link = result.kind === 'invited' ? result.link : '';
    expect(link).toMatch(/^https:\/\/portal\.agency\.example\/auth\/callback\?type=invite&token=/);
    expect(describeFirstAdmin(result, EMAIL).join('\n')).toContain(link);

    const rows = await t.database.db.select().from(invitations).where(eq(invitations.email, EMAIL));
    expect(rows.map((row) => [row.role, row.status, row.firstName, row.lastName])).toEqual([
      ['ADMIN', 'pending', 'Grace', 'Hopper'],
    ]);
    const mails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'invitation'));
    expect(mails.filter((mail) => mail.toAddresses.includes(EMAIL))).toHaveLength(1);
  });

  it('sends no second invitation while the first is waiting, also from servers starting at once', async () => {
    const results = await Promise.all([inviteFirstAdmin(deps(), EMAIL), inviteFirstAdmin(deps(), EMAIL)]);
    expect(results.map((result) => result.kind)).toEqual(['pending', 'pending']);
    const rows = await t.database.db.select().from(invitations).where(eq(invitations.email, EMAIL));
    expect(rows.filter((row) => row.status === 'pending')).toHaveLength(1);
  });

  it('makes an admin of whoever accepts the link, after which ADMIN_EMAIL does nothing', async () => {
    await t.database.db.update(invitations).set({ status: 'revoked' }).where(eq(invitations.email, EMAIL));
    const fresh = await inviteFirstAdmin(deps(), EMAIL);
    const token = fresh.kind === 'invited' ? new URL(fresh.link).searchParams.get('token') : null;
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/invitations/accept',
      headers: originHeaders(t.app),
      payload: { token, password: 'Harbour-lights-2026!' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [admin] = await t.database.db.select().from(users).where(eq(users.email, EMAIL));
    expect(admin?.role).toBe('ADMIN');

    expect(await inviteFirstAdmin(deps(), 'someone.else@agency.example')).toEqual({ kind: 'admin-exists' });
    expect(describeFirstAdmin({ kind: 'admin-exists' }, EMAIL)).toEqual([]);
  });

  it('refuses an address whose account is not an active admin, and invites nobody', async () => {
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.role, 'ADMIN'));
    const client = await createUser(t.database.db, { role: 'CLIENT' });
    const result = await inviteFirstAdmin(deps(), client.email);
    expect(result.kind).toBe('refused');
    expect(describeFirstAdmin(result, client.email)[0]).toContain('no invitation sent');
    const rows = await t.database.db.select().from(invitations).where(eq(invitations.email, client.email));
    expect(rows).toEqual([]);
  });
});
