import { BRAND } from '@agency/shared/brand';
import { LATE_FEE_PERCENT_PER_MONTH, NET_DAYS } from '@agency/shared/invoices';
import { formatCents } from '@agency/shared/money';
import PDFDocument from 'pdfkit';

/**
 * The invoice as a PDF (D25), drawn with pdfkit's built-in Helvetica (no font files, no network). The small layout
 * helpers below are local on purpose: the proposals module brings a shared PDF layout that these will move onto.
 */
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
  agency: { email: string; url: string; bankDetails: string };
}

const MARGIN = 50;
const PAGE_WIDTH = 612; // US Letter
const RIGHT = PAGE_WIDTH - MARGIN;
const INK = '#1f2937';
const MUTED = '#6b7280';

const STATUS_LABELS: Record<string, string> = {
  draft: 'DRAFT',
  sent: 'SENT',
  paid: 'PAID',
  overdue: 'OVERDUE',
  cancelled: 'CANCELLED',
};

type Doc = PDFKit.PDFDocument;

function label(doc: Doc, text: string, x: number, y: number, width?: number, align: 'left' | 'right' = 'left') {
  doc.font('Helvetica-Bold').fontSize(8).fillColor(MUTED).text(text.toUpperCase(), x, y, { width, align });
}

function value(doc: Doc, text: string, x: number, y: number, width?: number, align: 'left' | 'right' = 'left') {
  doc.font('Helvetica').fontSize(10).fillColor(INK).text(text, x, y, { width, align });
}

function rule(doc: Doc, y: number) {
  doc.moveTo(MARGIN, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor('#d1d5db').stroke();
}

function header(doc: Doc, data: InvoicePdfData) {
  doc.font('Helvetica-Bold').fontSize(18).fillColor(INK).text(BRAND.name, MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(`${data.agency.email}  ·  ${data.agency.url}`);
  doc
    .font('Helvetica-Bold')
    .fontSize(22)
    .fillColor(INK)
    .text('INVOICE', MARGIN, MARGIN, { width: RIGHT - MARGIN, align: 'right' });
  doc
    .font('Helvetica')
    .fontSize(11)
    .text(data.number, MARGIN, MARGIN + 28, { width: RIGHT - MARGIN, align: 'right' });
  const status = STATUS_LABELS[data.status] ?? data.status.toUpperCase();
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor(data.status === 'overdue' ? '#b91c1c' : data.status === 'paid' ? '#15803d' : MUTED)
    .text(status, MARGIN, MARGIN + 44, { width: RIGHT - MARGIN, align: 'right' });
}

function parties(doc: Doc, data: InvoicePdfData, top: number) {
  label(doc, 'Bill to', MARGIN, top);
  value(doc, data.client.name, MARGIN, top + 12);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(data.client.email);
  if (data.client.address) doc.text(data.client.address, { width: 260 });
  if (data.projectName) doc.text(`Project: ${data.projectName}`, { width: 260 });

  const x = 360;
  const width = RIGHT - x;
  label(doc, 'Issue date', x, top, width, 'right');
  value(doc, data.issueDate, x, top + 12, width, 'right');
  label(doc, 'Due date', x, top + 32, width, 'right');
  value(doc, data.dueDate, x, top + 44, width, 'right');
  label(doc, 'Amount due', x, top + 64, width, 'right');
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor(INK)
    .text(formatCents(data.amountDueCents), x, top + 76, { width, align: 'right' });
}

const COLUMNS = { description: MARGIN, quantity: 330, rate: 390, amount: 470 };

function items(doc: Doc, data: InvoicePdfData, top: number): number {
  let y = top;
  if (data.description) {
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(INK)
      .text(data.description, MARGIN, y, { width: RIGHT - MARGIN });
    y = doc.y + 12;
  }
  label(doc, 'Description', COLUMNS.description, y);
  label(doc, 'Qty', COLUMNS.quantity, y, 50, 'right');
  label(doc, 'Rate', COLUMNS.rate, y, 70, 'right');
  label(doc, 'Amount', COLUMNS.amount, y, RIGHT - COLUMNS.amount, 'right');
  y += 14;
  rule(doc, y);
  y += 6;
  for (const item of data.items) {
    if (y > 680) {
      doc.addPage();
      y = MARGIN;
    }
    doc.font('Helvetica').fontSize(10).fillColor(INK);
    doc.text(item.description, COLUMNS.description, y, { width: COLUMNS.quantity - COLUMNS.description - 10 });
    const bottom = doc.y;
    doc.text(String(item.quantity), COLUMNS.quantity, y, { width: 50, align: 'right' });
    doc.text(formatCents(item.unitPriceCents), COLUMNS.rate, y, { width: 70, align: 'right' });
    doc.text(formatCents(item.amountCents), COLUMNS.amount, y, { width: RIGHT - COLUMNS.amount, align: 'right' });
    y = Math.max(bottom, doc.y) + 6;
  }
  rule(doc, y);
  return y + 8;
}

function totals(doc: Doc, data: InvoicePdfData, top: number): number {
  const x = 330;
  const width = RIGHT - x;
  let y = top;
  const row = (name: string, amount: string, bold = false) => {
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .fillColor(INK)
      .text(name, x, y, { width: 120 })
      .text(amount, x, y, { width, align: 'right' });
    y += 16;
  };
  row('Subtotal', formatCents(data.subtotalCents));
  row('Total', formatCents(data.totalCents), true);
  if (data.paidCents > 0) row('Paid', `-${formatCents(data.paidCents)}`);
  row('Amount due', formatCents(data.amountDueCents), true);
  if (data.status === 'overdue' && data.lateFeeCents > 0) {
    doc.fillColor('#b91c1c');
    row(`Late fee (${LATE_FEE_PERCENT_PER_MONTH}% × ${data.monthsLate} mo.)`, formatCents(data.lateFeeCents));
  }
  return y + 10;
}

function footer(doc: Doc, data: InvoicePdfData, top: number) {
  let y = top;
  if (data.status === 'overdue') {
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor('#b91c1c')
      .text('This invoice is overdue. Please make payment as soon as possible.', MARGIN, y, {
        width: RIGHT - MARGIN,
      });
    y = doc.y + 10;
  }
  label(doc, 'Payment instructions', MARGIN, y);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(INK)
    .text(`${data.agency.bankDetails}\nReference: ${data.number}`, MARGIN, y + 12, { width: RIGHT - MARGIN });
  doc
    .moveDown(0.8)
    .fillColor(MUTED)
    .text(
      `Terms: payment due within ${NET_DAYS} days of the issue date. A late fee of ${LATE_FEE_PERCENT_PER_MONTH}% per month applies to overdue balances.`,
      { width: RIGHT - MARGIN },
    );
}

/** Renders the invoice; resolves with the whole file once pdfkit has flushed it. */
export function renderInvoicePdf(data: InvoicePdfData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: { Title: `Invoice ${data.number}`, Author: BRAND.name, Subject: `Invoice for ${data.client.name}` },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  header(doc, data);
  parties(doc, data, MARGIN + 80);
  const afterItems = items(doc, data, Math.max(doc.y, MARGIN + 180) + 16);
  const afterTotals = totals(doc, data, afterItems);
  footer(doc, data, afterTotals);
  doc.end();
  return done;
}
