import { useHotkeys } from '@mantine/hooks';
import { spotlight } from '@mantine/spotlight';
import { lazy, Suspense, useEffect, useState } from 'react';

// The Spotlight, its stylesheet, its query and its catalogue load after the first portal screen has rendered, so
// that screen does not wait for them. A shortcut pressed before they arrive still counts: `spotlight.open()` sets
// Mantine's global spotlight store, which the Spotlight reads when it mounts.
const SearchSpotlight = lazy(() => import('./search-spotlight'));

/** D12: Cmd/Ctrl+K and Cmd/Ctrl+/ open the global search, even from inside a text field. */
export const SEARCH_SHORTCUTS = ['mod+K', 'mod+/'] as const;

/**
 * Global search (000 §2, issue #8 point 7), mounted once in the portal layout. The shortcuts and Mantine's
 * `spotlight.open()` (the header's search box calls it) open it.
 */
export function GlobalSearch() {
  const [mounted, setMounted] = useState(false);
  useHotkeys(
    SEARCH_SHORTCUTS.map((shortcut) => [shortcut, () => spotlight.open()]),
    [],
  );
  useEffect(() => setMounted(true), []);

  return mounted ? (
    <Suspense fallback={null}>
      <SearchSpotlight />
    </Suspense>
  ) : null;
}
