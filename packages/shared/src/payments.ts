// The payments contract (issue #10 points 4–7, D16): Pay Now, recorded payments and refunds, the Stripe webhook,
// saved payment methods, plans and subscriptions, company financials. Amounts are integer cents computed by the
// server (D11); a body never carries the amount of an invoice to pay.
import { z } from 'zod';
import { INVOICE_STATUSES, PAYMENT_METHOD_TYPES, PAYMENT_PROVIDERS, PAYMENT_STATUSES } from './enums.ts';
import { BILLING_CYCLES, PLAN_IDS, pendingPlanChange } from './plans.ts';
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

/** 001 §8 word for word where the spec has a message; our own, in the same voice, where it has none. */
export const PAYMENT_MESSAGES = {
  invoiceNotFound: 'Invoice not found',
  payFailed: 'Failed to process payment. Please try again.',
  sessionFailed: 'Failed to create payment session',
  noPaymentUrl: 'No payment URL received',
  alreadyPaid: 'This invoice has already been paid.',
  notPayable: 'Only sent or overdue invoices can be paid.',
  overpayment: 'The payment is more than the amount outstanding on this invoice.',
  amountPositive: 'Enter an amount above 0.',
  paymentNotFound: 'Payment not found',
  refundTooLarge: 'The refund is more than what is left of this payment.',
  fetchMethodsFailed: 'Failed to fetch payment methods',
  loadMethodsFailed: 'Failed to load payment methods',
  addMethodFailed: 'Failed to add payment method',
  addCardFailed: 'Failed to add card',
  deleteMethodFailed: 'Failed to delete payment method',
  setDefaultFailed: 'Failed to set default payment method',
  setupIntentFailed: 'Failed to create setup intent',
  methodNotFound: 'Payment method not found',
  cardsNeedStripe: 'Cards can be saved once card payments (Stripe) are configured. Until then, add a bank account.',
  bankNeedsManual: 'With card payments configured, add a card instead.',
  noMethods: 'No payment methods added yet',
  addFirstMethod: 'Add your first payment method',
  subscriptionFailed: 'Failed to create subscription',
  cancelFailed: 'Failed to cancel subscription',
  fetchSubscriptionsFailed: 'Failed to fetch subscriptions',
  samePlan: 'The organisation is already on this plan.',
  alreadyCancelled: 'This subscription is already cancelled.',
  nothingToCancel: 'The Starter plan is free: there is no subscription to cancel.',
  financialsFailed: 'Failed to fetch company financials',
  billingLoadFailed: 'Failed to load billing data. Please check your connection.',
  chooseClient: 'Choose a client',
  projectLimit: (plan: string, limit: number) =>
    `The ${plan} plan allows ${limit} projects. Upgrade the client's plan to add another.`,
  memberLimit: (plan: string, limit: number) =>
    `The ${plan} plan allows ${limit} members. Upgrade the client's plan to add another.`,
  webhookSignature: 'Invalid webhook signature',
  /** A refund or charge-back event that arrived before the payment it gives back (409: Stripe delivers it again). */
  webhookTooEarly: 'The payment this event refers to is not recorded yet; deliver the event again later.',
} as const;

/** How an admin says a payment arrived; shown on the invoice as its payment method. */
export const RECORDED_PAYMENT_METHODS = ['bank_transfer', 'card', 'cash', 'check', 'other'] as const;
export type RecordedPaymentMethod = (typeof RECORDED_PAYMENT_METHODS)[number];

export const RECORDED_METHOD_LABELS: Record<RecordedPaymentMethod, string> = {
  bank_transfer: 'Bank transfer',
  card: 'Card',
  cash: 'Cash',
  check: 'Check',
  other: 'Other',
};

/** The most one payment may be: $20,000,000.00 in cents (the integer column holds up to $21 million). */
export const MAX_PAYMENT_CENTS = 2_000_000_000;

const amountCents = z
  .number({ error: PAYMENT_MESSAGES.amountPositive })
  .int()
  .min(1, PAYMENT_MESSAGES.amountPositive)
  .max(MAX_PAYMENT_CENTS);

// ---------------------------------------------------------------------------------------------------------------
// Provider and Pay Now
// ---------------------------------------------------------------------------------------------------------------

