/*
 * How the build groups modules into chunks (rolldown's codeSplitting groups). A first visit over
 * HTTP/1.1 (six connections per host, a round trip per wave of files) pays for every file; these
 * groups keep each page to six files or fewer (build/page-start.ts fails the build otherwise).
 */
/*
 * The views share much code (API clients and schemas, zod, formatting, tables). Split automatically
 * it became ~30 small chunks, and a first visit over HTTP/1.1 (six connections) fetched them in
 * waves, a round trip each. One `common` chunk for what only views use keeps a page to a handful
 * of files. What the entry itself imports stays out, or the entry would have to load it all.
 */
const SHARED =
  /[\\/](src[\\/](api[\\/](?!trading[\\/])|lib[\\/]|ui[\\/])|src[\\/]app[\\/](routes[\\/]portfolio\.tsx|portfolio-address\.ts)$|src[\\/]features[\\/](leaderboards[\\/]builders-chart-data|market[\\/]market-facts|overview[\\/]time-format)\.ts$|node_modules[\\/](zod|eventemitter3|@tanstack[\\/](virtual-core|react-virtual|react-query[\\/]build[\\/]modern[\\/](use\w*Quer(?:y|ies)\w*|queryOptions|infiniteQueryOptions|suspense|errorBoundaryUtils|IsRestoringProvider)\.js|query-core[\\/]build[\\/]modern[\\/](queryObserver|infiniteQueryObserver)\.js)))/;
/*
 * recharts, its dependencies and the three chart components, as one lazy chunk: split apart they
 * were five files (a shared chart core, LineChart, one per chart), and the import lists between
 * them plus five separate gzip dictionaries cost ~5 KB. Only a chart, once its page has drawn,
 * loads it; the build fails if it ever becomes part of the entry.
 */
const CHARTS =
  /[\\/](node_modules[\\/](recharts|victory-vendor|d3-[a-z-]+|decimal\.js-light|es-toolkit|@reduxjs|immer|redux|redux-thunk|reselect|react-redux|tiny-invariant|react-is|clsx)[\\/]|src[\\/]features[\\/][a-z-]+[\\/][a-z-]*-chart\.tsx$)/;
/*
 * What every page loads beside the entry: React, and the address check and service config that
 * the home page and the views share. One file with the entry instead of three small ones: over
 * HTTP/1.1 a browser opens six connections to a host, and on a slow link each file beyond six on
 * a first visit waits a whole round trip for a free one (src/lib/address.ts checksums with
 * @noble/hashes' Keccak alone, without viem; the build fails if a page's first visit needs more files).
 */
const CORE = new RegExp(
  [
    String.raw`^\0?rolldown[\\/]runtime\.js$`,
    String.raw`[\\/]node_modules[\\/](react|use-sync-external-store|idb-keyval)[\\/]`,
    String.raw`[\\/]node_modules[\\/]@noble[\\/]hashes[\\/]esm[\\/](utils|_u64|sha3|crypto)\.js$`,
    String.raw`[\\/]src[\\/](ui[\\/]cx|api[\\/]config|lib[\\/](address(-shape)?|wallet-ready|my-portfolio|viewed-address))\.ts$`,
  ].join('|'),
);
/*
 * What only the long lists use (Activity, Trades, Accounting's previews): the virtualizer, the
 * history toolbar and its full-history reader, CSV, the snapshot's reader and unzip (which the
 * Overview's equity widget loads after the page has drawn). In common they cost every other first visit
 * ~8 KB brotli and their evaluation; as one chunk of their own, a list page still needs six files.
 */
const LISTS =
  /[\\/](src[\\/](ui[\\/](virtual-table|history-controls|history-toolbar|history-full-load)\.tsx?|lib[\\/](csv|history-filters|history-format)\.ts|api[\\/]data[\\/](history-reader|full-history|snapshot)\.ts)$|node_modules[\\/](@tanstack[\\/](virtual-core|react-virtual)|fflate)[\\/])/;
/*
 * What the entry shares with the views (the query cache, the router, the page-frame UI, the few
 * react-dom exports a list or a chart takes): it goes to core, a file, so that the entry keeps only
 * what nothing else imports (React's renderer, the app shell) and can travel inside index.html
 * (build/inline-entry.ts). Query hooks only views call stay in common; the packages' index files stay out,
 * or core would re-export common's part and pull it into every first visit.
 */
const SHELL =
  /([\\/]node_modules[\\/](@tanstack[\\/](query-core|react-query)|wouter|regexparam|use-sync-external-store)[\\/]|[\\/]node_modules[\\/]react-dom[\\/](index\.js|cjs[\\/]react-dom\.production\.js)$|vite[\\/]preload-helper|[\\/]src[\\/](api[\\/](http|in-flight-reads)|ui[\\/](widget|spinner|error-panel|copy-button|button|address)|app[\\/](error-boundary|routes|boot[\\/]lazy-route))\.tsx?$)/;
