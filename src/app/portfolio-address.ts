import { createContext, useContext } from 'react';

/** What the portfolio route hands its child views: the address, already validated and checksummed. */
export const PortfolioAddressContext = createContext<`0x${string}` | null>(null);

export function usePortfolioAddress(): `0x${string}` {
  const address = useContext(PortfolioAddressContext);
  if (!address) throw new Error('usePortfolioAddress outside a /portfolio/:address route');
  return address;
}
