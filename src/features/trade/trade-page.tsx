import { Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useConnection } from 'wagmi';
import { Skeleton } from '../../ui/skeleton';
import { useUrlState } from '../../ui/use-url-state';
import { chainName } from '../../wallet/chain-name';
import { WalletScope, useWallet } from '../../wallet/wallet-scope';
import { BalanceCard } from './balance-card';
import { ModeBanner, useExchangeMode } from './exchange-mode';
import { MarketPicker } from './market-picker';
import { Notifications } from './notifications';
import { useLiveAccount } from './live';
import { OpenOrders } from './open-orders';
import { OrderBook } from './order-book';
import { OrderTicket } from './order-ticket';
import { marketsQuery } from './queries';
import { TradeHistory } from './trade-history';
import { TradingGate } from './trading-gate';
import { readTradeState, writeTradeState } from './url-state';
import { useTradingSession } from './use-trading-session';

function TradeView() {
  const { value: state, change } = useUrlState(readTradeState, writeTradeState);
  const markets = useQuery(marketsQuery());
  const market = markets.data?.find((m) => m.condition_id === state.market);
  const token = market?.tokens[state.outcome];
  const mode = useExchangeMode();
  const wallet = useWallet();
  const { l2 } = useTradingSession();
  const { address, chainId } = useConnection();
  const ready = l2 && address && chainId === wallet.tradingChainId;
  const accountLive = useLiveAccount(address, !!ready);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-xl font-semibold">Trade</h1>
        <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="trading-network">
          Orders are signed for {chainName(wallet.tradingChainId)}
          {wallet.sandbox && ' on the local sandbox'}
        </p>
      </div>
      <ModeBanner mode={mode} />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="flex flex-col gap-4">
          <MarketPicker state={state} onChange={(next) => change(next)} market={market} />
          {token && <OrderBook tokenId={token.token_id} />}
        </div>
        <div className="flex flex-col gap-4">
          <TradingGate>
            {(gateL2, eoa) =>
              market ? (
                <OrderTicket
                  key={`${market.condition_id}-${state.outcome}`}
                  market={market}
                  outcome={state.outcome}
                  l2={gateL2}
                  eoa={eoa}
                  mode={mode}
                />
              ) : (
                <p className="text-sm text-slate-600 dark:text-slate-400">Choose a market to trade.</p>
              )
            }
          </TradingGate>
        </div>
      </div>
      {ready && (
        <>
          <BalanceCard l2={l2} eoa={address} />
          <OpenOrders l2={l2} eoa={address} market={market?.condition_id} live={accountLive} />
          <TradeHistory l2={l2} eoa={address} live={accountLive} />
          <Notifications l2={l2} eoa={address} />
        </>
      )}
    </div>
  );
}

/** The Trade view: wagmi and the trading code load with it (a chunk of its own), never with the read views. */
export function TradePage() {
  return (
    <Suspense fallback={<Skeleton className="h-96 w-full" />}>
      <WalletScope>
        <TradeView />
      </WalletScope>
    </Suspense>
  );
}
