import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../ui/empty-state';
import { ErrorPanel } from '../../ui/error-panel';
import { Skeleton } from '../../ui/skeleton';
import { usePainted } from '../../ui/use-painted';
import { Widget, WidgetBoundary } from '../../ui/widget';
import { BookPanel, TradesPanel } from './book-panel';
import { CancelOnlyBanner } from './cancel-only-banner';
import { ChartPanel } from './chart-panel';
import { useLiveTickers } from './live';
import { MarketList } from './market-list';
import { instrumentsQuery } from './queries';

/*
 * The Perps view: the instruments, then the chosen one's chart, live book and trades (on a phone,
 * the wallet part comes between the instruments and the chart); the wallet part (wagmi, the proxy
 * session, the ticket) is a chunk of its own, asked for once the first frame is on screen, so the
 * market data paints without waiting for any wallet code.
 */
const PerpsWallet = lazy(() => import('./perps-wallet'));

/** The instrument a visit without a symbol opens on. */
const DEFAULT_SYMBOL = 'BTC-USD';

// the same card as the wallet part's first step (perps-gate.tsx), text and all, so the page's largest
// text paints with the market data and is not painted again later, larger, when the wallet code lands
const waiting = (
  <section className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
    <h2 className="font-semibold">Connect a wallet to trade perps</h2>
    <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
      Your wallet signs once to open a trading session. Vantage never sees its keys.
    </p>
    <Skeleton className="mt-3 h-9 w-48" />
  </section>
);

export function PerpsPage({ symbol }: { symbol: string | undefined }) {
  const instruments = useQuery(instrumentsQuery());
  useLiveTickers();
  const list = instruments.data ?? [];
  const chosen = list.find((i) => i.symbol === (symbol ?? DEFAULT_SYMBOL)) ?? (symbol ? undefined : list[0]);
  const drawn = usePainted(!instruments.isPending);

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">Perps{chosen && ` · ${chosen.symbol}`}</h1>
      <CancelOnlyBanner />
      {/*
        on a phone the column's parts are the page's own rows (`contents`) and the wallet part moves
        up after the markets, so the ticket is a short scroll away rather than under the book; from
        lg up the column is whole again and the wallet part its own column on the right
      */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="contents lg:flex lg:min-w-0 lg:flex-col lg:gap-4">
          <Widget title="Markets">
            {instruments.isError ? (
              <ErrorPanel title="Could not load the markets" error={instruments.error} onRetry={() => void instruments.refetch()} />
            ) : instruments.isPending ? (
              <Skeleton className="h-48 w-full" />
            ) : (
              <MarketList instruments={list} chosen={chosen?.instrument_id} />
            )}
          </Widget>
          {instruments.isSuccess && !chosen && <EmptyState title={`No market called ${symbol}`}>Pick one of the markets above.</EmptyState>}
          {chosen && (
            <div className="order-2 flex min-w-0 flex-col gap-4 lg:order-none">
              <ChartPanel key={chosen.instrument_id} instrument={chosen} enabled={drawn} />
              <div className="grid gap-4 md:grid-cols-2">
                <BookPanel key={`book-${chosen.instrument_id}`} instrument={chosen} />
                <TradesPanel key={`trades-${chosen.instrument_id}`} instrument={chosen} />
              </div>
            </div>
          )}
        </div>
        <div className="order-1 min-w-0 lg:order-none" data-testid="perps-wallet-column">
          {/* a wallet part that fails to load leaves the market data in place */}
          <WidgetBoundary name="Wallet">
            <Suspense fallback={waiting}>{drawn ? <PerpsWallet instrument={chosen} /> : waiting}</Suspense>
          </WidgetBoundary>
        </div>
      </div>
    </div>
  );
}
