import { useCallback, useSyncExternalStore } from 'react';
import { browserStorage, isQuotaError } from './browser-storage';

// Values kept in the browser (D9), through lib/browser-storage. Every component using the same key sees the same
// value; other tabs follow through the storage event. A write that fails for want of space has already shown
// Storage Full (browser-storage.ts); the value then stays as it was.

const listeners = new Map<string, Set<() => void>>();

function subscribe(storageKey: string, listener: () => void) {
  const set = listeners.get(storageKey) ?? new Set();
  set.add(listener);
  listeners.set(storageKey, set);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === storageKey) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    set.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function notify(storageKey: string) {
  for (const listener of listeners.get(storageKey) ?? []) listener();
}

/** The raw string under a key (stable between renders, so a snapshot); parsing happens once per change. */
function useStoredString(storageKey: string): string | null {
  return useSyncExternalStore(
    useCallback((listener) => subscribe(storageKey, listener), [storageKey]),
    () => browserStorage().readRaw(storageKey),
    () => null,
  );
}

function writeIgnoringQuota(write: () => void) {
  try {
    write();
  } catch (error) {
    if (!isQuotaError(error)) throw error;
  }
}

type Setter<T> = (next: T | ((current: T) => T)) => void;

const resolve = <T>(next: T | ((current: T) => T), current: T) =>
  typeof next === 'function' ? (next as (current: T) => T)(current) : next;

function parseJson<T>(raw: string | null, guard: (value: unknown) => value is T): T | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return guard(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * A value as plain JSON under a key of its own, the format Mantine's useLocalStorage wrote (the sidebar's state and
 * its closed groups), so what browsers already hold reads the same.
 */
export function useStoredValue<T>(
  storageKey: string,
  defaultValue: T,
  guard: (value: unknown) => value is T,
): [T, Setter<T>] {
  const value = parseJson(useStoredString(storageKey), guard) ?? defaultValue;
  const set = useCallback<Setter<T>>(
    (next) => {
      const current = parseJson(browserStorage().readRaw(storageKey), guard) ?? defaultValue;
      writeIgnoringQuota(() => browserStorage().writeRaw(storageKey, JSON.stringify(resolve(next, current))));
      notify(storageKey);
    },
    [storageKey, guard, defaultValue],
  );
  return [value, set];
}

export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

export const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');
