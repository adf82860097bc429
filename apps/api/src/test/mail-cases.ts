import type { Language } from '@agency/shared/enums';
import { passwordResetLink } from '../auth/auth.ts';
import type { ComposedMail } from '../mail/compose.ts';
import { invitationEmail, passwordResetEmail } from '../mail/templates/account.ts';
import { invoiceIssuedEmail, proposalFollowUpEmail, proposalSentEmail } from '../mail/templates/billing.ts';
import { eventEmail } from '../mail/templates/calendar.ts';
import { addressTakenEmail, confirmEmailChangeEmail, emailChangeNoticeEmail } from '../mail/templates/email-change.ts';
import { digestEmail, notificationEmail } from '../mail/templates/notifications.ts';
import { payStatementEmail } from '../mail/templates/payroll.ts';
import { acknowledgementEmail, inquiryEmail, newsletterConfirmationEmail } from '../mail/templates/site.ts';
import { CALENDAR_URL } from '../modules/calendar/effects.ts';
import { rsvpUrl } from '../modules/calendar/rsvp-link.ts';
import { linkFor } from '../modules/invitations/service.ts';
import { invoiceUrl } from '../modules/invoices/drafts.ts';
import { emailChangeLink } from '../modules/me/email-change-mails.ts';
import { newsletterLinks } from '../modules/newsletter/service.ts';
import { linkOf, settingsLink } from '../modules/notifications/email.ts';
import { STATEMENTS_URL } from '../modules/payroll/statement-mails.ts';
import { proposalLink } from '../modules/proposals/queries.ts';

/**
 * Every mail template with values for it, for mail/templates.test.ts (test code only). The values are names, numbers and
 * links, the same in every language; whatever else a mail says comes from the catalogue. PUBLIC stands for
 * PUBLIC_URL, and every link is built on it by the product's own link helpers.
 */
export const PUBLIC = 'https://portal.example';
export const HOSTILE = 'Eve <script>alert(1)</script> & "Co"';
export const ESCAPED = 'Eve &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;';

const ID = '3f1c0d7e-2b8a-4c61-9e57-0a4b8c2d6e10';

const proposal = {
  number: 'P-0007',
  title: HOSTILE,
  clientName: 'Harbor Retail',
  totalCents: 123_456,
  validUntil: '2026-12-31',
  link: `${PUBLIC}${proposalLink(ID)}`,
};

const event = {
  attendeeName: 'Grace Hopper',
  organizer: 'Ada Lovelace',
  title: 'Storefront review',
  startsAt: new Date('2027-01-14T14:00:00Z'),
  endsAt: new Date('2027-01-14T15:00:00Z'),
  allDay: false,
  zone: 'Europe/Berlin',
  recurrence: 'weekly' as const,
  location: 'Harbor HQ',
  meetingUrl: 'https://meet.jit.si/northstar-abc',
  description: 'Agenda: homepage',
};

const answers = {
  accept: rsvpUrl(PUBLIC, 'secret', ID, 'accepted'),
  decline: rsvpUrl(PUBLIC, 'secret', ID, 'declined'),
};

export const TEMPLATES: Record<string, (language: Language) => ComposedMail> = {
  'password reset': (language) =>
    passwordResetEmail({ name: HOSTILE, link: passwordResetLink(PUBLIC, 'a+b/c') }, language),
  invitation: (language) =>
    invitationEmail(
      {
        firstName: HOSTILE,
        inviter: 'Ada Lovelace',
        role: 'CLIENT',
        link: linkFor(PUBLIC, 't0k3n+/'),
        days: 7,
      },
      language,
    ),
  'contact inquiry': (language) =>
    inquiryEmail(
      {
        name: HOSTILE,
        email: 'eve@example.com',
        company: 'Compiler Co',
        service: 'SaaS Development',
        message: `Hi ${HOSTILE}`,
      },
      `${PUBLIC}/dashboard/leads`,
      language,
    ),
  'contact acknowledgement': (language) => acknowledgementEmail({ service: 'SaaS Development' }, language),
  'newsletter confirmation': (language) =>
    newsletterConfirmationEmail(newsletterLinks(PUBLIC, { confirm: 'c0nf1rm', unsubscribe: 'unsub' }), language),
  'proposal sent': (language) => proposalSentEmail({ ...proposal, senderName: 'Ada Lovelace' }, language),
  'proposal follow-up': (language) => proposalFollowUpEmail({ ...proposal, days: 3 }, language),
  'invoice issued': (language) =>
    invoiceIssuedEmail(
      {
        number: 'INV-2026-0001',
        clientName: HOSTILE,
        projectName: 'Storefront',
        amountDueCents: 50_000,
        dueDate: '2026-12-01',
        lateFeePercent: 1.5,
        link: `${PUBLIC}${invoiceUrl(ID)}`,
      },
      language,
    ),
  'event invitation': (language) =>
    eventEmail(
      {
        ...event,
        kind: 'invitation',
        answers,
      },
      language,
    ),
  'event cancelled': (language) =>
    eventEmail({ ...event, kind: 'cancel', recurrence: 'none', allDay: true, answers: null }, language),
  notification: (language) =>
    notificationEmail(
      {
        type: 'project',
        title: 'Homepage',
        message: 'Ada Lovelace: Homepage',
        link: linkOf(PUBLIC, `/dashboard/tasks?task=${ID}`),
        name: 'Grace Hopper',
        settingsLink: settingsLink(PUBLIC),
      },
      language,
    ),
  'notification digest': (language) =>
    digestEmail(
      {
        name: 'Grace Hopper',
        settingsLink: settingsLink(PUBLIC),
        items: [
          { type: 'payment', title: 'INV-2026-0001', message: '', link: linkOf(PUBLIC, invoiceUrl(ID)) },
          { type: 'reminder', title: 'Storefront review', message: 'Harbor HQ', link: linkOf(PUBLIC, CALENDAR_URL) },
        ],
      },
      language,
    ),
  'pay statement': (language) =>
    payStatementEmail(
      {
        employeeName: 'Grace Hopper',
        periodStart: '2026-09-01',
        periodEnd: '2026-09-30',
        paymentDate: '2026-10-01',
        payType: 'hourly',
        minutesWorked: 2_700,
        overtimeMinutes: 300,
        grossCents: 237_500,
        taxCents: 59_375,
        deductionsCents: 11_875,
        netCents: 166_250,
        link: `${PUBLIC}${STATEMENTS_URL}`,
      },
      language,
    ),
  'e-mail change link': (language) =>
    confirmEmailChangeEmail({ name: HOSTILE, language }, emailChangeLink(PUBLIC, 'a+b/c')),
  'e-mail change, address taken': (language) => addressTakenEmail(language),
  'e-mail change requested': (language) =>
    emailChangeNoticeEmail({ name: 'Grace Hopper', language }, 'requested', 'eve@example.com'),
  'e-mail changed': (language) =>
    emailChangeNoticeEmail({ name: 'Grace Hopper', language }, 'changed', 'eve@example.com'),
};

/** The values above: names, numbers and links are the same in every language. */
export const VALUES = [
  `Hi ${HOSTILE}`,
  HOSTILE,
  'Northstar Digital',
  'Ada Lovelace',
  'Grace Hopper',
  'Harbor Retail',
  'Harbor HQ',
  'Compiler Co',
  'SaaS Development',
  'Storefront review',
  'Storefront',
  'Homepage',
  'Agenda: homepage',
  'eve@example.com',
  'invite.ics',
  'Europe/Berlin',
];
