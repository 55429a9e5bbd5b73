import { instrumentById } from '../../../src/api/perps/instruments';
import { readDecimal } from '../../../src/api/perps/wire-decimal';
import { accountQueries } from '../account/portfolio';
import type { PerpsContext } from '../context';
import { TERMINAL, type PerpsOrder } from '../engine/types';
import { MAKER } from '../market/makers';
import { isOpen } from '../orders/order-view';

/*
 * Liquidation of isolated positions (facts §6.4): a position whose equity (its allocation, the
 * margin added, and its uPnL at mark) falls below its maintenance margin has the account's
 * resting orders on that instrument cancelled, then is closed whole by a reduce-only market IOC
 * bounded by the mark band, whose fills pay the liquidation fee on top of the taker fee. One close
 * per position at a time; what the book cannot take is tried again on the next pass. Cross
 * positions, the insurance-fund backstop and ADL are not modelled yet.
 */

export function liquidationPass(ctx: PerpsContext) {
  const q = accountQueries(ctx);
  const open = ctx.db.prepare<[string], string>(`SELECT DISTINCT account FROM perps_positions WHERE size != 0 AND account != ?`).pluck();
  // the close order of each position being liquidated: another starts only once it has ended
  const closing = new Map<string, PerpsOrder>();

  return () => {
    const engine = ctx.market.engine;
    for (const account of open.all(MAKER)) {
      for (const f of q.figures(account)) {
        const iid = f.instrument.instrument_id;
        const key = `${account}:${iid}`;
        const pending = closing.get(key);
        if (f.cross || (pending && !TERMINAL.has(pending.status))) continue;
        const equity = BigInt(f.cost) / BigInt(f.leverage) + f.marginAdded + f.upnl;
        if (equity >= f.mm) continue;
        for (const o of [...engine.orders.values()])
          if (o.account === account && o.iid === iid && isOpen(o) && !o.inFlight) engine.cancel(o);
        const i = instrumentById(iid)!;
        const mark = ctx.market.mark(iid);
        const band = (mark * (readDecimal(i.price_bounds, 4) as bigint)) / 10_000n;
        const buy = f.size < 0;
        const order = ctx.market.newOrder({
          account,
          iid,
          buy,
          price: buy ? mark + band : mark - band,
          qty: BigInt(Math.abs(f.size)),
          tif: 'ioc',
          po: false,
          ro: true,
          liq: true,
        });
        closing.set(key, order);
        engine.submit(order);
      }
    }
  };
}
