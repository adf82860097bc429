import { EMAIL_CHANGE_MESSAGES } from '@agency/shared/profile-values';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, emailChanges, emailOutbox, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { as, createUser, originHeaders, signIn, TEST_PASSWORD } from '../../test/auth.ts';

// My Profile › Change e-mail (issue #21 point 4): the address changes only by the single-use link mailed to it, opened
// by the person who asked; the old address is told; the answer never reveals another account.

type Call = ReturnType<typeof as>;
interface Person {
  id: string;
  email: string;
  call: Call;
}

let t: TestApp;
let admin: Call;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = as(t.app, await signIn(t.app, (await createUser(t.database.db, { role: 'ADMIN' })).email));
});
afterAll(() => t.close());

async function person(role: 'CLIENT' | 'AGENT' = 'AGENT'): Promise<Person> {
  const user = await createUser(t.database.db, { role });
  return { id: user.id, email: user.email, call: as(t.app, await signIn(t.app, user.email)) };
}

const fresh = () => `moved-${++seq}-${Date.now()}@new.example`;

const ask = (who: Person, newEmail: string, password = TEST_PASSWORD) =>
  who.call({ method: 'POST', url: '/api/me/email-change', payload: { newEmail, password } });

const confirm = (call: Call, token: string) =>
  call({ method: 'POST', url: '/api/me/email-change/confirm', payload: { token } });

async function mailsTo(address: string) {
  return t.database.db
    .select({ kind: emailOutbox.kind, subject: emailOutbox.subject, text: emailOutbox.text })
    .from(emailOutbox)
    .where(sql`${address} = any(${emailOutbox.toAddresses})`)
    .orderBy(asc(emailOutbox.createdAt));
}

/** The token of the latest confirmation link mailed to `address`. */
async function linkTokenFor(address: string): Promise<string> {
  const mails = (await mailsTo(address)).filter((mail) => mail.kind === 'email-change-confirm');
  const match = /\/dashboard\/profile\/confirm-email\?token=(\S+)/.exec(mails.at(-1)?.text ?? '');
  if (!match) throw new Error(`no confirmation link mailed to ${address}`);
  return decodeURIComponent(match[1]!);
}

const emailOf = async (id: string) =>
  (await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]?.email;

const audits = (action: string, userId: string) =>
  t.database.db
    .select({ actorId: auditLogs.actorId, details: auditLogs.details })
    .from(auditLogs)
    .where(and(eq(auditLogs.action, action), eq(auditLogs.targetId, userId)));

