import { describe, expect, it } from 'vitest';
import { browserStorage, type StorageLike } from '../../lib/browser-storage';
import { forgetRecentSearches, readRecentSearches, rememberSearch } from './recent-searches';

function memoryStorage(): StorageLike {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
  };
}

describe('recent searches', () => {
  it('keeps the last five, newest first, once each whatever the case', () => {
    const store = browserStorage(memoryStorage());
    expect(readRecentSearches(store)).toEqual([]);
    for (const q of ['harbor', 'pulse', 'fleet', 'portal', 'loyalty', 'replatform']) rememberSearch(q, store);
    expect(readRecentSearches(store)).toEqual(['replatform', 'loyalty', 'portal', 'fleet', 'pulse']);
    expect(rememberSearch('  Fleet ', store)).toEqual(['Fleet', 'replatform', 'loyalty', 'portal', 'pulse']);
    expect(rememberSearch('   ', store)).toEqual(['Fleet', 'replatform', 'loyalty', 'portal', 'pulse']);
    forgetRecentSearches(store);
    expect(readRecentSearches(store)).toEqual([]);
  });

  it('ignores a stored value of the wrong shape', () => {
    const storage = memoryStorage();
    storage.setItem('agency:recent-searches', JSON.stringify({ v: [1, 2] }));
    expect(readRecentSearches(browserStorage(storage))).toEqual([]);
  });
});
