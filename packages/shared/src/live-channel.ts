// The live channel's plain values, apart from its zod schemas (live.ts): the portal's first screen and the socket
// client use them without loading zod (issue #8).

/** The one WebSocket endpoint; `?after=<id>` resumes after the last event the tab saw. */
export const LIVE_PATH = '/api/live';

/** A socket closed with this code had its session end (signed out, expired, revoked): sign in again. */
export const LIVE_CLOSE_SESSION_ENDED = 4401;

/** At most this many people in one `GET /api/presence` read. */
export const PRESENCE_QUERY_MAX = 100;
