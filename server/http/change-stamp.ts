import type { Db } from '../db/connection';

/**
 * A token that changes whenever the database may have changed: writes made on this connection
 * (total_changes) and commits made by any other connection (data_version). Both are O(1) reads,
 * so every cache built from tables checks it on each request and drops what it holds after a write.
 * The one change stamp of the service: the response cache, the result cache and the metadata
 * catalogue all read it, so they cannot disagree about when the data moved.
 */
export function createChangeStamp(db: Db): () => string {
  const probe = db.prepare<[], [number, number]>('SELECT total_changes(), data_version FROM pragma_data_version').raw();
  return () => probe.get()!.join(':');
}

/** A value built from the database, rebuilt on the first read after any write. */
export function cachedUntilChange<T>(db: Db, build: (db: Db) => T): () => T {
  const stampNow = createChangeStamp(db);
  let stamp = '';
  let value: { v: T } | undefined;
  return () => {
    const now = stampNow();
    if (!value || now !== stamp) {
      value = { v: build(db) };
      stamp = now;
    }
    return value.v;
  };
}
