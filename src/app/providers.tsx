import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from './query-client';

/**
 * App-wide providers. The wallet arrives with its own issue: a WagmiProvider (config from
 * src/wallet) goes OUTSIDE QueryClientProvider here, since wagmi's hooks use this same QueryClient:
 *   <WagmiProvider config={wagmiConfig}><QueryClientProvider …>{children}</QueryClientProvider></WagmiProvider>
 * Until then nothing imports wagmi, which keeps it out of the entry chunk.
 */
export function Providers({ children }: { children: ReactNode }) {
  // one client for the app's lifetime (useState, not module scope, so tests can mount fresh apps)
  const [queryClient] = useState(createQueryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
