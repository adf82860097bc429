import { BRAND } from '@agency/shared/brand';
import { formatCents } from '@agency/shared/money';
import { lazyImport } from '../lib/lazy-import.ts';

/**
 * The shared layout of every document the agency sends as a PDF (D25): proposals, invoices and pay statements.
 * Each block is a function of the document and plain data, drawn top to bottom from `doc.y`, so a document module
 * composes them: header → parties → items table → totals → notes → (its own blocks) → footer.
 *
 * The standard Helvetica faces are used (no font file to ship or fetch, D26). They cover Latin-1, which holds the
 * agency's five languages; `pdfText` maps typographic punctuation to its plain twin and anything outside Latin-1 to
 * '?', so a name in another script never breaks the file.
 */

export type Pdf = PDFKit.PDFDocument;

// pdfkit (and its fonts) loads at the first document, not at the server's start (issue #22: start within 3 s).
const pdfkit = lazyImport(() => import('pdfkit'));

export interface AgencyIdentity {
  name: string;
  tagline: string;
  email: string;
  website: string;
}

export type Tone = 'default' | 'muted' | 'danger' | 'success';

export interface DocumentInfo {
  /** Shown large at the top right: 'PROPOSAL', 'INVOICE'. */
  kind: string;
  number: string;
  /** The heading under the rule; left out when empty. */
  title?: string;
  /** A coloured word under the number, e.g. an invoice's status. */
  badge?: { text: string; tone: Tone };
  /** Label/value rows under the number: dates, status... */
  meta: [label: string, value: string][];
}

export interface TotalRow {
  label: string;
  cents: number;
  /** Bold and larger: the total, the amount due. */
  strong?: boolean;
  tone?: Tone;
}

export interface Party {
  label: string;
  lines: string[];
}

export interface TableItem {
  description: string;
  quantity: number;
  unitPriceCents: number;
  amountCents: number;
}

const PAGE_MARGIN = 50;
const INK = '#1f2933';
const MUTED = '#616e7c';
const RULE = '#cbd2d9';
const ACCENT = '#1c7ed6';
const TONES: Record<Tone, string> = { default: INK, muted: MUTED, danger: '#c92a2a', success: '#2b8a3e' };

const REPLACEMENTS: Record<string, string> = {
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '–': '-',
  '—': '-',
  '…': '...',
  '•': '-',
  '→': '->',
  '×': 'x',
  ' ': ' ',
};

/** Text the standard PDF fonts can draw (see the module comment). */
export function pdfText(value: string): string {
  return [...value.normalize('NFC')]
    .map((char) => {
      if (REPLACEMENTS[char]) return REPLACEMENTS[char];
      const code = char.codePointAt(0) ?? 0;
      if (code === 9 || code === 10) return char;
      if (code < 32 || code === 127) return '';
      return code <= 255 ? char : '?';
    })
    .join('');
}

export function agencyIdentity(config: { agencyEmail: string; publicUrl: string }): AgencyIdentity {
  return { name: BRAND.name, tagline: BRAND.tagline, email: config.agencyEmail, website: config.publicUrl };
}

export async function createDocument(info: { title: string; subject?: string; author: string }): Promise<Pdf> {
  const { default: PDFDocument } = await pdfkit();
  return new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    bufferPages: true,
    info: { Title: pdfText(info.title), Subject: pdfText(info.subject ?? ''), Author: pdfText(info.author) },
  });
}

