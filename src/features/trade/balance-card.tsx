import { Link } from 'wouter';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { L2Client } from '../../api/trading/l2-client';
import { formatMicro } from '../../lib/decimal';
import { Button } from '../../ui/button';
import { ErrorPanel } from '../../ui/error-panel';
import { Money } from '../../ui/money';
import { Skeleton } from '../../ui/skeleton';
import { useTradingAddress } from '../../wallet/trading-address';
import { balanceQuery, tradeKeys } from './queries';

/** The funder's pUSD and what the exchange contracts may spend of it, with a refresh from the chain's view. */
export function BalanceCard({ l2, eoa }: { l2: L2Client; eoa: string }) {
  const { funder, signatureType } = useTradingAddress();
  const queryClient = useQueryClient();
  const balance = useQuery(balanceQuery(eoa, funder || eoa, signatureType, l2));
  const refresh = useMutation({
    mutationFn: () => l2.updateBalanceAllowance({ asset_type: 'COLLATERAL', signature_type: signatureType }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tradeKeys.balance(eoa, funder || eoa, signatureType) }),
  });
  if (balance.isPending) return <Skeleton className="h-16 w-full" />;
  if (balance.isError)
    return <ErrorPanel title="Could not load your balance" error={balance.error} onRetry={() => void balance.refetch()} />;
  const allowances = Object.values(balance.data.allowances);
  const allowed = allowances.length > 0 && allowances.every((a) => BigInt(a) > 0n);
  return (
    <section
      aria-labelledby="balance-title"
      className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
    >
      <div>
        <h2 id="balance-title" className="text-sm font-semibold">
          Cash (pUSD)
        </h2>
        <p className="text-lg tabular-nums" data-testid="cash-balance">
          <Money value={formatMicro(BigInt(balance.data.balance))} />
        </p>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {allowed ? 'The exchange contracts are approved to spend it.' : 'Approve the exchange contracts to trade.'}
        </p>
        <Link to="/funds" className="text-xs text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300">
          Deposit or withdraw
        </Link>
      </div>
      <Button disabled={refresh.isPending} onClick={() => refresh.mutate()}>
        {refresh.isPending ? 'Refreshing…' : 'Refresh'}
      </Button>
    </section>
  );
}
