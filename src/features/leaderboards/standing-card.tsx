import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatCount, formatShares } from '../../lib/format';
import { cx } from '../../ui/cx';
import { ErrorPanel } from '../../ui/error-panel';
import { Pnl } from '../../ui/pnl';
import { Skeleton } from '../../ui/skeleton';
import { WalletAddressBox } from '../../ui/wallet-address-box';
import { BOARD_PAGE_SIZE, ORDER_LABELS, PERIOD_LABELS, type Order, type Period } from './url-state';
import { standingQueryOptions } from './queries';
import { placement, rankFor } from './standing';
import { TraderCell } from './trader-cell';

type Props = {
  address: string;
  period: Period;
  category: string;
  order: Order;
  /** the page of the board on screen, to say whether the wallet is on it */
  page: { offset: number; rows: number } | undefined;
  onAddress: (address: string) => void;
};

/** "Your standing": any wallet's ranks on this period and category, typed into its own box. */
export function StandingCard({ address, period, category, order, page, onAddress }: Props) {
  return (
    <section
      aria-labelledby="standing-heading"
      className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
      data-testid="standing"
    >
      <h2 id="standing-heading" className="mb-3 text-sm font-semibold text-slate-700 dark:text-slate-200">
        Your standing
      </h2>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start">
        <WalletAddressBox
          key={address}
          address={address}
          onAddress={onAddress}
          formLabel="Find a wallet's standing"
          className="lg:w-[26rem]"
        />
        <div className="min-h-[4.5rem] min-w-0 flex-1">
          {address ? (
            <StandingFigures address={address} period={period} category={category} order={order} page={page} />
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Enter a wallet address to see its rank by PnL and by volume for this period and category.
            </p>
          )}
        </div>
      </div>
    </section>
  );
}

function StandingFigures({ address, period, category, order, page }: Omit<Props, 'onAddress'>) {
  const query = useQuery(standingQueryOptions(address, period, category));
  if (query.isError)
    return (
      <ErrorPanel
        title="Could not load this standing"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  const s = query.data;
  if (s === undefined) {
    return (
      <div aria-busy="true" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="flex flex-col gap-1.5">
            <Skeleton className="h-3 w-16" />
            <Skeleton className="h-6 w-20" />
          </div>
        ))}
      </div>
    );
  }
  if (s === null) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        The service knows nothing of this wallet: it has no trades and no profile.
      </p>
    );
  }
  const rank = rankFor(s, order);
  const where = placement(rank, page, BOARD_PAGE_SIZE);
  const scope = `${PERIOD_LABELS[period].toLowerCase()}${category === 'overall' ? '' : `, ${category}`}`;
  return (
    <div className={cx('flex flex-col gap-3', query.isPlaceholderData && 'opacity-60')} aria-busy={query.isPlaceholderData}>
      <TraderCell address={s.user_id} name={s.user_name} image={s.profile_image} verified={s.verified} />
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label="PnL rank" testId="standing-rank-pnl">
          {s.rank_pnl === null ? 'Unranked' : `#${formatCount(s.rank_pnl)}`}
        </Figure>
        <Figure label="Volume rank" testId="standing-rank-volume">
          {s.rank_volume === null ? 'Unranked' : `#${formatCount(s.rank_volume)}`}
        </Figure>
        <Figure label={`Realized PnL (${scope})`} testId="standing-pnl">
          <Pnl value={s.pnl} />
        </Figure>
        <Figure label="Volume (shares)" testId="standing-volume">
          {formatShares(s.volume)}
        </Figure>
      </dl>
      <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="standing-placement">
        {where.kind === 'unranked'
          ? `Not ranked by ${ORDER_LABELS[order].toLowerCase()} (${scope}): no trades in this window.`
          : where.kind === 'on-page'
            ? `Rank #${formatCount(rank!)} by ${ORDER_LABELS[order]} (${scope}): on this page, highlighted below.`
            : `Rank #${formatCount(rank!)} by ${ORDER_LABELS[order]} (${scope}): page ${formatCount(where.page)} of this board${where.before ? ', an earlier page' : ''}.`}
      </p>
    </div>
  );
}

function Figure({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
