import { useOutletContext } from 'react-router';

/** What the portfolio route hands its child views: the address, already validated and checksummed. */
export type PortfolioContext = { address: `0x${string}` };

export function usePortfolioAddress(): `0x${string}` {
  return useOutletContext<PortfolioContext>().address;
}
