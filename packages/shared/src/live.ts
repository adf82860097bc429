// The live channel's contract (issue #9): what the server sends down the one WebSocket, and presence (001 §4).
import { z } from 'zod';
import { PRESENCE_QUERY_MAX, PRESENCE_STATUSES } from './live-channel.ts';
import { isoDateTime, uuid, wireText } from './schema-primitives.ts';

/**
 * Messages from the server:
 * - `event`: one change, `<domain>.<verb>`, a type of the registry (live-events.ts) that names the query keys it invalidates;
 * - `ready`: caught up; everything after `lastId` arrives live;
 * - `reset`: the tab was too far behind (or its id is unknown): refetch everything, then continue from `lastId`.
 */
export type LiveServerMessage =
  | { kind: 'event'; id: number; type: string; payload: Record<string, unknown> }
  | { kind: 'ready'; lastId: number }
  | { kind: 'reset'; lastId: number };

export { PRESENCE_STATUSES, type PresenceStatus } from './live-channel.ts';

/** What a user may choose in the account menu: `auto` follows their connections (online or offline). */
export const PRESENCE_CHOICES = ['auto', 'away', 'busy'] as const;
export type PresenceChoice = (typeof PRESENCE_CHOICES)[number];

export const presenceEntry = z.object({
  userId: uuid(),
  status: z.enum(PRESENCE_STATUSES),
  lastSeenAt: isoDateTime.nullable(),
});
export type PresenceEntry = z.infer<typeof presenceEntry>;
/** As it travels (ISO strings for dates): what the portal reads without parsing again (ADR 0011). */
export type PresenceEntryOnWire = z.input<typeof presenceEntry>;

/** `GET /api/presence?ids=a,b,c`: the people of the list the caller may see; others are simply absent. */
export const presenceQuery = z.object({
  ids: wireText()
    .max(PRESENCE_QUERY_MAX * 37)
    .transform((value) => [...new Set(value.split(',').filter(Boolean))])
    .pipe(z.array(uuid()).min(1).max(PRESENCE_QUERY_MAX)),
});

export const presenceResponse = z.object({ items: z.array(presenceEntry) });

export const myPresenceResponse = z.object({ choice: z.enum(PRESENCE_CHOICES), status: z.enum(PRESENCE_STATUSES) });

export const setPresenceBody = z.object({ choice: z.enum(PRESENCE_CHOICES) });
