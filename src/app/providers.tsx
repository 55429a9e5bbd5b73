import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { createQueryClient } from './query-client';
import { PERSIST_MAX_AGE, createIdbPersister, shouldPersistQuery } from './query-persist';

/** Bumped when a persisted response's shape changes, so an old cache is dropped instead of misread. */
const CACHE_BUSTER = 'dashboard-1';

export type QueryCache = { queryClient: QueryClient; persister: Persister; restored: Promise<void> };

/**
 * The app's one QueryClient, with the last session's cache being read back from IndexedDB. Started
 * before the first render (main.tsx), so the read overlaps the download of the page's chunks
 * instead of holding every query back after the page has drawn. A cache that cannot be read is
 * dropped (the library removes it); the app then simply starts empty.
 *
 * Once it is back, every settled query (that may be kept) is written back, throttled by the
 * persister. That starts here, not in a component: a page's first reads can settle before the first
 * render (src/app/boot/start-app.ts waits for reads its HTML started), and a subscription made later would never see them.
 */
export function startQueryCache(): QueryCache {
  const queryClient = createQueryClient();
  const persister = createIdbPersister();
  const options = { queryClient, persister, buster: CACHE_BUSTER, dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery } };
  const restored = persistQueryClientRestore({ queryClient, persister, maxAge: PERSIST_MAX_AGE, buster: CACHE_BUSTER })
    .catch(() => undefined)
    .then(() => {
      persistQueryClientSubscribe(options);
      // reads that settled while the cache was being read back have no event left to write them
      void persistQueryClientSave(options).catch(() => undefined);
    });
  return { queryClient, persister, restored };
}

/**
 * App-wide providers. Render once `cache.restored` has settled. The wallet arrives with its own
 * issue: a WagmiProvider (config from src/wallet) goes OUTSIDE the query provider here, since
 * wagmi's hooks use this same QueryClient. Until then nothing imports wagmi, which keeps it out of
 * the entry chunk.
 */
export function Providers({ cache, children }: { cache: QueryCache; children: ReactNode }) {
  return <QueryClientProvider client={cache.queryClient}>{children}</QueryClientProvider>;
}
