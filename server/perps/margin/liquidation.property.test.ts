import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INSTRUMENTS } from '../../../src/api/perps/instruments';
import { openDb } from '../../db/connection';
import { Ledger } from '../../ledger';
import { T0 } from '../../testing/perps-kit';
import { accountQueries } from '../account/portfolio';
import { riskChecks } from '../orders/risk';
import { createPerpsApp } from '../perps-app';

/*
 * Liquidation under random streams: thinly funded traders at random leverages and margin modes
 * trade against the sandbox makers (through the pre-trade margin checks) while the clock jumps and the index walks. After every pass:
 * no scope is left below ⅔ of its maintenance margin (the fund took it), every scope below its
 * maintenance margin is flagged, and the books still balance — audits, no negative collateral,
 * sizes summing to zero with the insurance fund's positions counted.
 */

const TRADERS = ['0x' + 'a1'.repeat(20), '0x' + 'b2'.repeat(20), '0x' + 'c3'.repeat(20)];
const IIDS = [6, 7, 8];
const step = fc.oneof(
  fc.record({
    kind: fc.constant('order' as const),
    who: fc.nat(2),
    iid: fc.constantFrom(...IIDS),
    buy: fc.boolean(),
    lots: fc.integer({ min: 1, max: 30 }),
  }),
  fc.record({ kind: fc.constant('clock' as const), minutes: fc.integer({ min: 1, max: 720 }) }),
);
const mode = fc.record({ lev: fc.constantFrom(10, 25, 50), cross: fc.boolean() });

describe('liquidation invariants under random streams', () => {
  it('nothing below ⅔ MM survives a pass, everything below MM is flagged, the books balance', async () => {
    let liquidated = 0n;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(mode, { minLength: 3, maxLength: 3 }), { minLength: 3, maxLength: 3 }),
        fc.array(step, { minLength: 10, maxLength: 40 }),
        async (modes, stream) => {
          const db = openDb(':memory:');
          const ledger = new Ledger(db);
          const clock = { now: T0 };
          const app = createPerpsApp(db, { ledger, nowMs: () => clock.now, takerDelayMs: 0 });
          const { ctx } = app;
          const q = accountQueries(ctx);
          const risk = riskChecks(ctx);
          const setMode = db.prepare('INSERT INTO perps_leverage (account, instrument_id, leverage, cross) VALUES (?, ?, ?, ?)');
          TRADERS.forEach((a, k) => {
            ledger.perps.faucet({ account: a, amount: 60_000_000, ts: T0 });
            IIDS.forEach((iid, j) => {
              const m = modes[k]![j]!;
              // SOL's cap is 20x: every mode drawn fits every instrument
              setMode.run(a, iid, m.lev, m.cross ? 1 : 0);
            });
          });
          const pass = async () => {
            await app.request('/v1/info/ping');
            await new Promise((r) => setTimeout(r, 3));
          };
          for (const s of stream) {
            if (s.kind === 'clock') clock.now += s.minutes * 60_000;
            else {
              const i = INSTRUMENTS.find((x) => x.instrument_id === s.iid)!;
              const qty = (BigInt(s.lots) * 10n ** BigInt(i.quantity_decimals)) / 1_000n || 1n;
              const mark = ctx.market.mark(s.iid);
              const price = s.buy ? mark + mark / 50n : mark - mark / 50n;
              const order = { instrument: i, iid: s.iid, buy: s.buy, price, qty, tif: 'ioc' as const, po: false, ro: false };
              // through the sequencer's pre-trade checks, as a signed order would go: no allocation beyond the collateral
              if (!risk.refusal(TRADERS[s.who]!, i, order))
                ctx.market.engine.submit(ctx.market.newOrder({ ...order, account: TRADERS[s.who]! }));
            }
            await pass();
            for (const a of TRADERS) {
              const list = q.figures(a);
              const collateral = BigInt(ledger.perps.collateralOf(a));
              const alloc = (f: (typeof list)[number]) => BigInt(f.cost) / BigInt(f.leverage) + f.marginAdded;
              const cross = list.filter((f) => f.cross);
              const crossEquity =
                collateral - list.filter((f) => !f.cross).reduce((x, f) => x + alloc(f), 0n) + cross.reduce((x, f) => x + f.upnl, 0n);
              const crossMm = cross.reduce((x, f) => x + f.mm, 0n);
              if (cross.length > 0) {
                expect(3n * crossEquity >= 2n * crossMm).toBe(true);
                if (crossEquity < crossMm) expect(ctx.liquidations.covers(a, cross[0]!.instrument.instrument_id, true)).toBe(true);
              }
              for (const f of list.filter((x) => !x.cross)) {
                const equity = alloc(f) + f.upnl;
                expect(3n * equity >= 2n * f.mm).toBe(true);
                if (equity < f.mm) expect(ctx.liquidations.covers(a, f.instrument.instrument_id, false)).toBe(true);
              }
            }
          }
          app.stop();
          liquidated += BigInt((db.prepare('SELECT COUNT(*) FROM perps_fills WHERE liquidation = 1').pluck().get() as number) ?? 0);
          expect(ledger.perps.audit()).toEqual([]);
          expect(db.prepare('SELECT COUNT(*) FROM perps_accounts WHERE collateral < 0').pluck().get()).toBe(0);
          expect(db.prepare('SELECT instrument_id FROM perps_positions GROUP BY instrument_id HAVING SUM(size) != 0').all()).toEqual([]);
        },
      ),
      { numRuns: 20 },
    );
    // the streams did liquidate: a property over streams where nothing is ever liquidated would prove nothing
    expect(liquidated).toBeGreaterThan(5n);
  });
});
