import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, payrollProfiles, payrollRecords, userSettings, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { as, createUser, signIn } from '../../test/auth.ts';

// The pay-statement mail (issue #21 point 8): once a run pays an employee, they get one mail with their own
// statement, in their language, linking to their payroll page; a replayed or parallel run mails nobody twice.

let t: TestApp;
let admin: ReturnType<typeof as>;
const people: Record<string, { id: string; email: string }> = {};
const SEPTEMBER = { periodStart: '2026-09-01', periodEnd: '2026-09-30', paymentDate: '2026-10-01' };

const statementMails = () => t.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'pay-statement'));

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const adminUser = await createUser(db, { role: 'ADMIN' });
  admin = as(t.app, await signIn(t.app, adminUser.email));
  people.german = await createUser(db, { role: 'AGENT' });
  people.english = await createUser(db, { role: 'AGENT' });
  people.gone = await createUser(db, { role: 'AGENT' });
  await db.insert(userSettings).values({ userId: people.german.id, language: 'de' });
  // $90,000 and $48,000 a year: $7,500 and $4,000 gross a month; net is 70% ($5,250 and $2,800).
  await db.insert(payrollProfiles).values([
    { userId: people.german.id, payType: 'salary', annualSalaryCents: 9_000_000, startDate: '2025-01-01' },
    { userId: people.english.id, payType: 'salary', annualSalaryCents: 4_800_000, startDate: '2025-01-01' },
    { userId: people.gone.id, payType: 'salary', annualSalaryCents: 3_600_000, startDate: '2025-01-01' },
  ]);
});
afterAll(() => t.close());

describe('pay-statement mails', () => {
  it('mails each paid employee their own statement, in their language, with a link to their payroll page', async () => {
    // A deactivated person is paid (their last pay) but not mailed.
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, people.gone!.id));

    const res = await admin({ method: 'POST', url: '/api/payroll/runs', payload: SEPTEMBER });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'paid', employeeCount: 3 });

    const mails = await statementMails();
    expect(mails.every((mail) => mail.toAddresses.length === 1)).toBe(true);
    expect(mails.map((mail) => mail.toAddresses[0]).sort()).toEqual(
      [people.english!.email, people.german!.email].sort(),
    );
    const german = mails.find((mail) => mail.toAddresses[0] === people.german!.email)!;
    const english = mails.find((mail) => mail.toAddresses[0] === people.english!.email)!;

    expect(german.subject).toMatch(/^Ihre Gehaltsabrechnung für 01\.–30\.09\.2026$/);
    expect(german.text).toMatch(/Bruttolohn: 7\.500,00\s\$/);
    expect(german.text).toMatch(/Steuern: 1\.875,00\s\$/);
    expect(german.text).toMatch(/Abzüge: 375,00\s\$/);
    expect(german.text).toMatch(/Nettolohn: 5\.250,00\s\$/);
    expect(german.text).toContain('Zahlungsdatum: 01.10.2026');
    expect(german.html).toContain('lang="de"');

    expect(english.subject).toMatch(/^Your pay statement for Sep 1\s–\s30, 2026$/);
    expect(english.text).toContain('Gross pay: $4,000.00');
    expect(english.text).toContain('Net pay: $2,800.00');

    // Their own figures only: nobody's mail carries another's pay.
    for (const figure of ['7,500.00', '5,250.00', '3,000.00', '2,100.00']) expect(english.text).not.toContain(figure);
    for (const figure of ['4.000,00', '2.800,00', '3.000,00', '2.100,00']) expect(german.text).not.toContain(figure);
    expect(german.text).not.toContain(people.english!.email);

    for (const mail of [german, english]) {
      expect(mail.text).toContain(`${t.app.config.publicUrl}/dashboard/payroll?tab=payments`);
      expect(mail.html).toContain(`href="${t.app.config.publicUrl}/dashboard/payroll?tab=payments"`);
    }
    const lines = await t.database.db.select().from(payrollRecords);
    expect(lines.every((line) => line.statementMailedAt !== null)).toBe(true);
  });

  it('mails nobody twice when the same period is processed again, one after another or at once', async () => {
    const again = await admin({ method: 'POST', url: '/api/payroll/runs', payload: SEPTEMBER });
    expect(again.json()).toMatchObject({ replayed: true, status: 'paid' });
    await Promise.all([1, 2, 3].map(() => admin({ method: 'POST', url: '/api/payroll/runs', payload: SEPTEMBER })));
    expect(await statementMails()).toHaveLength(2);
  });
});
