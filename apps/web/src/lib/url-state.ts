// A workspace's filters, sort, view and open item live in the page's URL (so a link or Back restores them): one
// way to change them, and one way to keep a search box in step with `?q=`.
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** 001 §9: searches wait 300 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

/** What `update` takes: a value sets the parameter, `null` or '' removes it. */
export type UrlChanges = Record<string, string | null>;

/**
 * The page's search parameters and `update(changes, replace?)`, which changes several at once in one history entry
 * (or in place with `replace`, for changes not worth a Back step such as typing).
 */
export function useUrlState() {
  const [params, setParams] = useSearchParams();
  const update = (changes: UrlChanges, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace },
    );
  return [params, update] as const;
}

/**
 * A search box over `?q=`: the text as typed at once, written to the URL after the pause (in place, no history
 * step), and following the URL back when it changes elsewhere (Back, a link).
 */
export function useUrlSearch(q: string, update: (changes: UrlChanges, replace?: boolean) => void) {
  const [search, setSearch] = useState(q);
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the debounced text drives the URL.
  useEffect(() => {
    if (debounced.trim() !== q) update({ q: debounced.trim() || null }, true);
  }, [debounced]);
  useEffect(() => setSearch((current) => (current.trim() === q ? current : q)), [q]);
  return [search, setSearch] as const;
}

/**
 * A form opened by the address (`?new=1`, the header's quick actions): whether the flag is set, and a close that
 * takes it off the address in place, so Back does not open the form again.
 */
export function useAddressFlag(name = 'new') {
  const [params, update] = useUrlState();
  const on = params.get(name) === '1';
  const clear = () => {
    if (on) update({ [name]: null }, true);
  };
  return [on, clear] as const;
}
