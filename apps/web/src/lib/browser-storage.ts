// The one door to the browser's localStorage (000 §4 "Storage health", §8 "Storage", §9; D9). The browser keeps only
// preferences, recent searches and drafts (sessions are httpOnly cookies); every read and write goes through here so
// that usage is watched against the assumed 5 MB, cleanups run at the spec's thresholds, and a full quota ends on the
// Storage Full screen instead of a broken page.

/** 000 §9: the capacity the browser is assumed to give a site. */
export const STORAGE_CAPACITY_BYTES = 5 * 1024 * 1024;
/** Above 70% used a normal cleanup runs, above 90% an emergency one (000 §4). */
export const NORMAL_CLEANUP_RATIO = 0.7;
export const EMERGENCY_CLEANUP_RATIO = 0.9;
/**
 * At start, every 300 s and before unload, cleanup runs above 80% (000 §4; §9's "free space below 25% of used space"
 * is the same line: free < used / 4 ⇔ used > 80%).
 */
export const WATCH_CLEANUP_RATIO = 0.8;
export const WATCH_INTERVAL_MS = 300_000;
/** 000 §4: after a quota error the emergency cleanup runs 1 s later. */
export const EMERGENCY_CLEANUP_DELAY_MS = 1000;

/** Keys of this app's own entries; anything else in the origin's storage is foreign. */
const PREFIX = 'agency:';

/**
 * Keys a cleanup never removes (000 §4 "always preserved: theme and language"): the colour scheme (Mantine's own
 * key), the language, the sidebar's state and this app's preferences and recent searches.
 */
export const PRESERVED_KEYS: ReadonlySet<string> = new Set([
  'mantine-color-scheme-value',
  // The sidebar's state, under the key Mantine's useLocalStorage used (lib/use-preference.ts, useStoredValue).
  'portal-sidebar-collapsed',
  `${PREFIX}language`,
  `${PREFIX}recent-searches`,
]);
const PRESERVED_PREFIXES = [`${PREFIX}pref:`];
/** Drafts survive a normal cleanup (they are someone's unsent work) but not an emergency one. */
const DRAFT_PREFIX = `${PREFIX}draft:`;
/** 000 §4: entries whose key contains cache, temp or debug are disposable. */
const DISPOSABLE = /cache|temp|debug/i;

/** The part of the Storage API this module uses; tests pass a fake. */
export interface StorageLike {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  clear(): void;
}

/** What this module stores: the value and, for entries that should not outlive their use, an expiry. */
interface Envelope<T> {
  v: T;
  /** Epoch milliseconds after which the entry is stale and a cleanup removes it. */
  exp?: number;
}

export class StorageQuotaError extends Error {
  override readonly name = 'StorageQuotaError';
  constructor(readonly key: string) {
    // 000 §8, word for word.
    super(`Storage quota exceeded for key ${key}`);
  }
}

/** A quota error from any browser (Chromium, Firefox's NS_ERROR_DOM_QUOTA_REACHED, old WebKit's code 22). */
export function isQuotaError(error: unknown): boolean {
  if (error instanceof StorageQuotaError) return true;
  if (typeof error !== 'object' || error === null) return false;
  const { name, code, message } = error as { name?: unknown; code?: unknown; message?: unknown };
  return (
    name === 'QuotaExceededError' ||
    name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
    code === 22 ||
    code === 1014 ||
    (typeof message === 'string' && /quota/i.test(message))
  );
}

function entries(storage: StorageLike): [string, string][] {
  const out: [string, string][] = [];
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key !== null) out.push([key, storage.getItem(key) ?? '']);
  }
  return out;
}

/** Bytes used: browsers store UTF-16, two bytes a character, keys included. */
export function usageBytes(storage: StorageLike): number {
  return entries(storage).reduce((total, [key, value]) => total + (key.length + value.length) * 2, 0);
}

export function usageRatio(storage: StorageLike): number {
  return usageBytes(storage) / STORAGE_CAPACITY_BYTES;
}

export type CleanupLevel = 'normal' | 'emergency';

export function isPreserved(key: string): boolean {
  return PRESERVED_KEYS.has(key) || PRESERVED_PREFIXES.some((prefix) => key.startsWith(prefix));
}

/** Whether an entry of ours is expired or cannot be read (000 §4: expired and unreadable entries go). */
function isStale(key: string, raw: string, now: number): boolean {
  if (!key.startsWith(PREFIX)) return false;
  try {
    const parsed = JSON.parse(raw) as Partial<Envelope<unknown>> | null;
    if (typeof parsed !== 'object' || parsed === null || !('v' in parsed)) return true;
    return typeof parsed.exp === 'number' && parsed.exp <= now;
  } catch {
    return true;
  }
}

/**
 * Removes what a cleanup of that level may remove and returns the removed keys. Both levels remove disposable
 * entries (key containing cache, temp or debug) and this app's expired or unreadable entries; an emergency cleanup
 * also removes drafts and every entry this app did not write. Preserved keys are never touched. Failures are only
 * logged (000 §8).
 */
export function cleanup(storage: StorageLike, level: CleanupLevel, now = Date.now()): string[] {
  const removed: string[] = [];
  try {
    for (const [key, raw] of entries(storage)) {
      if (isPreserved(key)) continue;
      const remove =
        DISPOSABLE.test(key) ||
        isStale(key, raw, now) ||
        (level === 'emergency' && (key.startsWith(DRAFT_PREFIX) || !key.startsWith(PREFIX)));
      if (remove) {
        storage.removeItem(key);
        removed.push(key);
      }
    }
  } catch (error) {
    console.warn('Storage cleanup failed', error);
  }
  return removed;
}

