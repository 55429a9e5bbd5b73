/*
 * Many single-key reads gathered into a few many-key requests. Each row of a list asks for its own
 * key (so each key is cached on its own and a new row costs one new key, not the whole set again),
 * and the loader sends the keys asked for within one short window together, in chunks of at most
 * `maxBatch` (a URL carries them), all chunks at once: no request waits on another.
 */

type Waiter<V> = { resolve: (value: V | undefined) => void; reject: (error: unknown) => void };

export type BatchLoader<V> = {
  /** The value of `key`, or undefined when the source knows none. */
  load(key: string): Promise<V | undefined>;
};

export function createBatchLoader<V>(
  loadMany: (keys: string[]) => Promise<ReadonlyMap<string, V>>,
  { maxBatch = 50, waitMs = 10 }: { maxBatch?: number; waitMs?: number } = {},
): BatchLoader<V> {
  let pending = new Map<string, Waiter<V>[]>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  function send(keys: string[], waiters: Map<string, Waiter<V>[]>) {
    // a throwing loadMany rejects this chunk's waiters like a failed request does
    Promise.resolve()
      .then(() => loadMany(keys))
      .then(
        (found) => keys.forEach((k) => waiters.get(k)?.forEach((w) => w.resolve(found.get(k)))),
        (error: unknown) => keys.forEach((k) => waiters.get(k)?.forEach((w) => w.reject(error))),
      );
  }

  function flush() {
    const batch = pending;
    pending = new Map();
    timer = undefined;
    const keys = [...batch.keys()];
    for (let i = 0; i < keys.length; i += maxBatch) send(keys.slice(i, i + maxBatch), batch);
  }

  return {
    load: (key) =>
      new Promise<V | undefined>((resolve, reject) => {
        const waiters = pending.get(key);
        if (waiters) waiters.push({ resolve, reject });
        else pending.set(key, [{ resolve, reject }]);
        timer ??= setTimeout(flush, waitMs);
      }),
  };
}
