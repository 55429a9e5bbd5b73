import { createContext, useContext } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { normaliseAddress } from '../lib/address';
import type { PrefetchContext } from './routes';

/** What the portfolio route hands its child views: the address, already validated and checksummed. */
export const PortfolioAddressContext = createContext<`0x${string}` | null>(null);

export function usePortfolioAddress(): `0x${string}` {
  const address = useContext(PortfolioAddressContext);
  if (!address) throw new Error('usePortfolioAddress outside a /portfolio/:address route');
  return address;
}

/** The checksummed address of a /portfolio/:address path, as the portfolio route will settle on it; undefined when it is not one. */
export function portfolioAddressOf(pathname: string): `0x${string}` | undefined {
  const param = /^\/portfolio\/([^/]+)/.exec(pathname)?.[1];
  return param === undefined ? undefined : (normaliseAddress(param) ?? undefined);
}

/** A portfolio view's route prefetch, from the view's own (client, address, search) one. */
export function portfolioPrefetch(run: (client: QueryClient, address: `0x${string}`, search: string, ctx: PrefetchContext) => void) {
  return (ctx: PrefetchContext) => {
    const address = portfolioAddressOf(ctx.pathname);
    if (address) run(ctx.queryClient, address, ctx.search, ctx);
  };
}
