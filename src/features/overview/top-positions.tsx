import type { Position } from '../../api/data/schemas';
import { formatShares } from '../../lib/format';
import { IconWithFallback } from '../../ui/icon-with-fallback';
import { Money } from '../../ui/money';
import { Pnl } from '../../ui/pnl';
import { Price } from '../../ui/price';
import { Skeleton } from '../../ui/skeleton';

const ROW = 'flex h-16 items-center gap-3 border-b border-slate-100 px-4 last:border-b-0 dark:border-slate-800';

export function TopPositions({ positions }: { positions: Position[] }) {
  return (
    <ol data-testid="top-positions">
      {positions.map((p) => (
        <li key={p.asset} className={ROW} data-asset={p.asset}>
          <IconWithFallback src={p.icon} alt="" size={32} />
          <div className="flex min-w-0 flex-1 flex-col">
            <span className="truncate font-medium" title={p.title}>
              {p.title}
            </span>
            <span className="text-xs text-slate-600 dark:text-slate-400">
              {p.outcome} · {formatShares(p.size)} shares at <Price value={p.curPrice} />
            </span>
          </div>
          <div className="flex flex-col items-end text-sm">
            <Money value={p.currentValue} className="font-medium" />
            <Pnl value={p.cashPnl} className="text-xs" />
          </div>
        </li>
      ))}
    </ol>
  );
}

export function TopPositionsSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading the largest positions">
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} className={ROW}>
          <Skeleton className="size-8 rounded-md" />
          <div className="flex flex-1 flex-col gap-1.5">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-40" />
          </div>
          <div className="flex flex-col items-end gap-1.5">
            <Skeleton className="h-4 w-16" />
            <Skeleton className="h-3 w-12" />
          </div>
        </div>
      ))}
    </div>
  );
}