/** Ends the document and resolves with its bytes. */
export function toBuffer(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

const contentWidth = (doc: Pdf) => doc.page.width - PAGE_MARGIN * 2;

/** Starts a new page when fewer than `needed` points are left above the bottom margin. */
export function ensureSpace(doc: Pdf, needed: number): void {
  if (doc.y + needed > doc.page.height - PAGE_MARGIN - 30) doc.addPage();
}

/** The agency's name and contact on the left, the document kind, number and meta rows on the right. */
export function drawHeader(doc: Pdf, agency: AgencyIdentity, info: DocumentInfo): void {
  const top = PAGE_MARGIN;
  const left = PAGE_MARGIN;
  const width = contentWidth(doc);
  doc
    .fillColor(ACCENT)
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(pdfText(agency.name), left, top, { width: width / 2 });
  doc
    .fillColor(MUTED)
    .font('Helvetica')
    .fontSize(8.5)
    .text(pdfText(agency.tagline), { width: width / 2 })
    .text(pdfText(agency.email), { width: width / 2 })
    .text(pdfText(agency.website), { width: width / 2 });
  const leftBottom = doc.y;

  const right = left + width / 2;
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(pdfText(info.kind), right, top, { width: width / 2, align: 'right' });
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(pdfText(info.number), { width: width / 2, align: 'right' });
  if (info.badge) {
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor(TONES[info.badge.tone])
      .text(pdfText(info.badge.text), { width: width / 2, align: 'right' })
      .font('Helvetica');
  }
  doc.moveDown(0.3);
  // Label and value in two colours, right-aligned together: measured and placed by hand, because pdfkit's
  // `continued` text does not right-align a line made of two runs (they were drawn over each other).
  doc.fontSize(8.5);
  for (const [label, value] of info.meta) {
    const y = doc.y;
    const labelText = `${pdfText(label)}: `;
    const valueText = pdfText(value);
    const valueWidth = doc.widthOfString(valueText);
    const labelWidth = doc.widthOfString(labelText);
    const end = left + width;
    doc.fillColor(MUTED).text(labelText, end - valueWidth - labelWidth, y, { lineBreak: false });
    doc.fillColor(INK).text(valueText, end - valueWidth, y, { lineBreak: false });
    doc.y = y + doc.currentLineHeight(true);
  }
  doc.y = Math.max(leftBottom, doc.y) + 14;
  rule(doc);
  doc.moveDown(0.8);
  if (info.title) {
    doc.fillColor(INK).font('Helvetica-Bold').fontSize(14).text(pdfText(info.title), PAGE_MARGIN, doc.y, { width });
    doc.moveDown(0.6);
  }
  doc.x = PAGE_MARGIN;
}

/** "From" and "To" blocks side by side. */
export function drawParties(doc: Pdf, parties: Party[]): void {
  const width = contentWidth(doc);
  const column = width / Math.max(parties.length, 1);
  const top = doc.y;
  let bottom = top;
  parties.forEach((party, index) => {
    const x = PAGE_MARGIN + index * column;
    doc
      .fillColor(MUTED)
      .font('Helvetica-Bold')
      .fontSize(8)
      .text(pdfText(party.label.toUpperCase()), x, top, { width: column - 10 });
    doc.fillColor(INK).font('Helvetica').fontSize(10);
    for (const line of party.lines) doc.text(pdfText(line), { width: column - 10 });
    bottom = Math.max(bottom, doc.y);
  });
  doc.y = bottom + 16;
  doc.x = PAGE_MARGIN;
}

/** Description, quantity, rate and amount per line; the header repeats on a new page. */
export function drawItemsTable(
  doc: Pdf,
  items: TableItem[],
  labels = { description: 'Description', quantity: 'Qty', rate: 'Rate', amount: 'Amount' },
): void {
  const width = contentWidth(doc);
  const columns = {
    description: { x: PAGE_MARGIN, width: width * 0.52 },
    quantity: { x: PAGE_MARGIN + width * 0.52, width: width * 0.12 },
    rate: { x: PAGE_MARGIN + width * 0.64, width: width * 0.18 },
    amount: { x: PAGE_MARGIN + width * 0.82, width: width * 0.18 },
  };
  const headerRow = () => {
    const y = doc.y;
    doc.rect(PAGE_MARGIN, y - 4, width, 20).fill('#f1f3f5');
    doc.fillColor(MUTED).font('Helvetica-Bold').fontSize(8.5);
    doc.text(labels.description.toUpperCase(), columns.description.x + 6, y + 2, {
      width: columns.description.width - 6,
    });
    doc.text(labels.quantity.toUpperCase(), columns.quantity.x, y + 2, {
      width: columns.quantity.width,
      align: 'right',
    });
    doc.text(labels.rate.toUpperCase(), columns.rate.x, y + 2, { width: columns.rate.width, align: 'right' });
    doc.text(labels.amount.toUpperCase(), columns.amount.x, y + 2, { width: columns.amount.width - 6, align: 'right' });
    doc.y = y + 22;
  };
  headerRow();
  doc.font('Helvetica').fontSize(10).fillColor(INK);
  for (const item of items) {
    const description = pdfText(item.description);
    const height = Math.max(doc.heightOfString(description, { width: columns.description.width - 6 }), 12);
    if (doc.y + height + 8 > doc.page.height - PAGE_MARGIN - 30) {
      doc.addPage();
      headerRow();
      doc.font('Helvetica').fontSize(10).fillColor(INK);
    }
    const y = doc.y;
    doc.text(description, columns.description.x + 6, y, { width: columns.description.width - 6 });
    doc.text(String(item.quantity), columns.quantity.x, y, { width: columns.quantity.width, align: 'right' });
    doc.text(formatCents(item.unitPriceCents), columns.rate.x, y, { width: columns.rate.width, align: 'right' });
    doc.text(formatCents(item.amountCents), columns.amount.x, y, { width: columns.amount.width - 6, align: 'right' });
    doc.y = y + height + 6;
    doc
      .moveTo(PAGE_MARGIN, doc.y - 3)
      .lineTo(PAGE_MARGIN + width, doc.y - 3)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  }
  doc.x = PAGE_MARGIN;
  doc.moveDown(0.4);
}

/** Right-aligned label/amount rows; strong rows (the total, the amount due) are bold and larger. */
export function drawTotals(doc: Pdf, rows: TotalRow[]): void {
  ensureSpace(doc, rows.length * 20 + 10);
  const width = contentWidth(doc);
  const x = PAGE_MARGIN + width * 0.45;
  for (const row of rows) {
    const y = doc.y;
    doc
      .font(row.strong ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(row.strong ? 12 : 10)
      .fillColor(TONES[row.tone ?? 'default'])
      .text(pdfText(row.label), x, y, { width: width * 0.35 });
    const labelBottom = doc.y;
    doc.text(formatCents(row.cents), x + width * 0.35, y, { width: width * 0.2 - 6, align: 'right' });
    doc.y = Math.max(labelBottom, y + (row.strong ? 16 : 12)) + 4;
  }
  doc.fillColor(INK);
  doc.x = PAGE_MARGIN;
  doc.moveDown(0.6);
}

/** A bold coloured line that must not be missed, e.g. "This invoice is overdue". */
export function drawNotice(doc: Pdf, text: string, tone: Tone = 'danger'): void {
  ensureSpace(doc, 30);
  doc
    .font('Helvetica-Bold')
    .fontSize(10.5)
    .fillColor(TONES[tone])
    .text(pdfText(text), PAGE_MARGIN, doc.y, { width: contentWidth(doc) });
  doc.fillColor(INK);
  doc.moveDown(0.8);
}

/** Headed paragraphs (description, scope, timeline, terms, notes); empty ones are left out. */
export function drawSections(doc: Pdf, sections: [heading: string, body: string][]): void {
  const width = contentWidth(doc);
  for (const [heading, body] of sections) {
    if (!body.trim()) continue;
    ensureSpace(doc, 50);
    doc.fillColor(INK).font('Helvetica-Bold').fontSize(10.5).text(pdfText(heading), PAGE_MARGIN, doc.y, { width });
    doc.moveDown(0.2);
    doc.font('Helvetica').fontSize(10).fillColor(INK).text(pdfText(body), { width, lineGap: 1.5 });
    doc.moveDown(0.8);
  }
}

/** A boxed block of label/value rows, e.g. the acceptance record. */
export function drawRecord(doc: Pdf, heading: string, rows: [label: string, value: string][]): void {
  const width = contentWidth(doc);
  ensureSpace(doc, 30 + rows.length * 16);
  const top = doc.y;
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(10.5)
    .text(pdfText(heading), PAGE_MARGIN + 10, top + 8, { width: width - 20 });
  doc.moveDown(0.3);
  for (const [label, value] of rows) {
    const y = doc.y;
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(MUTED)
      .text(pdfText(label), PAGE_MARGIN + 10, y, { width: 120 });
    doc.fillColor(INK).text(pdfText(value), PAGE_MARGIN + 135, y, { width: width - 145 });
    doc.y = Math.max(doc.y, y + 12) + 2;
  }
  const bottom = doc.y + 6;
  doc
    .rect(PAGE_MARGIN, top, width, bottom - top)
    .lineWidth(0.8)
    .strokeColor(RULE)
    .stroke();
  doc.y = bottom + 12;
  doc.x = PAGE_MARGIN;
}

/** The agency line and "Page n of m" at the bottom of every page (needs `bufferPages`). */
export function drawFooter(
  doc: Pdf,
  agency: AgencyIdentity,
  pageLabel = (n: number, of: number) => `Page ${n} of ${of}`,
) {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const y = doc.page.height - PAGE_MARGIN + 10;
    // Writing below the bottom margin would start a new page: lift the margin while the footer is drawn.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(pdfText(`${agency.name} · ${agency.email}`), PAGE_MARGIN, y, {
        width: contentWidth(doc) / 2,
        lineBreak: false,
      });
    doc.text(pageLabel(index - range.start + 1, range.count), PAGE_MARGIN + contentWidth(doc) / 2, y, {
      width: contentWidth(doc) / 2,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}

function rule(doc: Pdf): void {
  doc
    .moveTo(PAGE_MARGIN, doc.y)
    .lineTo(PAGE_MARGIN + contentWidth(doc), doc.y)
    .lineWidth(1)
    .strokeColor(RULE)
    .stroke();
}
