import { expect, type Page } from '@playwright/test';

/*
 * What the app's persister last wrote, read in the page from its IndexedDB store (the database,
 * store and key of createIdbPersister in src/app/query-persist.ts), summarised per query.
 */
export type PersistedQuery = {
  key: unknown[];
  status: string;
  infinite: boolean;
  pages: number | null;
  updates: number;
  optedOut: boolean;
};
export type Persisted = { queries: PersistedQuery[]; mutations: number; propertyNames: string[] };

export async function readPersisted(page: Page): Promise<Persisted | null> {
  return page.evaluate(async () => {
    // opening a database that does not exist would create it without the app's store
    if (!(await indexedDB.databases()).some((d) => d.name === 'vantage')) return null;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('vantage');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    try {
      if (!db.objectStoreNames.contains('query-cache')) return null;
      const value = await new Promise<unknown>((resolve, reject) => {
        const get = db.transaction('query-cache').objectStore('query-cache').get('vantage-query-cache');
        get.onsuccess = () => resolve(get.result);
        get.onerror = () => reject(get.error);
      });
      if (value === undefined) return null;
      // every property name anywhere in what was stored, to look for anything credential-like
      const names = new Set<string>();
      const seen = new Set<unknown>();
      const walk = (v: unknown) => {
        if (typeof v !== 'object' || v === null || seen.has(v) || ArrayBuffer.isView(v)) return;
        seen.add(v);
        if (v instanceof Map) {
          for (const [k, x] of v) {
            if (typeof k === 'string') names.add(k);
            walk(x);
          }
        } else if (Array.isArray(v) || v instanceof Set) for (const x of v) walk(x);
        else
          for (const [k, x] of Object.entries(v)) {
            names.add(k);
            walk(x);
          }
      };
      walk(value);
      type Stored = {
        clientState: {
          mutations: unknown[];
          queries: {
            queryKey: unknown[];
            queryType?: string;
            meta?: { persist?: boolean };
            state: { status: string; dataUpdateCount: number; data?: { pages?: unknown[] } };
          }[];
        };
      };
      const { clientState } = value as Stored;
      return {
        mutations: clientState.mutations.length,
        propertyNames: [...names],
        queries: clientState.queries.map((q) => ({
          key: q.queryKey,
          status: q.state.status,
          infinite: q.queryType === 'infinite',
          pages: q.queryType === 'infinite' ? (q.state.data?.pages?.length ?? null) : null,
          updates: q.state.dataUpdateCount,
          optedOut: q.meta?.persist === false,
        })),
      };
    } finally {
      db.close();
    }
  });
}

/** A query key starts with `prefix` (each page here holds one list of a kind, so a prefix names it). */
export const keyStartsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
  prefix.every((p, i) => JSON.stringify(key[i]) === JSON.stringify(p));

/** Waits until the persister has written the query under `prefix` with data from at least `updates` fetches, and returns it. */
export async function waitPersisted(page: Page, prefix: readonly unknown[], updates = 1): Promise<PersistedQuery> {
  let found: PersistedQuery | undefined;
  await expect
    .poll(
      async () => {
        found = (await readPersisted(page))?.queries.find((q) => keyStartsWith(q.key, prefix));
        return found !== undefined && found.status === 'success' && found.updates >= updates;
      },
      { message: `${JSON.stringify(prefix)} persisted after ${updates} fetch(es)` },
    )
    .toBe(true);
  return found!;
}
