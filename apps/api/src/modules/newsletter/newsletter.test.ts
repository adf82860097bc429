import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox, newsletterSubscribers } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { as, createUser, signIn } from '../../test/auth.ts';
import { RESEND_AFTER_MS } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(newsletterSubscribers);
  await t.database.db.delete(emailOutbox);
});

const subscribe = (payload: object) => t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload });
const get = (url: string) => t.app.inject({ method: 'GET', url });
const subscriber = async (email: string) =>
  (await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];
const mailsTo = (email: string) =>
  t.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.kind, 'newsletter-confirmation'))
    .then((rows) => rows.filter((row) => row.toAddresses.includes(email)));

/** The confirm and unsubscribe links, as the subscriber reads them in the mail. */
function linksIn(text: string) {
  const [confirm] = text.match(/http\S+\/api\/newsletter\/confirm\?token=\S+/) ?? [];
  const [unsubscribe] = text.match(/http\S+\/api\/newsletter\/unsubscribe\?token=\S+/) ?? [];
  if (!confirm || !unsubscribe) throw new Error(`links missing in:\n${text}`);
  const path = (link: string) => link.replace(t.app.config.publicUrl, '');
  return { confirm: path(confirm), unsubscribe: path(unsubscribe) };
}

describe('newsletter sign-up', () => {
  it('stores a pending address and mails a confirmation link that activates it', async () => {
    const res = await subscribe({ email: ' Reader@Example.com ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/check your inbox/);
    expect(await subscriber('reader@example.com')).toMatchObject({ status: 'pending', confirmedAt: null });

    const [mail] = await mailsTo('reader@example.com');
    const links = linksIn(mail!.text);
    const confirmed = await get(links.confirm);
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe('/newsletter/confirmed');
    const row = await subscriber('reader@example.com');
    expect(row).toMatchObject({ status: 'active', confirmTokenHash: null });
    expect(row!.confirmedAt).toBeInstanceOf(Date);

    // The link works once.
    expect((await get(links.confirm)).headers.location).toBe('/newsletter/invalid-link');
  });

  it("writes the confirmation in the language of the visitor's page", async () => {
    await subscribe({ email: 'lecteur@example.com', language: 'fr' });
    const [mail] = await mailsTo('lecteur@example.com');
    expect(mail!.subject).toBe('Confirmez votre abonnement à la newsletter Northstar Digital');
    expect(mail!.text).toMatch(/Confirmer mon abonnement\u00a0: http\S+\/api\/newsletter\/confirm\?token=/);
    expect(mail!.html).toContain('lang="fr"');
    linksIn(mail!.text);
  });

  it('unsubscribes with the link the mail carries, and repeating it is harmless', async () => {
    await subscribe({ email: 'leaver@example.com' });
    const links = linksIn((await mailsTo('leaver@example.com'))[0]!.text);
    await get(links.confirm);
    const res = await get(links.unsubscribe);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/newsletter/unsubscribed');
    expect(await subscriber('leaver@example.com')).toMatchObject({ status: 'unsubscribed' });
    expect((await get(links.unsubscribe)).headers.location).toBe('/newsletter/unsubscribed');
    // The mail client's one-click button posts to the same link.
    const token = links.unsubscribe.split('token=')[1];
    expect((await t.app.inject({ method: 'POST', url: `/api/newsletter/unsubscribe?token=${token}` })).statusCode).toBe(
      204,
    );
  });

  it('is harmless to sign up twice: one row, no second mail soon after, none once active', async () => {
    await subscribe({ email: 'twice@example.com' });
    const again = await subscribe({ email: 'TWICE@example.com' });
    expect(again.statusCode).toBe(200);
    expect(await t.database.db.select().from(newsletterSubscribers)).toHaveLength(1);
    expect(await mailsTo('twice@example.com')).toHaveLength(1);

    // After the resend delay a pending address gets a fresh link, and the old one stops working.
    const firstLinks = linksIn((await mailsTo('twice@example.com'))[0]!.text);
    await t.database.db
      .update(newsletterSubscribers)
      .set({ updatedAt: new Date(Date.now() - RESEND_AFTER_MS - 1000) })
      .where(eq(newsletterSubscribers.email, 'twice@example.com'));
    await subscribe({ email: 'twice@example.com' });
    const mails = await mailsTo('twice@example.com');
    expect(mails).toHaveLength(2);
    expect((await get(firstLinks.confirm)).headers.location).toBe('/newsletter/invalid-link');
    const newest = mails.find((mail) => !mail.text.includes(firstLinks.confirm))!;
    expect((await get(linksIn(newest.text).confirm)).headers.location).toBe('/newsletter/confirmed');

    await subscribe({ email: 'twice@example.com' });
    expect(await mailsTo('twice@example.com')).toHaveLength(2);
    expect(await subscriber('twice@example.com')).toMatchObject({ status: 'active' });
  });

  it('refuses an invalid address with the spec message', async () => {
    const res = await subscribe({ email: 'not-an-address' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Please enter a valid email address.',
    });
    expect(await t.database.db.select().from(newsletterSubscribers)).toHaveLength(0);
  });

  it('ignores a filled honeypot quietly', async () => {
    const res = await subscribe({ email: 'bot@example.com', website: 'spam' });
    expect(res.statusCode).toBe(200);
    expect(await t.database.db.select().from(newsletterSubscribers)).toHaveLength(0);
  });

  it('sends an unknown or empty token to the invalid-link page', async () => {
    expect((await get('/api/newsletter/confirm?token=nope')).headers.location).toBe('/newsletter/invalid-link');
    expect((await get('/api/newsletter/unsubscribe')).headers.location).toBe('/newsletter/invalid-link');
  });
});

describe('subscribers in the portal', () => {
  it('lets an admin list subscribers and export the active ones as CSV', async () => {
    await subscribe({ email: 'active@example.com' });
    await get(linksIn((await mailsTo('active@example.com'))[0]!.text).confirm);
    await subscribe({ email: 'pending@example.com' });
    await subscribe({ email: '=cmd@example.com' });
    await get(linksIn((await mailsTo('=cmd@example.com'))[0]!.text).confirm);

    const admin = await createUser(t.database.db, { role: 'ADMIN' });
    const call = as(t.app, await signIn(t.app, admin.email));
    const list = await call({ method: 'GET', url: '/api/newsletter/subscribers' });
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((item: { email: string }) => item.email)).toEqual([
      '=cmd@example.com',
      'pending@example.com',
      'active@example.com',
    ]);

    const csv = await call({ method: 'GET', url: '/api/newsletter/subscribers.csv' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="newsletter-subscribers-/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('email,status,signed_up_at,confirmed_at,unsubscribed_at');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^'=cmd@example\.com,active,/);
    expect(csv.body).not.toContain('pending@example.com');
  });

  it('refuses agents and clients, and anonymous visitors', async () => {
    for (const role of ['AGENT', 'CLIENT'] as const) {
      const user = await createUser(t.database.db, { role });
      const call = as(t.app, await signIn(t.app, user.email));
      expect((await call({ method: 'GET', url: '/api/newsletter/subscribers' })).statusCode, role).toBe(403);
      expect((await call({ method: 'GET', url: '/api/newsletter/subscribers.csv' })).statusCode, role).toBe(403);
    }
    expect((await get('/api/newsletter/subscribers')).statusCode).toBe(401);
  });
});
