import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INSTRUMENTS } from '../../../src/api/perps/instruments';
import { openDb } from '../../db/connection';
import { Ledger } from '../../ledger';
import { T0 } from '../../testing/perps-kit';
import type { Tif } from './types';
import { createPerpsApp } from '../perps-app';

/*
 * Random order streams straight into the engine (no signatures, no pre-trade checks, so the
 * ledger's own refusals are exercised too) against the sandbox makers. After each stream: every
 * collateral equals its movements, none is negative, each instrument's sizes sum to zero, and
 * equity is conserved: Σ collateral + Σ uPnL = Σ credits − Σ fees, up to one micro per fill of
 * rounding (a reduced position's cost is removed pro rata, floored).
 */

const ACCOUNTS = ['0x' + 'a1'.repeat(20), '0x' + 'b2'.repeat(20), '0x' + 'c3'.repeat(20)];
const order = fc.record({
  who: fc.integer({ min: 0, max: ACCOUNTS.length - 1 }),
  iid: fc.constantFrom(6, 7, 8),
  buy: fc.boolean(),
  ticks: fc.integer({ min: -8, max: 8 }),
  lots: fc.integer({ min: 1, max: 40 }),
  tif: fc.constantFrom<Tif>('gtc', 'ioc', 'fok'),
});

describe('perps engine invariants under random order streams', () => {
  it('conservation, no negative balances, zero-sum positions, audits', async () => {
    let filled = 0n;
    await fc.assert(
      fc.asyncProperty(fc.array(order, { minLength: 5, maxLength: 40 }), async (stream) => {
        const db = openDb(':memory:');
        const ledger = new Ledger(db);
        const app = createPerpsApp(db, { ledger, nowMs: () => T0, takerDelayMs: 0 });
        const { market } = app.ctx;
        for (const a of ACCOUNTS) ledger.perps.faucet({ account: a, amount: 500_000_000, ts: T0 });
        for (const o of stream) {
          const i = INSTRUMENTS.find((x) => x.instrument_id === o.iid)!;
          const step = market.index(o.iid) / 2000n;
          const price = market.index(o.iid) + BigInt(o.ticks) * step;
          const qty = (BigInt(o.lots) * 10n ** BigInt(i.quantity_decimals)) / 1000n || 1n;
          market.engine.submit(
            market.newOrder({ account: ACCOUNTS[o.who]!, iid: o.iid, buy: o.buy, price, qty, tif: o.tif, po: false, ro: false }),
          );
          await new Promise((r) => setTimeout(r, 1));
        }
        await new Promise((r) => setTimeout(r, 5));
        // the engine's running sums of open orders are what a walk over the orders finds
        for (const a of ACCOUNTS) {
          const open = [...market.engine.orders.values()].filter(
            (o) => o.account === a && (o.status === 'open' || o.status === 'partial' || o.status === 'accepted'),
          );
          const sums = market.engine.sums.of(a);
          expect(sums.count).toBe(open.length);
          for (const iid of [6, 7, 8]) {
            const mine = open.filter((o) => o.iid === iid);
            const side = (buy: boolean) => mine.filter((o) => o.buy === buy).reduce((s, o) => s + o.qty - o.filled, 0n);
            const priceQty = mine.reduce((s, o) => s + o.price! * (o.qty - o.filled), 0n);
            const got = sums.byInstrument.get(iid);
            expect([got?.buys ?? 0n, got?.sells ?? 0n, got?.priceQty ?? 0n]).toEqual([side(true), side(false), priceQty]);
          }
        }
        app.stop();
        expect(ledger.perps.audit()).toEqual([]);
        expect(db.prepare('SELECT COUNT(*) FROM perps_accounts WHERE collateral < 0').pluck().get()).toBe(0);
        expect(db.prepare('SELECT instrument_id FROM perps_positions GROUP BY instrument_id HAVING SUM(size) != 0').all()).toEqual([]);
        const sum = (sql: string) => BigInt((db.prepare(sql).pluck().get() as number | null) ?? 0);
        const collateral = sum('SELECT SUM(collateral) FROM perps_accounts');
        // Σ uPnL does not depend on the mark once sizes sum to zero: Σ short cost − Σ long cost
        const upnl = sum('SELECT SUM(CASE WHEN size < 0 THEN cost ELSE -cost END) FROM perps_positions WHERE size != 0');
        const credits = sum("SELECT SUM(delta) FROM perps_movements WHERE kind = 'faucet'");
        const fees = sum("SELECT SUM(delta) FROM perps_movements WHERE kind = 'fee'");
        const fills = sum('SELECT COUNT(*) FROM perps_fills');
        filled += fills;
        const drift = collateral + upnl - (credits + fees);
        expect(drift >= -fills && drift <= fills).toBe(true);
      }),
      { numRuns: 25 },
    );
    // the streams did trade: a property over streams that never fill would prove nothing
    expect(filled).toBeGreaterThan(25n);
  });
});
