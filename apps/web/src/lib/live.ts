// One WebSocket per tab (issue #9), opened by the portal layout: reconnects with backoff and jitter, resumes from the
// last event id it saw, and turns each event into the invalidations the shared registry names for its type.
import type { LiveServerMessage } from '@agency/shared/live';
import { LIVE_CLOSE_SESSION_ENDED, LIVE_PATH } from '@agency/shared/live-channel';
import { type LiveQueryKey, liveEventKeys } from '@agency/shared/live-events';
import type { QueryClient } from '@tanstack/react-query';
import { dispatchLiveEvent, type LiveEvent, setLiveStatus } from './live-store';

/** The first retry after a drop comes within this; each failure doubles the window, up to BACKOFF_MAX_MS. */
const BACKOFF_FIRST_MS = 1000;
const BACKOFF_MAX_MS = 8000;
const BACKOFF_FLOOR_MS = 100;
/** Events arrive in bursts (a bulk action): their invalidations are gathered and run once per burst. */
const INVALIDATE_DELAY_MS = 50;

export interface LiveOptions {
  queryClient: QueryClient;
  /**
   * `performance.now()` when the page began reading what it shows: the first connection asks for the events since
   * then, so a change committed between those reads and the socket is not missed.
   */
  readsBeganAt?: number;
  /** For tests; the page's own address otherwise. */
  url?: (after: number | null, sinceMs?: number) => string;
  WebSocketImpl?: typeof WebSocket;
}

export interface LiveConnection {
  stop(): void;
}

/**
 * Exponential backoff with full jitter (issue #22, a failover): the window doubles from 1 s up to 8 s and each wait is
 * a random point in it, so the thousands of tabs a dead server drops together reach the others spread over a second
 * rather than at once, and one refused during the storm (a survivor answers 503 while busy) tries again within
 * seconds, not the 15–30 s a 30-second ceiling reached after a few refusals.
 */
export function backoffDelay(attempt: number, random = Math.random): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** attempt);
  return Math.round(BACKOFF_FLOOR_MS + random() * (ceiling - BACKOFF_FLOOR_MS));
}

/** The Logs screen's queries (features/logs/api): read again on every change the stream reports. */
export const LOGS_QUERY_KEY = ['logs'] as const;

export function startLive({
  queryClient,
  readsBeganAt,
  url = defaultUrl,
  WebSocketImpl = WebSocket,
}: LiveOptions): LiveConnection {
  let socket: WebSocket | null = null;
  let lastId: number | null = null;
  let attempt = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let wasOnline = false;
  const pendingKeys = new Map<string, LiveQueryKey>();
  let flush: ReturnType<typeof setTimeout> | undefined;

  const invalidate = (keys: readonly LiveQueryKey[]) => {
    for (const key of keys) pendingKeys.set(key.join('\u0000'), key);
    flush ??= setTimeout(() => {
      flush = undefined;
      const keysNow = [...pendingKeys.values()];
      pendingKeys.clear();
      for (const queryKey of keysNow) void queryClient.invalidateQueries({ queryKey });
    }, INVALIDATE_DELAY_MS);
  };

  const onEvent = (event: LiveEvent) => {
    lastId = event.id;
    if (event.type === 'presence.updated' && typeof event.payload.userId === 'string') {
      // A dot already drawn changes at once (its last-seen follows with the next read); one still being read is
      // read again, as its answer may predate this change.
      // The team directory reads statuses with its rows (its filter and Active Now count them): read it again.
      const key = ['presence', event.payload.userId];
      const lists = liveEventKeys(event.type).filter(([prefix]) => prefix !== 'presence');
      if (queryClient.getQueryData(key)) {
        queryClient.setQueryData(key, (old: object) => ({ ...old, status: event.payload.status }));
        invalidate(lists);
      } else invalidate([key, ...lists]);
    } else {
      // Every change the stream reports wrote its audit row in the same transaction (commitChange): an open Logs
      // screen reads its page and counters again (the server applies the Logs' own scope to what it answers).
      const keys = liveEventKeys(event.type);
      invalidate(keys.length > 0 ? [...keys, LOGS_QUERY_KEY] : keys);
    }
    dispatchLiveEvent(event);
  };

  const onMessage = (data: unknown) => {
    let message: LiveServerMessage;
    try {
      message = JSON.parse(String(data)) as LiveServerMessage;
    } catch {
      return;
    }
    if (message.kind === 'event') onEvent(message);
    else if (message.kind === 'ready') {
      // The server's place for this socket: ids are not in stream order (the stream is ordered by transaction).
      lastId = message.lastId;
      attempt = 0;
      setLiveStatus('online');
      wasOnline = true;
    } else if (message.kind === 'reset') {
      // Too far behind to replay: what is on screen may be stale in ways no single event says.
      lastId = message.lastId;
      void queryClient.invalidateQueries();
    }
  };

  const schedule = () => {
    if (stopped) return;
    clearTimeout(retry);
    retry = setTimeout(connect, backoffDelay(attempt));
    attempt += 1;
  };

  function connect() {
    if (stopped) return;
    clearTimeout(retry);
    const sinceMs =
      lastId === null && readsBeganAt !== undefined
        ? Math.max(0, Math.ceil(performance.now() - readsBeganAt))
        : undefined;
    const current = new WebSocketImpl(url(lastId, sinceMs));
    socket = current;
    // A socket given up on (the browser went offline) may still deliver: its events would move the resume point
    // past what the page showed, so only the current socket is listened to.
    current.onmessage = (message) => {
      if (socket === current) onMessage(message.data);
    };
    current.onclose = (close) => {
      if (socket !== current) return;
      socket = null;
      if (stopped) return;
      if (wasOnline) setLiveStatus('offline');
      if (close.code === LIVE_CLOSE_SESSION_ENDED) {
        // The session ended: the session query learns it and the portal goes to sign-in.
        void queryClient.invalidateQueries({ queryKey: ['auth', 'session'] });
      }
      schedule();
    };
  }

  // The browser knows before the socket does: go offline at once, and try again the moment the network returns.
  const onOffline = () => {
    if (wasOnline) setLiveStatus('offline');
    const current = socket;
    socket = null;
    current?.close();
    schedule();
  };
  const onOnline = () => {
    attempt = 0;
    if (!socket) connect();
  };

  window.addEventListener('offline', onOffline);
  window.addEventListener('online', onOnline);
  connect();

  return {
    stop() {
      stopped = true;
      clearTimeout(retry);
      clearTimeout(flush);
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
      socket?.close();
      socket = null;
    },
  };
}

function defaultUrl(after: number | null, sinceMs?: number): string {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  const query = after !== null ? `?after=${after}` : sinceMs !== undefined ? `?since=${sinceMs}` : '';
  return `${scheme}//${window.location.host}${LIVE_PATH}${query}`;
}
