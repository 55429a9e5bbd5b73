import { useRef, useState, type ReactNode } from 'react';
import { useConnect, useConnection, useSwitchChain } from 'wagmi';
import type { L2Client } from '../../api/trading/l2-client';
import { Button } from '../../ui/button';
import { useFocusOnChange, useRefocusAfter } from '../../ui/focus-result';
import { chainName } from '../../wallet/chain-name';
import { isDemo, WALLET_CHAINS } from '../../wallet/config';
import { isUserRejection } from '../../api/trading/errors';
import { ConnectCard, STEP_CARD } from './connect-card';
import { ExplainedError } from './explained-error';
import { gateStep, stepAnnouncement, type GateStep } from './gate-step';
import { useTradingSession } from './use-trading-session';

/*
 * What stands between a visitor and the ticket, one step at a time: a wallet, the right network
 * (nothing is sent to the wallet to sign before that), then the API key from one signature.
 * Each step that gives way to the next takes focus to that next step (or the ticket) and says what
 * happened in a polite live region, so no action leaves a keyboard or screen-reader user at <body>.
 */

function ConnectStep() {
  const { connect, connectors, isPending, error } = useConnect();
  const first = useRef<HTMLButtonElement>(null);
  // a declined or failed connect leaves this step: focus back on the wallets
  useRefocusAfter(isPending, first);
  return (
    <ConnectCard
      wallets={
        <>
          {connectors.map((c, i) => (
            <Button
              key={c.uid}
              ref={i === 0 ? first : undefined}
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
  const button = useRef<HTMLButtonElement>(null);
  useRefocusAfter(isPending, button);
  // not role="alert": the gate's live region says the step changed, politely
  return (
    <section className={STEP_CARD} aria-labelledby="switch-title">
      <h2 id="switch-title" className="font-semibold">
        Switch network to sign
      </h2>
      <p className="mt-1 text-sm">
        Trading here signs for <strong>{chainName(wanted)}</strong>; your wallet is on {chainName(current)}. Nothing is sent to your wallet
        to sign until it is on the right network.
      </p>
      <Button
        ref={button}
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
  const submit = useRef<HTMLButtonElement>(null);
  useRefocusAfter(enable.isPending, submit);
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
        <Button ref={submit} type="submit" variant="primary" disabled={!valid || enable.isPending}>
          {enable.isPending ? 'Waiting for your signature…' : 'Enable trading'}
        </Button>
      </form>
      {enable.error && !isUserRejection(enable.error) && <ExplainedError error={enable.error} />}
    </section>
  );
}

/** What the last step change said, kept until the next one (the live region reads it once). */
function useStepAnnouncement(step: GateStep, names: { wanted: string; current: string }): string {
  const [seen, setSeen] = useState({ step, said: '' });
  // set while rendering (React's pattern for state that follows a prop): the region and the new step paint together
  if (seen.step !== step) setSeen({ step, said: stepAnnouncement(seen.step, step, names) });
  return seen.said;
}

/** Renders `children` with an authenticated client once the account can trade; otherwise the next step. */
export function TradingGate({ children }: { children: (l2: L2Client, address: string) => ReactNode }) {
  const { status, chainId, address } = useConnection();
  const { l2, wallet } = useTradingSession();
  const step = gateStep({ status, address, chainId, tradingChainId: wallet.tradingChainId, trading: !!l2 });
  const said = useStepAnnouncement(step, { wanted: chainName(wallet.tradingChainId), current: chainName(chainId) });
  const root = useRef<HTMLDivElement>(null);
  useFocusOnChange(step, root);
  return (
    <div ref={root} className="flex flex-col gap-4 outline-none">
      <p role="status" aria-live="polite" className="sr-only" data-testid="wallet-step-status">
        {said}
      </p>
      {step === 'connect' || !address ? (
        <ConnectStep />
      ) : step === 'switch' ? (
        <SwitchStep wanted={wallet.tradingChainId} current={chainId} />
      ) : step === 'enable' || !l2 ? (
        <EnableStep />
      ) : (
        children(l2, address)
      )}
    </div>
  );
}
