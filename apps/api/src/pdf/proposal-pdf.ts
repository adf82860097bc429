import { percentOfCents } from '@agency/shared/money';
import type { ProposalDecision } from '@agency/shared/proposals';
import {
  type AgencyIdentity,
  createDocument,
  drawFooter,
  drawHeader,
  drawItemsTable,
  drawParties,
  drawRecord,
  drawSections,
  drawTotals,
  type TotalRow,
  toBuffer,
} from './layout.ts';

export interface ProposalDocument {
  number: string;
  title: string;
  status: string;
  clientName: string;
  clientEmail: string;
  projectName: string | null;
  createdByName: string | null;
  createdAt: Date;
  sentAt: Date | null;
  validUntil: string | null;
  totalCents: number;
  depositPercent: number;
  description: string;
  scope: string;
  timeline: string;
  terms: string;
  items: { description: string; quantity: number; unitPriceCents: number; amountCents: number }[];
  decision: (Omit<ProposalDecision, 'decidedAt'> & { decidedAt: Date }) | null;
}

const day = (date: Date) => date.toISOString().slice(0, 10);
const instant = (date: Date) => `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
const STATUS_LABELS: Record<string, string> = {
  draft: 'Draft',
  sent: 'Sent',
  viewed: 'Viewed',
  approved: 'Approved',
  rejected: 'Rejected',
  expired: 'Expired',
};

/** The proposal as a PDF (D25): what the details screen shows, and the signed decision when there is one. */
export async function renderProposalPdf(proposal: ProposalDocument, agency: AgencyIdentity): Promise<Buffer> {
  const doc = await createDocument({
    title: `${proposal.number} ${proposal.title}`,
    subject: `Proposal for ${proposal.clientName}`,
    author: agency.name,
  });
  const meta: [string, string][] = [
    ['Date', day(proposal.sentAt ?? proposal.createdAt)],
    ['Status', STATUS_LABELS[proposal.status] ?? proposal.status],
  ];
  if (proposal.validUntil) meta.push(['Valid until', proposal.validUntil]);
  drawHeader(doc, agency, { kind: 'PROPOSAL', number: proposal.number, title: proposal.title, meta });

  const to = [proposal.clientName, proposal.clientEmail];
  if (proposal.projectName) to.push(`Project: ${proposal.projectName}`);
  const from = [agency.name, agency.email];
  if (proposal.createdByName) from.push(`Prepared by ${proposal.createdByName}`);
  drawParties(doc, [
    { label: 'Prepared for', lines: to },
    { label: 'Prepared by', lines: from },
  ]);

  drawSections(doc, [['Overview', proposal.description]]);
  drawItemsTable(doc, proposal.items);
  const totals: TotalRow[] = [{ label: 'Total', cents: proposal.totalCents, strong: true }];
  if (proposal.depositPercent > 0 && proposal.totalCents > 0) {
    totals.unshift({
      label: `Deposit due on approval (${proposal.depositPercent}%)`,
      cents: percentOfCents(proposal.totalCents, proposal.depositPercent),
    });
  }
  drawTotals(doc, totals);
  drawSections(doc, [
    ['Scope', proposal.scope],
    ['Timeline', proposal.timeline],
    ['Terms', proposal.terms],
  ]);

  const decision = proposal.decision;
  if (decision) {
    const rows: [string, string][] =
      decision.decision === 'approved'
        ? [
            ['Decision', 'Approved'],
            ['Signed as', decision.typedName ?? ''],
            ['Account', `${decision.name ?? ''} <${decision.email}>`],
            ['Agreement', decision.agreed ? 'Accepted the proposal and its terms' : '-'],
          ]
        : [
            ['Decision', 'Rejected'],
            ['Account', `${decision.name ?? ''} <${decision.email}>`],
            ['Reason', decision.reason ?? '-'],
          ];
    rows.push(
      ['Date', instant(decision.decidedAt)],
      ['IP address', decision.ip ?? '-'],
      ['User agent', decision.userAgent ?? '-'],
      ['Content SHA-256', decision.contentHash],
    );
    drawRecord(doc, decision.decision === 'approved' ? 'Acceptance record' : 'Decision record', rows);
  }
  drawFooter(doc, agency);
  return toBuffer(doc);
}
