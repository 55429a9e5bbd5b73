import { startLargeService } from './large-dataset';
import { largePicks, type BenchMarket, type HistoryUser, type LargePicks } from './large-picks';
import { loadRun, probePaths, shuffle, type LoadStats, type ProbeResult } from './load-kit';

/*
 * The read routes of issue 3 under load on the LARGE dataset, each in its own service process (a
 * slow route cannot leave work queued for the next one): /trades and /activity with 100-row pages,
 * /holders and /v1/leaderboard with the largest page they serve.
 */

export type RouteName = 'trades' | 'activity' | 'holders' | 'leaderboard';
export const ROUTE_NAMES: RouteName[] = ['trades', 'activity', 'holders', 'leaderboard'];

export type RouteLoadResult = {
  route: RouteName;
  path: string;
  /** Rows asked for per request (the route's maximum when it is under 100). */
  pageRows: number;
  /** What the rotation holds, one line per family of paths. */
  mix: string[];
  users: HistoryUser[];
  markets: BenchMarket[];
  startMs: number;
  connections: number;
  durationS: number;
  paths: number;
  probe: ProbeResult;
  /** The plan's representative paths, each timed alone before any load. */
  samples: (Sample & { ms: number; timedOut: boolean })[];
  load: LoadStats;
};

export type RouteLoadOptions = { durationS: number; connections: number; log: (msg: string) => void };

type Sample = { label: string; path: string };
type Plan = {
  path: string;
  pageRows: number;
  mix: string[];
  users: HistoryUser[];
  markets: BenchMarket[];
  paths: string[];
  /** Representative paths, timed alone first, so even a route too slow to probe whole says where its time goes. */
  samples: Sample[];
};

const qs = (params: Record<string, string | number | boolean>) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');

function tradesPlan(p: LargePicks): Plan {
  const paths: string[] = [];
  const add = (params: Record<string, string | number | boolean>) => paths.push(`/data/trades?${qs({ limit: 100, ...params })}`);
  const deep = [0, 100, 1_000, 5_000, 10_000];
  for (const u of p.users) {
    const offsets = u === p.whale ? deep : u === p.topTaker ? deep.slice(0, 4) : [0];
    for (const offset of offsets) add({ user: u.address, takerOnly: false, offset });
  }
  for (const offset of [0, 1_000]) add({ user: p.topTaker.address, offset });
  add({ user: p.whale.address, takerOnly: false, side: 'BUY' });
  for (const m of p.tradeMarkets) for (const offset of [0, 100, 1_000]) add({ market: m.conditionId, offset });
  for (const offset of [0, 100]) add({ user: p.whale.address, market: p.whaleMarket.conditionId, takerOnly: false, offset });
  for (const offset of [0, 1_000]) add({ offset });
  const first = (label: string, needle: string) => ({ label, path: paths.find((x) => x.includes(needle))! });
  const w = `user=${p.whale.address}&takerOnly=false&offset=`;
  const median = p.users.find((u) => u.role === 'median') ?? p.users.at(-1)!;
  const samples = [
    first('median user, offset 0', `user=${median.address}&takerOnly=false&offset=0`),
    first('top taker, takerOnly=true, offset 0', `user=${p.topTaker.address}&offset=0`),
    first('busiest market, offset 0', `market=${p.tradeMarkets[0]!.conditionId}&offset=0`),
    first('global feed, offset 0', 'limit=100&offset=0'),
    first('whale, takerOnly=false, offset 0', `${w}0`),
    first('whale, takerOnly=false, offset 10000', `${w}10000`),
  ];
  return {
    samples,
    path: '/data/trades',
    pageRows: 100,
    users: p.users,
    markets: p.tradeMarkets,
    mix: [
      'each user below with takerOnly=false at offset 0; the whale also at 100, 1000, 5000 and 10000 (the cap), the top taker at 100, 1000, 5000',
      'the top taker with the default takerOnly=true at offsets 0 and 1000; the whale with side=BUY',
      'each market below (no user) at offsets 0, 100, 1000; the whale inside its busiest market at 0 and 100',
      'no user or market (the global feed) at offsets 0 and 1000',
    ],
    paths,
  };
}

