import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  browserStorage,
  cleanup,
  cleanupLevelFor,
  EMERGENCY_CLEANUP_DELAY_MS,
  isQuotaError,
  isStorageFull,
  maintain,
  resetStorageHealth,
  STORAGE_CAPACITY_BYTES,
  type StorageLike,
  StorageQuotaError,
  subscribeStorageFull,
  usageBytes,
  usageRatio,
  WATCH_INTERVAL_MS,
  watchStorageHealth,
} from './browser-storage';

/** An in-memory Storage that throws QuotaExceededError past `quotaBytes`, as browsers do. */
class FakeStorage implements StorageLike {
  readonly map = new Map<string, string>();
  constructor(public quotaBytes = STORAGE_CAPACITY_BYTES) {}
  get length() {
    return this.map.size;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    const others = usageBytes(this) - (this.map.has(key) ? (key.length + this.map.get(key)!.length) * 2 : 0);
    if (others + (key.length + value.length) * 2 > this.quotaBytes) {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    }
    this.map.set(key, value);
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  clear() {
    this.map.clear();
  }
}

/** A string that makes an entry of `key` take `ratio` of the 5 MB. */
const filler = (key: string, ratio: number) =>
  'x'.repeat(Math.floor((STORAGE_CAPACITY_BYTES * ratio) / 2) - key.length);

const NOW = Date.parse('2026-11-25T10:00:00Z');

beforeEach(() => resetStorageHealth());
afterEach(() => vi.useRealTimers());

describe('usage against the assumed 5 MB', () => {
  it('counts keys and values at two bytes a character', () => {
    const storage = new FakeStorage();
    storage.setItem('ab', 'cde');
    expect(usageBytes(storage)).toBe(10);
    storage.setItem('big', filler('big', 0.5));
    expect(usageRatio(storage)).toBeCloseTo(0.5, 5);
  });

  it('asks for nothing up to 70%, a normal cleanup above 70% and an emergency one above 90%', () => {
    expect(cleanupLevelFor(0.7)).toBeNull();
    expect(cleanupLevelFor(0.71)).toBe('normal');
    expect(cleanupLevelFor(0.9)).toBe('normal');
    expect(cleanupLevelFor(0.91)).toBe('emergency');
  });
});

describe('cleanup', () => {
  function seeded() {
    const storage = new FakeStorage();
    const put = (key: string, value: string) => storage.setItem(key, value);
    put('mantine-color-scheme-value', 'dark');
    put('portal-sidebar-collapsed', 'true');
    put('agency:language', JSON.stringify({ v: 'fr' }));
    put('agency:recent-searches', JSON.stringify({ v: ['harbor'] }));
    put('agency:pref:tasks-view', JSON.stringify({ v: 'kanban' }));
    put('agency:draft:task', JSON.stringify({ v: { title: 'Half written' } }));
    put('agency:expired', JSON.stringify({ v: 1, exp: NOW - 1 }));
    put('agency:fresh', JSON.stringify({ v: 1, exp: NOW + 60_000 }));
    put('agency:unreadable', '{not json');
    put('query-cache', '{}');
    put('TempUpload', '1');
    put('debug-flags', '1');
    put('some-library-state', '1');
    return storage;
  }
  const keys = (storage: FakeStorage) => [...storage.map.keys()].sort();
  const PRESERVED = [
    'agency:language',
    'agency:pref:tasks-view',
    'agency:recent-searches',
    'mantine-color-scheme-value',
    'portal-sidebar-collapsed',
  ];

  it('normal: removes cache, temp and debug keys and our expired or unreadable entries; keeps drafts', () => {
    const storage = seeded();
    expect(cleanup(storage, 'normal', NOW).sort()).toEqual(
      ['TempUpload', 'agency:expired', 'agency:unreadable', 'debug-flags', 'query-cache'].sort(),
    );
    expect(keys(storage)).toEqual([...PRESERVED, 'agency:draft:task', 'agency:fresh', 'some-library-state'].sort());
  });

  it('emergency: also removes drafts and entries this app did not write; theme, language and preferences stay', () => {
    const storage = seeded();
    cleanup(storage, 'emergency', NOW);
    expect(keys(storage)).toEqual([...PRESERVED, 'agency:fresh'].sort());
  });

  it('never removes a preserved key, even one named like a cache', () => {
    const storage = new FakeStorage();
    storage.setItem('agency:pref:cache-size', JSON.stringify({ v: 1 }));
    cleanup(storage, 'emergency', NOW);
    expect(keys(storage)).toEqual(['agency:pref:cache-size']);
  });

  it('maintain runs the level the usage calls for, and nothing below 70%', () => {
    const storage = new FakeStorage();
    storage.setItem('agency:draft:a', JSON.stringify({ v: filler('agency:draft:a', 0.5) }));
    storage.setItem('cache-a', 'x');
    expect(maintain(storage, NOW)).toBeNull();
    expect(storage.getItem('cache-a')).toBe('x');
    storage.setItem('agency:draft:b', JSON.stringify({ v: filler('agency:draft:b', 0.25) }));
    expect(maintain(storage, NOW)).toBe('normal');
    expect(keys(storage)).toEqual(['agency:draft:a', 'agency:draft:b']);
    storage.setItem('agency:draft:c', JSON.stringify({ v: filler('agency:draft:c', 0.2) }));
    expect(maintain(storage, NOW)).toBe('emergency');
    expect(keys(storage)).toEqual([]);
  });
});

describe('reading and writing', () => {
  it('round-trips values under our prefix, with expiry', () => {
    const storage = new FakeStorage();
    let now = NOW;
    const store = browserStorage(storage, () => now);
    store.write('recent-searches', ['harbor', 'pulse']);
    store.write('draft:note', 'hello', { ttlMs: 1000 });
    const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');
    expect(store.read('recent-searches', isStrings)).toEqual(['harbor', 'pulse']);
    expect(storage.getItem('agency:recent-searches')).toBe('{"v":["harbor","pulse"]}');
    expect(store.read('draft:note', (v): v is string => typeof v === 'string')).toBe('hello');
    now += 1000;
    expect(store.read('draft:note', (v): v is string => typeof v === 'string')).toBeNull();
    // A value of the wrong shape reads as nothing.
    expect(store.read('recent-searches', (v): v is number => typeof v === 'number')).toBeNull();
    store.remove('recent-searches');
    expect(store.read('recent-searches', isStrings)).toBeNull();
  });

  it('reads nothing, and writes nowhere, without storage', () => {
    const store = browserStorage(null);
    store.write('a', 1);
    expect(store.read('a', (v): v is number => typeof v === 'number')).toBeNull();
  });

  it('on a quota error cleans up and retries, and the write lands', () => {
    const storage = new FakeStorage();
    storage.setItem('foreign-blob', 'x'.repeat(STORAGE_CAPACITY_BYTES / 2 - 20));
    const store = browserStorage(storage, () => NOW);
    store.write('recent-searches', ['harbor']);
    expect(storage.getItem('foreign-blob')).toBeNull();
    expect(storage.getItem('agency:recent-searches')).toBe('{"v":["harbor"]}');
    expect(isStorageFull()).toBe(false);
  });

  it('when the retry fails too, shows Storage Full, throws the spec’s error and cleans up again 1 s later', () => {
    vi.useFakeTimers();
    const storage = new FakeStorage(STORAGE_CAPACITY_BYTES);
    const store = browserStorage(storage, () => NOW);
    storage.setItem('agency:pref:huge', JSON.stringify({ v: filler('agency:pref:huge', 0.99) }));
    const seen: boolean[] = [];
    subscribeStorageFull((full) => seen.push(full));
    expect(() => store.write('recent-searches', ['x'.repeat(50_000)])).toThrow(
      new StorageQuotaError('recent-searches'),
    );
    expect(new StorageQuotaError('recent-searches').message).toBe('Storage quota exceeded for key recent-searches');
    expect(isStorageFull()).toBe(true);
    expect(seen).toEqual([true]);
    // The emergency cleanup waits 1 s.
    storage.map.set('cache-late', 'x');
    vi.advanceTimersByTime(EMERGENCY_CLEANUP_DELAY_MS - 1);
    expect(storage.getItem('cache-late')).toBe('x');
    vi.advanceTimersByTime(1);
    expect(storage.getItem('cache-late')).toBeNull();
  });

  it('rethrows errors that are not about quota', () => {
    const storage = new FakeStorage();
    storage.setItem = () => {
      throw new TypeError('boom');
    };
    expect(() => browserStorage(storage).write('a', 1)).toThrow('boom');
    expect(isStorageFull()).toBe(false);
  });
});

describe('recognising quota errors', () => {
  it('knows every browser’s spelling and nothing else', () => {
    expect(isQuotaError(new DOMException('x', 'QuotaExceededError'))).toBe(true);
    expect(isQuotaError({ name: 'NS_ERROR_DOM_QUOTA_REACHED' })).toBe(true);
    expect(isQuotaError({ code: 22 })).toBe(true);
    expect(isQuotaError(new Error('Storage quota exceeded for key x'))).toBe(true);
    expect(isQuotaError(new StorageQuotaError('x'))).toBe(true);
    expect(isQuotaError(new Error('Network down'))).toBe(false);
    expect(isQuotaError(null)).toBe(false);
    expect(isQuotaError('quota')).toBe(false);
  });
});

describe('the watch', () => {
  function page() {
    const target = new EventTarget();
    return { target, fire: (event: Event) => target.dispatchEvent(event) };
  }
  const over80 = () => {
    const storage = new FakeStorage();
    storage.setItem('agency:draft:a', JSON.stringify({ v: filler('agency:draft:a', 0.78) }));
    return storage;
  };

  it('cleans up at start, every 300 s and before unload, only above 80%', () => {
    vi.useFakeTimers();
    const storage = over80();
    storage.setItem('cache-1', 'x');
    const { target, fire } = page();
    // 78% + a little: below 80%, nothing happens at start.
    const stop = watchStorageHealth(target, storage);
    expect(storage.getItem('cache-1')).toBe('x');
    storage.setItem('agency:draft:b', JSON.stringify({ v: filler('agency:draft:b', 0.05) }));
    vi.advanceTimersByTime(WATCH_INTERVAL_MS - 1);
    expect(storage.getItem('cache-1')).toBe('x');
    vi.advanceTimersByTime(1);
    expect(storage.getItem('cache-1')).toBeNull();
    storage.setItem('cache-2', 'x');
    fire(new Event('beforeunload'));
    expect(storage.getItem('cache-2')).toBeNull();
    stop();
    storage.setItem('cache-3', 'x');
    fire(new Event('beforeunload'));
    vi.advanceTimersByTime(WATCH_INTERVAL_MS);
    expect(storage.getItem('cache-3')).toBe('x');
  });

  it('cleans up at start when already above 80%', () => {
    const storage = over80();
    storage.setItem('agency:draft:b', JSON.stringify({ v: filler('agency:draft:b', 0.05) }));
    storage.setItem('temp-1', 'x');
    watchStorageHealth(page().target, storage)();
    expect(storage.getItem('temp-1')).toBeNull();
  });

  it('turns a global quota error into Storage Full, and suppresses a quota rejection', () => {
    vi.useFakeTimers();
    const storage = new FakeStorage();
    const { target, fire } = page();
    const stop = watchStorageHealth(target, storage);
    const other = new Event('unhandledrejection', { cancelable: true });
    Object.assign(other, { reason: new Error('Network down') });
    fire(other);
    expect(other.defaultPrevented).toBe(false);
    expect(isStorageFull()).toBe(false);

    const rejection = new Event('unhandledrejection', { cancelable: true });
    Object.assign(rejection, { reason: new DOMException('full', 'QuotaExceededError') });
    fire(rejection);
    expect(rejection.defaultPrevented).toBe(true);
    expect(isStorageFull()).toBe(true);

    resetStorageHealth();
    const error = new Event('error');
    Object.assign(error, { error: new DOMException('full', 'QuotaExceededError') });
    fire(error);
    expect(isStorageFull()).toBe(true);
    stop();
  });
});
