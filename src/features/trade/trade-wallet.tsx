import { useConnection } from 'wagmi';
import type { ClobMarket } from '../../api/trading/contract/schemas-markets';
import type { TradeSide } from '../../lib/trade-link';
import { WalletScope, useWallet } from '../../wallet/wallet-scope';
import { BalanceCard } from './balance-card';
import { EoaSets } from './eoa-sets';
import type { ExchangeMode } from './exchange-mode';
import { useLiveAccount } from './live';
import { Notifications } from './notifications';
import { OpenOrders } from './open-orders';
import { OrderTicket } from './order-ticket';
import { SafeSets } from './safe-sets';
import { TradeHistory } from './trade-history';
import { TradingGate } from './trading-gate';
import { useTradingSession } from './use-trading-session';

type Props = { market: ClobMarket | undefined; outcome: number; side: TradeSide; mode: ExchangeMode };

/**
 * The Trade view's wallet part (trade-page.tsx loads it after the first paint): the steps to the
 * ticket and the ticket in the grid's second column, the account's balance, orders, trades and
 * notifications across the grid below, once trading is enabled.
 */
function Account({ market, outcome, side, mode }: Props) {
  const wallet = useWallet();
  const { l2 } = useTradingSession();
  const { address, chainId } = useConnection();
  const ready = l2 && address && chainId === wallet.tradingChainId;
  const accountLive = useLiveAccount(address, !!ready);
  return (
    <>
      {/* ticket-dock: Place order stays on a phone's screen (index.css); order 2: after the market on a phone */}
      <div className="ticket-dock flex min-w-0 flex-col gap-4 max-lg:order-2">
        <TradingGate>
          {(gateL2, eoa) => (
            <section aria-labelledby="ticket-title" className="flex flex-col gap-3">
              {/* where focus lands once trading is enabled (trading-gate.tsx) */}
              <h2 id="ticket-title" className="font-semibold" tabIndex={-1} data-focus-result>
                Order ticket
              </h2>
              {market ? (
                // a link to another market, outcome or side opens a fresh ticket on it
                <OrderTicket
                  key={`${market.condition_id}-${outcome}-${side}`}
                  market={market}
                  outcome={outcome}
                  side={side}
                  l2={gateL2}
                  eoa={eoa}
                  mode={mode}
                />
              ) : (
                <p className="text-sm text-slate-600 dark:text-slate-400">Choose a market to trade.</p>
              )}
            </section>
          )}
        </TradingGate>
      </div>
      {ready && (
        <div className="flex min-w-0 flex-col gap-4 max-lg:order-4 lg:col-span-2">
          <BalanceCard l2={l2} eoa={address} />
          {market && <SafeSets key={market.condition_id} l2={l2} eoa={address} market={market} />}
          {market && <EoaSets key={market.condition_id} l2={l2} eoa={address} market={market} />}
          <OpenOrders l2={l2} eoa={address} market={market?.condition_id} live={accountLive} />
          <TradeHistory l2={l2} eoa={address} live={accountLive} />
          <Notifications l2={l2} eoa={address} />
        </div>
      )}
    </>
  );
}

export default function TradeWallet(props: Props) {
  return (
    <WalletScope>
      <Account {...props} />
    </WalletScope>
  );
}
