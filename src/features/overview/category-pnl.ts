import { formatMicro, toMicro } from '../../lib/decimal';
import { UNCATEGORISED, type EventInfo } from './allocation';

/*
 * Total PnL (realized + unrealized, before fees) of every market position a wallet ever held, by
 * its event's category. The open set and the settled set both list redeemable positions, so a
 * token is counted once.
 */
export type PnlRow = { token_id: string; event_id: string; total_pnl: number };
export type CategoryPnl = { key: string; label: string; pnl: string; pnlMicro: bigint; count: number };

export function pnlByCategory(
  positions: readonly PnlRow[],
  events: ReadonlyMap<string, EventInfo>,
): { total: string; count: number; rows: CategoryPnl[] } {
  const seen = new Set<string>();
  const groups = new Map<string, CategoryPnl>();
  let total = 0n;
  for (const p of positions) {
    if (seen.has(p.token_id)) continue;
    seen.add(p.token_id);
    const label = events.get(p.event_id)?.category.trim() || UNCATEGORISED;
    const key = label.toLowerCase();
    const micro = toMicro(p.total_pnl);
    total += micro;
    const g = groups.get(key) ?? { key, label, pnl: '', pnlMicro: 0n, count: 0 };
    g.pnlMicro += micro;
    g.count += 1;
    groups.set(key, g);
  }
  // best first; equal PnL by name, so the order is stable
  const rows = [...groups.values()]
    .map((g) => ({ ...g, pnl: formatMicro(g.pnlMicro) }))
    .sort((a, b) => (a.pnlMicro === b.pnlMicro ? a.label.localeCompare(b.label) : a.pnlMicro > b.pnlMicro ? -1 : 1));
  return { total: formatMicro(total), count: seen.size, rows };
}
