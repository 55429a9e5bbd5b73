import type { LedgerCore } from './core';
import { LedgerError } from './ledger-error';
import { MICRO, NO_BUILDER, notional } from './money';
import type { PairInput, PairResult } from './types';
import { nonNegativeInt, positiveInt, priceInRange, timestamp } from './validate';

/**
 * Settles a complementary fill: a BUY of one outcome against a BUY of the other mints a pair (each
 * pays its price, together exactly one pUSD a share), a SELL against a SELL merges one (each receives
 * its price). The exchange is the counterparty of both sides, as onchain, so each side is a trades
 * row of its own with the exchange as maker, and a TRADE activity row in the holder's own token.
 */
export function settlePair(core: LedgerCore, i: PairInput): PairResult {
  timestamp(i.ts);
  positiveInt(i.size, 'size');
  priceInRange(i.price0);
  nonNegativeInt(i.fee0, 'fee0');
  nonNegativeInt(i.fee1, 'fee1');
  if (i.holder0 === i.holder1) throw new LedgerError('INVALID_INPUT', 'the two sides of a pair must differ');
  const m = core.unresolvedMarket(i.conditionId);
  const cash = [notional(i.size, i.price0), 0];
  cash[1] = i.size - cash[0]!;
  const holders = [i.holder0, i.holder1] as const;
  const fees = [i.fee0, i.fee1] as const;
  const mint = i.kind === 'MINT';
  const side = mint ? 'BUY' : 'SELL';
  const txHash = core.txHash(i.txHash, mint ? 'mint' : 'merge', i.ts);
  const tradeIds: number[] = [];
  for (const k of [0, 1] as const) {
    const asset = k === 0 ? m.token0 : m.token1;
    const price = k === 0 ? i.price0 : MICRO - i.price0;
    if (mint) {
      core.moveCash(holders[k], -(cash[k]! + fees[k]));
      core.addShares(holders[k], m, k, i.size, cash[k]!, fees[k], i.ts);
      core.supply(asset, i.size, 0);
    } else {
      core.removeShares(holders[k], m, k, i.size, cash[k]!, i.ts);
      core.moveCash(holders[k], cash[k]! - fees[k]);
      core.supply(asset, 0, i.size);
    }
    // prettier-ignore
    const tradeId = Number(core.st.insertTrade.run(
      i.ts, m.condition_id, asset, k, holders[k], i.exchange, side, i.size, price, fees[k], 0, i.builderCode ?? NO_BUILDER, txHash,
    ).lastInsertRowid);
    tradeIds.push(tradeId);
    core.activity({
      user: holders[k],
      ts: i.ts,
      type: 'TRADE',
      conditionId: m.condition_id,
      asset,
      outcomeIndex: k,
      side,
      size: i.size,
      usdcSize: cash[k]!,
      price,
      fee: fees[k],
      shareDelta: mint ? i.size : -i.size,
      cashDelta: mint ? -(cash[k]! + fees[k]) : cash[k]! - fees[k],
      tradeId,
      txHash,
      logIndex: k,
    });
  }
  return { tradeIds: tradeIds as [number, number] };
}
