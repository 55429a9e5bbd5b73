import { MarketLink } from '../../ui/market-link';
import type { MetadataMarket } from '../../api/metadata/schemas';
import { formatCount, formatDate } from '../../lib/format';
import { cx } from '../../ui/cx';
import { IconWithFallback } from '../../ui/icon-with-fallback';
import { Money } from '../../ui/money';
import { Skeleton } from '../../ui/skeleton';
import { TableFrame, Td, Th } from '../../ui/table';
import { BROWSER_PAGE_SIZE } from './url-state';
import { OutcomePrices } from './market-line';

const ROW = 'h-16 border-b border-slate-100 last:border-b-0 dark:border-slate-800';

/** Markets ranked by volume or open interest; the ranking column is the one drawn bold. */
export function RankedMarkets({
  rows,
  by,
  offset,
  stale,
  label,
}: {
  rows: MetadataMarket[] | undefined;
  by: 'volume' | 'oi';
  offset: number;
  stale: boolean;
  label: string;
}) {
  return (
    <TableFrame label={label}>
      <table
        data-testid="ranked-table"
        aria-busy={!rows || stale}
        className={cx('w-full border-collapse transition-opacity', stale && 'opacity-60')}
      >
        <caption className="sr-only">{label}</caption>
        <thead className="bg-slate-50 dark:bg-slate-800">
          <tr>
            <Th align="right" className="w-14">
              Rank
            </Th>
            <Th>Market</Th>
            <Th>Prices</Th>
            <Th align="right" className="min-w-[8rem]">
              Volume (USD)
            </Th>
            <Th align="right" className="min-w-[8rem]">
              Open interest
            </Th>
            <Th align="right" className="min-w-[7rem]">
              Ends
            </Th>
          </tr>
        </thead>
        <tbody>
          {rows
            ? rows.map((m, i) => (
                <tr
                  key={m.conditionId}
                  className={cx(ROW, 'hover:bg-slate-50 dark:hover:bg-slate-800')}
                  data-testid="ranked-row"
                  data-condition={m.conditionId}
                >
                  <Td align="right">#{formatCount(offset + i + 1)}</Td>
                  <Td>
                    <div className="flex w-[14rem] items-center gap-2 sm:w-[22rem]">
                      <IconWithFallback src={m.icon || m.image} alt="" size={28} />
                      <div className="flex min-w-0 flex-col">
                        <MarketLink
                          conditionId={m.conditionId}
                          className="line-clamp-2 rounded text-[13px] leading-[18px] font-medium whitespace-normal text-indigo-700 hover:underline dark:text-indigo-300"
                        >
                          {m.question}
                        </MarketLink>
                        <span className="truncate text-xs text-slate-600 dark:text-slate-400">{m.events[0]?.title}</span>
                      </div>
                    </div>
                  </Td>
                  <Td>
                    <OutcomePrices market={m} />
                  </Td>
                  <Td align="right" data-col="volume" className={by === 'volume' ? 'font-semibold' : undefined}>
                    <Money value={m.volume} />
                  </Td>
                  <Td align="right" data-col="oi" className={by === 'oi' ? 'font-semibold' : undefined}>
                    <Money value={m.openInterest} />
                  </Td>
                  <Td align="right">{formatDate(m.endDate)}</Td>
                </tr>
              ))
            : Array.from({ length: Math.min(BROWSER_PAGE_SIZE, 10) }, (_, i) => (
                <tr key={i} className={ROW}>
                  <Td align="right">
                    <Skeleton className="ml-auto h-4 w-6" />
                  </Td>
                  <Td>
                    <div className="flex w-[14rem] items-center gap-2 sm:w-[22rem]">
                      <Skeleton className="size-7 shrink-0" />
                      <Skeleton className="h-4 flex-1" />
                    </div>
                  </Td>
                  <Td>
                    <Skeleton className="h-4 w-28" />
                  </Td>
                  {[0, 1, 2].map((j) => (
                    <Td key={j} align="right">
                      <Skeleton className="ml-auto h-4 w-16" />
                    </Td>
                  ))}
                </tr>
              ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
