import { RECENT_SEARCHES_KEPT } from '@agency/shared/search';
import { type BrowserStorage, browserStorage, isQuotaError } from '../../lib/browser-storage';

// 000 §2, §9: the last 5 searches, kept in the browser (D9) through the storage module.
const KEY = 'recent-searches';

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

export function readRecentSearches(storage: BrowserStorage = browserStorage()): string[] {
  return (storage.read(KEY, isStringList) ?? []).slice(0, RECENT_SEARCHES_KEPT);
}

/** Puts `query` first (once, whatever its case) and keeps five; returns the new list. */
export function rememberSearch(query: string, storage: BrowserStorage = browserStorage()): string[] {
  const text = query.trim();
  if (!text) return readRecentSearches(storage);
  const list = [text, ...readRecentSearches(storage).filter((item) => item.toLowerCase() !== text.toLowerCase())].slice(
    0,
    RECENT_SEARCHES_KEPT,
  );
  try {
    storage.write(KEY, list);
  } catch (error) {
    // A full storage already shows the Storage Full screen; the search itself goes on.
    if (!isQuotaError(error)) throw error;
  }
  return list;
}

export function forgetRecentSearches(storage: BrowserStorage = browserStorage()) {
  storage.remove(KEY);
}
