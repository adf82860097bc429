import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { as, createUser, signIn } from '../../test/auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.mailer.enqueue(t.database.db, { to: 'a@example.com', subject: 'First', text: 'one', kind: 'alpha' });
  await t.app.mailer.enqueue(t.database.db, { to: 'b@example.com', subject: 'Second', text: 'two', kind: 'beta' });
});
afterAll(() => t.close());

describe('reading the outbox', () => {
  it('shows an admin the queued mails, filtered by kind and recipient', async () => {
    const admin = await createUser(t.database.db, { role: 'ADMIN' });
    const call = as(t.app, await signIn(t.app, admin.email));
    const all = (await call({ method: 'GET', url: '/api/outbox' })).json().items;
    expect(all.map((mail: { subject: string }) => mail.subject).sort()).toEqual(['First', 'Second']);
    const beta = (await call({ method: 'GET', url: '/api/outbox?kind=beta' })).json().items;
    expect(beta).toHaveLength(1);
    expect(beta[0]).toMatchObject({ subject: 'Second', text: 'two', status: 'pending' });
    const toA = (await call({ method: 'GET', url: '/api/outbox?to=A@example.com' })).json().items;
    expect(toA.map((mail: { subject: string }) => mail.subject)).toEqual(['First']);
  });

  it('stores and serves each mail as branded HTML beside its text, values escaped, links absolute', async () => {
    await t.app.mailer.enqueue(t.database.db, {
      to: 'c@example.com',
      subject: 'Third',
      text: 'Hello <script>x</script>\n\nOpen: https://elsewhere.example/a?b=1&c=2',
      kind: 'gamma',
    });
    const admin = await createUser(t.database.db, { role: 'ADMIN' });
    const call = as(t.app, await signIn(t.app, admin.email));
    const [mail] = (await call({ method: 'GET', url: '/api/outbox?kind=gamma' })).json().items;
    expect(mail.text).toContain('<script>');
    expect(mail.html).toContain('Northstar Digital');
    expect(mail.html).toContain('Hello &lt;script&gt;x&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('href="https://elsewhere.example/a?b=1&amp;c=2"');
    expect(mail.html).toContain(`href="${t.app.config.publicUrl}"`);
  });

  it('refuses agents and clients', async () => {
    for (const role of ['AGENT', 'CLIENT'] as const) {
      const user = await createUser(t.database.db, { role });
      const call = as(t.app, await signIn(t.app, user.email));
      expect((await call({ method: 'GET', url: '/api/outbox' })).statusCode, role).toBe(403);
    }
  });
});
