import { CONTRACTS } from '../../../src/api/config';
import { feeFor, MICRO, type Ledger } from '../../ledger';
import type { Fill } from '../engine/types';
import type { OrderStore } from './store';

/*
 * Settles an order's fills through the ledger. A same-outcome fill is one ledger trade between
 * taker and maker. A complementary fill goes the way the exchange contract does it onchain: for a
 * MINT the exchange splits pUSD into a pair and sells each outcome to its buyer; for a MERGE it buys
 * each outcome from its seller and merges the pair back into pUSD. The exchange ends each fill
 * holding nothing, and every row is an ordinary split, merge or trade, so the ledger's audits hold.
 * The taker pays the market's fee, makers pay none. Runs inside the caller's transaction.
 */

export type SettleInput = {
  fills: readonly Fill[];
  conditionId: string;
  feeBps: number;
  builder: string;
  nowS: number;
  negRisk: boolean;
};

/** pUSD the exchange keeps to split with (it gets each split back from the buyers in the same transaction). */
const EXCHANGE_FLOAT = 1_000_000_000 * MICRO;

/** Settles every fill and returns the trades rows that carry the taker's side of each. */
export function settleFills(ledger: Ledger, store: OrderStore, s: SettleInput): number[] {
  const exchange = (s.negRisk ? CONTRACTS.negRiskExchange : CONTRACTS.exchange).toLowerCase();
  const ts = s.nowS;
  const tradeIds: number[] = [];
  for (const f of s.fills) {
    const takerFee = feeFor(f.size, f.takerPrice, s.feeBps);
    const trade = (taker: string, maker: string, outcomeIndex: 0 | 1, side: 'BUY' | 'SELL', price: number, fee: number) =>
      ledger.trade({
        ts,
        conditionId: s.conditionId,
        outcomeIndex,
        taker,
        maker,
        takerSide: side,
        size: f.size,
        price,
        takerFee: fee,
        makerFee: 0,
        builderCode: s.builder,
      }).tradeId;
    let tradeId: number;
    if (f.kind === 'TRADE') {
      tradeId = trade(f.taker, f.maker, f.takerOutcome, f.takerSide, f.makerPrice, takerFee);
    } else {
      const price0 = f.takerOutcome === 0 ? f.takerPrice : f.makerPrice;
      if (ledger.cashOf(exchange) < f.size) ledger.deposit({ user: exchange, amount: EXCHANGE_FLOAT, ts });
      if (f.kind === 'MINT') ledger.split({ ts, user: exchange, conditionId: s.conditionId, amount: f.size, price0 });
      // each side trades its own outcome with the exchange, the taker first (its row carries the fill)
      tradeId = trade(f.taker, exchange, f.takerOutcome, f.takerSide, f.takerPrice, takerFee);
      trade(f.maker, exchange, f.makerOutcome, f.makerSide, f.makerPrice, 0);
      if (f.kind === 'MERGE') ledger.merge({ ts, user: exchange, conditionId: s.conditionId, amount: f.size, price0 });
    }
    store.insertFill({ trade_id: tradeId, taker_order_id: f.takerOrderId, maker_order_id: f.makerOrderId, kind: f.kind, ts });
    tradeIds.push(tradeId);
  }
  return tradeIds;
}
