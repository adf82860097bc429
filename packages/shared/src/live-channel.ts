// The live channel's plain values, apart from its zod schemas (live.ts): the portal's first screen and the socket
// client use them without loading zod (issue #8, ADR 0011).

/**
 * The one WebSocket endpoint; `?after=<id>` resumes after the last event the tab saw. Event ids identify events but
 * are not their order (ADR 0010): a tab keeps the id of the last event it received, not the largest.
 */
export const LIVE_PATH = '/api/live';

/** A socket closed with this code had its session end (signed out, expired, revoked): sign in again. */
export const LIVE_CLOSE_SESSION_ENDED = 4401;

/** At most this many people in one `GET /api/presence` read. */
export const PRESENCE_QUERY_MAX = 100;

/** A person's presence (001 §3 team member status); plain here so the Team screen's filter reads it without zod. */
export const PRESENCE_STATUSES = ['online', 'away', 'busy', 'offline'] as const;
export type PresenceStatus = (typeof PRESENCE_STATUSES)[number];
