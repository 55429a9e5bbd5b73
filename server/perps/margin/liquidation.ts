import { instrumentById } from '../../../src/api/perps/instruments';
import { readDecimal } from '../../../src/api/perps/wire-decimal';
import { accountQueries, type PositionFigures } from '../account/portfolio';
import type { PerpsContext } from '../context';
import { dormant, TERMINAL, type PerpsOrder } from '../engine/types';
import { LedgerError } from '../../ledger/ledger-error';
import { MAKER } from '../market/makers';
import { isOpen } from '../orders/order-view';
import { backstop, INSURANCE_FUND } from './backstop';

/*
 * Liquidation (facts §6.4), cross and isolated scopes evaluated separately. A scope whose equity
 * falls below its maintenance margin is flagged (its new orders refused), its resting orders are
 * cancelled, and it is closed by reduce-only market IOCs bounded by the mark band whose fills pay
 * the liquidation fee on top of the taker fee: an isolated position whole, a cross scope one
 * position per pass, the largest requirement first, re-checked between passes. Below ⅔ of the
 * maintenance margin the insurance fund takes the scope over instead (backstop.ts). The flag
 * clears once the scope is back at its initial margin or has nothing left.
 *
 * Isolated equity = allocation (cost / leverage + margin added) + uPnL. Cross equity = collateral
 * less every isolated allocation + the cross positions' uPnL.
 */

const allocation = (f: PositionFigures) => BigInt(f.cost) / BigInt(f.leverage) + f.marginAdded;
const sum = (list: PositionFigures[], pick: (f: PositionFigures) => bigint) => list.reduce((s, f) => s + pick(f), 0n);

export function liquidationPass(ctx: PerpsContext) {
  const q = accountQueries(ctx);
  const fund = backstop(ctx);
  const open = ctx.db
    .prepare<[string, string], string>(`SELECT DISTINCT account FROM perps_positions WHERE size != 0 AND account NOT IN (?, ?)`)
    .pluck();
  // the close order running in each scope (`account:iid` or `account:cross`): the next starts once it ended
  const closing = new Map<string, PerpsOrder>();
  const flags = ctx.liquidations;

  function close(account: string, f: PositionFigures, scope: string) {
    const engine = ctx.market.engine;
    const iid = f.instrument.instrument_id;
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
    closing.set(scope, order);
    engine.submit(order);
  }

  /** Cancels the account's resting orders and waiting TP/SL legs inside the scope (orders in their taker delay finish first). */
  function cancelOrders(account: string, inScope: (iid: number) => boolean) {
    const engine = ctx.market.engine;
    for (const o of [...engine.liveOf(account)]) if (inScope(o.iid) && (isOpen(o) || dormant(o)) && !o.inFlight && !o.liq) engine.cancel(o);
  }

  /** One scope's verdict: clears, closes through the book, or hands over to the fund. True when it moved a position. */
  function scope(account: string, key: string, positions: PositionFigures[], equity: bigint, iid: number | 'cross'): boolean {
    const mm = sum(positions, (f) => f.mm);
    const pending = closing.get(key);
    if (pending && !TERMINAL.has(pending.status)) return false;
    if (positions.length === 0 || equity >= sum(positions, (f) => f.im)) {
      flags.set(account, iid, false);
      return false;
    }
    if (equity >= mm && !flags.covers(account, iid === 'cross' ? 0 : iid, iid === 'cross')) return false;
    flags.set(account, iid, true);
    const ids = new Set(positions.map((f) => f.instrument.instrument_id));
    cancelOrders(account, (x) => ids.has(x));
    if (equity >= mm) return false; // flagged, recovering: no new close until it is below MM again
    if (3n * equity < 2n * mm) tryFund(account, positions, equity);
    else
      close(
        account,
        positions.reduce((a, b) => (b.mm > a.mm ? b : a)),
        key,
      );
    return true;
  }

  const tryFund = (account: string, positions: PositionFigures[], equity: bigint) => {
    try {
      fund(account, positions, equity);
    } catch (e) {
      // a takeover the ledger refuses is rolled back whole and tried again on the next pass
      if (!(e instanceof LedgerError)) throw e;
      console.error('perps backstop refused:', e.message);
    }
  };

  return () => {
    const holding = new Map<string, Set<number>>();
    for (const account of open.all(MAKER, INSURANCE_FUND)) {
      let list = q.figures(account);
      let moved = false;
      for (const f of list.filter((x) => !x.cross))
        moved =
          scope(account, `${account}:${f.instrument.instrument_id}`, [f], allocation(f) + f.upnl, f.instrument.instrument_id) || moved;
      // an isolated position handed over or closed just now moved the collateral and took its allocation
      // with it: the cross scope's equity is read after that, or it would count the allocation twice
      if (moved) list = q.figures(account);
      holding.set(account, new Set(list.map((f) => f.instrument.instrument_id)));
      const isolated = list.filter((f) => !f.cross);
      const cross = list.filter((f) => f.cross);
      const collateral = BigInt(ctx.ledger.perps.collateralOf(account));
      scope(account, `${account}:cross`, cross, collateral - sum(isolated, allocation) + sum(cross, (f) => f.upnl), 'cross');
    }
    flags.retain(holding);
  };
}
