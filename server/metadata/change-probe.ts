import type { Db } from '../db/connection';

/**
 * A token that changes whenever the database may have changed: writes made on this connection
 * (total_changes) and commits made by any other connection (data_version). Both are O(1) reads,
 * so caches built from whole tables can check it on every request and rebuild only after a write.
 */
export function createChangeProbe(db: Db): () => string {
  const changes = db.prepare<[], number>('SELECT total_changes()').pluck();
  const version = db.prepare<[], number>('PRAGMA data_version').pluck();
  return () => `${version.get() ?? 0}:${changes.get() ?? 0}`;
}

/** A value built from the database, rebuilt on the first read after any write. */
export function cachedUntilChange<T>(db: Db, build: (db: Db) => T): () => T {
  const probe = createChangeProbe(db);
  let key = '';
  let value: { v: T } | undefined;
  return () => {
    const now = probe();
    if (!value || now !== key) {
      value = { v: build(db) };
      key = now;
    }
    return value.v;
  };
}
