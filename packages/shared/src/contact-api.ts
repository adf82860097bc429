// The contact endpoint's contract (POST /api/contact). Apart from contact.ts on purpose: the public pages'
// script imports contact.ts's rules at run time, and zod would outweigh it; it imports only types from here.
import { z } from 'zod';
import { wireText } from './schema-primitives.ts';

/** Loose on purpose: contact.ts's rules check the fields, so the browser and the API answer the same messages. */
export const contactBody = z.record(wireText(), z.unknown());

/** What POST /api/contact answers on success (the fields the spec's form reads, 000 §7). */
export const contactResponse = z.object({
  success: z.literal(true),
  /** True when the agency's copy left our mail server during the request. */
  emailSent: z.boolean(),
  emailMethod: z.enum(['smtp', 'outbox']),
  deliveryInfo: wireText(),
  /** Present when nothing was delivered yet: the browser then offers the visitor's own mail client. */
  fallback: z.object({ mailto: wireText() }).optional(),
});
export type ContactResponse = z.infer<typeof contactResponse>;
