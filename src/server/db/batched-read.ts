// One statement for the reads of requests that arrive together (session lookups, cache version reads).
//
// A caller joins the pending batch only while its statement has not been sent yet: the batch is sent on the next
// turn of the event loop, after every request that arrived in this turn has joined. So a read still sees everything
// committed before its request arrived (a logout on another instance is honoured on the very next request), at one
// statement per batch instead of one per request under load.

/** `read(keys)` answers the found keys; `get(key)` answers that key's value from a shared read. */
export function batchedRead<K, V>(read: (keys: K[]) => Promise<Map<K, V>>) {
  let pending: { keys: Set<K>; result: Promise<Map<K, V>> } | null = null;
  return {
    /** Adds `keys` to the batch that has not been sent yet (or starts one) and answers that batch's result. */
    getMany(keys: Iterable<K>): Promise<Map<K, V>> {
      if (!pending) {
        const batch: { keys: Set<K>; result: Promise<Map<K, V>> } = {
          keys: new Set<K>(),
          result: new Promise<void>((ok) => setImmediate(ok)).then(() => {
            pending = null; // callers from now on need a read sent after they arrived
            return read([...batch.keys]);
          }),
        };
        pending = batch;
      }
      for (const k of keys) pending.keys.add(k);
      return pending.result;
    },
    get(key: K): Promise<V | undefined> {
      return this.getMany([key]).then((m) => m.get(key));
    },
  };
}
