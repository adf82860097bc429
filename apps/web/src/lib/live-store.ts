// The live channel's small always-loaded part: its status and its subscribers. The socket itself (lib/live.ts) is
// loaded by the portal layout after the first screen, so the first screen's JavaScript does not carry it.
import type { LiveServerMessage } from '@agency/shared/live';
import { useEffect, useRef, useSyncExternalStore } from 'react';

/** `connecting` before the first connection; `offline` once a connection was lost (shown in the header). */
export type LiveStatus = 'connecting' | 'online' | 'offline';

export type LiveEvent = Extract<LiveServerMessage, { kind: 'event' }>;
type Handler = (event: LiveEvent) => void;

let status: LiveStatus = 'connecting';
const statusListeners = new Set<() => void>();
const handlers = new Set<{ match: string; handler: { current: Handler } }>();

export function setLiveStatus(next: LiveStatus) {
  if (next === status) return;
  status = next;
  for (const listener of statusListeners) listener();
}

export function getLiveStatus(): LiveStatus {
  return status;
}

export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(
    (listener) => {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    getLiveStatus,
    () => 'connecting',
  );
}

/** An exact type (`messages.created`) or a domain prefix ending in a dot (`messages.`); `*` for every event. */
export function matchesLiveType(match: string, type: string): boolean {
  return match === '*' || match === type || (match.endsWith('.') && type.startsWith(match));
}

export function dispatchLiveEvent(event: LiveEvent) {
  for (const { match, handler } of handlers) if (matchesLiveType(match, event.type)) handler.current(event);
}

/** Calls `handler` for each live event of `type` (or prefix `domain.`) while the component is mounted (toasts). */
export function useLiveEvent(type: string, handler: Handler) {
  const ref = useRef(handler);
  ref.current = handler;
  useEffect(() => {
    const entry = { match: type, handler: ref };
    handlers.add(entry);
    return () => {
      handlers.delete(entry);
    };
  }, [type]);
}
