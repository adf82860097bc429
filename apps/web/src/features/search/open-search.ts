import { spotlight } from '@mantine/spotlight';

// The global search's Spotlight (its component, stylesheet, query and catalogue) loads when it is first opened, not
// with the first portal screen. This module is the small eager part: what opens it, and whether it was ever asked
// for. `spotlight.open()` sets Mantine's global spotlight store, which the Spotlight reads when it mounts, so the
// first open shows it as soon as its code has arrived.

let requested = false;
const listeners = new Set<() => void>();

/** Starts loading the Spotlight's code (on hover or focus of what opens it), without opening it. */
export const preloadSearch = () => import('./components/search-spotlight');

/** Opens the global search, mounting it first if this is the first time. */
export function openSearch() {
  spotlight.open();
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

export function subscribeSearchRequested(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const isSearchRequested = () => requested;
