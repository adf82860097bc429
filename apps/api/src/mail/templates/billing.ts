import type { Language } from '@agency/shared/enums';
import { type ComposedMail, composeMail, type MailKit } from '../compose.ts';

// The mails of a client's proposals and invoices. Each goes to the client's people one language at a time
// (mail/recipients.ts), so every reader gets their own.

export interface ProposalMailInput {
  number: string;
  title: string;
  clientName: string;
  totalCents: number;
  validUntil: string | null;
  link: string;
}

/** The proposal's figures as the mail's table. */
function proposalRows(kit: MailKit, input: ProposalMailInput): Array<[string, string]> {
  return [
    [kit.t('proposal.proposal'), `${input.title} (${input.number})`],
    [kit.t('proposal.total'), kit.money(input.totalCents)],
    ...(input.validUntil ? [[kit.t('proposal.validUntil'), kit.day(input.validUntil)] as [string, string]] : []),
  ];
}

const teamGreeting = (kit: MailKit, input: ProposalMailInput) =>
  kit.t('proposal.greeting', { client: input.clientName });

export function proposalSentEmail(
  input: ProposalMailInput & { senderName: string },
  language: Language | null,
): ComposedMail {
  return composeMail(language, (kit) => ({
    subject: kit.t('proposal.sentSubject', { number: input.number, title: input.title }),
    content: {
      paragraphs: [
        teamGreeting(kit, input),
        kit.t('proposal.sent', {
          sender: input.senderName,
          title: input.title,
          number: input.number,
          total: kit.money(input.totalCents),
        }),
        kit.t('proposal.review'),
      ],
      rows: proposalRows(kit, input),
      button: { label: kit.t('proposal.button'), url: input.link },
    },
  }));
}

export function proposalFollowUpEmail(input: ProposalMailInput & { days: number }, language: Language | null) {
  return composeMail(language, (kit) => ({
    subject: kit.t('proposal.followUpSubject', { number: input.number }),
    content: {
      paragraphs: [
        teamGreeting(kit, input),
        kit.t('proposal.followUp', {
          title: input.title,
          number: input.number,
          total: kit.money(input.totalCents),
          count: input.days,
        }),
        kit.t('proposal.decide'),
      ],
      rows: proposalRows(kit, input),
      button: { label: kit.t('proposal.button'), url: input.link },
    },
  }));
}

export interface InvoiceMailInput {
  number: string;
  clientName: string;
  projectName: string | null;
  amountDueCents: number;
  dueDate: string;
  lateFeePercent: number;
  link: string;
}

/** An issued invoice (its PDF is attached by the caller). */
export function invoiceIssuedEmail(input: InvoiceMailInput, language: Language | null): ComposedMail {
  return composeMail(language, (kit) => ({
    subject: kit.t('invoice.subject', { number: input.number }),
    content: {
      paragraphs: [
        kit.t('greeting', { name: input.clientName }),
        input.projectName
          ? kit.t('invoice.attachedFor', { number: input.number, project: input.projectName })
          : kit.t('invoice.attached', { number: input.number }),
      ],
      rows: [
        [kit.t('invoice.amountDue'), kit.money(input.amountDueCents)],
        [kit.t('invoice.dueDate'), kit.day(input.dueDate)],
      ],
      button: { label: kit.t('invoice.button'), url: input.link },
      footnotes: [kit.t('invoice.terms', { percent: kit.number(input.lateFeePercent) })],
    },
  }));
}
