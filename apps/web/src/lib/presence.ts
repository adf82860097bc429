// Presence reads (001 §4), batched: every dot on a screen asks for its own user, and the asks of one tick become
// one request. Each user's entry is its own query (['presence', userId]) so a `presence.updated` event moves exactly
// that dot (lib/live.ts), and several lists showing the same person share it.
import type { PresenceEntryOnWire, presenceQuery, presenceResponse } from '@agency/shared/live';
import { PRESENCE_QUERY_MAX } from '@agency/shared/live-channel';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from './api';
import { searchParamsOf } from './search-params';

export const PRESENCE_QUERY_KEY = ['presence'] as const;
/** Presence moves with events; a read older than this is refreshed when a dot mounts again. */
const PRESENCE_STALE_MS = 60_000;

type Waiter = { resolve: (entry: PresenceEntryOnWire | null) => void; reject: (error: unknown) => void };
let queued = new Map<string, Waiter[]>();
let scheduled = false;

function loadPresence(userId: string): Promise<PresenceEntryOnWire | null> {
  return new Promise((resolve, reject) => {
    const waiters = queued.get(userId) ?? [];
    waiters.push({ resolve, reject });
    queued.set(userId, waiters);
    if (!scheduled) {
      scheduled = true;
      queueMicrotask(flush);
    }
  });
}

function flush() {
  const batch = queued;
  queued = new Map();
  scheduled = false;
  const ids = [...batch.keys()];
  for (let start = 0; start < ids.length; start += PRESENCE_QUERY_MAX) {
    const chunk = ids.slice(start, start + PRESENCE_QUERY_MAX);
    // No schema at run time: presence dots are on the first screen, which does not load zod (ADR 0011).
    const params = searchParamsOf<typeof presenceQuery>({ ids: chunk });
    apiFetch(`/presence?${params}`, {}, wireOf<typeof presenceResponse>()).then(
      ({ items }) => {
        const found = new Map(items.map((item) => [item.userId, item]));
        for (const id of chunk) for (const waiter of batch.get(id) ?? []) waiter.resolve(found.get(id) ?? null);
      },
      (error) => {
        for (const id of chunk) for (const waiter of batch.get(id) ?? []) waiter.reject(error);
      },
    );
  }
}

export const presenceQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...PRESENCE_QUERY_KEY, userId],
    queryFn: () => loadPresence(userId),
    staleTime: PRESENCE_STALE_MS,
  });

/** Null while loading and for a person the caller may not see. */
export function usePresence(userId: string): PresenceEntryOnWire | null {
  return useQuery(presenceQueryOptions(userId)).data ?? null;
}
