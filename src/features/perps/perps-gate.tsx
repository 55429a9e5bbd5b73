import type { ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useConnection } from 'wagmi';
import type { Hex } from 'viem';
import type { PerpsSession } from '../../api/perps/client';
import { isUserRejection } from '../../api/trading/errors';
import { Button } from '../../ui/button';
import { signOnDomainChain } from '../../wallet/chain-guard';
import { STEP_CARD, type ConnectWords } from '../../wallet/connect-card';
import { ConnectStep, SwitchStep, type ExplainError } from '../../wallet/gate-steps';
import { useWallet } from '../../wallet/wallet-scope';
import { ExplainedPerpsError } from './explained-perps-error';
import { perpsClient } from './session-client';
import { perpsSessionStore, usePerpsSession } from './session-store';

/*
 * The steps between a visitor and the perps ticket: a wallet, the gateway's signing network, then
 * one owner signature (CreateProxy) that registers a fresh proxy key held in this tab's memory.
 * Every order after that is signed by the proxy key, with no wallet prompt.
 */

// perps-page.tsx paints this card's title and text before the wallet code is in (its `waiting`):
// the two must stay word for word the same, or the largest paint moves to this later copy
const PERPS_CONNECT: ConnectWords = {
  id: 'perps-connect-title',
  title: 'Connect a wallet to trade perps',
  text: 'Your wallet signs once to open a trading session. Vantage never sees its keys.',
};

const explain: ExplainError = (error) => <ExplainedPerpsError error={error} />;

function SessionStep({ owner, chainId }: { owner: Hex; chainId: number }) {
  const { config } = useWallet();
  const open = useMutation({
    mutationFn: async () => {
      const signer = { address: owner, signTypedData: (data: never) => signOnDomainChain(config, data) };
      perpsSessionStore.set(await perpsClient(chainId).openSession(signer));
    },
  });
  return (
    <section className={STEP_CARD} aria-labelledby="perps-session-title">
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
  if (status !== 'connected' || !address) return <ConnectStep words={PERPS_CONNECT} explain={explain} />;
  if (walletChain !== chainId)
    return <SwitchStep id="perps-switch-title" wanted={chainId} current={walletChain} signer="The perps gateway" explain={explain} />;
  if (!session) return <SessionStep owner={address} chainId={chainId} />;
  return children(session);
}
