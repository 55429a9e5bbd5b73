import { Suspense, useSyncExternalStore } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { myPortfolio, subscribeMyPortfolio } from '../../lib/my-portfolio';
import { viewedAddress } from '../../lib/viewed-address';
import { shortenAddress } from '../../lib/address-shape';
import { Address } from '../../ui/address';
import { Spinner } from '../../ui/spinner';
import { RouteErrorBoundary } from '../error-boundary';
import { AppRoutes } from '../router';
import { useScrollReset } from './scroll-reset';
import { SiteNav } from './site-nav';
import { WalletSlot } from './wallet-slot';

/** While a view's chunk loads: a bar at the top and a spinner where the view will be. */
function RouteLoading() {
  return (
    <>
      <div role="progressbar" aria-label="Loading page" className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-indigo-500" />
      <div className="flex justify-center py-16">
        <Spinner label="Loading page" />
      </div>
    </>
  );
}

/** The frame around every view: name, the address being viewed, navigation, and the view itself. */
export function AppShell() {
  const [pathname] = useLocation();
  // the portfolio route checksums the address; the header only shows something that looks like one
  const address = viewedAddress(pathname, useSearch());
  const onPortfolio = pathname.startsWith('/portfolio/');
  // away from a portfolio, the portfolio tabs lead to the connected wallet's own (its funder's)
  const mine = useSyncExternalStore(subscribeMyPortfolio, myPortfolio, () => undefined);
  useScrollReset(pathname);

  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:shadow dark:focus:bg-slate-800"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-900/90">
        <div className="mx-auto max-w-[88rem] px-3 sm:px-6">
          <div className="flex h-12 items-center justify-between gap-3">
            <Link to="/" className="flex items-center gap-2 rounded text-base font-semibold tracking-tight">
              <img src="/favicon.svg" alt="" width={20} height={20} className="size-5" />
              {/* on a phone the mark alone, so the viewed address and the wallet button keep one line each */}
              <span className="max-sm:sr-only">Vantage</span>
            </Link>
            <div className="flex min-w-0 items-center gap-3">
              {address && (
                <div
                  className="flex min-w-0 items-center gap-1 whitespace-nowrap text-slate-700 dark:text-slate-300"
                  data-testid="viewed-address"
                >
                  <span className="hidden text-xs text-slate-500 sm:inline dark:text-slate-400">Viewing</span>
                  {onPortfolio ? (
                    <Address address={address} />
                  ) : (
                    // elsewhere the chip leads back to the portfolio it came from
                    <Link
                      to={`/portfolio/${address}`}
                      className="rounded font-mono text-sm text-indigo-700 hover:underline dark:text-indigo-300"
                      title={address}
                    >
                      {shortenAddress(address)}
                    </Link>
                  )}
                </div>
              )}
              <WalletSlot />
            </div>
          </div>
          <SiteNav viewed={address} mine={mine?.funder} pathname={pathname} />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-[88rem] px-3 py-4 outline-none sm:px-6 sm:py-6">
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<RouteLoading />}>
            <AppRoutes />
          </Suspense>
        </RouteErrorBoundary>
      </main>
    </>
  );
}
