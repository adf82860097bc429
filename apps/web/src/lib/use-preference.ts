import { useCallback, useSyncExternalStore } from 'react';
import { browserStorage, isQuotaError } from './browser-storage';

// A preference kept in the browser (D9), through lib/browser-storage under `agency:pref:<name>`, which cleanups
// always keep. Every component using the same name sees the same value; other tabs follow through the storage event.

const listeners = new Map<string, Set<() => void>>();

function subscribe(name: string, listener: () => void) {
  const set = listeners.get(name) ?? new Set();
  set.add(listener);
  listeners.set(name, set);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === `agency:pref:${name}`) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    set.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function usePreference<T>(
  name: string,
  defaultValue: T,
  guard: (value: unknown) => value is T,
): [T, (next: T | ((current: T) => T)) => void] {
  const key = `pref:${name}`;
  // The raw string is the snapshot (stable between renders); parsing happens once per change.
  const raw = useSyncExternalStore(
    useCallback((listener) => subscribe(name, listener), [name]),
    () => browserStorage().readRaw(`agency:${key}`),
    () => null,
  );
  const value = raw === null ? defaultValue : (browserStorage().read(key, guard) ?? defaultValue);
  const set = useCallback(
    (next: T | ((current: T) => T)) => {
      const current = browserStorage().read(key, guard) ?? defaultValue;
      const resolved = typeof next === 'function' ? (next as (current: T) => T)(current) : next;
      try {
        browserStorage().write(key, resolved);
      } catch (error) {
        if (!isQuotaError(error)) throw error;
      }
      for (const listener of listeners.get(name) ?? []) listener();
    },
    [key, name, guard, defaultValue],
  );
  return [value, set];
}

export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
