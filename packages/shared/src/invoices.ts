// The invoices contract (001 §2 Invoices and Billing, §3, §4, §5, §9; D10, D11): GET/POST /api/invoices,
// GET/PUT/DELETE /api/invoices/:id, POST /api/invoices/:id/send, /cancel, /late-fee, GET /api/invoices/summary,
// GET /api/invoices/options, GET /api/invoices/:id/pdf. Amounts are integer cents computed by the server.
import { z } from 'zod';
import { INVOICE_STATUSES } from './enums.ts';
import { LATE_FEE_PERCENT_PER_MONTH } from './figures.ts';
import { dollarsToCents, lineAmountCents, sumCents } from './money.ts';
import {
  boundedText,
  calendarDate,
  isoDateTime,
  pageCursor,
  pageLimit,
  pageOf,
  uuid,
  wireText,
} from './schema-primitives.ts';

export { LATE_FEE_PERCENT_PER_MONTH, NET_DAYS } from './figures.ts';
/** A month of lateness, for the late fee: days past the due date, counted in started 30-day months. */
export const LATE_FEE_MONTH_DAYS = 30;

export const MAX_INVOICE_ITEMS = 100;
export const MAX_QUANTITY = 100_000;
/** The most one line's rate may be, in dollars: $1,000,000.00 (an amount fits the integer cents column). */
export const MAX_RATE = 1_000_000;
/** The most an invoice may total, in cents: $20,000,000.00 (the integer cents column holds up to $21 million). */
export const MAX_INVOICE_TOTAL_CENTS = 2_000_000_000;

/** The spec's texts (001 §2, §8) and ours where it was silent, written once for the API and the web. */
export const INVOICE_MESSAGES = {
  notFound: 'Invoice not found',
  clientRequired: 'Client is required',
  clientNotFound: 'Client not found',
  projectNotOfClient: 'The project must belong to the selected client.',
  itemsRequired: 'Add at least one line item.',
  itemDescriptionRequired: 'Description is required',
  quantityWhole: 'Quantity must be a whole number',
  rateInvalid: 'Rate must be 0 or more',
  dueBeforeIssue: 'The due date cannot be before the issue date.',
  onlyDraftsEdited: 'Only draft invoices can be edited. Cancel this invoice and create a new one instead.',
  onlyDraftsDeleted: 'Only draft invoices can be deleted. Issued invoices are cancelled, never deleted.',
  onlyDraftsSent: 'Only draft invoices can be sent.',
  cancelOnlyIssued: 'Only sent or overdue invoices can be cancelled.',
  lateFeeOnlyOverdue: 'A late fee applies only to overdue invoices.',
  lateFeeAlreadyApplied: 'The late fee for this month of lateness has already been applied.',
  totalTooLarge: 'The total is too large for one invoice.',
  deleteConfirm: 'Are you sure you want to delete this invoice?',
  empty: 'No invoices found',
  loadError: 'Error Loading Billing Data',
  loadErrorText: 'Failed to load billing data. Please check your connection.',
  accessDenied: "You don't have permission to view billing information.",
} as const;

/** Whole days from one calendar date (YYYY-MM-DD) to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Started months of lateness on `today`: 0 on the due date, 1 from the day after, 2 from day 31 after... */
export function monthsLate(dueDate: string, today: string): number {
  const days = daysBetween(dueDate, today);
  return days <= 0 ? 0 : Math.ceil(days / LATE_FEE_MONTH_DAYS);
}

/** 1.5% a month of the unpaid amount, for the months not yet charged; rounded to the cent (half up). */
export function lateFeeCents(unpaidCents: number, months: number): number {
  if (months <= 0 || unpaidCents <= 0) return 0;
  return Math.round((unpaidCents * LATE_FEE_PERCENT_PER_MONTH * months) / 100);
}

const tag = boundedText({ max: 40, min: 1 });

export const invoiceItemInput = z.object({
  /** An existing line of the invoice being edited, sent back to keep it (and the time it bills); none for a new line. */
  id: uuid().optional(),
  description: boundedText({ max: 500, min: 1, minMessage: INVOICE_MESSAGES.itemDescriptionRequired }),
  /** Quantity integer, default 1 for a new line (001 §5). */
  quantity: z
    .number({ error: INVOICE_MESSAGES.quantityWhole })
    .int(INVOICE_MESSAGES.quantityWhole)
    .min(0, INVOICE_MESSAGES.quantityWhole)
    .max(MAX_QUANTITY),
  /** Rate in dollars, a decimal (001 §5): the server turns it into cents. Any `amount` sent is ignored (D11). */
  rate: z.number({ error: INVOICE_MESSAGES.rateInvalid }).min(0, INVOICE_MESSAGES.rateInvalid).max(MAX_RATE),
});
export type InvoiceItemInput = z.infer<typeof invoiceItemInput>;

/** The total of lines as the server prices them (quantity × rate in cents), to refuse one past the cap up front. */
export function invoiceTotalCents(items: readonly InvoiceItemInput[]): number {
  return sumCents(
    items.map((item) => lineAmountCents({ quantity: item.quantity, unitPriceCents: dollarsToCents(item.rate) })),
  );
}

