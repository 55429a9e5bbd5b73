import { queryOptions } from '@tanstack/react-query';
import { perpsTransport } from '../../api/endpoints';
import { createPerpsClient, type PerpsSession } from '../../api/perps/client';
import { perpsKeys } from './queries';

/*
 * The signing client and the session's reads. Only the wallet part imports this file, so viem's
 * key code and msgpack load with it, never with the market data.
 */

const clients = new Map<number, ReturnType<typeof createPerpsClient>>();

/** The client for the gateway's signing chain (`/v1/info/exchange` → chain_id). */
export function perpsClient(chainId: number) {
  let c = clients.get(chainId);
  if (!c) clients.set(chainId, (c = createPerpsClient(perpsTransport, chainId)));
  return c;
}

export type PerpsClient = ReturnType<typeof perpsClient>;

// keyed on the owner, never on the proxy key or its secret; the reads carry those as headers
export const portfolioQuery = (client: PerpsClient, session: PerpsSession) => {
  const reads = client.account(session);
  return queryOptions({ queryKey: perpsKeys.portfolio(session.account), queryFn: () => reads.portfolio(), refetchInterval: 10_000 });
};

export const configQuery = (client: PerpsClient, session: PerpsSession) => {
  const reads = client.account(session);
  return queryOptions({ queryKey: perpsKeys.config(session.account), queryFn: () => reads.config() });
};
