import { looksLikeAddress } from './address-shape';

/*
 * The trader being looked at stays in context across the views: a portfolio's address travels as
 * ?address= to Leaderboards (its standing), Markets and a market (its position there), and back.
 * In the URL, so a shared link or the Back button keeps the same context.
 */

/** Pages outside a portfolio that read ?address= as the viewed trader. */
const CARRIES_ADDRESS = /^\/(leaderboards|markets|market)(\/|$)/;

/** The trader a page is about: the portfolio's, or the ?address= a leaderboard, market list or market carries. */
export function viewedAddress(pathname: string, search: string): string | undefined {
  const inPath = /^\/portfolio\/([^/]+)/.exec(pathname)?.[1];
  if (inPath !== undefined) return looksLikeAddress(inPath) ? inPath : undefined;
  if (!CARRIES_ADDRESS.test(pathname)) return undefined;
  const param = new URLSearchParams(search).get('address')?.trim() ?? '';
  return looksLikeAddress(param) ? param : undefined;
}

/** `href` carrying the viewed trader when it leads to a page that reads one. */
export function withViewedAddress(href: string, address: string | undefined): string {
  if (!address || !CARRIES_ADDRESS.test(href)) return href;
  const [path, query = ''] = href.split('?', 2) as [string, string?];
  const params = new URLSearchParams(query);
  params.set('address', address);
  return `${path}?${params.toString()}`;
}
