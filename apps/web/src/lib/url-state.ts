// A workspace's filters, sort, view and open item live in the page's URL (so a link or Back restores them): one
// way to change them, and one way to keep a search box in step with `?q=`.
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

/** 001 §9: searches wait 300 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

/** What `update` takes: a value sets the parameter, `null` or '' removes it. */
export type UrlChanges = Record<string, string | null>;

/**
 * The search this page last asked for, until the address next changes. React Router's own functional update starts
 * from the parameters the last *rendered* screen saw; a change made before that render (a debounced search written
 * just after a click that opened a task) then dropped the other change (`?task=`), and the drawer closed again.
 */
let requested: { pathname: string; search: string } | null = null;
if (typeof window !== 'undefined') window.addEventListener('popstate', () => (requested = null));

function latestParams(): URLSearchParams {
  const { pathname, search } = window.location;
  return new URLSearchParams(requested?.pathname === pathname ? requested.search : search);
}

/**
 * The page's search parameters and `update(changes, replace?)`, which changes several at once in one history entry
 * (or in place with `replace`, for changes not worth a Back step such as typing). Each change starts from the latest
 * address asked for, so two changes made in quick succession both stay.
 */
export function useUrlState() {
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // The address moved (to what was asked, or by a link or Back): from now on it is the latest.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the address changes.
  useEffect(() => {
    requested = null;
  }, [pathname, search]);
  const update = (changes: UrlChanges, replace = false) => {
    const next = latestParams();
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    const text = next.toString();
    requested = { pathname: window.location.pathname, search: text ? `?${text}` : '' };
    navigate(`?${text}`, { replace });
  };
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
