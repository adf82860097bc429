// Storage Full's Clear All Browser Data, loaded with that screen: apart from browser-storage.ts, which every page
// loads for its watch (issue #8).

/**
 * Clear All Browser Data (000 §4): everything this site keeps in the browser — local and session storage, Cache
 * Storage and IndexedDB. The session cookie is httpOnly and stays (signing out is its own action). Throws when
 * something could not be cleared.
 */
export async function clearAllBrowserData(): Promise<void> {
  window.localStorage.clear();
  window.sessionStorage.clear();
  if ('caches' in window) {
    for (const name of await window.caches.keys()) await window.caches.delete(name);
  }
  if ('indexedDB' in window && typeof window.indexedDB.databases === 'function') {
    for (const { name } of await window.indexedDB.databases()) if (name) window.indexedDB.deleteDatabase(name);
  }
}
