import { Link, Redirect, useParams, useSearch } from 'wouter';
import { normaliseAddress } from '../../lib/address';
import { buttonClass } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { PortfolioAddressContext } from '../portfolio-address';
import { lazyRoute, type LazyRoute } from '../boot/lazy-route';
import { NOT_FOUND, ROUTES } from '../routes';

// this layout's views, by the path's last segment ('' for the overview)
const VIEWS: Readonly<Record<string, LazyRoute>> = Object.fromEntries(
  ROUTES.filter((r) => r.layout?.module === 'portfolio').map((r) => [r.path.slice(r.layout!.path.length + 1), lazyRoute(r)]),
);
const NotFound = lazyRoute(NOT_FOUND);

/**
 * /portfolio/:address — the one place that checks the address in the URL, so every portfolio view
 * receives a valid, checksummed one. A lower-case or unchecksummed address is rewritten in place
 * (same view, same search params) so cache keys and shared links have one spelling.
 */
export function Component() {
  const { address: param = '', view = '' } = useParams<{ address?: string; view?: string }>();
  const search = useSearch();
  const address = normaliseAddress(param);

  if (!address) {
    return (
      <>
        <title>Not an address · Vantage</title>
        <div role="alert" data-testid="invalid-address">
          <EmptyState
            title="That is not a wallet address"
            actions={
              <Link to="/" className={buttonClass('primary')}>
                Enter an address
              </Link>
            }
          >
            <p>
              <span className="font-mono break-all">{param || '(empty)'}</span> is not 0x followed by 40 hexadecimal characters. Check the
              link, or start again from the home page.
            </p>
          </EmptyState>
        </div>
      </>
    );
  }

  if (address !== param) {
    const to = `/portfolio/${address}${view ? `/${view}` : ''}${search ? `?${search}` : ''}${window.location.hash}`;
    return <Redirect to={to} replace />;
  }

  if (!Object.hasOwn(VIEWS, view)) return <NotFound />;
  const View = VIEWS[view]!;
  return (
    <PortfolioAddressContext value={address}>
      <View />
    </PortfolioAddressContext>
  );
}
