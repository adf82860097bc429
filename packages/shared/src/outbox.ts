// The outbox contract (D14): admins read outgoing mail in the portal, the only place it lives without SMTP.
import { z } from 'zod';
import { OUTBOX_STATUSES } from './enums.ts';
import { boundedText, isoDateTime, pageCursor, pageLimit, pageOf, wireText } from './schema-primitives.ts';

export const listOutboxQuery = z.object({
  kind: boundedText({ max: 60 }).optional(),
  /** One recipient address, matched exactly (the server also tries it lower-cased). */
  to: boundedText({ max: 254 }).optional(),
  status: z.enum(OUTBOX_STATUSES).optional(),
  cursor: pageCursor.optional(),
  limit: pageLimit(50),
});
export type ListOutboxQuery = z.input<typeof listOutboxQuery>;

export const outboxMailSchema = z.object({
  id: wireText(),
  to: z.array(wireText()),
  subject: wireText(),
  text: wireText(),
  /** The branded HTML part (null for mails queued before it existed); the outbox screen previews it sandboxed. */
  html: wireText().nullable(),
  kind: wireText().nullable(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number(),
  lastError: wireText().nullable(),
  createdAt: isoDateTime,
  sentAt: isoDateTime.nullable(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const listOutboxResponse = pageOf(outboxMailSchema).extend({ deliveryConfigured: z.boolean() });
export type OutboxPage = z.infer<typeof listOutboxResponse>;

// What the web reads of these answers as they travel (ADR 0011): the schemas' input, dates as ISO strings.
export type OutboxMailOnWire = z.input<typeof outboxMailSchema>;
export type OutboxPageOnWire = z.input<typeof listOutboxResponse>;
