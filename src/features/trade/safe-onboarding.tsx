import { useCallback, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tradingSetupCalls } from '../../api/relayer/calls';
import { formatMicro } from '../../lib/decimal';
import { formatUsd } from '../../lib/format';
import { Address } from '../../ui/address';
import { Button } from '../../ui/button';
import { ErrorPanel } from '../../ui/error-panel';
import { Skeleton } from '../../ui/skeleton';
import { RelayerProgress } from '../../wallet/relayer-progress';
import { useRelayerSession, type RelayerSession } from '../../wallet/relayer-session';
import { saveTradingAddress, useTradingAddress } from '../../wallet/trading-address';
import { useRelayerAction } from '../../wallet/use-relayer-action';
import { STEP_CARD } from '../../wallet/connect-card';
import { ExplainedError } from './explained-error';
import { fundFromFaucet, safeDeployedQuery, safeReadyQuery, tradeKeys } from './queries';

/*
 * The trader's Safe, step by step: its address (derived from the wallet, no request), deployed or
 * not (the relayer's /deployed), Deploy (SAFE-CREATE), test pUSD from the sandbox faucet, "Ready to
 * trade" (one MultiSend of every trading approval) and trading as the Safe (signature type 2: the
 * Safe is the maker, the wallet signs). Each relayed step says what the wallet will sign first.
 */

const FAUCET_AMOUNT = '1000';
const SETUP = tradingSetupCalls();

function Step({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={STEP_CARD} aria-label={title}>
      <h3 className="font-medium">{title}</h3>
      <div className="mt-2 flex flex-col items-start gap-2 text-sm">{children}</div>
    </section>
  );
}

function Signs({ children }: { children: ReactNode }) {
  return <p className="text-slate-600 dark:text-slate-400">{children}</p>;
}

function Deploy({ session, deployed }: { session: RelayerSession; deployed: boolean }) {
  const queryClient = useQueryClient();
  const submit = useCallback((s: RelayerSession) => s.client.deploy(s.signer), []);
  const onConfirmed = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: tradeKeys.safe(session.eoa) }),
    [queryClient, session.eoa],
  );
  const { state, run, busy } = useRelayerAction(session, submit, onConfirmed);
  return (
    <Step title="1. Deploy the Safe">
      {deployed ? (
        <p data-testid="safe-deployed">Deployed.</p>
      ) : (
        <>
          <Signs>
            Your wallet signs a CreateProxy request for the Safe factory (chain {session.chainId}): no gas, no payment. The relayer deploys
            a 1-of-1 Safe that your wallet owns.
          </Signs>
          <Button variant="primary" disabled={busy || state.step === 'confirmed'} onClick={() => void run()}>
            {state.step === 'failed' ? 'Retry deploy' : 'Deploy Safe'}
          </Button>
        </>
      )}
      <RelayerProgress state={state} what="Deploy" />
    </Step>
  );
}

function Fund({ session }: { session: RelayerSession }) {
  const queryClient = useQueryClient();
  const fund = useMutation({
    mutationFn: () => fundFromFaucet(session.safe, FAUCET_AMOUNT),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: tradeKeys.account(session.eoa) }),
  });
  return (
    <Step title="2. Fund the Safe">
      <Signs>The sandbox faucet credits {formatUsd(FAUCET_AMOUNT)} test pUSD to the Safe. Nothing to sign.</Signs>
      <Button disabled={fund.isPending} onClick={() => fund.mutate()}>
        {fund.isPending ? 'Funding…' : 'Fund from faucet'}
      </Button>
      <p role="status" aria-live="polite" data-testid="faucet-result">
        {fund.data && `Funded. The Safe holds ${formatUsd(formatMicro(BigInt(fund.data.balance)))}.`}
      </p>
      {fund.error && <ExplainedError error={fund.error} />}
    </Step>
  );
}

