import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { isSearchRequested, openSearch, subscribeSearchRequested } from '../open-search';

// The Spotlight, its stylesheet, its query and its catalogue load when the search is first opened (a shortcut, or
// the header's search box), so the first portal screen does not carry them (issue #8's JavaScript budget). The
// shortcut handler stays eager and small; the Spotlight opens as soon as its code arrives (open-search.ts).
const SearchSpotlight = lazy(() => import('./search-spotlight'));

/**
 * D12: Cmd/Ctrl+K and Cmd/Ctrl+/ open the global search, even from inside a text field, with no other modifier held
 * (as Mantine's useHotkeys matched them: Ctrl or Cmd, not Alt or Shift; the key as typed, else the physical one).
 */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return false;
  const key = (event.key ?? event.code ?? '').replace('Key', '').toLowerCase();
  return key === 'k' || key === '/' || key === 'slash';
}

/** A rich-text editor keeps its own shortcuts. */
const inEditor = (event: KeyboardEvent) => event.target instanceof HTMLElement && event.target.isContentEditable;

const serverSnapshot = () => false;

/**
 * Global search (000 §2, issue #8 point 7), mounted once in the portal layout. The shortcuts and `openSearch()`
 * (the header's search box calls it) open it; once opened it stays mounted.
 */
export function GlobalSearch() {
  const requested = useSyncExternalStore(subscribeSearchRequested, isSearchRequested, serverSnapshot);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event) || inEditor(event)) return;
      event.preventDefault();
      openSearch();
    };
    document.documentElement.addEventListener('keydown', onKeyDown);
    return () => document.documentElement.removeEventListener('keydown', onKeyDown);
  }, []);

  return requested ? (
    <Suspense fallback={null}>
      <SearchSpotlight />
    </Suspense>
  ) : null;
}
