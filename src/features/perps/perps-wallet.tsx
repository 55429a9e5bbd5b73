import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useConnection } from 'wagmi';
import type { PerpsInstrument } from '../../api/perps/contract/schemas';
import { ErrorPanel } from '../../ui/error-panel';
import { Skeleton } from '../../ui/skeleton';
import { WalletScope } from '../../wallet/wallet-scope';
import { FundCard } from './fund-card';
import { OrderTicket } from './order-ticket';
import { PerpsAccount } from './account/perps-account';
import { PerpsGate } from './perps-gate';
import { exchangeQuery } from './queries';
import { perpsClient } from './session-client';
import { forgetSessionUnlessOf } from './session-store';

/** The session belongs to one owner: a switch of account or a disconnect forgets it. */
function SessionFollowsAccount() {
  const { address, status } = useConnection();
  useEffect(() => {
    if (status === 'connected' || status === 'disconnected') forgetSessionUnlessOf(address);
  }, [address, status]);
  return null;
}

/**
 * The Perps view's wallet part (perps-page.tsx loads it after the first paint): the steps to a
 * session, then the funds, the ticket and the account panel.
 */
function Wallet({ instrument }: { instrument: PerpsInstrument | undefined }) {
  const exchange = useQuery(exchangeQuery());
  if (exchange.isError)
    return <ErrorPanel title="Could not reach the perps gateway" error={exchange.error} onRetry={() => void exchange.refetch()} />;
  if (!exchange.data) return <Skeleton className="h-40 w-full" />;
  const chainId = exchange.data.chain_id;
  const client = perpsClient(chainId);
  return (
    <PerpsGate chainId={chainId}>
      {(session) => (
        <div className="flex flex-col gap-4">
          <FundCard client={client} session={session} />
          <section aria-labelledby="perps-ticket-title" className="flex flex-col gap-3">
            <h2 id="perps-ticket-title" className="font-semibold">
              Order ticket{instrument && ` · ${instrument.symbol}`}
            </h2>
            {instrument ? (
              // another instrument starts a fresh ticket
              <OrderTicket key={instrument.instrument_id} instrument={instrument} client={client} session={session} />
            ) : (
              <p className="text-sm text-slate-600 dark:text-slate-400">Choose a market to trade.</p>
            )}
          </section>
          <PerpsAccount session={session} client={client} />
        </div>
      )}
    </PerpsGate>
  );
}

export default function PerpsWallet({ instrument }: { instrument: PerpsInstrument | undefined }) {
  return (
    <WalletScope>
      <SessionFollowsAccount />
      <Wallet instrument={instrument} />
    </WalletScope>
  );
}