function ReadyToTrade({ session, deployed }: { session: RelayerSession; deployed: boolean }) {
  const queryClient = useQueryClient();
  const ready = useQuery({ ...safeReadyQuery(session.eoa, session.safe), enabled: deployed });
  const submit = useCallback((s: RelayerSession) => s.client.execute(s.signer, SETUP, 'trading setup'), []);
  const onConfirmed = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: tradeKeys.safe(session.eoa) }),
    [queryClient, session.eoa],
  );
  const { state, run, busy } = useRelayerAction(session, submit, onConfirmed);
  return (
    <Step title="3. Ready to trade">
      {ready.data && (
        <p data-testid="safe-approvals">
          {ready.data.missing === 0
            ? `All ${ready.data.total} trading approvals are set.`
            : `${ready.data.missing} of ${ready.data.total} trading approvals are missing.`}
        </p>
      )}
      <Signs>Your wallet signs one Safe transaction (a MultiSend, at the Safe&apos;s next nonce) that makes these calls:</Signs>
      <ul className="list-inside list-disc text-slate-700 dark:text-slate-300">
        {SETUP.map((c) => (
          <li key={c.label}>{c.label}</li>
        ))}
      </ul>
      <Button variant="primary" disabled={!deployed || busy || state.step === 'confirmed'} onClick={() => void run()}>
        {state.step === 'failed' ? 'Retry approvals' : 'Approve for trading'}
      </Button>
      {!deployed && <p className="text-slate-600 dark:text-slate-400">Deploy the Safe first.</p>}
      <RelayerProgress state={state} what="Trading approvals" />
    </Step>
  );
}

function TradeAsSafe({ session, deployed }: { session: RelayerSession; deployed: boolean }) {
  const current = useTradingAddress();
  const asSafe = current.signatureType === 2 && current.funder.toLowerCase() === session.safe.toLowerCase();
  return (
    <Step title="4. Trade as the Safe">
      <Signs>Orders then name the Safe as maker (signature type 2); your wallet still signs them.</Signs>
      {asSafe ? (
        <>
          <p data-testid="trading-as-safe">You trade as this Safe.</p>
          <Button onClick={() => saveTradingAddress(session.eoa, { signatureType: 0, funder: session.eoa })}>Trade as my wallet</Button>
        </>
      ) : (
        <>
          <Button disabled={!deployed} onClick={() => saveTradingAddress(session.eoa, { signatureType: 2, funder: session.safe })}>
            Trade as this Safe
          </Button>
          {!deployed && <p className="text-slate-600 dark:text-slate-400">Deploy the Safe first.</p>}
        </>
      )}
    </Step>
  );
}

/** The Safe section of the keys and settings page (inside its WalletScope). */
export function SafeOnboarding() {
  const session = useRelayerSession();
  if (!session) return null;
  return <SafeSteps session={session} />;
}

function SafeSteps({ session }: { session: RelayerSession }) {
  const deployed = useQuery(safeDeployedQuery(session.eoa, session.safe, session.client));
  return (
    <section aria-labelledby="safe-title" className="flex flex-col gap-3" data-testid="safe-onboarding">
      <h2 id="safe-title" className="font-semibold">
        Safe wallet
      </h2>
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
        Your Safe <Address address={session.safe} /> is derived from your wallet; the relayer pays its gas.
        <span data-testid="safe-address" className="sr-only">
          {session.safe}
        </span>
      </p>
      {deployed.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : deployed.isError ? (
        <ErrorPanel title="Could not ask the relayer about your Safe" error={deployed.error} onRetry={() => void deployed.refetch()} />
      ) : (
        <div className="grid gap-3 md:grid-cols-2">
          <Deploy session={session} deployed={deployed.data} />
          {session.sandbox && <Fund session={session} />}
          <ReadyToTrade session={session} deployed={deployed.data} />
          <TradeAsSafe session={session} deployed={deployed.data} />
        </div>
      )}
    </section>
  );
}
