/** Keys loaded by one query at most; more wait for the next. */
const MAX_BATCH = 1000;

/**
 * Loads by key, gathering the keys asked for in one turn of the event loop into one query (issue #22, a failover's
 * reconnect storm: the sockets a dead server dropped arrive together, and each read its own session and its resume
 * point, one query each, through the same pool). `load` answers the keys it found; a missing key resolves undefined.
 */
export function batchLoader<K, V>(load: (keys: K[]) => Promise<Map<K, V>>): (key: K) => Promise<V | undefined> {
  let waiting = new Map<K, { resolve: (value: V | undefined) => void; reject: (error: unknown) => void }[]>();
  let scheduled = false;

  const flush = () => {
    scheduled = false;
    const batch = waiting;
    waiting = new Map();
    const keys = [...batch.keys()];
    for (let start = 0; start < keys.length; start += MAX_BATCH) {
      const chunk = keys.slice(start, start + MAX_BATCH);
      load(chunk).then(
        (found) => {
          for (const key of chunk) for (const waiter of batch.get(key) ?? []) waiter.resolve(found.get(key));
        },
        (error) => {
          for (const key of chunk) for (const waiter of batch.get(key) ?? []) waiter.reject(error);
        },
      );
    }
  };

  return (key) =>
    new Promise((resolve, reject) => {
      const list = waiting.get(key) ?? [];
      list.push({ resolve, reject });
      waiting.set(key, list);
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    });
}
