import { lazy, Suspense } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useUrlState } from '../../ui/use-url-state';
import { PhoneFold } from '../../ui/phone-fold';
import { WidgetBoundary } from '../../ui/widget';
import { chainName } from '../../wallet/chain-name';
import { ConnectCard, useWalletPartWanted } from './connect-card';
import { ModeBanner, useExchangeMode } from './exchange-mode';
import { MarketPicker } from './market-picker';
import { OrderBook } from './order-book';
import { PricePanel } from './price-panel';
import { tradingNetworkQuery } from '../../wallet/trading-network';
import { acceptsOrders } from './market-search';
import { bookQuery, marketQuery, marketsQuery } from './queries';
import { readTradeState, writeTradeState } from './url-state';

/*
 * The Trade view paints the market, its book and where orders are signed first. The wallet part
 * (wagmi and viem, the ticket, the account's orders and trades) is a chunk of its own, asked for
 * once that first frame is on screen: its download and the wallet's reconnect come right after the
 * view's first paint instead of holding it back. Until then its place shows the connect step's text.
 */
const TradeWallet = lazy(() => import('./trade-wallet'));

export function TradePage() {
  const { value: state, change } = useUrlState(readTradeState, writeTradeState);
  const queryClient = useQueryClient();
  const markets = useQuery(marketsQuery());
  // the chosen market read on its own: a link or a search may choose one past the list's first page
  const chosen = useQuery({ ...marketQuery(state.market ?? '', queryClient), enabled: state.market !== undefined });
  const market = chosen.data && acceptsOrders(chosen.data) ? chosen.data : undefined;
  const token = market?.tokens[state.outcome];
  const book = useQuery({ ...bookQuery(token?.token_id ?? ''), enabled: token !== undefined });
  const network = useQuery(tradingNetworkQuery());
  const mode = useExchangeMode();
  const drawn = useWalletPartWanted(
    !network.isPending &&
      !markets.isPending &&
      (state.market === undefined || !chosen.isPending) &&
      (token === undefined || !book.isPending),
  );
  const waiting = (
    <div className="flex min-w-0 flex-col gap-4 max-lg:order-2">
      <ConnectCard />
    </div>
  );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-xl font-semibold">Trade</h1>
        {network.data && (
          <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="trading-network">
            Orders are signed for {chainName(network.data.chainId)}
            {network.data.sandbox && ' on the local sandbox'}
          </p>
        )}
      </div>
      <ModeBanner mode={mode} />
      {/*
       * Two columns from lg: the market and its book, then the ticket. In one column (a phone) the
       * left column dissolves (contents) so its parts take their places by order: the market, the
       * ticket, then the book and the price chart folded (trade-wallet.tsx orders its parts 2 and 4).
       */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="flex min-w-0 flex-col gap-4 max-lg:contents">
          <div className="min-w-0 max-lg:order-1">
            <MarketPicker state={state} onChange={(next) => change(next)} market={chosen} />
          </div>
          {token && (
            <PhoneFold label="Order book and price chart" className="max-lg:order-3">
              <OrderBook tokenId={token.token_id} />
              {/* its read and its recharts chunk wait for the first frame (drawn), like the wallet part */}
              <PricePanel tokenId={token.token_id} outcome={token.outcome} enabled={drawn} />
            </PhoneFold>
          )}
        </div>
        {/* a wallet part that fails to load leaves the market and its book in place */}
        <WidgetBoundary name="Wallet">
          <Suspense fallback={waiting}>
            {drawn ? <TradeWallet market={market} outcome={state.outcome} side={state.side} mode={mode} /> : waiting}
          </Suspense>
        </WidgetBoundary>
      </div>
    </div>
  );
}
