import type { Context } from 'hono';
import { instrumentById, type SeededInstrument } from '../../../src/api/perps/instruments';
import { toMicro } from '../../../src/lib/decimal';
import type { ServedRoutes } from '../../kit/mount';
import { accountQueries } from '../account/portfolio';
import { readSigned, signatureChecks } from '../auth/signed-op';
import { batch, jsonBody, PerpsError, type PerpsContext } from '../context';
import { notionalMicro } from '../market/units';
import { isOpen } from '../orders/order-view';

/*
 * Leverage and isolated margin (facts §6.2, §6.3; the spec's rules): leverage must be positive —
 * zero or less is a plain 400 before anything else; above the instrument's cap, or above the cap of
 * the risk tier the position's notional reaches, is invalid_leverage; a mode switch needs no
 * position and no open orders. An instrument is never refused for being disabled (close-only
 * instruments take leverage updates like any). `amt` of a margin adjustment is a signed delta.
 */

type LeverageArgs = { iid?: unknown; lev?: unknown; cross?: unknown };
const AMOUNT = /^-?\d{1,12}(\.\d{1,6})?$/;

export function marginResource(ctx: PerpsContext): ServedRoutes {
  const sigs = signatureChecks(ctx);
  const q = accountQueries(ctx);
  const save = ctx.db.prepare<[string, number, number, number]>(
    `INSERT INTO perps_leverage (account, instrument_id, leverage, cross) VALUES (?, ?, ?, ?)
     ON CONFLICT (account, instrument_id) DO UPDATE SET leverage = excluded.leverage, cross = excluded.cross`,
  );

  /** The fields' checks (plain 400s), before the signature. */
  function shape(a: LeverageArgs): { iid: number; lev: number; cross: boolean } {
    if (typeof a !== 'object' || a === null || !Number.isSafeInteger(a.iid)) throw new PerpsError(400, 'invalid instrument id');
    if (typeof a.lev !== 'number' || !Number.isSafeInteger(a.lev)) throw new PerpsError(400, 'invalid leverage');
    if (a.lev <= 0) throw new PerpsError(400, 'leverage must be positive');
    if (typeof a.cross !== 'boolean') throw new PerpsError(400, 'invalid margin mode');
    return { iid: a.iid as number, lev: a.lev, cross: a.cross };
  }

  /** The sequencer's verdict on one update: an error id, or undefined once applied. */
  function apply(account: string, a: { iid: number; lev: number; cross: boolean }): string | undefined {
    const i = instrumentById(a.iid);
    if (!i) return 'instrument_not_found';
    if (a.lev > tierCap(i, account)) return 'invalid_leverage';
    if (a.cross && i.isolated_only) return 'invalid_margin_mode';
    if (a.cross !== q.leverageOf(account, i).cross) {
      if (ctx.ledger.perps.positionOf(account, i.instrument_id)?.size) return 'position_exists';
      for (const o of ctx.market.engine.liveOf(account)) if (o.iid === i.instrument_id && isOpen(o)) return 'open_orders_exist';
    }
    save.run(account, i.instrument_id, a.lev, a.cross ? 1 : 0);
    return undefined;
  }

  /** The cap of the risk tier the position's notional at mark reaches (facts §6.2). */
  function tierCap(i: SeededInstrument, account: string): number {
    const size = Math.abs(ctx.ledger.perps.positionOf(account, i.instrument_id)?.size ?? 0);
    const notional = notionalMicro(i, ctx.market.mark(i.instrument_id), BigInt(size));
    let cap = i.max_leverage;
    for (const t of i.risk_tiers) if (notional >= BigInt(t.lower_bound) * 1_000_000n) cap = t.max_leverage;
    return cap;
  }

  return {
    updateLeverage: async (c: Context) => {
      const signed = readSigned(await jsonBody(c), 'updateLeverage');
      const args = shape(signed.op.args as LeverageArgs);
      const { account } = await sigs.proxyOp(signed);
      ctx.chargeActions(account, 1);
      const error = apply(account, args);
      if (error) throw new PerpsError(422, error);
      return c.json({ status: 'ok', instrument_id: args.iid, leverage: args.lev, cross: args.cross });
    },
    updateLeverages: (c: Context) =>
      batch(c, ctx, async () => {
        const signed = readSigned(await jsonBody(c), 'updateLeverages');
        const list = signed.op.args as unknown;
        if (!Array.isArray(list) || list.length === 0 || list.length > 100) throw new PerpsError(400, 'between 1 and 100 instruments');
        const items = list.map((a) => shape(a as LeverageArgs));
        if (new Set(items.map((a) => a.iid)).size !== items.length) throw new PerpsError(400, 'duplicate instrument id');
        const { account } = await sigs.proxyOp(signed);
        ctx.chargeActions(account, items.length);
        return items.map((a) => {
          const error = apply(account, a);
          return error
            ? { status: 'err', instrument_id: a.iid, error }
            : { status: 'ok', instrument_id: a.iid, leverage: a.lev, cross: a.cross };
        });
      }),
    updateMargin: async (c: Context) => {
      const signed = readSigned(await jsonBody(c), 'updateMargin');
      const a = signed.op.args as { iid?: unknown; amt?: unknown };
      if (typeof a !== 'object' || a === null || !Number.isSafeInteger(a.iid)) throw new PerpsError(400, 'invalid instrument id');
      if (typeof a.amt !== 'string' || !AMOUNT.test(a.amt)) throw new PerpsError(400, 'invalid margin amount');
      const { account } = await sigs.proxyOp(signed);
      ctx.chargeActions(account, 1);
      const delta = toMicro(a.amt);
      const error = adjust(account, a.iid as number, delta);
      if (error) throw new PerpsError(422, error);
      return c.json({ status: 'ok' });
    },
  };

  function adjust(account: string, iid: number, delta: bigint): string | undefined {
    if (delta === 0n) return 'invalid_margin_amount';
    const p = q.portfolio(account);
    const f = p.list.find((x) => x.instrument.instrument_id === iid);
    if (!f) return 'position_not_found';
    if (f.cross) return 'invalid_margin_mode';
    if (ctx.liquidations.covers(account, iid, false) || ctx.liquidations.covers(account, iid, true)) return 'account_liquidating';
    if (delta > 0n && delta > toMicro(p.body.margin.available_order_margin)) return 'insufficient_margin';
    // what stays in the position (opening allocation + added + uPnL) must still cover its IM
    const equityAfter = BigInt(f.cost) / BigInt(f.leverage) + f.marginAdded + delta + f.upnl;
    if (delta < 0n && equityAfter < f.im) return 'margin_below_required_initial';
    ctx.ledger.perps.adjustMargin({ account, instrumentId: iid, delta: Number(delta), ts: ctx.nowMs() });
    return undefined;
  }
}
