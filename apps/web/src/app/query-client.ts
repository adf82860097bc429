import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api';
import { SESSION_QUERY_KEY } from '../lib/session';

const MAX_RETRIES = 2;

/** A 4xx will answer the same way again (forbidden, not found, invalid), so only network and 5xx failures retry. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    // A 401 means the session ended elsewhere (signed out on another device, deactivated, expired): forget it, and
    // the portal shell, which watches the session, sends the user to sign in.
    queryCache: new QueryCache({
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) client.setQueryData(SESSION_QUERY_KEY, null);
      },
    }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
  return client;
}

let browserClient: QueryClient | undefined;

/**
 * The one client of this browser tab. Route guards (clientLoaders) and components must share it so the session is
 * fetched once; nothing is rendered on a server (ssr: false), so no cache is shared between users. Sign-out clears it.
 */
export function getQueryClient(): QueryClient {
  browserClient ??= createQueryClient();
  return browserClient;
}