/** Used by one or two views only; left out of common, the build puts each where it is used. */
const VIEW_ONLY = /[\\/]src[\\/]api[\\/]data[\\/]approvals-catalogue\.ts$/;
// the app's own files that core takes (the entry's imports, and the address check the home page needs beside it) stay out of common
const keepOut = (id: string) => (CORE.test(id) || SHELL.test(id)) && /[\\/]src[\\/]/.test(id);

/*
 * The wallet and trading code (wagmi, the rest of viem and its curve and ABI libraries, the
 * connectors, the Trade view): one lazy chunk that only the Trade views and the header's wallet
 * control load, so no read view's first visit grows (eventemitter3, which recharts uses too, is in common).
 */
const TRADING =
  /[\\/](node_modules[\\/](wagmi|@wagmi|viem|ox|abitype|@noble[\\/](curves|hashes)|@scure|@adraffy|mipd|zustand)[\\/]|src[\\/](wallet[\\/](?!demo-provider)|api[\\/]trading[\\/]|features[\\/]trade[\\/]|app[\\/]routes[\\/]trade(-keys)?\.tsx$))/;

/*
 * The trading service's live channels and what shows a book (the socket manager, the channel schemas,
 * the book panels): the Trade view uses them, and the market view loads them after its page has drawn,
 * without the wallet code around them. Named as a trading chunk, which it is.
 */
const LIVE =
  /[\\/]src[\\/](api[\\/]trading[\\/](live-[a-z-]+|ws-events|ws-messages|hmac|contract[\\/]schemas-books)|ui[\\/](use-live-book|live-status-badge|book-side|live-quotes-feed)|features[\\/]market[\\/](market-book|live-book-queries))\.tsx?$/;

/*
 * WalletConnect (a build with VITE_WALLETCONNECT_PROJECT_ID only): its provider, QR modal and
 * everything only they reach, as one lazy chunk loaded when a user picks WalletConnect. "Only they
 * reach" is what the entry cannot reach without passing through the provider: the viem, es-toolkit
 * and other modules the modal pulls in beside ours would otherwise grow the trading and charts chunks.
 */
const WALLETCONNECT_ROOT = /[\\/]node_modules[\\/]@walletconnect[\\/]ethereum-provider[\\/]/;
type ModuleGraph = {
  getModuleInfo(id: string): {
    importers: readonly string[];
    dynamicImporters: readonly string[];
    importedIds: readonly string[];
    dynamicallyImportedIds: readonly string[];
    isEntry: boolean;
  } | null;
};
let reachedWithout: { graph: ModuleGraph; ids: Set<string> } | undefined;

function entryReaches(graph: ModuleGraph, id: string): boolean {
  if (reachedWithout?.graph !== graph) {
    const entries = entriesAbove(graph, id);
    // a module no entry imports (the bundler's runtime) is nobody's: leave it where it was
    if (!entries.length) return true;
    // every module the entries reach without entering WalletConnect
    const ids = new Set<string>();
    while (entries.length) {
      const m = entries.pop()!;
      if (ids.has(m) || WALLETCONNECT_ROOT.test(m)) continue;
      ids.add(m);
      const info = graph.getModuleInfo(m);
      entries.push(...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? []));
    }
    reachedWithout = { graph, ids };
  }
  return reachedWithout.ids.has(id);
}

function entriesAbove(graph: ModuleGraph, id: string): string[] {
  const seen = new Set<string>();
  const up = [id];
  const entries: string[] = [];
  while (up.length) {
    const m = up.pop()!;
    if (seen.has(m)) continue;
    seen.add(m);
    const info = graph.getModuleInfo(m);
    if (info?.isEntry) entries.push(m);
    up.push(...(info?.importers ?? []), ...(info?.dynamicImporters ?? []));
  }
  return entries;
}

/** The groups, in priority order: a module goes to the first whose test it passes. */
export const CHUNK_GROUPS = [
  {
    name: 'core',
    test: (id: string) =>
      CORE.test(id) ||
      (SHELL.test(id) && !/[\\/]@tanstack[\\/][^\\/]+[\\/]build[\\/]modern[\\/]index\.js$/.test(id) && !(SHARED.test(id) && !keepOut(id))),
  },
  {
    name: (id: string, graph: ModuleGraph) => (/[\\/]node_modules[\\/]/.test(id) && !entryReaches(graph, id) ? 'walletconnect' : null),
  },
  { name: 'charts', test: (id: string) => CHARTS.test(id) },
  { name: 'lists', test: (id: string) => LISTS.test(id) },
  { name: 'trading-live', test: (id: string) => LIVE.test(id) },
  { name: 'common', test: (id: string) => SHARED.test(id) && !keepOut(id) && !VIEW_ONLY.test(id) && !id.endsWith('.test.ts') },
  { name: 'trading', test: (id: string) => TRADING.test(id) && !id.endsWith('.test.ts') },
];

/** Chunks whose files must never be part of a first visit's entry (build/page-start.ts checks). */
export const LAZY_GROUPS = ['common', 'charts', 'trading', 'walletconnect'];
