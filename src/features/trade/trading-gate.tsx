import { useState, type ReactNode } from 'react';
import { useConnect, useConnection, useSwitchChain } from 'wagmi';
import type { L2Client } from '../../api/trading/l2-client';
import { Button } from '../../ui/button';
import { chainName } from '../../wallet/chain-name';
import { isDemo, WALLET_CHAINS } from '../../wallet/config';
import { isUserRejection } from '../../api/trading/errors';
import { ConnectCard, STEP_CARD } from './connect-card';
import { ExplainedError } from './explained-error';
import { useTradingSession } from './use-trading-session';

/*
 * What stands between a visitor and the ticket, one step at a time: a wallet, the right network
 * (nothing is sent to the wallet to sign before that), then the API key from one signature.
 */

function ConnectStep() {
  const { connect, connectors, isPending, error } = useConnect();
  return (
    <ConnectCard
      wallets={
        <>
          {connectors.map((c) => (
            <Button
              key={c.uid}
              variant={isDemo(c) ? 'secondary' : 'primary'}
              disabled={isPending}
              onClick={() => connect({ connector: c })}
            >
              {c.icon && <img src={c.icon} alt="" className="size-4" />}
              {isDemo(c) ? 'Demo wallet (sandbox)' : c.name}
            </Button>
          ))}
          {connectors.length === 0 && <p className="text-sm">No wallet found in this browser.</p>}
        </>
      }
    >
      {error && !isUserRejection(error) && <ExplainedError error={error} />}
    </ConnectCard>
  );
}

function SwitchStep({ wanted, current }: { wanted: number; current: number | undefined }) {
  const { switchChain, isPending, error } = useSwitchChain();
  return (
    <section className={STEP_CARD} role="alert" aria-labelledby="switch-title">
      <h2 id="switch-title" className="font-semibold">
        Switch network to sign
      </h2>
      <p className="mt-1 text-sm">
        Trading here signs for <strong>{chainName(wanted)}</strong>; your wallet is on {chainName(current)}. Nothing is sent to your wallet
        to sign until it is on the right network.
      </p>
      <Button
        className="mt-3"
        variant="primary"
        disabled={isPending}
        onClick={() => switchChain({ chainId: wanted as (typeof WALLET_CHAINS)[number]['id'] })}
      >
        Switch to {chainName(wanted)}
      </Button>
      {error && !isUserRejection(error) && <ExplainedError error={error} />}
    </section>
  );
}

function EnableStep() {
  const { enable, wallet } = useTradingSession();
  const [nonce, setNonce] = useState('0');
  const valid = /^\d{1,18}$/.test(nonce);
  return (
    <section className={STEP_CARD} aria-labelledby="enable-title">
      <h2 id="enable-title" className="font-semibold">
        Enable trading
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        One signature on {chainName(wallet.tradingChainId)} creates your API key for this nonce, or finds the one it already has. The key
        stays in this tab&apos;s memory only: after a reload, one signature brings it back.
      </p>
      <form
        className="mt-3 flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) enable.mutate(BigInt(nonce));
        }}
      >
        <label className="flex flex-col text-sm">
          Key nonce
          <input
            className="mt-1 w-28 rounded border border-slate-300 px-2 py-1 dark:border-slate-600 dark:bg-slate-800"
            inputMode="numeric"
            value={nonce}
            aria-invalid={!valid}
            onChange={(e) => setNonce(e.target.value.trim())}
          />
        </label>
        <Button type="submit" variant="primary" disabled={!valid || enable.isPending}>
          {enable.isPending ? 'Waiting for your signature…' : 'Enable trading'}
        </Button>
      </form>
      {enable.error && !isUserRejection(enable.error) && <ExplainedError error={enable.error} />}
    </section>
  );
}

/** Renders `children` with an authenticated client once the account can trade; otherwise the next step. */
export function TradingGate({ children }: { children: (l2: L2Client, address: string) => ReactNode }) {
  const { status, chainId, address } = useConnection();
  const { l2, wallet } = useTradingSession();
  // a reconnect keeps the account: the ticket below stays mounted through it
  if ((status !== 'connected' && status !== 'reconnecting') || !address) return <ConnectStep />;
  if (chainId !== wallet.tradingChainId) return <SwitchStep wanted={wallet.tradingChainId} current={chainId} />;
  if (!l2) return <EnableStep />;
  return children(l2, address);
}
