import { queryOptions } from '@tanstack/react-query';
import { CHAIN_ID } from '../api/config';
import { sandboxInfo } from '../api/endpoints';

/*
 * Where orders are signed, known without wagmi: the local sandbox describes itself (its chain); the
 * public service has no such route. The Trade view says it in its first paint, before the wallet
 * code has arrived, and the wallet setup (config.ts) takes the same cached answer.
 */

export type TradingNetwork = {
  /** The chain trading typed data is signed for: the sandbox's, or Polygon's against the public service. */
  chainId: number;
  /** The local sandbox answered: the Demo wallet is offered, and live channels open. */
  sandbox: boolean;
};

export const tradingNetworkQuery = () =>
  queryOptions({
    queryKey: ['trading-network'],
    queryFn: async ({ signal }): Promise<TradingNetwork> => {
      const info = await sandboxInfo(signal);
      return { chainId: info?.chain_id ?? CHAIN_ID.polygon, sandbox: info !== undefined };
    },
    staleTime: Infinity,
  });
