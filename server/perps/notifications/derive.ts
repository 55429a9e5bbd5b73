import { instrumentById, type Instrument } from '../../../src/api/perps/instruments';
import { readDecimal, writeDecimal } from '../../../src/api/perps/wire-decimal';
import { accountQueries } from '../account/portfolio';
import type { PerpsContext } from '../context';
import type { PerpsOrder } from '../engine/types';
import { MAKER } from '../market/makers';
import { entryPrice, notionalMicro, pusd, ratio } from '../market/units';
import type { FillRow } from '../orders/fill-rows';
import type { NotificationBody, NotificationStore, NotificationType } from './store';

/*
 * Notifications derived from what the gateway already says on its event bus, so no trading path
 * has to know about them: each fill moves a position (opened, increased, reduced, closed, or
 * liquidated when the liquidation engine's close filled it; a flip is a close then an open), and a
 * resting limit order that ends cancelled without filling whole is limit_order_canceled. The
 * synthetic makers get none: they are the sandbox's liquidity, not an account anyone reads.
 *
 * Sizes are the position's after the fill (absolute, `side` says which way), except for a close or
 * a liquidation, where they are the size that was closed and `avg_price` is the fill's price.
 * `order_type` is absent when the order is no longer in memory (after a restart).
 */

/** Statuses that end a resting order by cancellation (facts §5.2), whoever asked for it. */
const CANCELLED = new Set(['cancelled', 'auto_cancelled', 'stp_cancelled', 'reduce_only_expired']);

const qtyText = (i: Instrument, units: number | bigint) => writeDecimal(BigInt(units), i.quantity_decimals);
const sideOf = (size: number) => (size > 0 ? 'long' : 'short');

export function notificationDerivation(ctx: PerpsContext, store: NotificationStore) {
  const q = accountQueries(ctx);
  const orderFills = ctx.db.prepare<[string, number], { price: string; quantity: string }>(
    'SELECT price, quantity FROM perps_fills WHERE account = ? AND order_id = ?',
  );
  const notify = (account: string, type: NotificationType, body: NotificationBody) => {
    const item = store.add(account, type, body, ctx.nowMs());
    ctx.events.emit('notification', { account, item });
  };
  const leverage = (account: string, i: Instrument) => q.leverageOf(account, i).leverage;

  function fill(f: FillRow) {
    if (f.account === MAKER) return;
    const i = instrumentById(f.instrument_id)!;
    const qty = readDecimal(f.quantity, i.quantity_decimals) as bigint;
    const after = f.position_size;
    const before = after - Number(f.buy ? qty : -qty);
    const order = ctx.orders.find(f.order_id);
    const base = (size: number | bigint, side: string, avg: string) => ({
      instrument_id: i.instrument_id,
      side,
      size: qtyText(i, size),
      avg_price: avg,
      leverage: leverage(f.account, i),
      // a GTC rests: 'limit'; IOC and FOK (priced or not) and the liquidation's close take at once: 'market'
      ...(order ? { order_type: order.tif === 'gtc' ? 'limit' : 'market' } : {}),
    });
    const pnl = pusd(f.realized_pnl);
    if (f.liquidation === 1) {
      const closed = Math.min(Math.abs(before), Number(qty));
      return notify(f.account, 'position_liquidated', {
        ...base(closed, sideOf(before), f.price),
        pnl,
        remaining: qtyText(i, Math.abs(after)),
      });
    }
    const flipped = before !== 0 && after !== 0 && Math.sign(before) !== Math.sign(after);
    if (before !== 0 && (after === 0 || flipped))
      notify(f.account, 'position_closed', { ...base(Math.abs(before), sideOf(before), f.price), pnl });
    if (after === 0) return;
    if (before === 0 || flipped) return notify(f.account, 'position_opened', base(Math.abs(after), sideOf(after), f.entry_price));
    const grew = Math.abs(after) > Math.abs(before);
    notify(f.account, grew ? 'position_increased' : 'position_reduced', base(Math.abs(after), sideOf(after), f.entry_price));
  }

  function order(o: PerpsOrder) {
    if (o.account === MAKER || o.tif !== 'gtc' || o.price === null || !CANCELLED.has(o.status) || o.filled >= o.qty) return;
    const i = instrumentById(o.iid)!;
    // the average of what the order did fill; its taker part may have filled better than its limit
    let [units, notional] = [0n, 0n];
    for (const r of orderFills.all(o.account, o.oid)) {
      const u = readDecimal(r.quantity, i.quantity_decimals) as bigint;
      units += u;
      notional += notionalMicro(i, readDecimal(r.price, i.price_decimals) as bigint, u);
    }
    const price = writeDecimal(o.price, i.price_decimals);
    notify(o.account, 'limit_order_canceled', {
      instrument_id: o.iid,
      side: o.buy ? 'long' : 'short',
      size: qtyText(i, o.qty - o.filled),
      avg_price: units === 0n ? '0' : ratio(notional * 10n ** BigInt(i.quantity_decimals), units * 1_000_000n, i.price_decimals),
      leverage: leverage(o.account, i),
      order_type: 'limit',
      price,
      order_id: o.oid,
      status: o.status,
    });
  }

  const open = ctx.db.prepare<[string], string>('SELECT DISTINCT account FROM perps_positions WHERE size != 0 AND account != ?').pluck();
  // positions in margin call now; a warning is sent when one enters, not again until it has been healthy or closed
  const inCall = new Set<string>();

  /**
   * One margin-call pass over isolated positions (facts §6.2's margin call is MM ≤ equity < IM),
   * warning once equity is below the midpoint of IM and MM; the same equity as the liquidation pass's. Below MM the position stays "warned": liquidation is what follows.
   * The set lives in memory, so a restart may warn once more about a position still in call.
   */
  function warnings() {
    const seen = new Set<string>();
    for (const account of open.all(MAKER)) {
      for (const f of q.figures(account)) {
        if (f.cross) continue;
        const key = `${account}:${f.instrument.instrument_id}`;
        const equity = BigInt(f.cost) / BigInt(f.leverage) + f.marginAdded + f.upnl;
        // halfway from IM down to MM: a fresh position sits just under IM after paying the spread, so IM itself would warn on every open
        if (equity >= (f.im + f.mm) / 2n) continue;
        seen.add(key);
        if (inCall.has(key) || equity < f.mm) {
          inCall.add(key);
          continue;
        }
        inCall.add(key);
        notify(account, 'liquidation_warning', {
          instrument_id: f.instrument.instrument_id,
          side: sideOf(f.size),
          size: qtyText(f.instrument, Math.abs(f.size)),
          avg_price: entryPrice(f.instrument, f.cost, f.size),
          leverage: f.leverage,
          equity: pusd(equity),
          initial_margin: pusd(f.im),
          maintenance_margin: pusd(f.mm),
          mark_price: writeDecimal(ctx.market.mark(f.instrument.instrument_id), f.instrument.price_decimals),
        });
      }
    }
    for (const key of inCall) if (!seen.has(key)) inCall.delete(key);
  }

  const offs = [ctx.events.on('fill', fill), ctx.events.on('order', order)];
  return { warnings, stop: () => offs.forEach((off) => off()) };
}
