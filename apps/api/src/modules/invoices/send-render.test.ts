import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { emailOutbox, userSettings } from '../../db/schema/index.ts';
import type { SessionUser } from '../../lib/caller.ts';
import { type ServiceContext, systemContext } from '../../lib/service-context.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { as, createClient, createUser, signIn } from '../../test/auth.ts';
import { testEngine } from '../../test/database.ts';
import { pdfText } from '../../test/pdf.ts';
import { sendInvoice } from './commands/send-invoice.ts';
import { invoicePdf } from './pdf.ts';

// Sending renders the PDF and the e-mail before it takes the invoice's row lock (#18): nothing slow under the lock,
// and an edit that lands between the render and the lock makes it render again. The command is called with a PDF
// renderer of the test's, to act at that moment and to see whether a transaction is open while it runs.

let t: TestApp;
let admin: ReturnType<typeof as>;
let adminUser: SessionUser;
let clientId: string;
let firstClient: { email: string };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  clientId = (await createClient(db, 'Render Ltd')).id;
  firstClient = await createUser(db, { role: 'CLIENT', clientId });
  const row = await createUser(db, { role: 'ADMIN' });
  adminUser = { ...row, role: 'ADMIN', clientId: null, twoFactorEnabled: false, image: null, sessionId: 'test' };
  admin = as(t.app, await signIn(t.app, row.email));
});
afterAll(() => t.close());

/** The database as the command sees it, counting the transactions it has open (the row lock is taken in one). */
function watched(db: Db) {
  const state = { open: 0 };
  const view = Object.create(db) as Db;
  view.transaction = ((work, config) =>
    db.transaction(async (tx) => {
      state.open += 1;
      try {
        return await work(tx);
      } finally {
        state.open -= 1;
      }
    }, config)) as Db['transaction'];
  return { db: view, state };
}

/** What the send route builds for the admin, on a database of the test's choosing. */
function adminContext(db: Db): ServiceContext {
  const { mailer, storage, config } = t.app;
  const actor = { id: adminUser.id, email: adminUser.email, name: adminUser.name };
  return {
    ...systemContext({ db, mailer, storage, config }),
    user: adminUser,
    caller: { user: adminUser, access: 'any' },
    actor,
  };
}

const draftBody = (items: { description: string; quantity: number; rate: number }[]) => ({
  clientId,
  description: 'Website build',
  items,
});

async function draft() {
  const res = await admin({
    method: 'POST',
    url: '/api/invoices',
    payload: draftBody([{ description: 'Retainer', quantity: 1, rate: 1000 }]),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; number: string };
}

async function issuedMail(number: string) {
  return t.database.db
    .select()
    .from(emailOutbox)
    .where(
      and(eq(emailOutbox.kind, 'invoice-issued'), eq(emailOutbox.subject, `Invoice ${number} from Northstar Digital`)),
    );
}

describe(`sending renders outside the row lock (${testEngine})`, () => {
  it('an edit between the render and the lock: the mail and its PDF show the invoice as committed', async () => {
    const invoice = await draft();
    const rendered: number[] = [];
    const render: typeof invoicePdf = async (config, shown) => {
      rendered.push(shown.totalCents);
      if (rendered.length === 1) {
        const edit = await admin({
          method: 'PUT',
          url: `/api/invoices/${invoice.id}`,
          payload: draftBody([{ description: 'Consulting', quantity: 2, rate: 150 }]),
        });
        expect(edit.statusCode, edit.body).toBe(200);
      }
      return invoicePdf(config, shown);
    };
    const sent = await sendInvoice(adminContext(t.database.db), invoice.id, render);
    expect(sent).toMatchObject({ status: 'sent', totalCents: 30_000 });
    const mails = await issuedMail(invoice.number);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Amount due: $300.00');
    const pdf = await pdfText(Buffer.from(mails[0]!.attachments[0]!.content!, 'base64'));
    expect(pdf).toContain('Consulting');
    expect(pdf).toContain('$300.00');
    expect(pdf).not.toContain('Retainer');
    expect(rendered).toEqual([100_000, 30_000]);
  });

  it('no PDF is rendered while a transaction (and so the row lock) is open', async () => {
    const invoice = await draft();
    const { db, state } = watched(t.database.db);
    const openWhileRendering: number[] = [];
    const render: typeof invoicePdf = (config, shown) => {
      openWhileRendering.push(state.open);
      return invoicePdf(config, shown);
    };
    expect((await sendInvoice(adminContext(db), invoice.id, render)).status).toBe('sent');
    expect(openWhileRendering).toEqual([0]);
    expect(await issuedMail(invoice.number)).toHaveLength(1);
  });

  it("mails each of the client's people in their language: one mail per language, the PDF with each", async () => {
    const db = t.database.db;
    const german = await createUser(db, { role: 'CLIENT', clientId });
    await db.insert(userSettings).values({ userId: german.id, language: 'de' });
    const english = await createUser(db, { role: 'CLIENT', clientId });
    await db.insert(userSettings).values({ userId: english.id, language: 'en' });
    const invoice = await draft();
    expect((await sendInvoice(adminContext(db), invoice.id)).status).toBe('sent');
    const mails = (await db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'invoice-issued'))).filter((mail) =>
      mail.subject.includes(invoice.number),
    );
    expect(mails).toHaveLength(2);
    const inGerman = mails.find((mail) => mail.subject === `Rechnung ${invoice.number} von Northstar Digital`)!;
    expect(inGerman.toAddresses).toEqual([german.email]);
    expect(inGerman.text).toMatch(/Offener Betrag: 1\.000,00\s\$/);
    expect(inGerman.html).toContain('lang="de"');
    const inEnglish = mails.find((mail) => mail.subject === `Invoice ${invoice.number} from Northstar Digital`)!;
    // Who never chose a language reads English, with who chose it.
    expect(inEnglish.toAddresses.sort()).toEqual([firstClient.email, english.email].sort());
    expect(inEnglish.text).toContain('Amount due: $1,000.00');
    for (const mail of mails) expect(mail.attachments[0]!.filename).toBe(`${invoice.number}.pdf`);
  });
});
