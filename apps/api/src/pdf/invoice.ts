import { LATE_FEE_PERCENT_PER_MONTH, NET_DAYS } from '@agency/shared/invoices';
import {
  type AgencyIdentity,
  createDocument,
  drawFooter,
  drawHeader,
  drawItemsTable,
  drawNotice,
  drawParties,
  drawSections,
  drawTotals,
  type Tone,
  type TotalRow,
  toBuffer,
} from './layout.ts';

/** The invoice as a PDF (D25), drawn with the shared layout (layout.ts) like proposals. */
/** The manual provider's bank-transfer details (D16, config BANK_*), as printed under "Payment instructions". */
export function bankTransferText(bank: { accountName: string; bankName: string; iban: string; bic: string }): string {
  return `Bank transfer to ${bank.accountName}\nBank: ${bank.bankName}\nIBAN: ${bank.iban} · BIC: ${bank.bic}`;
}

export interface InvoicePdfData {
  number: string;
  status: string;
  issueDate: string;
  dueDate: string;
  description: string;
  client: { name: string; email: string; address?: string | null };
  projectName: string | null;
  items: { description: string; quantity: number; unitPriceCents: number; amountCents: number }[];
  subtotalCents: number;
  totalCents: number;
  paidCents: number;
  amountDueCents: number;
  /** Overdue only: the 1.5%-a-month fee not yet applied as a line. */
  lateFeeCents: number;
  monthsLate: number;
}

const STATUS: Record<string, { text: string; tone: Tone }> = {
  draft: { text: 'DRAFT', tone: 'muted' },
  sent: { text: 'SENT', tone: 'muted' },
  paid: { text: 'PAID', tone: 'success' },
  overdue: { text: 'OVERDUE', tone: 'danger' },
  cancelled: { text: 'CANCELLED', tone: 'muted' },
};

/** Renders the invoice; resolves with the whole file once pdfkit has flushed it. */
export async function renderInvoicePdf(
  data: InvoicePdfData,
  agency: AgencyIdentity & { bankDetails: string },
): Promise<Buffer> {
  const doc = await createDocument({
    title: `Invoice ${data.number}`,
    subject: `Invoice for ${data.client.name}`,
    author: agency.name,
  });
  drawHeader(doc, agency, {
    kind: 'INVOICE',
    number: data.number,
    badge: STATUS[data.status] ?? { text: data.status.toUpperCase(), tone: 'muted' },
    meta: [
      ['Issue date', data.issueDate],
      ['Due date', data.dueDate],
    ],
  });

  const billTo = [data.client.name, data.client.email];
  if (data.client.address) billTo.push(data.client.address);
  if (data.projectName) billTo.push(`Project: ${data.projectName}`);
  drawParties(doc, [
    { label: 'Bill to', lines: billTo },
    { label: 'From', lines: [agency.name, agency.email, agency.website] },
  ]);

  drawSections(doc, [['Description', data.description]]);
  drawItemsTable(doc, data.items);
  const totals: TotalRow[] = [
    { label: 'Subtotal', cents: data.subtotalCents },
    { label: 'Total', cents: data.totalCents, strong: true },
  ];
  if (data.paidCents > 0) totals.push({ label: 'Paid', cents: -data.paidCents });
  totals.push({ label: 'Amount due', cents: data.amountDueCents, strong: true });
  if (data.status === 'overdue' && data.lateFeeCents > 0) {
    totals.push({
      label: `Late fee (${LATE_FEE_PERCENT_PER_MONTH}% × ${data.monthsLate} mo.)`,
      cents: data.lateFeeCents,
      tone: 'danger',
    });
  }
  drawTotals(doc, totals);

  if (data.status === 'overdue') drawNotice(doc, 'This invoice is overdue. Please make payment as soon as possible.');
  drawSections(doc, [
    ['Payment instructions', `${agency.bankDetails}\nReference: ${data.number}`],
    [
      'Terms',
      `Payment due within ${NET_DAYS} days of the issue date. A late fee of ${LATE_FEE_PERCENT_PER_MONTH}% per month applies to overdue balances.`,
    ],
  ]);
  drawFooter(doc, agency);
  return toBuffer(doc);
}
