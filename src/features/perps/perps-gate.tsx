import type { ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useConnect, useConnection, useSwitchChain } from 'wagmi';
import type { Hex } from 'viem';
import type { PerpsSession } from '../../api/perps/client';
import { isUserRejection } from '../../api/trading/errors';
import { Button } from '../../ui/button';
import { chainName } from '../../wallet/chain-name';
import { signOnDomainChain } from '../../wallet/chain-guard';
import { isDemo, WALLET_CHAINS } from '../../wallet/config';
import { useWallet } from '../../wallet/wallet-scope';
import { ExplainedPerpsError } from './explained-perps-error';
import { perpsClient } from './session-client';
import { perpsSessionStore, usePerpsSession } from './session-store';

/*
 * The steps between a visitor and the perps ticket: a wallet, the gateway's signing network, then
 * one owner signature (CreateProxy) that registers a fresh proxy key held in this tab's memory.
 * Every order after that is signed by the proxy key, with no wallet prompt.
 */

const CARD = 'rounded-lg border border-slate-200 p-4 dark:border-slate-700';

function ConnectStep() {
  const { connect, connectors, isPending, error } = useConnect();
  return (
    <section className={CARD} aria-labelledby="perps-connect-title">
      <h2 id="perps-connect-title" className="font-semibold">
        Connect a wallet to trade perps
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Your wallet signs once to open a trading session. Vantage never sees its keys.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {connectors.map((c) => (
          <Button key={c.uid} variant={isDemo(c) ? 'secondary' : 'primary'} disabled={isPending} onClick={() => connect({ connector: c })}>
            {c.icon && <img src={c.icon} alt="" className="size-4" />}
            {isDemo(c) ? 'Demo wallet (sandbox)' : c.name}
          </Button>
        ))}
        {connectors.length === 0 && <p className="text-sm">No wallet found in this browser.</p>}
      </div>
      {error && !isUserRejection(error) && <ExplainedPerpsError error={error} />}
    </section>
  );
}

function SwitchStep({ wanted, current }: { wanted: number; current: number | undefined }) {
  const { switchChain, isPending, error } = useSwitchChain();
  return (
    <section className={CARD} aria-labelledby="perps-switch-title">
      <h2 id="perps-switch-title" className="font-semibold">
        Switch network to sign
      </h2>
      <p className="mt-1 text-sm">
        The perps gateway signs for <strong>{chainName(wanted)}</strong>; your wallet is on {chainName(current)}.
      </p>
      <Button
        className="mt-3"
        variant="primary"
        disabled={isPending}
        onClick={() => switchChain({ chainId: wanted as (typeof WALLET_CHAINS)[number]['id'] })}
      >
        Switch to {chainName(wanted)}
      </Button>
      {error && !isUserRejection(error) && <ExplainedPerpsError error={error} />}
    </section>
  );
}

function SessionStep({ owner, chainId }: { owner: Hex; chainId: number }) {
  const { config } = useWallet();
  const open = useMutation({
    mutationFn: async () => {
      const signer = { address: owner, signTypedData: (data: never) => signOnDomainChain(config, data) };
      perpsSessionStore.set(await perpsClient(chainId).openSession(signer));
    },
  });
  return (
    <section className={CARD} aria-labelledby="perps-session-title">
      <h2 id="perps-session-title" className="font-semibold">
        Start a trading session
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        One signature registers a new trading key for this tab. The key stays in memory only: after a reload, one more signature starts a
        new session.
      </p>
      <Button className="mt-3" variant="primary" disabled={open.isPending} onClick={() => open.mutate()}>
        {open.isPending ? 'Waiting for your signature…' : 'Start trading session'}
      </Button>
      {open.error && !isUserRejection(open.error) && <ExplainedPerpsError error={open.error} />}
    </section>
  );
}

/** Renders `children` with the owner's session once there is one; otherwise the next step. */
export function PerpsGate({ chainId, children }: { chainId: number; children: (session: PerpsSession) => ReactNode }) {
  const { status, address, chainId: walletChain } = useConnection();
  const session = usePerpsSession(address);
  if (status !== 'connected' || !address) return <ConnectStep />;
  if (walletChain !== chainId) return <SwitchStep wanted={chainId} current={walletChain} />;
  if (!session) return <SessionStep owner={address} chainId={chainId} />;
  return children(session);
}
