import { openDb } from '../server/db/connection';
import { liquidationPass } from '../server/perps/margin/liquidation';
import { fundingSettlement } from '../server/perps/market/funding-settlement';
import { MAKER } from '../server/perps/market/makers';
import { notionalMicro } from '../server/perps/market/units';
import { createPerpsApp } from '../server/perps/perps-app';
import { instrumentById } from '../src/api/perps/instruments';

/*
 * The perps gateway's periodic passes over many open positions, in the bench process: the gateway
 * over an in-memory database, its clock held still (so the index, the makers' quotes and the mark
 * stay put), 10,000 accounts each funded with 10,000 pUSD and holding a long BTC position of 0.01
 * (isolated, 50×, the default) bought at the mark straight through the ledger, against the makers'
 * account as the one counterparty. Timed:
 *   - a liquidation pass where no position is due (median of 5);
 *   - a pass where 1 % are due: 100 accounts' isolated margin is taken down (an adjustMargin through
 *     the ledger) to 85 % of the maintenance margin, so the pass flags them, cancels their orders and
 *     sends each a reduce-only close (median of 5 runs, each on a fresh 100; the closes of earlier
 *     runs are still in their taker delay, since no timer runs between passes);
 *   - the hourly funding settlement of BTC over every position at a rate of 0.000000125 (median of 5).
 */

export type PerpsPassesResult = {
  positions: number;
  setupS: number;
  /** Median and every run, ms. */
  liquidationIdle: { medianMs: number; runs: number[] };
  liquidationDue: { medianMs: number; runs: number[]; due: number; closes: number };
  funding: { medianMs: number; runs: number[]; payments: number };
};

const BTC = 6;
const T0 = 1_790_164_800_000 + 10 * 60_000;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const time = (f: () => void) => {
  const t0 = performance.now();
  f();
  return performance.now() - t0;
};

export function measurePerpsPasses(o: { positions?: number; runs?: number; log: (m: string) => void }): PerpsPassesResult {
  const positions = o.positions ?? 10_000;
  const runs = o.runs ?? 5;
  const clock = T0;
  const setupStart = performance.now();
  const db = openDb(':memory:');
  const app = createPerpsApp(db, { nowMs: () => clock, makers: true });
  try {
    const { ctx } = app;
    const ledger = ctx.ledger.perps;
    const i = instrumentById(BTC)!;
    const mark = ctx.market.mark(BTC);
    const qty = 1_000n; // 0.01 BTC in quantity units (5 decimals)
    const notional = Number(notionalMicro(i, mark, qty));
    const accounts = Array.from({ length: positions }, (_, k) => `0xa${(k + 1).toString(16).padStart(39, '0')}`);
    const fundAndFill = db.transaction(() => {
      let tradeId = 1;
      for (const account of accounts) {
        ledger.faucet({ account, amount: 10_000_000_000, ts: clock });
        const id = tradeId++;
        ledger.fill({ account, instrumentId: BTC, sizeDelta: Number(qty), notional, fee: 0, tradeId: id, ts: clock });
        ledger.fill({ account: MAKER, instrumentId: BTC, sizeDelta: -Number(qty), notional, fee: 0, tradeId: id, ts: clock });
      }
    });
    fundAndFill();
    const setupS = (performance.now() - setupStart) / 1000;
    o.log(`${positions} BTC positions of 0.01 at ${mark} in ${setupS.toFixed(1)} s`);

    const pass = liquidationPass(ctx);
    pass(); // warm-up: V8 and the statement cache
    const idle: number[] = [];
    for (let r = 0; r < runs; r++) idle.push(time(pass));
    o.log(`liquidation pass, none due: median ${median(idle).toFixed(1)} ms (${idle.map((x) => x.toFixed(1)).join(', ')})`);

    // isolated equity = cost / 50 + margin added + uPnL (0 at the entry mark); MM = value / 100
    const allocation = notional / i.max_leverage;
    const mm = Math.ceil(notional / (2 * i.max_leverage));
    const delta = -(allocation - Math.floor(0.85 * mm));
    const perRun = Math.max(1, Math.round(positions / 100));
    const due: number[] = [];
    let closes = 0;
    const closeOrders = () => [...ctx.market.engine.orders.values()].filter((x) => x.liq).length;
    for (let r = 0; r < runs; r++) {
      for (const account of accounts.slice(r * perRun, (r + 1) * perRun))
        ledger.adjustMargin({ account, instrumentId: BTC, delta, ts: clock });
      const before = closeOrders();
      due.push(time(pass));
      closes += closeOrders() - before;
    }
    o.log(
      `liquidation pass, ${perRun} due: median ${median(due).toFixed(1)} ms (${due.map((x) => x.toFixed(1)).join(', ')}); ${closes} closes sent`,
    );

    let payments = 0;
    const settle = fundingSettlement(
      db,
      ctx.ledger,
      () => ctx.market,
      () => payments++,
    );
    const funding: number[] = [];
    settle(BTC, 125_000n, T0 - 10 * 60_000); // warm-up
    payments = 0;
    for (let r = 0; r < runs; r++) funding.push(time(() => settle(BTC, 125_000n, T0 - (r + 1) * 3_600_000)));
    o.log(
      `funding settlement over ${payments / runs} positions: median ${median(funding).toFixed(1)} ms (${funding.map((x) => x.toFixed(1)).join(', ')})`,
    );
    return {
      positions,
      setupS,
      liquidationIdle: { medianMs: median(idle), runs: idle },
      liquidationDue: { medianMs: median(due), runs: due, due: perRun, closes },
      funding: { medianMs: median(funding), runs: funding, payments: payments / runs },
    };
  } finally {
    app.stop();
    db.close();
  }
}
