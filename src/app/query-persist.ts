import type { InfiniteData, Query } from '@tanstack/react-query';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { createStore, del, get, set } from 'idb-keyval';

/*
 * The query cache survives a reload in IndexedDB, so a returning reader sees the last numbers at
 * once while fresh ones load. Only public data-service and metadata reads are written: a query is
 * persisted when its key's root is on this list and it did not opt out (meta.persist === false,
 * e.g. a 100,000-row full history). Trading and wallet queries (credentials, orders) have other
 * roots and therefore never reach storage.
 */
export const PERSISTED_ROOTS: ReadonlySet<string> = new Set([
  'overview',
  'positions',
  'combos',
  'activity',
  'trades',
  'approvals',
  'leaderboards',
  'market',
  'markets',
  'accounting',
]);

/** A day: older numbers would mislead more than a spinner does. */
export const PERSIST_MAX_AGE = 24 * 60 * 60 * 1000;

export function shouldPersistQuery(query: Pick<Query, 'queryKey' | 'state' | 'meta'>): boolean {
  const root = query.queryKey[0];
  return query.state.status === 'success' && typeof root === 'string' && PERSISTED_ROOTS.has(root) && query.meta?.persist !== false;
}

function isInfiniteData(data: unknown): data is InfiniteData<unknown, unknown> {
  return (
    typeof data === 'object' &&
    data !== null &&
    Array.isArray((data as InfiniteData<unknown>).pages) &&
    Array.isArray((data as InfiniteData<unknown>).pageParams)
  );
}

/**
 * Infinite lists are stored with their first page only. A stale infinite query refetches every page
 * it holds, one after another, so a list restored with the ten pages a reader once loaded with
 * "Load more" would cost ten requests on every later visit. The first page is what a fresh visit
 * shows anyway; the pages in memory are left alone.
 */
export function firstPagesOnly(client: PersistedClient): PersistedClient {
  const queries = client.clientState.queries.map((query) => {
    const data = query.state.data;
    if (query.queryType !== 'infinite' || !isInfiniteData(data) || data.pages.length <= 1) return query;
    return { ...query, state: { ...query.state, data: { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } } };
  });
  return { ...client, clientState: { ...client.clientState, queries } };
}

/** How often, at most, the cache is written back. */
export const PERSIST_THROTTLE_MS = 1000;

/**
 * Coalesces writes: the cache is offered on every change (each fetch, each page), and each write
 * clones the whole cache into IndexedDB on the main thread. Only the latest state is written, at
 * most once per `ms`; `flush` writes what is waiting now (the page is being hidden or closed).
 */
export function throttleWrites(write: (client: PersistedClient) => Promise<unknown>, ms = PERSIST_THROTTLE_MS) {
  let latest: PersistedClient | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const client = latest;
    latest = undefined;
    // a failed write only costs the next visit its head start; the next change tries again
    if (client) void write(client).catch(() => undefined);
  };
  const offer = (client: PersistedClient) => {
    latest = client;
    timer ??= setTimeout(flush, ms);
  };
  return { offer, flush };
}

export function createIdbPersister(key = 'vantage-query-cache'): Persister {
  // its own database, so nothing else the origin stores is read or cleared by mistake
  const store = createStore('vantage', 'query-cache');
  const writes = throttleWrites((client) => set(key, firstPagesOnly(client), store));
  if (typeof window !== 'undefined') window.addEventListener('pagehide', writes.flush);
  return {
    persistClient: writes.offer,
    restoreClient: () => get<PersistedClient>(key, store),
    removeClient: () => del(key, store),
  };
}
