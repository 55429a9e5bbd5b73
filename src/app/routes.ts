import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';

/*
 * THE route table. The router (router.tsx and the portfolio layout), prefetch on hover, the build's
 * per-page preload lists and the reads a deep link's HTML starts are all derived from it
 * (src/app/boot/). Plain data and lazy imports only: the build reads it in Node, and the entry
 * imports it without pulling any view in.
 */

/** Where the page is going: what a route's `prefetch` reads its parameters and URL state from. */
export type PrefetchContext = {
  queryClient: QueryClient;
  pathname: string;
  search: string;
  /** The page's HTML already asked for this visit's first reads (src/app/boot/early-reads.ts). */
  readsStarted?: boolean;
};

/**
 * A route module: its view and, optionally, the reads that view makes on its first render, started
 * as soon as the module is in (before the first render) instead of from the view's effects. A
 * prefetch must ask for exactly the query keys the view renders, or it costs a request for nothing.
 */
export type RouteModule = { Component: ComponentType; prefetch?: (ctx: PrefetchContext) => void };

export type LazyModule = {
  /** The file under src/app/routes/ (without .tsx): its chunk, and its name in errors. */
  module: string;
  load: () => Promise<RouteModule>;
};

export type AppRoute = LazyModule & {
  /** wouter's pattern, whole (a view inside a layout spells the layout's part too). */
  path: string;
  /** A module rendered around this one (it checks the path's parameters once for all its views). */
  layout?: LazyModule & { path: string };
  /**
   * The reads this module's `prefetch` makes for a deep link, started by the page's HTML before any
   * script has arrived: for a visit without URL state, or ('any-search') whatever the search holds,
   * because the search only adds reads the view then asks for itself.
   */
  firstReads?: 'no-search' | 'any-search';
};

const PORTFOLIO = { module: 'portfolio', path: '/portfolio/:address', load: () => import('./routes/portfolio') };

export const ROUTES: readonly AppRoute[] = [
  { path: '/', module: 'home', load: () => import('./routes/home') },
  { path: '/portfolio/:address', module: 'overview', layout: PORTFOLIO, firstReads: 'no-search', load: () => import('./routes/overview') },
  {
    path: '/portfolio/:address/positions',
    module: 'positions',
    layout: PORTFOLIO,
    firstReads: 'no-search',
    load: () => import('./routes/positions'),
  },
  {
    path: '/portfolio/:address/combos',
    module: 'combos',
    layout: PORTFOLIO,
    firstReads: 'no-search',
    load: () => import('./routes/combos'),
  },
  {
    path: '/portfolio/:address/activity',
    module: 'activity',
    layout: PORTFOLIO,
    firstReads: 'no-search',
    load: () => import('./routes/activity'),
  },
  {
    path: '/portfolio/:address/trades',
    module: 'trades',
    layout: PORTFOLIO,
    firstReads: 'no-search',
    load: () => import('./routes/trades'),
  },
  {
    path: '/portfolio/:address/approvals',
    module: 'approvals',
    layout: PORTFOLIO,
    firstReads: 'no-search',
    load: () => import('./routes/approvals'),
  },
  {
    path: '/portfolio/:address/perps',
    module: 'perps-portfolio',
    layout: PORTFOLIO,
    firstReads: 'no-search',
    load: () => import('./routes/perps-portfolio'),
  },
  { path: '/portfolio/:address/accounting', module: 'accounting', layout: PORTFOLIO, load: () => import('./routes/accounting') },
  { path: '/leaderboards', module: 'leaderboards', load: () => import('./routes/leaderboards') },
  { path: '/markets', module: 'markets', firstReads: 'no-search', load: () => import('./routes/markets') },
  { path: '/market/:conditionId', module: 'market', firstReads: 'any-search', load: () => import('./routes/market') },
  { path: '/trade', module: 'trade', firstReads: 'any-search', load: () => import('./routes/trade') },
  { path: '/trade/keys', module: 'trade-keys', load: () => import('./routes/trade-keys') },
  { path: '/funds', module: 'funds', load: () => import('./routes/funds') },
  { path: '/perps', module: 'perps', load: () => import('./routes/perps') },
  { path: '/perps/:symbol', module: 'perps-market', load: () => import('./routes/perps-market') },
];

/** What any other path renders. */
export const NOT_FOUND: LazyModule = { module: 'not-found', load: () => import('./routes/not-found') };

/** A path pattern as a regular expression's source: each `:param` one segment, a trailing slash allowed. */
export function routePattern(path: string): string {
  const body = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')
    .replace(/\/$/, '');
  return `^${body}/?$`;
}

const patterns = ROUTES.map((r) => [new RegExp(routePattern(r.path)), r] as const);

/** The route a pathname renders, or undefined when it is none of the table's. */
export function matchRoute(pathname: string): AppRoute | undefined {
  return patterns.find(([re]) => re.test(pathname))?.[1];
}
