import { lazy, Suspense } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PerpsSession } from '../../api/perps/client';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import { useWallet } from '../../wallet/wallet-scope';
import { ExplainedPerpsError } from './explained-perps-error';
import { formatPusd } from './perps-format';
import { perpsKeys } from './queries';
import { portfolioQuery, type PerpsClient } from './session-client';

const PerpsApproval = lazy(() => import('./perps-approval'));

/** The sandbox faucet's grant: enough for a few orders at any leverage. */
const FAUCET_PUSD = '1000';

/** The account's equity and free margin, its pUSD approval for the perps vault, and (on the sandbox) test pUSD from the faucet. */
export function FundCard({ client, session }: { client: PerpsClient; session: PerpsSession }) {
  const { sandbox } = useWallet();
  const queryClient = useQueryClient();
  const portfolio = useQuery(portfolioQuery(client, session));
  const fund = useMutation({
    mutationFn: () => client.faucet(session.account, FAUCET_PUSD),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: perpsKeys.account(session.account) }),
  });
  const margin = portfolio.data?.margin;
  return (
    <section className="rounded-lg border border-slate-200 p-4 dark:border-slate-700" aria-labelledby="perps-funds-title">
      <h2 id="perps-funds-title" className="font-semibold">
        Perps account
      </h2>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600 dark:text-slate-400">Account value</dt>
        <dd className="text-right tabular-nums" data-testid="perps-equity">
          {formatPusd(margin?.total_account_value)}
        </dd>
        <dt className="text-slate-600 dark:text-slate-400">Free margin</dt>
        <dd className="text-right tabular-nums" data-testid="perps-available">
          {formatPusd(margin?.available_order_margin)}
        </dd>
      </dl>
      <Suspense fallback={<Skeleton className="mt-3 h-9 w-48" />}>
        <PerpsApproval />
      </Suspense>
      {sandbox && (
        <Button className="mt-3" disabled={fund.isPending} onClick={() => fund.mutate()}>
          {fund.isPending ? 'Funding…' : `Get ${FAUCET_PUSD} test pUSD`}
        </Button>
      )}
      {fund.error && <ExplainedPerpsError error={fund.error} />}
    </section>
  );
}