/** The cleanup the usage calls for, if any: above 90% emergency, above 70% normal. */
export function cleanupLevelFor(ratio: number): CleanupLevel | null {
  if (ratio > EMERGENCY_CLEANUP_RATIO) return 'emergency';
  if (ratio > NORMAL_CLEANUP_RATIO) return 'normal';
  return null;
}

/** Runs the cleanup the current usage calls for; returns its level, or null when none was needed. */
export function maintain(storage: StorageLike, now = Date.now()): CleanupLevel | null {
  const level = cleanupLevelFor(usageRatio(storage));
  if (level) cleanup(storage, level, now);
  return level;
}

// The Storage Full state: a quota error that cleanup could not fix. The portal providers render the full-page
// screen while it is set.
type Listener = (full: boolean) => void;
let emergencyTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<Listener>();
let storageFull = false;

export function isStorageFull(): boolean {
  return storageFull;
}

export function subscribeStorageFull(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function setStorageFull(full: boolean) {
  if (storageFull === full) return;
  storageFull = full;
  for (const listener of listeners) listener(full);
}

/** For tests: back to a healthy state with no listeners. */
export function resetStorageHealth() {
  listeners.clear();
  storageFull = false;
  clearTimeout(emergencyTimer);
  emergencyTimer = undefined;
}

/** 000 §4: a quota error shows the Storage Full screen and runs an emergency cleanup 1 s later. */
export function reportQuotaError(storage: StorageLike | null = defaultStorage()) {
  setStorageFull(true);
  if (!storage || emergencyTimer !== undefined) return;
  emergencyTimer = setTimeout(() => {
    emergencyTimer = undefined;
    cleanup(storage, 'emergency');
  }, EMERGENCY_CLEANUP_DELAY_MS);
}

function defaultStorage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage disabled (a privacy setting): every read answers "nothing stored".
    return null;
  }
}

export interface BrowserStorage {
  read<T>(key: string, guard: (value: unknown) => value is T): T | null;
  /**
   * Writes a value (JSON). On a quota error: an emergency cleanup and one retry; if that fails too, the Storage
   * Full screen appears and StorageQuotaError is thrown. `ttlMs` makes the entry expire.
   */
  write<T>(key: string, value: T, options?: { ttlMs?: number }): void;
  remove(key: string): void;
  /**
   * A key whose format a library owns (Mantine's colour scheme, read by its inline script before the first paint):
   * read and written as a plain string, under its own name, with the same quota handling.
   */
  readRaw(key: string): string | null;
  writeRaw(key: string, value: string): void;
  removeRaw(key: string): void;
}

/** Sets an item; on a quota error cleans up (emergency) and retries once, then reports Storage Full and throws. */
function setWithRecovery(storage: StorageLike, key: string, raw: string, now: number, name = key) {
  try {
    storage.setItem(key, raw);
  } catch (error) {
    if (!isQuotaError(error)) throw error;
    cleanup(storage, 'emergency', now);
    try {
      storage.setItem(key, raw);
    } catch (retryError) {
      if (!isQuotaError(retryError)) throw retryError;
      reportQuotaError(storage);
      throw new StorageQuotaError(name);
    }
  }
  // A write that took usage above 70% tidies up straight away.
  maintain(storage, now);
}

/** This app's storage over any Storage (the real localStorage by default, a fake in tests). */
export function browserStorage(storage: StorageLike | null = defaultStorage(), now = () => Date.now()): BrowserStorage {
  const fullKey = (key: string) => `${PREFIX}${key}`;
  const readRaw = (key: string) => {
    try {
      return storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const removeRaw = (key: string) => {
    try {
      storage?.removeItem(key);
    } catch (error) {
      console.warn('Storage remove failed', error);
    }
  };
  return {
    read(key, guard) {
      const raw = readRaw(fullKey(key));
      if (raw === null) return null;
      try {
        const parsed = JSON.parse(raw) as Envelope<unknown>;
        if (typeof parsed.exp === 'number' && parsed.exp <= now()) return null;
        return guard(parsed.v) ? parsed.v : null;
      } catch {
        return null;
      }
    },
    write(key, value, options = {}) {
      if (!storage) return;
      const envelope: Envelope<typeof value> = { v: value };
      if (options.ttlMs !== undefined) envelope.exp = now() + options.ttlMs;
      setWithRecovery(storage, fullKey(key), JSON.stringify(envelope), now(), key);
    },
    remove: (key) => removeRaw(fullKey(key)),
    readRaw,
    writeRaw(key, value) {
      if (storage) setWithRecovery(storage, key, value, now());
    },
    removeRaw,
  };
}

interface WatchTarget {
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
}

/**
 * Starts the watch for a page: cleanup at start, every 300 s and before unload when usage exceeds 80%; a quota
 * error raised anywhere (a global error or an unhandled rejection, which is then suppressed) runs the quota path.
 * Returns the function that stops it.
 */
export function watchStorageHealth(
  target: WatchTarget = window,
  storage: StorageLike | null = defaultStorage(),
): () => void {
  if (!storage) return () => {};
  const check = () => {
    if (usageRatio(storage) > WATCH_CLEANUP_RATIO) maintain(storage);
  };
  const onError = (event: Event) => {
    if (isQuotaError((event as ErrorEvent).error)) reportQuotaError(storage);
  };
  const onRejection = (event: Event) => {
    if (!isQuotaError((event as PromiseRejectionEvent).reason)) return;
    event.preventDefault();
    reportQuotaError(storage);
  };
  check();
  const interval = setInterval(check, WATCH_INTERVAL_MS);
  target.addEventListener('beforeunload', check);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    clearInterval(interval);
    target.removeEventListener('beforeunload', check);
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
