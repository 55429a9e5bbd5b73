import type { AnchorHTMLAttributes } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { viewedAddress, withViewedAddress } from '../lib/viewed-address';

/** A link to a market that keeps the trader being viewed, so the market shows their position there. */
export function MarketLink({ conditionId, ...props }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { conditionId: string }) {
  const [pathname] = useLocation();
  const search = useSearch();
  return <Link {...props} to={withViewedAddress(`/market/${conditionId}`, viewedAddress(pathname, search))} />;
}
