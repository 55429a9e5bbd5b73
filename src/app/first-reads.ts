import { QueryClient } from '@tanstack/react-query';
import { DEMO_TRADER } from '../api/config';
import { ADDRESS_SLOT, CONDITION_SLOT } from '../api/early-reads';
import { prefetchActivity } from '../features/activity/queries';
import { prefetchApprovals } from '../features/approvals/queries';
import { prefetchCombos } from '../features/combos/queries';
import { prefetchMarket } from '../features/market/queries';
import { prefetchMarkets } from '../features/markets/queries';
import { prefetchOverview } from '../features/overview/queries';
import { prefetchPositions } from '../features/positions/queries';
import { prefetchTrades } from '../features/trades/queries';
import { ROUTE_CHUNKS } from './route-chunks';

/*
 * The reads a deep link's HTML starts before any script has arrived (src/api/early-reads.ts). The
 * build runs each view's own prefetch, the one its route module exports, against a fetch that
 * only writes the URL down, so the table is the app's requests and cannot drift from them. The
 * app never imports this module; only the build (vite.config.ts) and its test do.
 */

type ViewPrefetch = (client: QueryClient, address: string, search: string) => void;

/** Route module name → the prefetch its `prefetch` export runs (for a portfolio view, for its address). */
export const VIEW_PREFETCH: Readonly<Record<string, ViewPrefetch>> = {
  overview: prefetchOverview,
  positions: prefetchPositions,
  combos: prefetchCombos,
  activity: prefetchActivity,
  trades: prefetchTrades,
  approvals: prefetchApprovals,
  // not a portfolio view: its reads take no address
  markets: (client, _address, search) => prefetchMarkets(client, search),
  // keyed by the path's condition id instead
  market: (client, _address, search) => prefetchMarket(client, SAMPLE_CONDITION, search),
};

/**
 * Views whose recorded reads do not depend on the URL's search: the script starts them whatever it
 * holds. A market link from a portfolio carries ?address= (and may carry ?interval=), which only
 * add reads (the wallet's position, another chart window) that the view then asks for itself.
 */
export const SEARCH_FREE_VIEWS: ReadonlySet<string> = new Set(['market']);

/** Recorded with a checksummed address: the form the app sends, and the only one the HTML's script fills in. */
const SAMPLE = DEMO_TRADER;
/** Recorded with this condition id, as a path would spell it; the script fills in the path's own. */
export const SAMPLE_CONDITION = `0x${'c0de'.repeat(16)}`;

/**
 * The GET URLs a prefetch sends for a visit with this search (none by default), the address
 * replaced by ADDRESS_SLOT and the condition id by CONDITION_SLOT.
 */
export async function recordReads(prefetch: ViewPrefetch, search = ''): Promise<string[]> {
  const urls: string[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input) => {
    urls.push(input instanceof Request ? input.url : String(input));
    return Promise.resolve(new Response(JSON.stringify({ error: 'recording' }), { status: 404, headers: { 'content-type': 'application/json' } }));
  };
  try {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    prefetch(client, SAMPLE, search);
    // a read that follows another (Overview's events) waits on a success, which never comes here
    const deadline = Date.now() + 10_000;
    while (client.isFetching() > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
    if (client.isFetching() > 0) throw new Error('first-reads: a prefetch did not settle');
  } finally {
    globalThis.fetch = realFetch;
  }
  return [...new Set(urls)].map((url) => {
    const slotted = url.split(SAMPLE).join(ADDRESS_SLOT).split(SAMPLE_CONDITION).join(CONDITION_SLOT);
    // the script only fills in the address and the id as the path spells them; any other spelling would leave the sample's
    if (slotted.toLowerCase().includes(SAMPLE.slice(2).toLowerCase())) throw new Error(`first-reads: ${url} spells the address another way`);
    if (slotted.toLowerCase().includes(SAMPLE_CONDITION.slice(2))) throw new Error(`first-reads: ${url} spells the condition id another way`);
    return slotted;
  });
}

export type FirstReads = { urls: string[]; searchFree: boolean };

/** Path pattern → URL templates (and whether they hold for any search), for every route whose view has a prefetch, in ROUTE_CHUNKS order. */
export async function firstReadsTable(): Promise<[pattern: string, reads: FirstReads][]> {
  const table: [string, FirstReads][] = [];
  for (const route of ROUTE_CHUNKS) {
    const view = route.modules.find((m) => VIEW_PREFETCH[m]);
    if (view) table.push([route.pattern, { urls: await recordReads(VIEW_PREFETCH[view]!), searchFree: SEARCH_FREE_VIEWS.has(view) }]);
  }
  return table;
}
