import { describe, expect, it } from 'vitest';
import { invitationEmail, passwordResetEmail } from '../auth/emails.ts';
import { acknowledgementEmail, inquiryEmail } from '../modules/contact/emails.ts';
import { issuedMail } from '../modules/invoices/commands/send-invoice.ts';
import type { InvoiceDetailRow } from '../modules/invoices/queries.ts';
import { changeRequestedMail, confirmEmailChangeMail, emailChangeLink } from '../modules/me/email-change-mails.ts';
import { confirmationEmail } from '../modules/newsletter/emails.ts';
import { proposalFollowUpEmail, proposalSentEmail } from '../modules/proposals/emails.ts';
import { type MailContent, renderMailHtml, textContent } from './render.ts';

// Every template rendered in the layout (issue #21 point 8): user values stay text, every link is absolute and goes
// where it should, and the plain-text part carries the same links.
const PUBLIC = 'https://portal.example';
const HOSTILE = 'Eve <script>alert(1)</script> & "Co"';
const ESCAPED = 'Eve &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;';

const hrefs = (html: string) =>
  [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&').replaceAll('&quot;', '"'));

interface Case {
  name: string;
  text: string;
  content: MailContent;
  /** Hosts a link may point at besides PUBLIC_URL (the agency's address is always allowed). */
  external?: string[];
}

const proposal = {
  number: 'P-0007',
  title: HOSTILE,
  clientName: HOSTILE,
  totalCents: 123_456,
  validUntil: '2026-12-31',
  link: `${PUBLIC}/dashboard/proposals/p1`,
};

const cases: Case[] = [
  { name: 'password reset', ...passwordResetEmail({ name: HOSTILE, link: `${PUBLIC}/auth/callback?token=a%2Bb` }) },
  {
    name: 'invitation',
    ...invitationEmail({ firstName: HOSTILE, inviter: HOSTILE, role: 'CLIENT', link: `${PUBLIC}/auth/invite?t=1` }),
  },
  (() => {
    const inquiry = { name: HOSTILE, email: 'eve@example.com', service: 'Web', message: `Hi ${HOSTILE}` };
    const mail = inquiryEmail(inquiry, `${PUBLIC}/dashboard/leads`);
    return { name: 'inquiry', text: mail.text, content: mail.content! };
  })(),
  (() => {
    const mail = acknowledgementEmail({ name: HOSTILE, email: 'eve@example.com', service: 'Web', message: 'x' });
    return { name: 'acknowledgement', text: mail.text, content: mail.content ?? textContent(mail.text) };
  })(),
  (() => {
    const mail = confirmationEmail({
      confirmLink: `${PUBLIC}/newsletter/confirm?t=1`,
      unsubscribeLink: `${PUBLIC}/u?t=2`,
    });
    return { name: 'newsletter confirmation', text: mail.text, content: mail.content! };
  })(),
  { name: 'proposal sent', ...proposalSentEmail({ ...proposal, senderName: HOSTILE }) },
  { name: 'proposal follow-up', ...proposalFollowUpEmail({ ...proposal, days: 5 }) },
  {
    name: 'invoice issued',
    ...issuedMail(
      {
        clientName: HOSTILE,
        number: 'INV-2026-0001',
        projectName: HOSTILE,
        amountDueCents: 50_000,
        dueDate: '2026-12-01',
      } as InvoiceDetailRow,
      `${PUBLIC}/dashboard/invoices/i1`,
    ),
  },
  (() => {
    const mail = confirmEmailChangeMail(
      { name: HOSTILE, language: 'de' },
      'new@example.com',
      emailChangeLink(PUBLIC, 'a+b/c'),
    );
    return { name: 'e-mail change link', text: mail.text, content: mail.content! };
  })(),
  (() => {
    const mail = changeRequestedMail({ name: HOSTILE, language: null }, 'old@example.com', 'new@example.com');
    return { name: 'e-mail change notice', text: mail.text, content: mail.content! };
  })(),
  {
    name: 'plain text (calendar and others)',
    text: `Hello ${HOSTILE}\n\nAccept: ${PUBLIC}/rsvp?a=1`,
    content: textContent(`Hello ${HOSTILE}\n\nAccept: ${PUBLIC}/rsvp?a=1`),
  },
];

describe('every mail in the branded layout', () => {
  for (const mail of cases) {
    it(`${mail.name}: escapes user values, links absolute to PUBLIC_URL, the text carries the same links`, async () => {
      const html = await renderMailHtml(mail.content, PUBLIC);
      expect(html).toContain('Northstar Digital');
      expect(html).not.toContain('<script>');
      if (mail.name !== 'acknowledgement' && mail.name !== 'newsletter confirmation') expect(html).toContain(ESCAPED);
      const links = hrefs(html);
      expect(links.length).toBeGreaterThan(1);
      for (const link of links) {
        expect(link === 'mailto:hello@northstardigital.example' || link.startsWith(PUBLIC), link).toBe(true);
        // Every link but the header's and footer's own is in the plain-text part too.
        if (link !== PUBLIC && !link.startsWith('mailto:')) expect(mail.text, link).toContain(link);
      }
      // The mail's main link is the button, and it is in the text as well.
      if (mail.content.button) {
        expect(links).toContain(mail.content.button.url);
        expect(mail.text).toContain(mail.content.button.url);
        // Styles are inline, for clients that drop <style>.
        expect(html).toMatch(/<a href="[^"]+"[^>]*style="[^"]*background-color:#3b5bdb/);
      }
      expect(html).toMatch(/<p class="mail-ink" style="[^"]*color:#1a1b1e/);
      expect(html).toContain('name="color-scheme" content="light dark"');
    });
  }

  it("writes the layout's own words in the recipient's language", async () => {
    const content: MailContent = {
      heading: HOSTILE,
      paragraphs: ['Hallo'],
      button: { label: 'Im Portal öffnen', url: `${PUBLIC}/dashboard` },
    };
    const english = await renderMailHtml({ ...content, language: 'en' }, PUBLIC);
    const german = await renderMailHtml({ ...content, language: 'de' }, PUBLIC);
    expect(english).toContain('lang="en"');
    expect(english).toContain('If the button does not work, open this link:');
    expect(german).toContain('lang="de"');
    expect(german).toContain('Falls die Schaltfläche nicht funktioniert, öffnen Sie diesen Link:');
    expect(german).toContain(ESCAPED);
  });

  it('turns a plain-text mail into paragraphs with its links clickable', () => {
    expect(textContent('One\nline two\n\n\nThree https://x.example/a.', 'fr')).toEqual({
      language: 'fr',
      paragraphs: ['One\nline two', 'Three https://x.example/a.'],
    });
  });
});
