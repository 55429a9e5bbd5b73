import { Link } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import type { V2Holder } from '../../api/data/contract/schemas-v2';
import { displayName } from '../../lib/display-name';
import { formatCount, formatShares } from '../../lib/format';
import type { OutcomeQuote } from '../../lib/outcome-prices';
import { groupByOutcome, type HolderGroup } from './market-facts';
import { CopyButton } from '../../ui/copy-button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorPanel } from '../../ui/error-panel';
import { IconWithFallback } from '../../ui/icon-with-fallback';
import { Money } from '../../ui/money';
import { Pnl } from '../../ui/pnl';
import { Price } from '../../ui/price';
import { Skeleton } from '../../ui/skeleton';
import { TableFrame, Td, Th } from '../../ui/table';
import { useFirstRows } from '../../ui/use-first-rows';
import { Widget } from '../../ui/widget';
import { HOLDERS_LIMIT, holdersQueryOptions } from './queries';

type Holder = z.output<typeof V2Holder>;
type Group = HolderGroup<Holder>;

/** The name a holder shows the public: the one helper every view uses (src/lib/display-name.ts). */
const holderName = (h: Holder): string =>
  displayName({ name: h.name, pseudonym: h.pseudonym, displayUsernamePublic: h.display_username_public, address: h.proxy_wallet });

export function TopHolders({ conditionId, outcomes }: { conditionId: string; outcomes: OutcomeQuote[] | undefined }) {
  const query = useQuery(holdersQueryOptions(conditionId));
  return (
    <Widget title={`Top holders per outcome (up to ${HOLDERS_LIMIT})`} testId="top-holders">
      {query.isError ? (
        <ErrorPanel
          title="Could not load the holders"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data === undefined ? (
        <div className="grid gap-4 lg:grid-cols-2" aria-busy="true">
          {[0, 1].map((i) => (
            <div key={i} className="flex flex-col gap-2">
              <Skeleton className="h-5 w-24" />
              {Array.from({ length: 6 }, (_, j) => (
                <Skeleton key={j} className="h-12 w-full" />
              ))}
            </div>
          ))}
        </div>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {groupByOutcome(query.data.data, outcomes).map((g) => (
            <HolderTable key={g.key} group={g} />
          ))}
          {query.data.data.length === 0 && !outcomes?.length && (
            <EmptyState title="Nobody holds this market">
              <p>Holders appear once someone buys shares of an outcome.</p>
            </EmptyState>
          )}
        </div>
      )}
    </Widget>
  );
}

/**
 * Rows built before the first paint. The holders sit below the fold on a phone and on a laptop, and
 * forty rows of cells were a fifth of the page's first layout; the rest follow right after it.
 */
const FIRST_ROWS = 4;

function HolderTable({ group }: { group: Group }) {
  const label = `Top holders of ${group.outcome}`;
  const { shown, partial } = useFirstRows(group.holders, FIRST_ROWS);
  return (
    <section aria-label={label} className="min-w-0" data-testid="holder-group" data-outcome={group.outcome}>
      <h3 className="mb-2 flex items-baseline gap-2 text-sm font-semibold">
        {group.outcome}
        <span className="font-normal text-slate-600 dark:text-slate-400" data-testid="holder-count">
          {formatCount(group.holders.length)} {group.holders.length === 1 ? 'holder' : 'holders'}
        </span>
      </h3>
      {group.holders.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600 dark:border-slate-600 dark:text-slate-400">
          Nobody holds {group.outcome} shares.
        </p>
      ) : (
        <TableFrame label={label}>
          <table className="w-full border-collapse" aria-busy={partial}>
            <thead className="bg-slate-50 dark:bg-slate-800">
              <tr>
                <Th>Holder</Th>
                <Th align="right">Shares</Th>
                <Th align="right">Avg</Th>
                <Th align="right">Value</Th>
                <Th align="right">PnL</Th>
              </tr>
            </thead>
            <tbody>
              {shown!.map((h) => (
                <tr
                  key={h.proxy_wallet}
                  className="h-14 border-b border-slate-100 last:border-b-0 dark:border-slate-800"
                  data-testid="holder-row"
                  data-address={h.proxy_wallet}
                >
                  <Td>
                    <div className="flex items-center gap-2">
                      <IconWithFallback src={h.profile_image} alt="" size={24} className="rounded-full" />
                      <Link
                        to={`/portfolio/${h.proxy_wallet}`}
                        className="max-w-[9rem] truncate rounded font-medium text-indigo-700 hover:underline dark:text-indigo-300"
                        title={h.proxy_wallet}
                      >
                        {holderName(h)}
                      </Link>
                      <CopyButton text={h.proxy_wallet} label={`Copy the address of ${holderName(h)}`} className="size-6" />
                    </div>
                  </Td>
                  <Td align="right" data-col="shares">
                    {formatShares(h.amount)}
                  </Td>
                  <Td align="right">{h.avg_price === undefined ? '—' : <Price value={h.avg_price} />}</Td>
                  <Td align="right">{h.current_value === undefined ? '—' : <Money value={h.current_value} />}</Td>
                  <Td align="right" data-col="pnl">
                    {h.total_pnl === undefined ? '—' : <Pnl value={h.total_pnl} />}
                  </Td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
    </section>
  );
}
