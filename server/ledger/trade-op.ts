import type { LedgerCore } from './core';
import { LedgerError } from './ledger-error';
import { NO_BUILDER, notional } from './money';
import type { TradeInput, TradeResult } from './types';
import { nonNegativeInt, positiveInt, priceInRange, timestamp } from './validate';

/**
 * Settles one fill between a maker and a taker: the trades row, a TRADE activity row per side, both
 * positions (the buyer's basis grows by the notional and its BUY fee; the seller realizes against
 * the basis it removes) and both cash balances. Shares only change hands here; supply is untouched.
 */
export function settleTrade(core: LedgerCore, t: TradeInput): TradeResult {
  timestamp(t.ts);
  positiveInt(t.size, 'size');
  priceInRange(t.price);
  const takerFee = t.takerFee ?? 0;
  const makerFee = t.makerFee ?? 0;
  nonNegativeInt(takerFee, 'takerFee');
  nonNegativeInt(makerFee, 'makerFee');
  if (t.outcomeIndex !== 0 && t.outcomeIndex !== 1) throw new LedgerError('INVALID_INPUT', `outcomeIndex must be 0 or 1`);
  if (t.taker === t.maker) throw new LedgerError('INVALID_INPUT', 'taker and maker must differ');
  const m = core.unresolvedMarket(t.conditionId);
  const asset = t.outcomeIndex === 0 ? m.token0 : m.token1;
  const usdc = notional(t.size, t.price);
  const takerBuys = t.takerSide === 'BUY';
  const buyer = takerBuys ? t.taker : t.maker;
  const seller = takerBuys ? t.maker : t.taker;
  const buyerFee = takerBuys ? takerFee : makerFee;
  const sellerFee = takerBuys ? makerFee : takerFee;
  const txHash = core.txHash(t.txHash, 'trade', t.ts);

  const tradeId = Number(
    core.st.insertTrade.run(
      t.ts,
      t.conditionId,
      asset,
      t.outcomeIndex,
      t.taker,
      t.maker,
      t.takerSide,
      t.size,
      t.price,
      takerFee,
      makerFee,
      t.builderCode ?? NO_BUILDER,
      txHash,
    ).lastInsertRowid,
  );

  core.removeShares(seller, m, t.outcomeIndex, t.size, usdc, t.ts);
  core.addShares(buyer, m, t.outcomeIndex, t.size, usdc, buyerFee, t.ts);
  core.moveCash(buyer, -(usdc + buyerFee));
  core.moveCash(seller, usdc - sellerFee);

  const makerSide = takerBuys ? 'SELL' : 'BUY';
  const takerShares = takerBuys ? t.size : -t.size;
  const takerCash = takerBuys ? -(usdc + takerFee) : usdc - takerFee;
  const makerCash = takerBuys ? usdc - makerFee : -(usdc + makerFee);
  // prettier-ignore
  const makerActivityId = Number(core.st.insertActivityPair.run(
    t.taker, t.ts, t.conditionId, asset, t.outcomeIndex, t.takerSide, t.size, usdc, t.price, takerFee, takerShares, takerCash, tradeId, txHash,
    t.maker, t.ts, t.conditionId, asset, t.outcomeIndex, makerSide, t.size, usdc, t.price, makerFee, -takerShares, makerCash, tradeId, txHash,
  ).lastInsertRowid);
  const takerActivityId = makerActivityId - 1;
  return { tradeId, takerActivityId, makerActivityId, notional: usdc };
}