export const saveInvoiceBody = z
  .object({
    clientId: uuid(INVOICE_MESSAGES.clientRequired),
    projectId: uuid().nullable().default(null),
    /** Defaults to today; the due date to the issue date + 30 days (net 30). */
    issueDate: calendarDate().optional(),
    dueDate: calendarDate().optional(),
    description: boundedText({ max: 2000 }).default(''),
    tags: z.array(tag).max(20).default([]),
    items: z.array(invoiceItemInput).min(1, INVOICE_MESSAGES.itemsRequired).max(MAX_INVOICE_ITEMS),
  })
  .refine((body) => !body.issueDate || !body.dueDate || body.dueDate >= body.issueDate, {
    path: ['dueDate'],
    message: INVOICE_MESSAGES.dueBeforeIssue,
  })
  .refine((body) => invoiceTotalCents(body.items) <= MAX_INVOICE_TOTAL_CENTS, {
    path: ['items'],
    message: INVOICE_MESSAGES.totalTooLarge,
    // Priced only from a body and lines that passed their own checks: a rate of 1e308 (Infinity cents) threw in the
    // pricing, a 500 instead of the line's 400 (found by the fuzzer, issue #22).
    when: (payload) => !payload.issues.some((issue) => !issue.path?.length || issue.path[0] === 'items'),
  });
export type SaveInvoiceBody = z.input<typeof saveInvoiceBody>;

export const invoiceItemSchema = z.object({
  id: wireText(),
  description: wireText(),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  amountCents: z.number().int(),
  kind: z.enum(['service', 'late_fee']),
});
export type InvoiceItem = z.infer<typeof invoiceItemSchema>;

export const invoiceSchema = z.object({
  id: wireText(),
  number: wireText(),
  clientId: wireText(),
  clientName: wireText(),
  projectId: wireText().nullable(),
  projectName: wireText().nullable(),
  status: z.enum(INVOICE_STATUSES),
  issueDate: wireText(),
  dueDate: wireText(),
  description: wireText(),
  tags: z.array(wireText()),
  subtotalCents: z.number().int(),
  totalCents: z.number().int(),
  /** Completed payments against the invoice. */
  paidCents: z.number().int(),
  amountDueCents: z.number().int(),
  /** Overdue only: started months of lateness, and the 1.5%-a-month fee not yet applied as a line. */
  monthsLate: z.number().int(),
  lateFeeCents: z.number().int(),
  sentAt: isoDateTime.nullable(),
  paidAt: isoDateTime.nullable(),
  cancelledAt: isoDateTime.nullable(),
  paymentMethodLabel: wireText().nullable(),
  createdAt: isoDateTime,
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceDetailSchema = invoiceSchema.extend({
  clientEmail: wireText(),
  items: z.array(invoiceItemSchema),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

export const listInvoicesQuery = z.object({
  /** Part of the number, the client's name or the project's name. */
  q: boundedText({ max: 100 }).optional(),
  status: z.enum(INVOICE_STATUSES).optional(),
  cursor: pageCursor.optional(),
  limit: pageLimit(24),
});
export type ListInvoicesQuery = z.input<typeof listInvoicesQuery>;

export const listInvoicesResponse = pageOf(invoiceSchema);
export type InvoicePage = z.infer<typeof listInvoicesResponse>;

const figure = z.object({ count: z.number().int(), cents: z.number().int() });

/** The agency's cards (Total Revenue, Paid Invoices, Pending, Overdue) or a client's (001 §2 Billing). */
export const invoiceSummarySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('agency'),
    /** Completed payments received. */
    totalRevenueCents: z.number().int(),
    paid: figure,
    /** Sent and not yet due: the amount still due. */
    pending: figure,
    overdue: figure,
  }),
  z.object({
    kind: z.literal('client'),
    totalPaidCents: z.number().int(),
    outstandingCents: z.number().int(),
    nextPayment: z
      .object({ invoiceId: wireText(), number: wireText(), amountDueCents: z.number().int(), dueDate: wireText() })
      .nullable(),
    totalInvoices: z.number().int(),
  }),
]);
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

/** The Create/Edit dialog's choices: active clients with their projects. */
export const invoiceOptionsSchema = z.object({
  clients: z.array(
    z.object({
      id: wireText(),
      name: wireText(),
      email: wireText(),
      projects: z.array(z.object({ id: wireText(), name: wireText() })),
    }),
  ),
});
export type InvoiceOptions = z.infer<typeof invoiceOptionsSchema>;

// What the web reads of these answers as they travel (ADR 0011): the schemas' input, dates as ISO strings.
export type InvoiceOnWire = z.input<typeof invoiceSchema>;
export type InvoiceDetailOnWire = z.input<typeof invoiceDetailSchema>;
export type InvoicePageOnWire = z.input<typeof listInvoicesResponse>;
export type InvoiceSummaryOnWire = z.input<typeof invoiceSummarySchema>;
export type InvoiceOptionsOnWire = z.input<typeof invoiceOptionsSchema>;
