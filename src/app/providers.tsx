import { useState, type ReactNode } from 'react';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { createQueryClient } from './query-client';
import { PERSIST_MAX_AGE, createIdbPersister, shouldPersistQuery } from './query-persist';

/** Bumped when a persisted response's shape changes, so an old cache is dropped instead of misread. */
const CACHE_BUSTER = 'dashboard-1';

/**
 * App-wide providers. The wallet arrives with its own issue: a WagmiProvider (config from
 * src/wallet) goes OUTSIDE the query provider here, since wagmi's hooks use this same QueryClient.
 * Until then nothing imports wagmi, which keeps it out of the entry chunk.
 */
export function Providers({ children }: { children: ReactNode }) {
  // one client for the app's lifetime (useState, not module scope, so tests can mount fresh apps)
  const [queryClient] = useState(createQueryClient);
  const [persister] = useState(createIdbPersister);
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={{ persister, maxAge: PERSIST_MAX_AGE, buster: CACHE_BUSTER, dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery } }}
    >
      {children}
    </PersistQueryClientProvider>
  );
}