function activityPlan(p: LargePicks): Plan {
  const paths: string[] = [];
  const add = (params: Record<string, string | number | boolean>) => paths.push(`/data/activity?${qs({ limit: 100, ...params })}`);
  const w = p.whale.address;
  for (const u of p.users) {
    const offsets = u === p.whale ? [0, 100, 1_000, 5_000] : u === p.topTaker ? [0, 1_000] : [0];
    for (const offset of offsets) add({ user: u.address, offset });
  }
  for (const offset of [0, 1_000]) add({ user: w, sortBy: 'TIMESTAMP', sortDirection: 'ASC', offset });
  for (const sortBy of ['TOKENS', 'CASH']) for (const sortDirection of ['DESC', 'ASC']) add({ user: w, sortBy, sortDirection });
  add({ user: w, type: 'TRADE' });
  add({ user: w, type: 'SPLIT,MERGE' });
  add({ user: w, excludeDepositsWithdrawals: false });
  add({ user: w, side: 'SELL' });
  for (const offset of [0, 100]) add({ user: w, market: p.whaleMarket.conditionId, offset });
  const at = (label: string, params: Record<string, string | number>) => ({
    label,
    path: `/data/activity?${qs({ limit: 100, ...params })}`,
  });
  const samples = [
    at('top taker, offset 0', { user: p.topTaker.address, offset: 0 }),
    at('whale, offset 0', { user: w, offset: 0 }),
    at('whale, offset 5000', { user: w, offset: 5_000 }),
    at('whale, TIMESTAMP ASC, offset 1000', { user: w, sortBy: 'TIMESTAMP', sortDirection: 'ASC', offset: 1_000 }),
    at('whale, CASH DESC', { user: w, sortBy: 'CASH', sortDirection: 'DESC' }),
    at('whale in its busiest market, offset 0', { user: w, market: p.whaleMarket.conditionId, offset: 0 }),
  ];
  return {
    samples,
    path: '/data/activity',
    pageRows: 100,
    users: p.users,
    markets: [p.whaleMarket],
    mix: [
      'each user below at offset 0 (newest first); the whale also at 100, 1000 and 5000 (the cap), the top taker at 1000',
      'the whale sorted TIMESTAMP ASC (offsets 0, 1000), TOKENS and CASH in both directions, type=TRADE, type=SPLIT,MERGE, excludeDepositsWithdrawals=false, side=SELL',
      'the whale inside its busiest market at offsets 0 and 100',
    ],
    paths,
  };
}

function holdersPlan(p: LargePicks): Plan {
  const paths: string[] = [];
  const add = (params: Record<string, string | number>) => paths.push(`/data/holders?${qs(params)}`);
  for (const m of p.holderMarkets) {
    add({ market: m.conditionId, limit: 20 });
    add({ market: m.conditionId, limit: 20, minBalance: 100 });
    add({ market: m.conditionId, limit: 5 });
  }
  add({
    market: p.holderMarkets
      .slice(0, 3)
      .map((m) => m.conditionId)
      .join(','),
    limit: 20,
  });
  const samples = [
    { label: 'most holders, limit 20', path: paths[0]! },
    { label: 'median market, limit 20', path: paths[9]! },
    { label: 'three markets, limit 20', path: paths.at(-1)! },
  ];
  return {
    samples,
    path: '/data/holders',
    pageRows: 20,
    users: [],
    markets: p.holderMarkets,
    mix: [
      'each market below with limit=20 (the maximum), with minBalance=100, and with limit=5',
      'the three busiest markets in one request',
    ],
    paths,
  };
}

