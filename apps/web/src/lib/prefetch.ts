// A screen's first queries, started by its route's clientLoader with its code (issue #19): React Router loads the
// route's module and runs the loader at once, so the data and the code arrive together and the screen renders once,
// with data, inside the navigation. The component then reads the same queries (same key, same options) from the one
// QueryClient (app/query-client.ts), fresh for its staleTime, and does not fetch them again.
import type { FetchInfiniteQueryOptions, FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { ShouldRevalidateFunction } from 'react-router';

/** What `queryOptions(...)` or `infiniteQueryOptions(...)` returns, whatever its data, key and page param. */
interface AnyQueryOptions {
  queryKey: QueryKey;
  initialPageParam?: unknown;
}

/**
 * Starts `queries` and resolves when those the screen has nothing to show for yet have arrived. A query already in
 * the cache (even stale) does not hold the navigation: its cached answer is shown at once and refreshed behind it,
 * as before. Never rejects: a failure stays in the query's state and the component shows it as it always did (the
 * server refuses what the role may not read; the portal layout's guard, which runs in parallel, decides the page).
 */
export async function prefetchScreen(client: QueryClient, queries: readonly AnyQueryOptions[]): Promise<null> {
  const waits = queries.map((options) => {
    const cached = client.getQueryData(options.queryKey) !== undefined;
    const started =
      'initialPageParam' in options
        ? client.prefetchInfiniteQuery(options as FetchInfiniteQueryOptions)
        : client.prefetchQuery(options as FetchQueryOptions);
    return cached ? undefined : started;
  });
  await Promise.all(waits);
  return null;
}

/**
 * A screen's loader runs when its path is entered, not when its filters (in the URL) change: typing in a search box
 * must never wait for a loader. The queries follow the URL in the components, as before.
 */
export const revalidateOnPathChange: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname;