export const bankTransferSchema = z.object({
  accountName: wireText(),
  bankName: wireText(),
  iban: wireText(),
  bic: wireText(),
});
export type BankTransfer = z.infer<typeof bankTransferSchema>;

export const paymentConfigResponse = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Stripe's publishable key, only when Stripe is configured; the browser loads Stripe.js only then (D26). */
  publishableKey: wireText().nullable(),
});
export type PaymentConfig = z.infer<typeof paymentConfigResponse>;

/** Pay Now takes no body: whatever a browser sends is ignored (the server's outstanding amount is charged). */
export const payInvoiceResponse = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('bank-transfer'),
    invoiceNumber: wireText(),
    /** The reference to quote on the transfer: the invoice number. */
    reference: wireText(),
    amountDueCents: z.number().int(),
    bank: bankTransferSchema,
  }),
  z.object({ kind: z.literal('redirect'), url: wireText() }),
]);
export type PayInvoiceResponse = z.infer<typeof payInvoiceResponse>;

// ---------------------------------------------------------------------------------------------------------------
// Payments of an invoice, recorded by an admin; refunds
// ---------------------------------------------------------------------------------------------------------------

export const recordPaymentBody = z.object({
  amountCents,
  paidOn: calendarDate(),
  method: z.enum(RECORDED_PAYMENT_METHODS),
  reference: boundedText({ max: 120 }).optional().default(''),
});
export type RecordPaymentBody = z.input<typeof recordPaymentBody>;

