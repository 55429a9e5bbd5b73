import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // portfolio data moves with trades, not by the second: half a minute avoids refetch storms
        // when moving between views, and a focus refetch still catches up after a break
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        // every read already went through the transport's one retry policy (src/api/retry.ts): a
        // second layer here would multiply its attempts
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
