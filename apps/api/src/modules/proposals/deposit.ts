import { percentOfCents } from '@agency/shared/money';
import { DEPOSIT_DUE_DAYS } from '@agency/shared/proposals';
import type { Db } from '../../db/client.ts';
import { invoiceItems, invoices } from '../../db/schema/index.ts';
import type { AuditEntry } from '../../lib/audit.ts';
import { nextDocumentNumber } from '../../lib/document-numbers.ts';

export interface DepositInput {
  proposal: { id: string; number: string; title: string; clientId: string; totalCents: number; depositPercent: number };
  projectId: string | null;
  /** Who the invoice is recorded as created by: the proposal's author. */
  createdById: string | null;
  now: Date;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The deposit invoice an approval issues (001 §9: 50% deposit, net 30), written straight into invoices and
 * invoice_items in the decision's transaction: number from the gap-free INV series, status 'sent', one line.
 * Returns the invoice and its audit row, for the approval's one commitChange.
 */
export async function createDepositInvoice(
  tx: Db,
  input: DepositInput,
): Promise<{
  invoice: { id: string; number: string; totalCents: number };
  audit: AuditEntry;
}> {
  const { proposal, now } = input;
  const amountCents = percentOfCents(proposal.totalCents, proposal.depositPercent);
  const number = await nextDocumentNumber(tx, 'INV', now.getUTCFullYear());
  const due = new Date(now.getTime() + DEPOSIT_DUE_DAYS * 86_400_000);
  const [invoice] = await tx
    .insert(invoices)
    .values({
      number,
      clientId: proposal.clientId,
      projectId: input.projectId,
      proposalId: proposal.id,
      status: 'sent',
      issueDate: isoDay(now),
      dueDate: isoDay(due),
      description: `Deposit (${proposal.depositPercent}%) for ${proposal.number}: ${proposal.title}`,
      subtotalCents: amountCents,
      taxCents: 0,
      totalCents: amountCents,
      sentAt: now,
      createdById: input.createdById,
    })
    .returning({ id: invoices.id, number: invoices.number, totalCents: invoices.totalCents });
  await tx.insert(invoiceItems).values({
    invoiceId: invoice!.id,
    description: `Deposit (${proposal.depositPercent}%) - ${proposal.number} ${proposal.title}`,
    quantity: 1,
    unitPriceCents: amountCents,
    amountCents,
    position: 0,
  });
  return {
    invoice: invoice!,
    audit: {
      action: 'invoice.sent',
      category: 'billing',
      target: { type: 'invoice', id: invoice!.id, label: number },
      scope: { clientId: proposal.clientId, projectId: input.projectId, clientVisible: true },
      details: { proposalId: proposal.id, kind: 'deposit', totalCents: amountCents, status: 'sent' },
    },
  };
}
