import { withViewedAddress } from '../../lib/viewed-address';

/** The views, in reading order. Portfolio views hang off the address being viewed; the rest are global. */
export type NavItem = { label: string; to: string; scope: 'portfolio' | 'global'; end?: boolean };

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Overview', to: '', scope: 'portfolio', end: true },
  { label: 'Positions', to: 'positions', scope: 'portfolio' },
  { label: 'Combos', to: 'combos', scope: 'portfolio' },
  { label: 'Activity', to: 'activity', scope: 'portfolio' },
  { label: 'Trades', to: 'trades', scope: 'portfolio' },
  { label: 'Perps', to: 'perps', scope: 'portfolio' },
  { label: 'Approvals', to: 'approvals', scope: 'portfolio' },
  { label: 'Accounting', to: 'accounting', scope: 'portfolio' },
  { label: 'Leaderboards', to: '/leaderboards', scope: 'global' },
  { label: 'Markets', to: '/markets', scope: 'global' },
  { label: 'Trade', to: '/trade', scope: 'global' },
  { label: 'Trade perps', to: '/perps', scope: 'global' },
  { label: 'Funds', to: '/funds', scope: 'global' },
];

/**
 * A tab's link: portfolio tabs lead to the viewed trader's portfolio (else the connected wallet's
 * own); the global views carry the viewed trader along (src/lib/viewed-address.ts).
 */
export function navHref(item: NavItem, viewed: string | undefined, mine?: string): string | null {
  if (item.scope === 'global') return withViewedAddress(item.to, viewed);
  const address = viewed ?? mine;
  if (!address) return null;
  return item.to ? `/portfolio/${address}/${item.to}` : `/portfolio/${address}`;
}
