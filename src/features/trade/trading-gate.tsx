import { useRef, useState, type ReactNode } from 'react';
import { useConnection } from 'wagmi';
import type { L2Client } from '../../api/trading/l2-client';
import { Button } from '../../ui/button';
import { useFocusOnChange, useRefocusAfter } from '../../ui/focus-result';
import { chainName } from '../../wallet/chain-name';
import { STEP_CARD } from '../../wallet/connect-card';
import { ConnectStep, SwitchStep, type ExplainError } from '../../wallet/gate-steps';
import { isUserRejection } from '../../api/trading/errors';
import { TRADE_CONNECT } from './connect-card';
import { ExplainedError } from './explained-error';
import { gateStep, stepAnnouncement, type GateStep } from './gate-step';
import { useTradingSession } from './use-trading-session';

/*
 * What stands between a visitor and the ticket, one step at a time: a wallet, the right network
 * (nothing is sent to the wallet to sign before that), then the API key from one signature.
 * Each step that gives way to the next takes focus to that next step (or the ticket) and says what
 * happened in a polite live region, so no action leaves a keyboard or screen-reader user at <body>.
 */

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

const explain: ExplainError = (error) => <ExplainedError error={error} />;

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
        <ConnectStep words={TRADE_CONNECT} explain={explain} />
      ) : step === 'switch' ? (
        <SwitchStep
          id="switch-title"
          wanted={wallet.tradingChainId}
          current={chainId}
          signer="Trading here"
          note="Nothing is sent to your wallet to sign until it is on the right network."
          explain={explain}
        />
      ) : step === 'enable' || !l2 ? (
        <EnableStep />
      ) : (
        children(l2, address)
      )}
    </div>
  );
}
