import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { followFunder, publishMyPortfolio, type MyPortfolio } from '../lib/my-portfolio';
import { useTradingAddress } from './trading-address';

/**
 * Publishes the connected wallet's funder for the header's portfolio links, and moves a page of the
 * wallet's own portfolio along when the funder changes (settings) or the account does (the wallet).
 */
export function PortfolioFollowsFunder() {
  const { eoa, funder } = useTradingAddress();
  const [, navigate] = useLocation();
  const previous = useRef<MyPortfolio | undefined>(undefined);
  useEffect(() => {
    const next = eoa ? { eoa, funder: funder || eoa } : undefined;
    const to = followFunder(location.pathname + location.search, previous.current, next);
    previous.current = next;
    publishMyPortfolio(next);
    if (to) navigate(to, { replace: true });
  }, [eoa, funder, navigate]);
  return null;
}
