import { QueryClient } from '@tanstack/react-query';
import { DEMO_TRADER } from '../../api/config';
import { supplyInFlightReads } from '../../api/in-flight-reads';
import { ROUTES, type AppRoute } from '../routes';

/*
 * The reads a deep link's HTML starts before any script has arrived (page-start-script.ts): for
 * each route of the table with `firstReads`, the GETs its module's own prefetch sends, so the list
 * is the app's requests and cannot drift from them. They are taken from the transport's one seam
 * for responses already on their way (src/api/in-flight-reads.ts), which here answers every URL
 * with a 404 and writes it down: nothing reaches the network. The app never imports this module;
 * the build (build/page-start.ts) and its test do.
 */

/**
 * What each path parameter is recorded with, and the spelling a path's segment must have for the
 * HTML to put it into a read: the app sends a checksummed address (the HTML cannot checksum, so it
 * takes only a mixed-case one) and a condition id as the path spells it.
 */
export const PARAMS: Readonly<Record<string, { sample: string; shape: string }>> = {
  address: { sample: DEMO_TRADER, shape: '^0x(?=[0-9a-fA-F]*[a-f])(?=[0-9a-fA-F]*[A-F])[0-9a-fA-F]{40}$' },
  conditionId: { sample: `0x${'c0de'.repeat(16)}`, shape: '^0x[0-9a-fA-F]{64}$' },
};

/** The route's path with every parameter replaced by its sample. */
export function samplePath(path: string): string {
  return path.replace(/:(\w+)/g, (_m, name: string) => {
    const param = PARAMS[name];
    if (!param) throw new Error(`first-reads: no sample for :${name} in ${path}`);
    return param.sample;
  });
}

/**
 * The GET URLs a route's prefetch sends for a visit with this search (none by default), each
 * parameter's sample replaced by its `{name}` slot.
 */
export async function recordReads(route: AppRoute, search = ''): Promise<string[]> {
  const { prefetch } = await route.load();
  if (!prefetch) throw new Error(`first-reads: routes/${route.module}.tsx has no prefetch`);
  const urls: string[] = [];
  supplyInFlightReads((url) => {
    urls.push(url);
    return Promise.resolve(
      new Response(JSON.stringify({ error: 'recording' }), { status: 404, headers: { 'content-type': 'application/json' } }),
    );
  });
  try {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    prefetch({ queryClient, pathname: samplePath(route.path), search });
    // a read that follows another (Overview's events) waits on a success, which never comes here
    const deadline = Date.now() + 10_000;
    while (queryClient.isFetching() > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
    if (queryClient.isFetching() > 0) throw new Error(`first-reads: the prefetch of ${route.module} did not settle`);
  } finally {
    supplyInFlightReads(undefined);
  }
  return [...new Set(urls)].map((url) => {
    let slotted = url;
    for (const [name, { sample }] of Object.entries(PARAMS)) slotted = slotted.split(sample).join(`{${name}}`);
    // the HTML fills in a parameter only as the path spells it; any other spelling would keep the sample's
    for (const { sample } of Object.values(PARAMS)) {
      if (slotted.toLowerCase().includes(sample.slice(2).toLowerCase()))
        throw new Error(`first-reads: ${url} spells ${sample} another way`);
    }
    return slotted;
  });
}

/** Module name → URL templates, for every route of the table with first reads, in table order. */
export async function firstReadsTable(routes: readonly AppRoute[] = ROUTES): Promise<Map<string, string[]>> {
  const table = new Map<string, string[]>();
  for (const route of routes) if (route.firstReads) table.set(route.module, await recordReads(route));
  return table;
}
