// The leads contract (contact inquiries as the portal lists them): GET /api/leads, PATCH /api/leads/:id.
import { z } from 'zod';
import { CLIENT_MESSAGES } from './clients.ts';
import { LEAD_STATUSES } from './enums.ts';
import {
  boundedText,
  emailAddress,
  isoDateTime,
  pageCursor,
  pageLimit,
  pageOf,
  wireText,
} from './schema-primitives.ts';

export const leadSchema = z.object({
  id: wireText(),
  name: wireText(),
  email: wireText(),
  company: wireText().nullable(),
  service: wireText(),
  budget: wireText().nullable(),
  timeline: wireText().nullable(),
  message: wireText(),
  subject: wireText(),
  status: z.enum(LEAD_STATUSES),
  handledAt: isoDateTime.nullable(),
  handledByName: wireText().nullable(),
  /** Set once the lead was converted into a client and its first project. */
  clientId: wireText().nullable(),
  projectId: wireText().nullable(),
  convertedAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export type Lead = z.infer<typeof leadSchema>;

export const listLeadsQuery = z.object({
  status: z.enum(LEAD_STATUSES).optional(),
  cursor: pageCursor.optional(),
  limit: pageLimit(25),
});
export type ListLeadsQuery = z.input<typeof listLeadsQuery>;

export const listLeadsResponse = pageOf(leadSchema);
export type LeadPage = z.infer<typeof listLeadsResponse>;

export const updateLeadBody = z.object({ status: z.enum(LEAD_STATUSES) });
export type UpdateLeadBody = z.infer<typeof updateLeadBody>;

/** The most a first project's budget may be: $100,000,000.00 in cents (D11). */
export const MAX_BUDGET_CENTS = 10_000_000_000;

/**
 * Convert to client (admin and agent): the client (the lead's company or name and e-mail, editable) and a first
 * project are created in one step; the lead keeps the link and is marked handled.
 */
export const convertLeadBody = z.object({
  clientName: boundedText({ max: 200, min: 1, minMessage: CLIENT_MESSAGES.nameRequired }),
  clientEmail: emailAddress({ required: CLIENT_MESSAGES.emailRequired, invalid: CLIENT_MESSAGES.emailInvalid }),
  projectName: boundedText({ max: 200, min: 1, minMessage: 'Project name is required' }),
  budgetCents: z.number().int().min(0).max(MAX_BUDGET_CENTS).nullable().default(null),
});
export type ConvertLeadBody = z.input<typeof convertLeadBody>;

export const convertLeadResponse = z.object({ clientId: wireText(), projectId: wireText(), lead: leadSchema });
export type ConvertLeadResponse = z.infer<typeof convertLeadResponse>;

// What the web reads of these answers as they travel (ADR 0011): the schemas' input, dates as ISO strings.
export type LeadOnWire = z.input<typeof leadSchema>;
export type LeadPageOnWire = z.input<typeof listLeadsResponse>;
export type ConvertLeadResponseOnWire = z.input<typeof convertLeadResponse>;
