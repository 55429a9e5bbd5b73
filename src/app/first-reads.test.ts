import { describe, expect, it } from 'vitest';
import { DEMO_TRADER } from '../api/config';
import { ADDRESS_SLOT, CONDITION_SLOT } from '../api/early-reads';
import type { PrefetchContext } from './lazy-route';
import { firstReadsTable, recordReads, SAMPLE_CONDITION, SEARCH_FREE_VIEWS, VIEW_PREFETCH } from './first-reads';
import { ROUTE_CHUNKS } from './route-chunks';

type RouteModule = { prefetch?: (ctx: PrefetchContext) => void };
const ROUTE_MODULES: Record<string, () => Promise<RouteModule>> = {
  overview: () => import('./routes/overview'),
  positions: () => import('./routes/positions'),
  combos: () => import('./routes/combos'),
  activity: () => import('./routes/activity'),
  trades: () => import('./routes/trades'),
  approvals: () => import('./routes/approvals'),
  markets: () => import('./routes/markets'),
  market: () => import('./routes/market'),
};

const pathOf = (name: string, address: string) =>
  name === 'markets' ? '/markets' : name === 'market' ? `/market/${SAMPLE_CONDITION}` : `/portfolio/${address}/${name}`;

describe('first reads (what a deep link’s HTML requests before the scripts arrive)', () => {
  it('are, for each view, exactly what its route module prefetches for that address', async () => {
    for (const [name, load] of Object.entries(ROUTE_MODULES)) {
      const { prefetch } = await load();
      expect(prefetch, name).toBeDefined();
      const viaRoute = await recordReads((queryClient, address, search) => prefetch!({ queryClient, pathname: pathOf(name, address), search }));
      expect(await recordReads(VIEW_PREFETCH[name]!), name).toEqual(viaRoute);
    }
  });

  it('put the address in a slot and spell nothing else of it', async () => {
    const table = new Map(await firstReadsTable());
    const positions = ROUTE_CHUNKS.find((r) => r.modules.includes('positions'))!.pattern;
    expect(table.get(positions)?.urls).toEqual([`/data/v2/positions?user=${ADDRESS_SLOT}&status=OPEN&sort_by=CURRENT_VALUE&sort_direction=DESC&limit=50`]);
    for (const { urls } of table.values()) {
      for (const u of urls) {
        expect(u.toLowerCase()).not.toContain(DEMO_TRADER.slice(2).toLowerCase());
        expect(u).not.toContain(SAMPLE_CONDITION.slice(2));
      }
    }
    // every view with a prefetch has its row, and nothing else does
    const withReads = ROUTE_CHUNKS.filter((r) => r.modules.some((m) => m in VIEW_PREFETCH)).map((r) => r.pattern);
    expect([...table.keys()]).toEqual(withReads);
    expect(Object.keys(VIEW_PREFETCH).sort()).toEqual(Object.keys(ROUTE_MODULES).sort());
  });

  it('put a market’s condition id in its own slot, the market’s title read first', async () => {
    const table = new Map(await firstReadsTable());
    const market = ROUTE_CHUNKS.find((r) => r.modules.includes('market'))!.pattern;
    const reads = table.get(market)!;
    expect(reads.urls[0]).toBe(`/gamma/markets?condition_ids=${CONDITION_SLOT}&limit=1`);
    expect(reads.urls.every((u) => u.includes(CONDITION_SLOT) && !u.includes(ADDRESS_SLOT))).toBe(true);
    expect(reads.searchFree).toBe(true);
  });

  it('of a search-free view are asked for whatever its URL state, and only those are search-free', async () => {
    expect([...SEARCH_FREE_VIEWS]).toEqual(['market']);
    const plain = await recordReads(VIEW_PREFETCH.market!);
    for (const search of ['?address=0x70997970C51812dc3A010C7d01b50e0d17dc79C8', '?interval=1d', '?interval=1h&address=0x70997970C51812dc3A010C7d01b50e0d17dc79C8', '?junk=1']) {
      const withState = await recordReads(VIEW_PREFETCH.market!, search);
      expect(withState, search).toEqual(expect.arrayContaining(plain));
    }
    // the others' first reads do follow their URL state
    expect(await recordReads(VIEW_PREFETCH.combos!, '?sort=entry_cost_desc')).not.toEqual(expect.arrayContaining(await recordReads(VIEW_PREFETCH.combos!)));
  });
});
