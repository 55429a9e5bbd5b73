import { QueryClient } from '@tanstack/react-query';
import { DEMO_TRADER } from '../../api/config';
import { supplyInFlightReads } from '../../api/in-flight-reads';
import { INTL_WARM_UP } from '../../lib/format';
import { ROUTES, routePattern, type AppRoute } from '../routes';
import { EARLY_READS_GLOBAL } from './start-app';

/*
 * The script the build puts first in index.html's head (build/page-start.ts), and its table. Before
 * any of the app's code has arrived, it asks, from the path being opened, for the lazy route chunks
 * that page renders (next to the entry, instead of one round trip after it) and starts the page's
 * first reads, so their answers travel while the scripts do (the app takes them over: start-app.ts).
 * At the mobile profile each of those is worth about half a second of LCP on the portfolio views
 * (BENCHMARKS.md). It also builds an Intl formatter in an idle moment, so the app's first one is not
 * the cold one. Only the build runs this module, in Node; the page runs `startPage`'s source text.
 */

export type PageStartRoute = {
  /** The route's path (src/app/routes.ts); its `:param` segments fill the reads' slots. */
  path: string;
  /** routePattern(path). */
  pattern: string;
  /** Indexes into `files`: the chunks a first visit needs beyond the entry's. */
  files: number[];
  /** URL templates: `{param}` stands for that segment of the path. */
  reads: string[];
  /** Start the reads whatever the URL's search holds (else only without one). */
  anySearch: boolean;
};

export type PageStartTable = {
  base: string;
  files: string[];
  routes: PageStartRoute[];
  /** A param's segment goes into a read only spelled as the app itself would send it (a regular expression's source). */
  shapes: Record<string, string>;
  global: string;
  intl: { locale: string; number: Intl.NumberFormatOptions; date: Intl.DateTimeFormatOptions };
};

/** Runs in the page as its own source text, with the table as its argument: it may use nothing but that and the browser's globals. */
export function startPage(t: PageStartTable): void {
  const path = location.pathname;
  const route = t.routes.find((r) => new RegExp(r.pattern).test(path));
  setTimeout(() => {
    try {
      new Intl.NumberFormat(t.intl.locale, t.intl.number).format(1);
      new Intl.DateTimeFormat(t.intl.locale, t.intl.date).format(0);
    } catch {
      // only a head start
    }
  });
  if (!route) return;
  for (const n of route.files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = t.base + t.files[n];
    document.head.appendChild(link);
  }
  if (route.reads.length === 0 || (location.search && !route.anySearch)) return;
  const segments = path.split('/');
  const params: Record<string, string> = {};
  route.path.split('/').forEach((part, i) => {
    const name = part.slice(1);
    if (part.startsWith(':') && new RegExp(t.shapes[name] ?? '^$').test(segments[i] ?? '')) params[name] = segments[i]!;
  });
  const reads: Record<string, Promise<Response>> = {};
  for (const template of route.reads) {
    let complete = true;
    const url = template.replace(/\{(\w+)\}/g, (_slot, name: string) => params[name] ?? ((complete = false), ''));
    if (!complete) continue;
    const read = fetch(url, { headers: { accept: 'application/json' } });
    read.catch(() => undefined);
    reads[url] = read;
  }
  (window as unknown as Record<string, unknown>)[t.global] = reads;
}

/** The inline script: `startPage`'s own source, called with the table. */
export function pageStartScript(table: PageStartTable): string {
  // JSON inside a script element: no "</script" may appear in it
  return `(${startPage.toString()})(${JSON.stringify(table).replace(/</g, '\\u003c')})`;
}

/**
 * What each path parameter is recorded with, and the spelling a path's segment must have for the
 * HTML to put it into a read: the app sends a checksummed address (the HTML cannot checksum, so it
 * takes only a mixed-case one) and a condition id as the path spells it.
 */
export const PARAMS: Readonly<Record<string, { sample: string; shape: string }>> = {
  address: { sample: DEMO_TRADER, shape: '^0x(?=[0-9a-fA-F]*[a-f])(?=[0-9a-fA-F]*[A-F])[0-9a-fA-F]{40}$' },
  conditionId: { sample: `0x${'c0de'.repeat(16)}`, shape: '^0x[0-9a-fA-F]{64}$' },
};

/** The table, from the route table: each route's pattern, the files a first visit needs beside the entry (`filesFor` its modules, layout first) and its reads. */
export function pageStartTable(
  base: string,
  filesFor: (modules: string[], route: AppRoute) => string[],
  reads: ReadonlyMap<string, string[]>,
  routes: readonly AppRoute[] = ROUTES,
): PageStartTable {
  const files: string[] = [];
  const indexOf = (f: string) => (files.includes(f) ? files.indexOf(f) : files.push(f) - 1);
  return {
    base,
    files,
    routes: routes.map((r) => ({
      path: r.path,
      pattern: routePattern(r.path),
      files: filesFor([...(r.layout ? [r.layout.module] : []), r.module], r).map(indexOf),
      reads: reads.get(r.module) ?? [],
      anySearch: r.firstReads === 'any-search',
    })),
    shapes: Object.fromEntries(Object.entries(PARAMS).map(([name, p]) => [name, p.shape])),
    global: EARLY_READS_GLOBAL,
    intl: INTL_WARM_UP,
  };
}

/** The route's path with every parameter replaced by its sample. */
export function samplePath(path: string): string {
  return path.replace(/:(\w+)/g, (_m, name: string) => {
    const param = PARAMS[name];
    if (!param) throw new Error(`page-start: no sample for :${name} in ${path}`);
    return param.sample;
  });
}

/**
 * The GET URLs a route's own prefetch sends for a visit with this search (none by default), each
 * parameter's sample replaced by its `{name}` slot: the HTML's reads are the app's requests, taken
 * from the transport's seam for responses on their way (src/api/in-flight-reads.ts), which here
 * answers every URL with a 404 and writes it down. Nothing reaches the network.
 */
export async function recordReads(route: AppRoute, search = ''): Promise<string[]> {
  const { prefetch } = await route.load();
  if (!prefetch) throw new Error(`page-start: routes/${route.module}.tsx has no prefetch`);
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
    if (queryClient.isFetching() > 0) throw new Error(`page-start: the prefetch of ${route.module} did not settle`);
  } finally {
    supplyInFlightReads(undefined);
  }
  return [...new Set(urls)].map((url) => {
    let slotted = url;
    for (const [name, { sample }] of Object.entries(PARAMS)) slotted = slotted.split(sample).join(`{${name}}`);
    // the HTML fills in a parameter only as the path spells it; any other spelling would keep the sample's
    for (const { sample } of Object.values(PARAMS)) {
      if (slotted.toLowerCase().includes(sample.slice(2).toLowerCase())) throw new Error(`page-start: ${url} spells ${sample} another way`);
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
