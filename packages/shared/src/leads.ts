// The leads contract (contact inquiries as the portal lists them): GET /api/leads, PATCH /api/leads/:id.
import { z } from 'zod';
import { LEAD_STATUSES } from './enums.ts';
import { isoDateTime, pageCursor, pageLimit, pageOf, wireText } from './schema-primitives.ts';

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
