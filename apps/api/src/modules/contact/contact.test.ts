import { CONTACT_MESSAGES } from '@agency/shared/contact';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox, leads } from '../../db/schema/index.ts';
import { ACKNOWLEDGEMENTS_PER_RECIPIENT_PER_DAY } from '../../lib/acknowledgement-cap.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { startSmtpStandIn } from '../../test/smtp.ts';
import { SUBSCRIBES_PER_ADDRESS_PER_HOUR } from '../newsletter/service.ts';
import { RATE_LIMIT } from './service.ts';

const inquiry = {
  name: 'Grace Hopper',
  email: 'Grace@Example.com',
  company: 'Compiler Co',
  service: 'SaaS Development',
  budget: '$50,000 - $100,000',
  timeline: '3-6 months',
  message: 'We want to turn our internal scheduling tool into a product for other hospitals.',
  subject: 'ignored: the server builds its own',
};

const post = (t: TestApp, payload: object, remoteAddress = '198.51.100.20') =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress });

async function clear(t: TestApp) {
  await t.database.db.delete(leads);
  await t.database.db.delete(emailOutbox);
}

describe('a contact inquiry with working e-mail delivery', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    t = await createTestApp({ smtpUrl: smtp.url, agencyEmail: 'inbox@agency.example' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  beforeEach(() => clear(t));

  it('stores the lead, mails the agency at once and acknowledges the sender', async () => {
    const res = await post(t, inquiry);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      emailSent: true,
      emailMethod: 'smtp',
      deliveryInfo: 'Your message was delivered to our team.',
    });

    const [lead] = await t.database.db.select().from(leads);
    expect(lead).toMatchObject({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      service: 'SaaS Development',
      status: 'new',
      subject: 'SaaS Development inquiry from Grace Hopper (Compiler Co)',
    });
    expect(lead!.ipHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(lead)).not.toContain('198.51.100.20');

    const mails = await t.database.db.select().from(emailOutbox).orderBy(asc(emailOutbox.createdAt));
    const agency = mails.find((mail) => mail.kind === 'contact-inquiry')!;
    expect(agency).toMatchObject({
      toAddresses: ['inbox@agency.example'],
      replyTo: 'Grace@Example.com',
      status: 'sent',
    });
    expect(agency.text).toContain(inquiry.message);
    const ack = mails.find((mail) => mail.kind === 'contact-acknowledgement')!;
    // Sent to the normalised address, the one the per-recipient cap counts.
    expect(ack.toAddresses).toEqual(['grace@example.com']);
    // Anyone can type any address: the acknowledgement must not carry the visitor's text to it.
    expect(ack.text).not.toContain(inquiry.message);
    expect(ack.text).toContain('within 24 hours');
    expect(smtp.received.some((mail) => mail.to.includes('inbox@agency.example'))).toBe(true);
  });

  it('keeps the inquiry and offers the mail-client fallback when delivery fails', async () => {
    await smtp.stop();
    const res = await post(t, inquiry);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, emailSent: false, emailMethod: 'smtp' });
    expect(body.fallback.mailto).toMatch(/^mailto:inbox@agency\.example\?subject=SaaS%20Development%20inquiry/);

    expect(await t.database.db.select().from(leads)).toHaveLength(1);
    const [agency] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'contact-inquiry'));
    // Still queued: the outbox retries later.
    expect(agency).toMatchObject({ status: 'pending', attempts: 1 });
    expect(agency!.lastError).toBeTruthy();
  });
});

