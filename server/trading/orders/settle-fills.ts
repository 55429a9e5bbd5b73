import { CONTRACTS } from '../../../src/api/config';
import { feeFor, type Ledger } from '../../ledger';
import type { Fill } from '../engine/types';
import type { OrderStore } from './store';

/*
 * Settles an order's fills through the ledger: a same-outcome fill is one ledger trade, a
 * complementary one (MINT, MERGE) is a pair. The taker pays the market's fee, makers pay none.
 * Runs inside the caller's transaction, with the order rows' updates.
 */

export type SettleInput = {
  fills: readonly Fill[];
  conditionId: string;
  feeBps: number;
  builder: string;
  nowS: number;
  negRisk: boolean;
};

/** Settles every fill and returns the trades rows (the taker's side) that carry them. */
export function settleFills(ledger: Ledger, store: OrderStore, s: SettleInput): number[] {
  const exchange = (s.negRisk ? CONTRACTS.negRiskExchange : CONTRACTS.exchange).toLowerCase();
  const tradeIds: number[] = [];
  for (const f of s.fills) {
    const takerFee = feeFor(f.size, f.takerPrice, s.feeBps);
    let tradeId: number;
    if (f.kind === 'TRADE') {
      tradeId = ledger.trade({
        ts: s.nowS,
        conditionId: s.conditionId,
        outcomeIndex: f.takerOutcome,
        taker: f.taker,
        maker: f.maker,
        takerSide: f.takerSide,
        size: f.size,
        price: f.makerPrice,
        takerFee,
        makerFee: 0,
        builderCode: s.builder,
      }).tradeId;
    } else {
      const takerHolds0 = f.takerOutcome === 0;
      const ids = ledger.pair({
        ts: s.nowS,
        kind: f.kind,
        conditionId: s.conditionId,
        holder0: takerHolds0 ? f.taker : f.maker,
        holder1: takerHolds0 ? f.maker : f.taker,
        size: f.size,
        price0: takerHolds0 ? f.takerPrice : f.makerPrice,
        fee0: takerHolds0 ? takerFee : 0,
        fee1: takerHolds0 ? 0 : takerFee,
        builderCode: s.builder,
        exchange,
      }).tradeIds;
      tradeId = ids[f.takerOutcome];
    }
    store.insertFill({ trade_id: tradeId, taker_order_id: f.takerOrderId, maker_order_id: f.makerOrderId, kind: f.kind, ts: s.nowS });
    tradeIds.push(tradeId);
  }
  return tradeIds;
}
