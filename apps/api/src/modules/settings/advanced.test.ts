import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { accounts, auditLogs, projects, sessions, users } from '../../db/schema/index.ts';
import { csvCell } from '../../lib/csv.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { as, createClient, createUser, originHeaders, signIn, TEST_PASSWORD } from '../../test/auth.ts';

let t: TestApp;
let admin: { id: string; email: string; call: ReturnType<typeof as> };
let agent: ReturnType<typeof as>;
let client: ReturnType<typeof as>;

/** The files of a ZIP and their text. */
function unzip(buffer: Buffer): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const files: Record<string, string> = {};
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            files[entry.fileName] = Buffer.concat(chunks).toString('utf8');
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.readEntry();
    });
  });
}

const person = async (role: 'ADMIN' | 'AGENT' | 'CLIENT', clientId?: string) => {
  const user = await createUser(t.database.db, { role, clientId });
  return { id: user.id, email: user.email, call: as(t.app, await signIn(t.app, user.email)) };
};

beforeAll(async () => {
  t = await createTestApp();
  const org = await createClient(t.database.db, 'Export Org');
  admin = await person('ADMIN');
  agent = (await person('AGENT')).call;
  client = (await person('CLIENT', org.id)).call;
  await t.database.db.insert(projects).values({ name: '=HYPERLINK("http://evil")', clientId: org.id });
});
afterAll(() => t.close());

describe('the organisation’s data export (Settings › Advanced)', () => {
  it('streams a ZIP of CSV files to an admin, audited, without sign-in secrets and with formulas defused', async () => {
    const res = await admin.call({ method: 'GET', url: '/api/settings/export' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="organisation-export-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = await unzip(res.rawPayload);
    expect(Object.keys(files)).toEqual([
      'users.csv',
      'clients.csv',
      'leads.csv',
      'projects.csv',
      'tasks.csv',
      'proposals.csv',
      'invoices.csv',
      'time-entries.csv',
    ]);
    expect(files['users.csv']!.split('\r\n')[0]).toBe(
      'id,name,email,role,department,jobTitle,isActive,joinedAt,createdAt',
    );
    expect(files['users.csv']).toContain(admin.email);
    expect(files['clients.csv']).toContain('Export Org');
    expect(files['projects.csv']).toContain(`"'=HYPERLINK(""http://evil"")"`);
    for (const text of Object.values(files)) expect(text.split('\r\n')[0]).not.toMatch(/token|password|secret|hash/i);
    const audits = await t.database.db
      .select({ actorId: auditLogs.actorId })
      .from(auditLogs)
      .where(eq(auditLogs.action, 'settings.data_exported'));
    expect(audits).toEqual([{ actorId: admin.id }]);
  });

  it('is an admin’s only', async () => {
    expect((await agent({ method: 'GET', url: '/api/settings/export' })).statusCode).toBe(403);
    expect((await client({ method: 'GET', url: '/api/settings/export' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/settings/export' })).statusCode).toBe(401);
  });

  it('writes cells as RFC 4180 wants them', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"\nthere')).toBe('"say ""hi""\nthere"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell('+1 555')).toBe("'+1 555");
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"');
  });
});

describe('Delete Account (the Danger Zone, an admin’s)', () => {
  const remove = (call: ReturnType<typeof as>, payload: unknown) =>
    call({ method: 'POST', url: '/api/me/delete-account', payload: payload as Record<string, unknown> });

  it('refuses without the phrase or with a wrong password (400), to a non-admin (403), and the last admin (409)', async () => {
    expect((await remove(admin.call, { confirm: 'delete', password: TEST_PASSWORD })).statusCode).toBe(400);
    const wrong = await remove(admin.call, { confirm: 'DELETE', password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('Your password is not correct.');
    expect((await remove(agent, { confirm: 'DELETE', password: TEST_PASSWORD })).statusCode).toBe(403);
    expect((await remove(client, { confirm: 'DELETE', password: TEST_PASSWORD })).statusCode).toBe(403);
    const last = await remove(admin.call, { confirm: 'DELETE', password: TEST_PASSWORD });
    expect(last.statusCode).toBe(409);
    expect(last.json().error.message).toBe(
      'You are the last administrator. Make someone else an administrator before deleting your account.',
    );
    const [row] = await t.database.db.select().from(users).where(eq(users.id, admin.id));
    expect(row!.isActive).toBe(true);
  });

  it('anonymises and deactivates an admin who is not the last, ends their sessions and sign-in', async () => {
    const second = await person('ADMIN');
    const res = await remove(second.call, { confirm: 'DELETE', password: TEST_PASSWORD });
    expect(res.statusCode).toBe(204);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, second.id));
    expect(row).toMatchObject({ name: 'Deleted user', isActive: false, banned: true, image: null, phone: null });
    expect(row!.email).toBe(`deleted-${second.id}@deleted.invalid`);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, second.id))).toEqual([]);
    expect(await t.database.db.select().from(accounts).where(eq(accounts.userId, second.id))).toEqual([]);
    expect((await second.call({ method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    const signInAgain = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: originHeaders(t.app),
      payload: { email: second.email, password: TEST_PASSWORD },
    });
    expect(signInAgain.statusCode).toBeGreaterThanOrEqual(400);
    const audits = await t.database.db
      .select({ actorId: auditLogs.actorId })
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'user.account_deleted'), eq(auditLogs.targetId, second.id)));
    expect(audits).toEqual([{ actorId: second.id }]);
  });
});
