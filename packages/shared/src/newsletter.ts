// The newsletter contract: the public sign-up and the portal's subscriber list.
import { z } from 'zod';
import { HONEYPOT_FIELD } from './contact.ts';
import { SUBSCRIBER_STATUSES } from './enums.ts';
import { boundedText, isoDateTime, pageCursor, pageLimit, pageOf, wireText } from './schema-primitives.ts';

/** Loose on purpose: the shared rules in contact.ts check the address, so the form and the API answer alike. */
export const subscribeBody = z.object({
  email: z.unknown(),
  /** Bots fill it, people never see it. */
  [HONEYPOT_FIELD]: z.unknown().optional(),
  /** The page's language (contact.ts pageLanguage): the confirmation mail is written in it. */
  language: z.unknown().optional(),
});

export const subscribeResponse = z.object({ success: z.literal(true), message: wireText() });
export type SubscribeResponse = z.infer<typeof subscribeResponse>;

/** The token of a confirm or unsubscribe link; an empty one is answered as an invalid link. */
export const newsletterTokenQuery = z.object({ token: boundedText({ max: 200, trim: false }).default('') });

export const subscriberSchema = z.object({
  id: wireText(),
  email: wireText(),
  status: z.enum(SUBSCRIBER_STATUSES),
  confirmedAt: isoDateTime.nullable(),
  unsubscribedAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export type Subscriber = z.infer<typeof subscriberSchema>;

export const listSubscribersQuery = z.object({
  status: z.enum(SUBSCRIBER_STATUSES).optional(),
  cursor: pageCursor.optional(),
  limit: pageLimit(50),
});

export const listSubscribersResponse = pageOf(subscriberSchema);
export type SubscriberPage = z.infer<typeof listSubscribersResponse>;

export const subscribersCsvQuery = z.object({ status: z.enum([...SUBSCRIBER_STATUSES, 'all']).default('active') });

// What the web reads of these answers as they travel (ADR 0011): the schemas' input, dates as ISO strings.
export type SubscriberOnWire = z.input<typeof subscriberSchema>;
export type SubscriberPageOnWire = z.input<typeof listSubscribersResponse>;