describe('asking for a change of e-mail address', () => {
  it('mails a link to the new address and a notice to the current one, and changes nothing yet', async () => {
    const me = await person();
    const next = fresh();
    const res = await ask(me, next.toUpperCase());
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ pending: { newEmail: next, expiresAt: expect.any(String) } });
    const hours = (Date.parse(res.json().pending.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    const toNew = await mailsTo(next);
    expect(toNew.map((mail) => mail.kind)).toEqual(['email-change-confirm']);
    expect(toNew[0]!.text).toContain('It works once and expires in 24 hours.');
    const toOld = await mailsTo(me.email);
    expect(toOld.map((mail) => mail.kind)).toEqual(['email-change-requested']);
    expect(toOld[0]!.text).toContain(next);
    expect(toOld[0]!.text).not.toContain('confirm-email?token=');

    expect(await emailOf(me.id)).toBe(me.email);
    expect((await me.call({ method: 'GET', url: '/api/me/email-change' })).json()).toEqual(res.json());
    expect(await audits('profile.email_change_requested', me.id)).toEqual([{ actorId: me.id, details: { to: next } }]);
  });

  it('answers an address of another account exactly as a free one, and mails that address no link', async () => {
    const me = await person();
    const owner = await person('CLIENT');
    const res = await ask(me, owner.email.toUpperCase());
    expect(res.statusCode, res.body).toBe(202);
    expect(Object.keys(res.json().pending).sort()).toEqual(['expiresAt', 'newEmail']);
    expect((await me.call({ method: 'GET', url: '/api/me/email-change' })).json().pending.newEmail).toBe(owner.email);
    const toOwner = await mailsTo(owner.email);
    expect(toOwner.map((mail) => mail.kind)).toEqual(['email-change-taken']);
    expect(toOwner[0]!.text).not.toMatch(/token=/);
    expect((await mailsTo(me.email)).map((mail) => mail.kind)).toEqual(['email-change-requested']);
    expect(await emailOf(me.id)).toBe(me.email);
  });

  it('refuses hostile and wrong input with 400 in the one error shape, mailing and storing nothing', async () => {
    const me = await person();
    const bodies: Record<string, unknown>[] = [
      {},
      { newEmail: 'not-an-address', password: TEST_PASSWORD },
      { newEmail: `x\u0000@new.example`, password: TEST_PASSWORD },
      { newEmail: `${'a'.repeat(300)}@new.example`, password: TEST_PASSWORD },
      { newEmail: fresh(), password: '' },
      { newEmail: fresh() },
      { newEmail: ['a@new.example'], password: TEST_PASSWORD },
      { newEmail: me.email.toUpperCase(), password: TEST_PASSWORD },
      { newEmail: fresh(), password: 'Not-the-password-1!' },
    ];
    for (const payload of bodies) {
      const res = await me.call({ method: 'POST', url: '/api/me/email-change', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    const wrong = await ask(me, fresh(), 'Not-the-password-1!');
    expect(wrong.json().error).toMatchObject({
      code: 'INVALID_PASSWORD',
      fields: { password: EMAIL_CHANGE_MESSAGES.password },
    });
    const same = await ask(me, me.email);
    expect(same.json().error.message).toBe(EMAIL_CHANGE_MESSAGES.same);
    expect(await t.database.db.select().from(emailChanges).where(eq(emailChanges.userId, me.id))).toEqual([]);
    expect(await mailsTo(me.email)).toEqual([]);
  });

  it('stops a sixth request within the hour, and a sixth wrong password', async () => {
    const me = await person();
    for (let i = 0; i < 5; i += 1) expect((await ask(me, fresh())).statusCode).toBe(202);
    const sixth = await ask(me, fresh());
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.message).toBe(EMAIL_CHANGE_MESSAGES.tooMany);

    const guesser = await person();
    for (let i = 0; i < 5; i += 1) expect((await ask(guesser, fresh(), `Guess-${i}-pass!`)).statusCode).toBe(400);
    expect((await ask(guesser, fresh())).statusCode).toBe(429);
  });
});

describe('opening the link', () => {
  it('changes the address once, keeps the session, tells the old address, and the new address signs in', async () => {
    const me = await person();
    const next = fresh();
    await ask(me, next);
    const token = await linkTokenFor(next);

    const res = await confirm(me.call, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: me.id, email: next });
    // The same session goes on, now with the new address.
    expect((await me.call({ method: 'GET', url: '/api/me' })).json().email).toBe(next);
    expect((await me.call({ method: 'GET', url: '/api/me/email-change' })).json()).toEqual({ pending: null });
    const [row] = await t.database.db.select({ verified: users.emailVerified }).from(users).where(eq(users.id, me.id));
    expect(row!.verified).toBe(true);
    expect(await audits('profile.email_changed', me.id)).toEqual([
      { actorId: me.id, details: { from: me.email, to: next } },
    ]);
    expect((await mailsTo(me.email)).map((mail) => mail.kind)).toEqual(['email-change-requested', 'email-change-done']);

    const again = await confirm(me.call, token);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'EMAIL_CHANGE_USED', message: EMAIL_CHANGE_MESSAGES.used });

    expect((await signIn(t.app, next)).length).toBeGreaterThan(0);
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: originHeaders(t.app),
      payload: { email: me.email, password: TEST_PASSWORD },
    });
    expect(old.statusCode).toBe(401);
  });

  it('refuses an expired link and a replaced one, and the latest link still works', async () => {
    const me = await person();
    const first = fresh();
    await ask(me, first);
    const firstToken = await linkTokenFor(first);
    const second = fresh();
    await ask(me, second);
    const secondToken = await linkTokenFor(second);

    const replaced = await confirm(me.call, firstToken);
    expect(replaced.statusCode).toBe(410);
    expect(replaced.json().error).toMatchObject({ code: 'EMAIL_CHANGE_REPLACED' });

    // A day later (the row's expiry moved into the past rather than waiting for it).
    await t.database.db
      .update(emailChanges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChanges.newEmail, second));
    const expired = await confirm(me.call, secondToken);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error).toMatchObject({
      code: 'EMAIL_CHANGE_EXPIRED',
      message: EMAIL_CHANGE_MESSAGES.expired,
    });
    expect((await me.call({ method: 'GET', url: '/api/me/email-change' })).json()).toEqual({ pending: null });
    expect(await emailOf(me.id)).toBe(me.email);

    const third = fresh();
    await ask(me, third);
    expect((await confirm(me.call, await linkTokenFor(third))).statusCode).toBe(200);
    expect(await emailOf(me.id)).toBe(third);
  });

  it('cannot be used by another signed-in person, nor without a session, and stays usable by its owner', async () => {
    const me = await person();
    const intruder = await person('CLIENT');
    const next = fresh();
    await ask(me, next);
    const token = await linkTokenFor(next);

    const foreign = await confirm(intruder.call, token);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.message).toBe(EMAIL_CHANGE_MESSAGES.otherAccount);
    expect(await emailOf(intruder.id)).toBe(intruder.email);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/me/email-change/confirm',
      headers: originHeaders(t.app),
      payload: { token },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await emailOf(me.id)).toBe(me.email);

    expect((await confirm(me.call, token)).statusCode).toBe(200);
    expect(await emailOf(me.id)).toBe(next);
  });

  it('refuses an address another account took meanwhile (409), and an unknown or hostile token', async () => {
    const me = await person();
    const next = fresh();
    await ask(me, next);
    const token = await linkTokenFor(next);
    // An admin gives the address to someone else before the link is opened.
    const other = await person('CLIENT');
    const corrected = await admin({
      method: 'PATCH',
      url: `/api/users/${other.id}/identity`,
      payload: { email: next },
    });
    expect(corrected.statusCode, corrected.body).toBe(200);

    const taken = await confirm(me.call, token);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(EMAIL_CHANGE_MESSAGES.taken);
    expect(await emailOf(me.id)).toBe(me.email);

    const unknown = await confirm(me.call, 'x'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatchObject({
      code: 'EMAIL_CHANGE_INVALID',
      message: EMAIL_CHANGE_MESSAGES.invalid,
    });
    for (const payload of [
      {},
      { token: 'short' },
      { token: `${token}\u0000` },
      { token: 'y'.repeat(500) },
      { token: 7 },
    ]) {
      const res = await me.call({ method: 'POST', url: '/api/me/email-change/confirm', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});
