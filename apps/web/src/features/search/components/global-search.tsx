import { useHotkeys } from '@mantine/hooks';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isSearchRequested, openSearch, subscribeSearchRequested } from '../open-search';

// The Spotlight, its stylesheet, its query and its catalogue load when the search is first opened (a shortcut, or
// the header's search box), so the first portal screen does not carry them (issue #8's JavaScript budget). The
// shortcut handler stays eager and small; the Spotlight opens as soon as its code arrives (open-search.ts).
const SearchSpotlight = lazy(() => import('./search-spotlight'));

/** D12: Cmd/Ctrl+K and Cmd/Ctrl+/ open the global search, even from inside a text field. */
export const SEARCH_SHORTCUTS = ['mod+K', 'mod+/'] as const;

const serverSnapshot = () => false;

/**
 * Global search (000 §2, issue #8 point 7), mounted once in the portal layout. The shortcuts and `openSearch()`
 * (the header's search box calls it) open it; once opened it stays mounted.
 */
export function GlobalSearch() {
  const requested = useSyncExternalStore(subscribeSearchRequested, isSearchRequested, serverSnapshot);
  useHotkeys(
    SEARCH_SHORTCUTS.map((shortcut) => [shortcut, openSearch]),
    [],
  );

  return requested ? (
    <Suspense fallback={null}>
      <SearchSpotlight />
    </Suspense>
  ) : null;
}
