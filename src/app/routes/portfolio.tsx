import { Link, Navigate, Outlet, useLocation, useParams } from 'react-router';
import { normaliseAddress } from '../../lib/address';
import { buttonClass } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import type { PortfolioContext } from '../portfolio-address';

/**
 * /portfolio/:address — the one place that checks the address in the URL, so every portfolio view
 * receives a valid, checksummed one. A lower-case or unchecksummed address is rewritten in place
 * (same view, same search params) so cache keys and shared links have one spelling.
 */
export function Component() {
  const { address: param = '' } = useParams();
  const location = useLocation();
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
    const rest = location.pathname.split('/').slice(3).join('/');
    const to = `/portfolio/${address}${rest ? `/${rest}` : ''}${location.search}${location.hash}`;
    return <Navigate to={to} replace />;
  }

  return <Outlet context={{ address } satisfies PortfolioContext} />;
}
