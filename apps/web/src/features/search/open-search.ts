// The global search's Spotlight (its component, stylesheet, query, catalogue and Mantine's spotlight store) loads
// when it is first opened, not with the first portal screen (issue #8's budget). This module is the small eager
// part: what opens it, and whether it was ever asked for. Until the Spotlight's module has arrived, opening only
// records the request; the module then opens itself when it mounts and registers how to open it from then on.

let requested = false;
let opener: (() => void) | null = null;
const listeners = new Set<() => void>();

/** Starts loading the Spotlight's code (on hover or focus of what opens it), without opening it. */
export const preloadSearch = () => import('./components/search-spotlight');

/** Opens the global search, mounting it first if this is the first time. */
export function openSearch() {
  if (opener) {
    opener();
    return;
  }
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

/** Called by the Spotlight once it is mounted: later requests open it directly. */
export function registerSearchOpener(open: () => void) {
  opener = open;
}

export function subscribeSearchRequested(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const isSearchRequested = () => requested;
