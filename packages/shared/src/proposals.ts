// The proposals contract (001 §2 Proposals, §3, §4, §5; D10, D11, D21, D25): /api/proposals and
// /api/quote-requests. Money is integer cents computed on the server: the browser sends quantities and rates,
// never an amount the server would trust.
import { z } from 'zod';
import { PROPOSAL_STATUSES } from './enums.ts';
import {
  boundedText,
  calendarDate,
  isoDateTime,
  pageCursor,
  pageLimit,
  pageOf,
  patchBody,
  uuid,
  wireText,
} from './schema-primitives.ts';
import { CONTACT_BUDGETS, CONTACT_TIMELINES } from './site.ts';

export const PROPOSAL_MESSAGES = {
  /** 001 §5: title, client and amount (or a priced line) are required. */
  required: 'Please fill in all required fields',
  empty: 'No proposals found',
  notFound: 'Proposal not found',
  decided: 'This proposal has been decided and can no longer be changed.',
  onlyDrafts: 'Only draft proposals can be deleted.',
  notSendable: 'Only draft or expired proposals can be sent.',
  notDecidable: 'This proposal is not awaiting a decision.',
  pastValidity: 'The valid-until date has passed. Set a later date before sending.',
  nameRequired: 'Type your full name to sign',
  agreementRequired: 'Tick the agreement to accept the proposal',
  clientNotFound: 'Client not found',
  projectNotFound: 'Project not found',
  projectOfOtherClient: 'The project belongs to another client.',
  clientFixed: 'The client of a sent proposal cannot be changed.',
  /** Issue #18 point 6: the decision named a version other than the current one. */
  changedSinceShown:
    'This proposal was changed after you opened it. Review the new version before you approve or decline it.',
  noDecision: 'This proposal has no signed decision yet.',
} as const;

/** Follow-up reminders after 3 and 7 days without a decision (001 §9, D21). */
export const PROPOSAL_FOLLOW_UP_DAYS = [3, 7] as const;
/** 001 §9: 50% deposit. */
export const DEFAULT_DEPOSIT_PERCENT = 50;
/** Net 30 (001 §9) for the deposit invoice an approval issues. */
export const DEPOSIT_DUE_DAYS = 30;
/** Rates up to $1,000,000.00 and quantities up to 100,000 keep every total inside an integer of cents. */
export const MAX_RATE = 1_000_000;
export const MAX_QUANTITY = 100_000;
export const MAX_ITEMS = 50;

export { PROPOSAL_TABS, type ProposalTab } from './enums.ts';

export const proposalItemInput = z.object({
  description: boundedText({ max: 500, min: 1, minMessage: PROPOSAL_MESSAGES.required }),
  /** 001 §5: quantity is a whole number. */
  quantity: z.number().int().min(0).max(MAX_QUANTITY),
  /** Dollars with cents (step 0.01); the server rounds to the cent and multiplies. */
  rate: z.number().min(0).max(MAX_RATE),
});
export type ProposalItemInput = z.infer<typeof proposalItemInput>;

const editableFields = {
  title: boundedText({ max: 200, min: 1, minMessage: PROPOSAL_MESSAGES.required }),
  clientId: uuid(),
  projectId: uuid().nullable(),
  description: boundedText({ max: 10_000 }),
  scope: boundedText({ max: 10_000 }),
  timeline: boundedText({ max: 2_000 }),
  terms: boundedText({ max: 10_000 }),
  validUntil: calendarDate().nullable(),
  depositPercent: z.number().int().min(0).max(100),
  /** The priced lines. An empty list with `amount` makes one line of that amount, titled like the proposal. */
  items: z.array(proposalItemInput).max(MAX_ITEMS),
  /** The amount of a proposal without lines (dollars). Ignored whenever lines are sent: the total is their sum. */
  amount: z.number().min(0).max(MAX_RATE).nullable(),
};

const hasPrice = (body: { items?: unknown[]; amount?: number | null }) =>
  (body.items?.length ?? 0) > 0 || (body.amount !== undefined && body.amount !== null && body.amount > 0);

export const createProposalBody = z
  .object({
    ...editableFields,
    projectId: editableFields.projectId.default(null),
    description: editableFields.description.default(''),
    scope: editableFields.scope.default(''),
    timeline: editableFields.timeline.default(''),
    terms: editableFields.terms.default(''),
    validUntil: editableFields.validUntil.default(null),
    depositPercent: editableFields.depositPercent.default(DEFAULT_DEPOSIT_PERCENT),
    items: editableFields.items.default([]),
    amount: editableFields.amount.default(null),
  })
  .refine(hasPrice, { message: PROPOSAL_MESSAGES.required, path: ['amount'] });
export type CreateProposalBody = z.input<typeof createProposalBody>;

export const updateProposalBody = patchBody(z.object(editableFields)).refine(
  (body) => body.items === undefined || hasPrice(body),
  {
    message: PROPOSAL_MESSAGES.required,
    path: ['amount'],
  },
);
export type UpdateProposalBody = z.input<typeof updateProposalBody>;

