import { useCallback, useState } from 'react';
import { Link } from 'wouter';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useConnect } from 'wagmi';
import { isUserRejection } from '../../api/trading/errors';
import { formatMicro } from '../../lib/decimal';
import { Button, buttonClass } from '../../ui/button';
import { ErrorPanel, errorMessage } from '../../ui/error-panel';
import { ModalDialog } from '../../ui/modal-dialog';
import { Money } from '../../ui/money';
import { Skeleton } from '../../ui/skeleton';
import { isDemo } from '../../wallet/config';
import { useRelayerSession } from '../../wallet/relayer-session';
import { useTradingAddress } from '../../wallet/trading-address';
import { useWallet, WalletScope } from '../../wallet/wallet-scope';
import { DepositForm } from './deposit-dialog';
import { cashQuery, invalidateAfterTransfer } from './queries';
import { WithdrawForm, type Sender } from './withdraw-dialog';

/*
 * The Funds view's wallet part: whose money moves (the funder: the connected EOA, or its Safe when
 * it trades as the Safe), its cash, and the two dialogs. Money arrives at the funder whatever it
 * is; it leaves only from an EOA or a Safe, the two kinds of wallet this app can send from.
 */

function ConnectWallet() {
  const { connect, connectors, isPending, error } = useConnect();
  return (
    <section aria-labelledby="funds-connect-title" className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <h2 id="funds-connect-title" className="font-semibold">
        Connect a wallet to deposit or withdraw
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Deposits are credited to the wallet you trade with.</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {connectors.map((c) => (
          <Button key={c.uid} disabled={isPending} onClick={() => connect({ connector: c })}>
            {isDemo(c) ? 'Demo wallet (sandbox)' : c.name}
          </Button>
        ))}
        {connectors.length === 0 && <p className="text-sm">No wallet found in this browser.</p>}
      </div>
      {error && !isUserRejection(error) && (
        <p role="alert" className="mt-2 text-sm text-rose-800 dark:text-rose-300">
          {errorMessage(error)}
        </p>
      )}
    </section>
  );
}

function Cash({ funder }: { funder: string }) {
  const cash = useQuery(cashQuery(funder));
  if (cash.isError) return <ErrorPanel title="Could not read your cash" error={cash.error} onRetry={() => void cash.refetch()} />;
  if (cash.data === undefined) return <Skeleton className="h-7 w-32" />;
  return (
    <p className="text-2xl tabular-nums" data-testid="funds-cash">
      <Money value={formatMicro(cash.data)} />
    </p>
  );
}

function FundsAccount({ eoa }: { eoa: string }) {
  const queryClient = useQueryClient();
  const { sandbox } = useWallet();
  const session = useRelayerSession();
  const { funder, signatureType } = useTradingAddress();
  const [open, setOpen] = useState<'deposit' | 'withdraw'>();
  // a new withdrawal is a new form: its key changes once the last one is over
  const [round, setRound] = useState(0);
  const onMoved = useCallback(() => void invalidateAfterTransfer(queryClient), [queryClient]);
  const asEoa = signatureType === 0 && funder.toLowerCase() === eoa.toLowerCase();
  const asSafe = session && signatureType === 2 && funder.toLowerCase() === session.safe.toLowerCase();
  const sender: Sender | undefined = asEoa ? { kind: 'eoa' } : asSafe ? { kind: 'safe', session } : undefined;
  return (
    <section
      aria-labelledby="funds-account-title"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
    >
      <h2 id="funds-account-title" className="font-semibold">
        Cash (pUSD) of {asSafe ? 'your Safe' : signatureType === 0 ? 'your address' : 'your trading wallet'}
      </h2>
      <p className="font-mono text-xs break-all text-slate-600 dark:text-slate-400" data-testid="funds-wallet">
        {funder}
      </p>
      <Cash funder={funder} />
      <div className="flex flex-wrap gap-2">
        <Button variant="primary" onClick={() => setOpen('deposit')}>
          Deposit
        </Button>
        <Button disabled={!sender} onClick={() => setOpen('withdraw')}>
          Withdraw
        </Button>
        <Link to={`/portfolio/${funder}`} className={buttonClass('ghost')}>
          Overview
        </Link>
        <Link to={`/portfolio/${funder}/activity`} className={buttonClass('ghost')}>
          Activity
        </Link>
      </div>
      {!sender && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Withdrawing sends pUSD from your address or your Safe; this trading wallet is neither, so withdraw from where it is held.
        </p>
      )}
      <ModalDialog open={open === 'deposit'} title="Deposit" onClose={() => setOpen(undefined)} testId="deposit-dialog">
        <DepositForm wallet={funder} sandbox={sandbox} onCompleted={onMoved} />
      </ModalDialog>
      {sender && (
        <ModalDialog open={open === 'withdraw'} title="Withdraw" onClose={() => setOpen(undefined)} testId="withdraw-dialog" keepMounted>
          <WithdrawForm key={`${funder}-${round}`} funder={funder} sender={sender} onMoved={onMoved} onAgain={() => setRound(round + 1)} />
        </ModalDialog>
      )}
    </section>
  );
}

function Funds() {
  const { eoa } = useTradingAddress();
  return eoa ? <FundsAccount eoa={eoa} /> : <ConnectWallet />;
}

/** The Funds view's wallet part (funds-page.tsx loads it after the first paint). */
export default function FundsWallet() {
  return (
    <WalletScope>
      <Funds />
    </WalletScope>
  );
}
