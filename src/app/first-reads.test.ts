import { describe, expect, it } from 'vitest';
import { DEMO_TRADER } from '../api/config';
import { ADDRESS_SLOT } from '../api/early-reads';
import type { PrefetchContext } from './lazy-route';
import { firstReadsTable, recordReads, VIEW_PREFETCH } from './first-reads';
import { ROUTE_CHUNKS } from './route-chunks';

type RouteModule = { prefetch?: (ctx: PrefetchContext) => void };
const ROUTE_MODULES: Record<string, () => Promise<RouteModule>> = {
  overview: () => import('./routes/overview'),
  positions: () => import('./routes/positions'),
  activity: () => import('./routes/activity'),
  trades: () => import('./routes/trades'),
  approvals: () => import('./routes/approvals'),
  markets: () => import('./routes/markets'),
};

describe('first reads (what a deep link’s HTML requests before the scripts arrive)', () => {
  it('are, for each view, exactly what its route module prefetches for that address', async () => {
    for (const [name, load] of Object.entries(ROUTE_MODULES)) {
      const { prefetch } = await load();
      expect(prefetch, name).toBeDefined();
      const pathname = (address: string) => (name === 'markets' ? '/markets' : `/portfolio/${address}/${name}`);
      const viaRoute = await recordReads((queryClient, address, search) => prefetch!({ queryClient, pathname: pathname(address), search }));
      expect(await recordReads(VIEW_PREFETCH[name]!), name).toEqual(viaRoute);
    }
  });

  it('put the address in a slot and spell nothing else of it', async () => {
    const table = new Map(await firstReadsTable());
    const positions = ROUTE_CHUNKS.find((r) => r.modules.includes('positions'))!.pattern;
    expect(table.get(positions)).toEqual([`/data/v2/positions?user=${ADDRESS_SLOT}&status=OPEN&sort_by=CURRENT_VALUE&sort_direction=DESC&limit=50`]);
    for (const urls of table.values()) for (const u of urls) expect(u.toLowerCase()).not.toContain(DEMO_TRADER.slice(2).toLowerCase());
    // every view with a prefetch has its row, and nothing else does
    const withReads = ROUTE_CHUNKS.filter((r) => r.modules.some((m) => m in VIEW_PREFETCH)).map((r) => r.pattern);
    expect([...table.keys()]).toEqual(withReads);
    expect(Object.keys(VIEW_PREFETCH).sort()).toEqual(Object.keys(ROUTE_MODULES).sort());
  });
});
