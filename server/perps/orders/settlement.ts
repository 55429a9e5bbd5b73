import { FEE_TIERS, instrumentById } from '../../../src/api/perps/instruments';
import { readDecimal, writeDecimal } from '../../../src/api/perps/wire-decimal';
import type { Db } from '../../db/connection';
import type { Ledger } from '../../ledger';
import { LedgerError } from '../../ledger/ledger-error';
import type { Match } from '../engine/matching-engine';
import type { PerpsOrder } from '../engine/types';
import type { PerpsEvents } from '../events';
import type { PerpsMarket } from '../market/market';
import { fillWriter, type FillRow } from './fill-rows';
import { ceilDiv, entryPrice, notionalMicro } from '../market/units';

/*
 * A match, settled: both sides' fills through the ledger (fee and realized PnL on the collateral,
 * the position's size and cost) and their fill rows, in one SQLite transaction. Fees are the $0
 * tier's (taker 4 bp, maker 1.25 bp) on the fill's notional, rounded up to the micro. A side the
 * ledger refuses (a loss its collateral cannot carry) undoes the whole match and says whose it was.
 */

export type SettleOutcome = 'ok' | 'maker' | 'taker';

const BP100 = 1_000_000n;

/** An instrument's liquidation fee ('0.005') in the fee tiers' unit, basis points × 100. */
const liquidationBp100 = (i: { liquidation_fee: string }) => readDecimal(i.liquidation_fee, 6) as bigint;

class Refused extends Error {
  constructor(readonly who: 'maker' | 'taker') {
    super(who);
  }
}

export function createSettlement(db: Db, ledger: Ledger, market: () => PerpsMarket, nowMs: () => number, events: PerpsEvents) {
  const fillsOf = db.prepare<[number], FillRow>('SELECT * FROM perps_fills WHERE trade_id = ? ORDER BY id');
  const insert = fillWriter(db);
  const run = db.transaction((m: Match, tradeId: number, ts: number) => {
    const i = instrumentById(m.taker.iid)!;
    const notional = notionalMicro(i, m.price, m.qty);
    const side = (o: PerpsOrder, taker: boolean) => {
      // a liquidation pays notional × (taker + liquidation_fee) (facts §6.4)
      const rate = BigInt(taker ? FEE_TIERS[0].taker_bp100 : FEE_TIERS[0].maker_bp100) + (o.liq ? liquidationBp100(i) : 0n);
      const fee = Number(ceilDiv(notional * rate, BP100));
      let r;
      try {
        r = ledger.perps.fill({
          account: o.account,
          instrumentId: o.iid,
          sizeDelta: Number(o.buy ? m.qty : -m.qty),
          notional: Number(notional),
          fee,
          tradeId,
          ts,
        });
      } catch (e) {
        if (e instanceof LedgerError) throw new Refused(taker ? 'taker' : 'maker');
        throw e;
      }
      insert({
        trade_id: tradeId,
        account: o.account,
        order_id: o.oid,
        client_order_id: o.coid ?? null,
        instrument_id: o.iid,
        buy: o.buy ? 1 : 0,
        price: writeDecimal(m.price, i.price_decimals),
        quantity: writeDecimal(m.qty, i.quantity_decimals),
        taker: taker ? 1 : 0,
        fee,
        realized_pnl: r.realizedPnl,
        position_size: r.size,
        entry_price: entryPrice(i, r.cost, r.size),
        liquidation: o.liq ? 1 : 0,
        ts,
      });
    };
    side(m.maker, false);
    side(m.taker, true);
  });

  const expireReduceOnly = (account: string, iid: number, m: Match) => {
    const engine = market().engine;
    for (const o of [...engine.liveOf(account)])
      if (o.iid === iid && o.ro && o !== m.taker && o !== m.maker && (o.status === 'open' || o.status === 'partial'))
        engine.cancel(o, 'reduce_only_expired');
  };

  return (m: Match): SettleOutcome => {
    const tradeId = market().tradeId();
    const ts = nowMs();
    try {
      run(m, tradeId, ts);
    } catch (e) {
      if (e instanceof Refused) return e.who;
      throw e;
    }
    const trade = { trade_id: tradeId, instrument_id: m.taker.iid, buy: m.taker.buy, price: m.price, qty: m.qty, ts };
    market().record(trade);
    events.emit('trade', trade);
    for (const f of fillsOf.all(tradeId)) {
      events.emit('fill', f);
      events.emit('collateral', f.account);
      // a closed position leaves its resting reduce-only orders nothing to reduce (facts §5.3)
      if (f.position_size === 0) expireReduceOnly(f.account, f.instrument_id, m);
    }
    return 'ok';
  };
}