export const paymentSchema = z.object({
  id: wireText(),
  invoiceId: wireText(),
  invoiceNumber: wireText(),
  clientId: wireText(),
  clientName: wireText(),
  amountCents: z.number().int(),
  refundedCents: z.number().int(),
  provider: z.enum(PAYMENT_PROVIDERS),
  status: z.enum(PAYMENT_STATUSES),
  method: wireText().nullable(),
  reference: wireText().nullable(),
  paidAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export type Payment = z.infer<typeof paymentSchema>;

export const invoicePaymentsResponse = z.object({
  invoiceId: wireText(),
  number: wireText(),
  status: z.enum(INVOICE_STATUSES),
  totalCents: z.number().int(),
  paidCents: z.number().int(),
  outstandingCents: z.number().int(),
  payments: z.array(paymentSchema),
});
export type InvoicePayments = z.infer<typeof invoicePaymentsResponse>;

export const listPaymentsQuery = z.object({ cursor: pageCursor.optional(), limit: pageLimit(25) });
export const listPaymentsResponse = pageOf(paymentSchema);
export type PaymentPage = z.infer<typeof listPaymentsResponse>;

export const openInvoiceSchema = z.object({
  id: wireText(),
  number: wireText(),
  clientId: wireText(),
  clientName: wireText(),
  status: z.enum(INVOICE_STATUSES),
  dueDate: wireText(),
  totalCents: z.number().int(),
  paidCents: z.number().int(),
  createdAt: isoDateTime,
});
export type OpenInvoice = z.infer<typeof openInvoiceSchema>;
export const listOpenInvoicesResponse = pageOf(openInvoiceSchema);

export const REFUND_KINDS = ['refund', 'chargeback'] as const;
export const refundBody = z.object({
  /** Omitted: what is left of the payment. */
  amountCents: amountCents.optional(),
  reason: boundedText({ max: 300 }).optional().default(''),
});
export type RefundBody = z.input<typeof refundBody>;

// ---------------------------------------------------------------------------------------------------------------
// Payment methods (001 §2)
// ---------------------------------------------------------------------------------------------------------------

export const paymentMethodSchema = z.object({
  id: wireText(),
  type: z.enum(PAYMENT_METHOD_TYPES),
  provider: z.enum(PAYMENT_PROVIDERS),
  brand: wireText().nullable(),
  last4: wireText().nullable(),
  expMonth: z.number().int().nullable(),
  expYear: z.number().int().nullable(),
  holderName: wireText().nullable(),
  isDefault: z.boolean(),
  createdAt: isoDateTime,
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** An admin names the organisation; a CLIENT's is their own, whatever they send. */
export const clientQuery = z.object({ clientId: uuid().optional() });
export const listPaymentMethodsResponse = z.object({ items: z.array(paymentMethodSchema) });

export const setupIntentResponse = z.object({ clientSecret: wireText() });

/** Stripe: the id of the payment method the browser confirmed (details are read from Stripe, never from here). */
export const addCardBody = z.object({
  kind: z.literal('card'),
  paymentMethodId: boundedText({ max: 255, min: 1 }).regex(/^pm_[A-Za-z0-9_]+$/, PAYMENT_MESSAGES.addMethodFailed),
});
/** Manual provider: a bank account on file for transfers (only the last four digits are kept). */
export const addBankAccountBody = z.object({
  kind: z.literal('bank'),
  holderName: boundedText({ max: 120, min: 1, minMessage: 'Enter the account holder' }),
  bankName: boundedText({ max: 120, min: 1, minMessage: 'Enter the bank' }),
  accountLast4: boundedText({ max: 4 }).regex(/^\d{4}$/, 'Enter the last four digits of the account'),
});
export const addPaymentMethodBody = z.discriminatedUnion('kind', [addCardBody, addBankAccountBody]);
export type AddPaymentMethodBody = z.input<typeof addPaymentMethodBody>;

// ---------------------------------------------------------------------------------------------------------------
// Plans and subscriptions (001 §9)
// ---------------------------------------------------------------------------------------------------------------

export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'cancelled'] as const;

export const subscriptionResponse = z.object({
  clientId: wireText(),
  clientName: wireText(),
  plan: z.enum(PLAN_IDS),
  billingCycle: z.enum(BILLING_CYCLES),
  status: z.enum(SUBSCRIPTION_STATUSES),
  cancelAtPeriodEnd: z.boolean(),
  /** Null on Starter (free, nothing to bill). */
  nextBillingDate: isoDateTime.nullable(),
  amountCents: z.number().int(),
  provider: z.enum(PAYMENT_PROVIDERS),
  usage: z.object({ projects: z.number().int(), members: z.number().int() }),
  /** The last change, while it can still be undone (its invoice not yet sent). */
  pendingChange: pendingPlanChange.nullable(),
});
export type Subscription = z.infer<typeof subscriptionResponse>;

export const changePlanBody = z.object({
  clientId: uuid().optional(),
  plan: z.enum(PLAN_IDS),
  billingCycle: z.enum(BILLING_CYCLES),
  /** The amount due the confirmation showed (the quote's): a different one now answers 409, nothing changed. */
  expectedAmountDueCents: z.number().int().min(0).optional(),
});
export type ChangePlanBody = z.input<typeof changePlanBody>;

export const changePlanResponse = z.object({
  subscription: subscriptionResponse,
  /** The invoice of the new period, when the change has something to bill. */
  invoiceNumber: wireText().nullable(),
});

export const cancelPlanBody = z.object({ clientId: uuid().optional() });

// ---------------------------------------------------------------------------------------------------------------
// Company financials (001 §3), admin only
// ---------------------------------------------------------------------------------------------------------------

export const financialsResponse = z.object({
  totalRevenueCents: z.number().int(),
  monthlyRevenue: z.array(z.object({ month: wireText(), revenueCents: z.number().int() })),
  activeSubscriptions: z.number().int(),
  pendingPaymentsCents: z.number().int(),
  pendingInvoices: z.number().int(),
  refundsCents: z.number().int(),
  chargeBacksCents: z.number().int(),
});
export type Financials = z.infer<typeof financialsResponse>;

// What the web reads of these answers as they travel (ADR 0011): the schemas' input, dates as ISO strings.
export type PaymentConfigOnWire = z.input<typeof paymentConfigResponse>;
export type PaymentOnWire = z.input<typeof paymentSchema>;
export type InvoicePaymentsOnWire = z.input<typeof invoicePaymentsResponse>;
export type PaymentPageOnWire = z.input<typeof listPaymentsResponse>;
export type OpenInvoiceOnWire = z.input<typeof openInvoiceSchema>;
export type OpenInvoicePageOnWire = z.input<typeof listOpenInvoicesResponse>;
export type PaymentMethodOnWire = z.input<typeof paymentMethodSchema>;
export type PaymentMethodListOnWire = z.input<typeof listPaymentMethodsResponse>;
export type SubscriptionOnWire = z.input<typeof subscriptionResponse>;
export type FinancialsOnWire = z.input<typeof financialsResponse>;