export const listProposalsQuery = z.object({
  status: z.enum(PROPOSAL_STATUSES).optional(),
  /** Search over title and client name. */
  q: boundedText({ max: 100 }).optional(),
  cursor: pageCursor.optional(),
  limit: pageLimit(25),
});
export type ListProposalsQuery = z.input<typeof listProposalsQuery>;

export const proposalSummarySchema = z.object({
  id: wireText(),
  number: wireText(),
  title: wireText(),
  clientId: wireText(),
  clientName: wireText(),
  status: z.enum(PROPOSAL_STATUSES),
  totalCents: z.number().int(),
  currency: wireText(),
  validUntil: wireText().nullable(),
  sentAt: isoDateTime.nullable(),
  viewedAt: isoDateTime.nullable(),
  decidedAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type ProposalSummary = z.infer<typeof proposalSummarySchema>;

export const listProposalsResponse = pageOf(proposalSummarySchema);
export type ProposalPage = z.infer<typeof listProposalsResponse>;

export const proposalItemSchema = z.object({
  id: wireText(),
  description: wireText(),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  amountCents: z.number().int(),
});
export type ProposalItem = z.infer<typeof proposalItemSchema>;

/** The signed record of the client's decision (issue #10 point 1). */
export const proposalDecisionSchema = z.object({
  decision: z.enum(['approved', 'rejected']),
  name: wireText().nullable(),
  email: wireText(),
  typedName: wireText().nullable(),
  agreed: z.boolean(),
  reason: wireText().nullable(),
  ip: wireText().nullable(),
  userAgent: wireText().nullable(),
  contentHash: wireText(),
  decidedAt: isoDateTime,
});
export type ProposalDecision = z.infer<typeof proposalDecisionSchema>;

/** The version a client is shown: the SHA-256 of the content they would sign (lib/proposal-content-hash.ts). */
const contentVersion = wireText().regex(/^[0-9a-f]{64}$/, { error: PROPOSAL_MESSAGES.changedSinceShown });

export const proposalDetailSchema = proposalSummarySchema.extend({
  /** The current version; a decision names it, and a stale one is refused (issue #18 point 6). */
  version: wireText(),
  clientEmail: wireText(),
  projectId: wireText().nullable(),
  projectName: wireText().nullable(),
  description: wireText(),
  scope: wireText(),
  timeline: wireText(),
  terms: wireText(),
  depositPercent: z.number().int(),
  createdByName: wireText().nullable(),
  items: z.array(proposalItemSchema),
  decision: proposalDecisionSchema.nullable(),
  /** The deposit invoice an approval issued, if any. */
  depositInvoice: z.object({ id: wireText(), number: wireText(), totalCents: z.number().int() }).nullable(),
});
export type ProposalDetail = z.infer<typeof proposalDetailSchema>;

export const approveProposalBody = z.object({
  /** The signer's full name as typed; recorded verbatim (trimmed). */
  fullName: boundedText({ max: 200, min: 1, minMessage: PROPOSAL_MESSAGES.nameRequired }),
  agree: z.literal(true, { error: PROPOSAL_MESSAGES.agreementRequired }),
  /** The version the client was shown (`ProposalDetail.version`). */
  version: contentVersion,
});
export type ApproveProposalBody = z.input<typeof approveProposalBody>;

export const rejectProposalBody = z.object({
  reason: boundedText({ max: 2_000 }).default(''),
  /** The version the client was shown (`ProposalDetail.version`). */
  version: contentVersion,
});
export type RejectProposalBody = z.input<typeof rejectProposalBody>;

export const verifyProposalResponse = z.object({
  /** True only when the content, the server's signature of the record and its audit row all agree. */
  matches: z.boolean(),
  /** The proposal's current content hashes to the sealed hash (with the client's name as sealed). */
  contentMatches: z.boolean(),
  /** The server's signature of the record: 'absent' on a seal written before records were signed (legacy). */
  signature: z.enum(['valid', 'invalid', 'absent']),
  /** The audit row of the decision exists and names the same content hash. */
  auditMatches: z.boolean(),
  acceptedHash: wireText(),
  currentHash: wireText(),
  decidedAt: isoDateTime,
});
export type VerifyProposalResponse = z.infer<typeof verifyProposalResponse>;

export const QUOTE_MESSAGES = {
  needRequired: 'Tell us what you need',
  sent: 'Thanks! Your quote request has reached the team.',
} as const;

/** Request a quote (a client, from the portal): reaches the agency as a lead tied to the client. */
export const quoteRequestBody = z.object({
  need: boundedText({ max: 5_000, min: 1, minMessage: QUOTE_MESSAGES.needRequired }),
  budget: z.enum(CONTACT_BUDGETS),
  timeline: z.enum(CONTACT_TIMELINES),
});
export type QuoteRequestBody = z.input<typeof quoteRequestBody>;

export const quoteRequestResponse = z.object({ id: wireText() });

// What the web reads of these answers as they travel (ADR 0011): the schemas' input, dates as ISO strings.
export type ProposalSummaryOnWire = z.input<typeof proposalSummarySchema>;
export type ProposalPageOnWire = z.input<typeof listProposalsResponse>;
export type ProposalDetailOnWire = z.input<typeof proposalDetailSchema>;
export type VerifyProposalResponseOnWire = z.input<typeof verifyProposalResponse>;
