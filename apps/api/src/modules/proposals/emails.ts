import { BRAND } from '@agency/shared/brand';
import { formatCents } from '@agency/shared/money';
import type { MailContent } from '../../mail/render.ts';

// The e-mails of a proposal's life, in English like every outgoing mail of the product (the portal they link to
// is in the reader's language).

interface ProposalMailInput {
  number: string;
  title: string;
  clientName: string;
  totalCents: number;
  validUntil: string | null;
  link: string;
}

/** The proposal's figures as the HTML's table (the text says them in its sentences). */
function proposalRows(input: ProposalMailInput): Array<[string, string]> {
  return [
    ['Proposal', `${input.title} (${input.number})`],
    ['Total', formatCents(input.totalCents)],
    ...(input.validUntil ? [['Valid until', input.validUntil] as [string, string]] : []),
  ];
}

export function proposalSentEmail(input: ProposalMailInput & { senderName: string }) {
  const valid = input.validUntil ? `It is valid until ${input.validUntil}.\n` : '';
  return {
    subject: `Proposal ${input.number}: ${input.title}`,
    text: `Hello ${input.clientName} team,

${input.senderName} at ${BRAND.name} has sent you a proposal: ${input.title} (${input.number}), ${formatCents(input.totalCents)}.
${valid}
Review it, download the PDF and approve or decline it in your client portal:
${input.link}

${BRAND.name}
`,
    content: {
      paragraphs: [
        `Hello ${input.clientName} team,`,
        `${input.senderName} at ${BRAND.name} has sent you a proposal: ${input.title} (${input.number}), ${formatCents(input.totalCents)}.`,
        'Review it, download the PDF and approve or decline it in your client portal.',
      ],
      rows: proposalRows(input),
      button: { label: 'Review the proposal', url: input.link },
    } satisfies MailContent,
  };
}

export function proposalFollowUpEmail(input: ProposalMailInput & { days: number }) {
  const valid = input.validUntil ? ` It is valid until ${input.validUntil}.` : '';
  return {
    subject: `Reminder: proposal ${input.number} is awaiting your decision`,
    text: `Hello ${input.clientName} team,

A quick reminder: our proposal ${input.title} (${input.number}), ${formatCents(input.totalCents)}, has been waiting for your decision for ${input.days} days.${valid}

You can review, approve or decline it here:
${input.link}

${BRAND.name}
`,
    content: {
      paragraphs: [
        `Hello ${input.clientName} team,`,
        `A quick reminder: our proposal ${input.title} (${input.number}), ${formatCents(input.totalCents)}, has been waiting for your decision for ${input.days} days.${valid}`,
      ],
      rows: proposalRows(input),
      button: { label: 'Review the proposal', url: input.link },
    } satisfies MailContent,
  };
}