function leaderboardPlan(): Plan {
  const paths: string[] = [];
  for (const timePeriod of ['DAY', 'WEEK', 'MONTH', 'ALL'])
    for (const category of ['OVERALL', 'POLITICS', 'SPORTS', 'CRYPTO'])
      for (const orderBy of ['PNL', 'VOL'])
        for (const offset of [0, 50]) paths.push(`/data/v1/leaderboard?${qs({ timePeriod, category, orderBy, limit: 50, offset })}`);
  // cheapest first, so the short periods are timed even when ALL takes the whole budget
  const samples = [
    ...['DAY', 'WEEK', 'MONTH'].map((timePeriod) => ({
      label: `${timePeriod}, OVERALL, PNL`,
      path: paths.find((x) => x.includes(`timePeriod=${timePeriod}&category=OVERALL&orderBy=PNL`))!,
    })),
    { label: 'ALL, SPORTS, VOL', path: paths.find((x) => x.includes('timePeriod=ALL&category=SPORTS&orderBy=VOL'))! },
    { label: 'ALL, OVERALL, PNL', path: paths.find((x) => x.includes('timePeriod=ALL&category=OVERALL&orderBy=PNL'))! },
  ];
  return {
    samples,
    path: '/data/v1/leaderboard',
    pageRows: 50,
    users: [],
    markets: [],
    mix: [
      'timePeriod DAY, WEEK, MONTH, ALL × category OVERALL, POLITICS, SPORTS, CRYPTO × orderBy PNL, VOL × offset 0, 50; limit=50 (the maximum)',
    ],
    paths,
  };
}

const PLANS: Record<RouteName, (p: LargePicks) => Plan> = {
  trades: tradesPlan,
  activity: activityPlan,
  holders: holdersPlan,
  leaderboard: leaderboardPlan,
};

export async function measureRoute(route: RouteName, opts: RouteLoadOptions): Promise<RouteLoadResult> {
  const plan = PLANS[route](largePicks());
  plan.paths = [...new Set(plan.paths)];
  shuffle(plan.paths);
  const start = () => startLargeService({ rateLimits: false, log: opts.log });
  let server = await start();
  try {
    // bounded: a route that takes seconds per request is still measured, just not probed path by path
    const budgetMs = Math.min(60, Math.max(15, opts.durationS * 5)) * 1000;
    const probe = await probePaths(
      server.base,
      plan.paths,
      budgetMs,
      plan.samples.map((x) => x.path),
    );
    const samples = plan.samples.flatMap((x) => {
      const t = probe.samples.find((y) => y.path === x.path);
      return t ? [{ ...x, ms: t.ms, timedOut: t.timedOut }] : [];
    });
    opts.log(
      `each path once: ${probe.probed}/${probe.total} in the budget, median ${probe.p50Ms.toFixed(0)} ms, slowest ${probe.slowest[0]?.ms.toFixed(0) ?? '-'} ms` +
        (probe.timedOut ? `, ${probe.timedOut} over 30 s` : ''),
    );
    const startMs = server.readyMs;
    const restart = async () => {
      await server.stop();
      server = await start();
      return server;
    };
    const { server: _measured, ...load } = await loadRun(server, plan.paths, {
      connections: opts.connections,
      durationS: opts.durationS,
      log: opts.log,
      restart,
    });
    opts.log(
      `${route}: ${Math.round(load.reqPerSec)} req/s, p50 ${load.p50} ms, p99 ${load.p99} ms, errors ${load.errors}, timeouts ${load.timeouts}, non-2xx ${load.non2xx}, unanswered at the end ${load.unanswered}`,
    );
    return {
      route,
      path: plan.path,
      pageRows: plan.pageRows,
      mix: plan.mix,
      users: plan.users,
      markets: plan.markets,
      startMs,
      connections: opts.connections,
      durationS: opts.durationS,
      paths: plan.paths.length,
      probe,
      samples,
      load,
    };
  } finally {
    await server.stop();
  }
}
