import type { PerpsContext } from '../context';
import type { PositionFigures } from '../account/portfolio';
import { writeDecimal } from '../../../src/api/perps/wire-decimal';
import { fillWriter, type FillRow } from '../orders/fill-rows';
import { entryPrice, ratio } from '../market/units';

/*
 * The insurance-fund backstop (facts §6.4): when a scope's equity falls below ⅔ of its maintenance
 * margin, the fund takes its positions over instead of the book. The account closes at its
 * bankruptcy price — what leaves its scope equity at exactly zero — so it loses what the scope held
 * and never more; the fund carries the position from there, its gain or deficit against the mark
 * its own. No fees; both fills carry order id 0 and the liquidation flag. The sandbox's fund holds
 * far more than its maintenance margin, so auto-deleveraging (its fallback) never runs here.
 */

export const INSURANCE_FUND = '0x00000000000000000000000000000000000f0d00';

export function backstop(ctx: PerpsContext) {
  const write = fillWriter(ctx.db);

  /**
   * Hands `positions` (one isolated position, or a cross scope's) to the fund in one transaction.
   * `scopeEquity` is the scope's equity at mark; the first position absorbs it, the rest move at mark.
   */
  const takeOver = ctx.db.transaction((account: string, positions: PositionFigures[], scopeEquity: bigint) => {
    const ts = ctx.nowMs();
    const written: number[] = [];
    // gains first, so the account's collateral never dips below zero between two moves
    const ordered = positions.map((f, k) => ({ f, pnl: f.upnl - (k === 0 ? scopeEquity : 0n) })).sort((a, b) => (b.pnl > a.pnl ? 1 : -1));
    for (const { f, pnl } of ordered) {
      const iid = f.instrument.instrument_id;
      const long = f.size > 0;
      let notional = long ? BigInt(f.cost) + pnl : BigInt(f.cost) - pnl;
      if (notional < 1n) notional = 1n;
      const qty = Math.abs(f.size);
      const tradeId = ctx.market.tradeId();
      const decimals = f.instrument.quantity_decimals;
      // the bankruptcy price, truncated to the instrument's step for display; the ledger moves the exact notional
      const price = ratio(notional * 10n ** BigInt(decimals), BigInt(qty) * 1_000_000n, f.instrument.price_decimals);
      for (const [who, buy] of [
        [account, !long],
        [INSURANCE_FUND, long],
      ] as const) {
        const sizeDelta = buy ? qty : -qty;
        const r = ctx.ledger.perps.fill({ account: who, instrumentId: iid, sizeDelta, notional: Number(notional), fee: 0, tradeId, ts });
        write({
          trade_id: tradeId,
          account: who,
          order_id: 0,
          client_order_id: null,
          instrument_id: iid,
          buy: buy ? 1 : 0,
          price,
          quantity: writeDecimal(BigInt(qty), decimals),
          taker: who === account ? 1 : 0,
          fee: 0,
          realized_pnl: r.realizedPnl,
          position_size: r.size,
          entry_price: entryPrice(f.instrument, r.cost, r.size),
          liquidation: 1,
          ts,
        });
      }
      written.push(tradeId);
    }
    return written;
  });

  const fillsOf = ctx.db.prepare<[number], FillRow>('SELECT * FROM perps_fills WHERE trade_id = ? ORDER BY id');
  return (account: string, positions: PositionFigures[], scopeEquity: bigint) => {
    for (const tradeId of takeOver(account, positions, scopeEquity)) for (const f of fillsOf.all(tradeId)) ctx.events.emit('fill', f);
    ctx.events.emit('collateral', account);
  };
}
