import type { Position } from '../../api/data/schemas';
import { formatMicro, sumMicro, toMicro } from '../../lib/decimal';

export type PortfolioSummary = {
  /** open positions counted (rows with shares left) */
  count: number;
  /** false when the API's offset cap stopped the read: the figures cover the first rows only */
  complete: boolean;
  /** exact decimal strings: summed as bigint micro-dollars, never as floats */
  totalValue: string;
  totalCashPnl: string;
  top: Position[];
};

/**
 * The headline figures of a portfolio from its position rows. Rows are de-duplicated by asset,
 * since a position moving between pages while they are read would otherwise count twice.
 */
export function summarise(rows: readonly Position[], complete: boolean, topCount = 5): PortfolioSummary {
  const byAsset = new Map<string, Position>();
  for (const p of rows) if (p.size > 0 && !byAsset.has(p.asset)) byAsset.set(p.asset, p);
  const open = [...byAsset.values()];

  const top = open
    .map((p) => ({ p, value: toMicro(p.currentValue) }))
    .sort((a, b) => (a.value === b.value ? 0 : a.value > b.value ? -1 : 1))
    .slice(0, topCount)
    .map(({ p }) => p);

  return {
    count: open.length,
    complete,
    totalValue: formatMicro(sumMicro(open.map((p) => p.currentValue))),
    totalCashPnl: formatMicro(sumMicro(open.map((p) => p.cashPnl))),
    top,
  };
}
