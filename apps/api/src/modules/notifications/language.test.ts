import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { as, createClient, createUser, signIn } from '../../test/auth.ts';
import { createInvoice } from '../../test/factories.ts';

// Issue #8: a notification reads in its recipient's language (their preference, English while it is null), from the
// bell and the lists to the e-mail, and a real action writes it.

let t: TestApp;
type Person = Awaited<ReturnType<typeof person>>;
let admin: Person;
let spanish: Person;
let english: Person;
let client: Person;
let orgId: string;

async function person(role: 'ADMIN' | 'AGENT' | 'CLIENT', clientId?: string) {
  const user = await createUser(t.database.db, { role, clientId });
  return { ...user, call: as(t.app, await signIn(t.app, user.email)) };
}

async function chooseLanguage(who: Person, language: string) {
  const res = await who.call({ method: 'PATCH', url: '/api/me/preferences', payload: { language } });
  expect(res.statusCode, res.body).toBe(200);
}

/** The caller's newest notification as the bell and the notifications page read it. */
async function newest(who: Person) {
  const res = await who.call({ method: 'GET', url: '/api/notifications?limit=1' });
  expect(res.statusCode, res.body).toBe(200);
  const [item] = res.json().items as { title: string; message: string }[];
  return { title: item?.title, message: item?.message };
}

async function assignTask(to: Person, title: string) {
  const res = await admin.call({ method: 'POST', url: '/api/tasks', payload: { title, assigneeId: to.id } });
  expect(res.statusCode, res.body).toBe(201);
}

const mailsTo = (email: string) =>
  t.database.db
    .select({ subject: emailOutbox.subject, text: emailOutbox.text, html: emailOutbox.html })
    .from(emailOutbox)
    .where(sql`${email} = any(${emailOutbox.toAddresses})`);

beforeAll(async () => {
  t = await createTestApp();
  const org = await createClient(t.database.db, 'Harbor Retail');
  admin = await person('ADMIN');
  spanish = await person('AGENT');
  english = await person('AGENT');
  orgId = org.id;
  client = await person('CLIENT', org.id);
  await chooseLanguage(spanish, 'es');
});
afterAll(() => t.close());

describe('notifications in the recipient’s language', () => {
  it('writes a task assignment in Spanish for a Spanish user and in English for one who never chose', async () => {
    await assignTask(spanish, 'Preparar el lanzamiento');
    await assignTask(english, 'Prepare the launch');

    expect(await newest(spanish)).toEqual({
      title: 'Tarea asignada',
      message: `${admin.name} te ha asignado «Preparar el lanzamiento».`,
    });
    expect(await newest(english)).toEqual({
      title: 'Task assigned',
      message: `${admin.name} assigned you “Prepare the launch”.`,
    });
  });

  it('mails the notification in the same language, frame and all', async () => {
    await t.app.jobs.runDue(new Date(Date.now() + 2 * 60_000));

    const [es] = await mailsTo(spanish.email);
    expect(es?.subject).toBe('Nueva notificación: Tarea asignada');
    expect(es?.text).toContain(`Hola, ${spanish.name}:`);
    expect(es?.text).toContain(`${admin.name} te ha asignado «Preparar el lanzamiento».`);
    expect(es?.text).toContain('Abrir en el portal: http');
    expect(es?.text).toContain('Recibes este correo porque tu configuración envía al instante');
    // The branded HTML says the same in Spanish: the layout's own words, the title, the button to the same link.
    expect(es?.html).toContain('lang="es"');
    expect(es?.html).toContain('<h1');
    expect(es?.html).toContain('Tarea asignada');
    expect(es?.html).toContain('Abrir en el portal');
    expect(es?.html).toContain('Si el botón no funciona, abre este enlace:');
    const link = es?.text.match(/Abrir en el portal: (\S+)/)?.[1];
    expect(link?.startsWith(t.app.config.publicUrl)).toBe(true);
    expect(es?.html).toContain(`href="${link}"`);

    const [en] = await mailsTo(english.email);
    expect(en?.subject).toBe('New notification: Task assigned');
    expect(en?.text).toContain(`Hello ${english.name},`);
    expect(en?.text).toContain(`${admin.name} assigned you “Prepare the launch”.`);
  });

  it('translates the values of a fixed list too: a quote request’s budget and timeline', async () => {
    await chooseLanguage(admin, 'fr');
    const res = await client.call({
      method: 'POST',
      url: '/api/quote-requests',
      payload: { need: 'A loyalty programme', budget: '$15,000 - $50,000', timeline: '1-3 months' },
    });
    expect(res.statusCode, res.body).toBe(201);

    expect(await newest(admin)).toEqual({
      title: 'Nouvelle demande de devis',
      message: `${client.name} (Harbor Retail) a demandé un devis\u00a0: 15 000 $ - 50 000 $, 1 à 3 mois.`,
    });
    expect(await newest(english)).toEqual({
      title: 'New quote request',
      message: `${client.name} (Harbor Retail) asked for a quote: $15,000 - $50,000, 1-3 months.`,
    });
  });

  it('keeps what a row says when its recipient later changes language; the next one follows the new choice', async () => {
    await chooseLanguage(spanish, 'de');
    const res = await spanish.call({ method: 'GET', url: '/api/notifications' });
    expect(res.json().items.map((n: { title: string }) => n.title)).toContain('Tarea asignada');

    await assignTask(spanish, 'Startseite prüfen');
    expect(await newest(spanish)).toEqual({
      title: 'Aufgabe zugewiesen',
      message: `${admin.name} hat Ihnen „Startseite prüfen“ zugewiesen.`,
    });
  });

  it('writes amounts in the recipient’s number format, in the bell, the list and the e-mail (#18 point 23)', async () => {
    await chooseLanguage(client, 'de');
    const invoice = await createInvoice(t.database.db, {
      clientId: orgId,
      totalCents: 500_000,
      number: 'INV-2026-8123',
    });
    const res = await admin.call({
      method: 'POST',
      url: `/api/invoices/${invoice.id}/payments`,
      payload: { amountCents: 123_456, method: 'bank_transfer', paidOn: new Date().toISOString().slice(0, 10) },
    });
    expect(res.statusCode, res.body).toBe(201);
    // German writes 1.234,56 with the sign after a no-break space (Intl's, through formatCents).
    const amount = '1.234,56\u00a0$';
    const german = { amount, title: `Zahlung von ${amount} für Rechnung INV-2026-8123 eingegangen` };
    expect(await newest(client)).toEqual({
      title: german.title,
      message: `Ein Betrag von ${amount} wurde auf Rechnung INV-2026-8123 verbucht.`,
    });
    const bell = await client.call({ method: 'GET', url: '/api/notifications?filter=unread&limit=3' });
    expect(bell.json().items.map((n: { title: string }) => n.title)).toContain(german.title);
    await t.app.jobs.runDue(new Date(Date.now() + 2 * 60_000));
    const mail = (await mailsTo(client.email)).find((m) => m.text.includes('INV-2026-8123'));
    expect(mail?.subject).toContain(german.title);
    expect(mail?.text).toContain(german.amount);
    expect(mail?.text).not.toContain('$1,234.56');
  });
});