describe('a contact inquiry without SMTP configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => clear(t));

  it('stores the lead, queues both mails and answers with the mail-client fallback', async () => {
    const res = await post(t, { ...inquiry, company: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, emailSent: false, emailMethod: 'outbox' });
    expect(res.json().fallback.mailto).toContain('mailto:');
    expect(await t.database.db.select().from(leads)).toHaveLength(1);
    const mails = await t.database.db.select().from(emailOutbox);
    expect(mails.map((mail) => mail.kind).sort()).toEqual(['contact-acknowledgement', 'contact-inquiry']);
    expect(mails.every((mail) => mail.status === 'pending')).toBe(true);
  });

  it("acknowledges in the language of the visitor's page; the agency's copy stays in its own language", async () => {
    const res = await post(t, { ...inquiry, language: 'de-CH' });
    expect(res.statusCode).toBe(200);
    const mails = await t.database.db.select().from(emailOutbox);
    const ack = mails.find((mail) => mail.kind === 'contact-acknowledgement')!;
    expect(ack.subject).toBe('Wir haben Ihre Nachricht erhalten - Northstar Digital');
    expect(ack.text).toContain('innerhalb von 24 Stunden');
    expect(ack.html).toContain('lang="de"');
    const agency = mails.find((mail) => mail.kind === 'contact-inquiry')!;
    expect(agency.subject).toBe('New inquiry: SaaS Development from Grace Hopper (Compiler Co)');
    expect(agency.text).toContain('Budget: $50,000 - $100,000');

    // A language the site does not have, or none: English.
    await clear(t);
    await post(t, { ...inquiry, language: 'xx' }, '198.51.100.21');
    const [english] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'contact-acknowledgement'));
    expect(english!.subject).toBe('We received your message - Northstar Digital');
  });

  it('refuses a missing name, e-mail or message with the spec message and stores nothing', async () => {
    const res = await post(t, { ...inquiry, name: '', message: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Name, email, and message are required',
      fields: { name: CONTACT_MESSAGES.nameMissing, message: CONTACT_MESSAGES.messageMissing },
    });
    expect(await t.database.db.select().from(leads)).toHaveLength(0);
  });

  it('refuses an invalid e-mail address and an unknown service', async () => {
    const badEmail = await post(t, { ...inquiry, email: 'grace-at-example.com' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error.message).toBe('Please enter a valid email address.');
    const badService = await post(t, { ...inquiry, service: 'Blockchain' });
    expect(badService.statusCode).toBe(400);
    expect(badService.json().error.fields).toEqual({ service: CONTACT_MESSAGES.choiceInvalid });
  });

  it('answers a filled honeypot as if it worked, but stores and sends nothing', async () => {
    const res = await post(t, { ...inquiry, website: 'https://spam.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
    expect(res.json().fallback).toBeUndefined();
    expect(await t.database.db.select().from(leads)).toHaveLength(0);
    expect(await t.database.db.select().from(emailOutbox)).toHaveLength(0);
  });

  it('limits inquiries per sender address and per network address, with a clear message', async () => {
    for (let i = 0; i < RATE_LIMIT; i++) {
      expect((await post(t, inquiry, `203.0.113.${i}`)).statusCode).toBe(200);
    }
    const sameEmail = await post(t, inquiry, '203.0.113.99');
    expect(sameEmail.statusCode).toBe(429);
    expect(sameEmail.json().error).toEqual({ code: 'TOO_MANY_REQUESTS', message: CONTACT_MESSAGES.rateLimited });

    await clear(t);
    for (let i = 0; i < RATE_LIMIT; i++) {
      expect((await post(t, { ...inquiry, email: `person${i}@example.com` })).statusCode).toBe(200);
    }
    const sameIp = await post(t, { ...inquiry, email: 'someone.else@example.com' });
    expect(sameIp.statusCode).toBe(429);
    // Another visitor is not affected.
    expect((await post(t, { ...inquiry, email: 'new@example.com' }, '192.0.2.1')).statusCode).toBe(200);
    expect(await t.database.db.select().from(leads)).toHaveLength(RATE_LIMIT + 1);
  });

  it('caps the acknowledgements one recipient gets, across the contact form and the newsletter', async () => {
    const target = 'victim@example.com';
    for (let i = 0; i < RATE_LIMIT; i++) {
      expect((await post(t, { ...inquiry, email: target }, `203.0.113.${10 + i}`)).statusCode).toBe(200);
    }
    const acknowledgements = () =>
      t.database.db
        .select()
        .from(emailOutbox)
        .then((rows) => rows.filter((row) => row.toAddresses.includes(target) && row.kind !== 'contact-inquiry'));
    expect(await acknowledgements()).toHaveLength(ACKNOWLEDGEMENTS_PER_RECIPIENT_PER_DAY);
    expect(await t.database.db.select().from(leads)).toHaveLength(RATE_LIMIT);

    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      remoteAddress: '203.0.113.200',
      payload: { email: target },
    });
    expect(signUp.statusCode).toBe(200);
    expect(await acknowledgements()).toHaveLength(ACKNOWLEDGEMENTS_PER_RECIPIENT_PER_DAY);
  });

  it('keeps one client to its address limit whatever X-Forwarded-For it sends', async () => {
    for (let i = 0; i < RATE_LIMIT; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: '198.51.100.66',
        headers: { 'x-forwarded-for': `192.0.2.${i}` },
        payload: { ...inquiry, email: `forger${i}@example.com` },
      });
      expect(res.statusCode).toBe(200);
    }
    const next = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: '198.51.100.66',
      headers: { 'x-forwarded-for': '192.0.2.250' },
      payload: { ...inquiry, email: 'forger-last@example.com' },
    });
    expect(next.statusCode).toBe(429);
  });

  it('limits newsletter sign-ups per client address', async () => {
    const signUp = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        remoteAddress: '198.51.100.77',
        headers: { 'x-forwarded-for': `192.0.2.${i}` },
        payload: { email: `reader${i}@example.com` },
      });
    for (let i = 0; i < SUBSCRIBES_PER_ADDRESS_PER_HOUR; i++) expect((await signUp(i)).statusCode).toBe(200);
    const refused = await signUp(99);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('TOO_MANY_REQUESTS');
  });

  it('refuses an oversized body without storing it', async () => {
    const res = await post(t, { ...inquiry, message: 'x'.repeat(40_000) });
    expect(res.statusCode).toBe(413);
    expect(await t.database.db.select().from(leads)).toHaveLength(0);
  });

  it('sends Schedule a Call to the configured booking page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/contact/booking' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(t.app.config.bookingUrl);
  });
});
