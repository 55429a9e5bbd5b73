import { instrumentById } from '../../../src/api/perps/instruments';
import { writeDecimal } from '../../../src/api/perps/wire-decimal';
import type { Db } from '../../db/connection';
import { pusd } from '../market/units';

/** A row of perps_fills: one side of one trade. */
export type FillRow = {
  id: number;
  trade_id: number;
  account: string;
  order_id: number;
  client_order_id: string | null;
  instrument_id: number;
  buy: number;
  price: string;
  quantity: string;
  taker: number;
  fee: number;
  realized_pnl: number;
  position_size: number;
  entry_price: string;
  liquidation: number;
  ts: number;
};

/**
 * A fill as the REST routes give it (facts §8's fill fields, spelled out): fees and PnL in pUSD,
 * the position after the fill, `settlement`/`builder_fee`/`total_fee` as required since Sep 27.
 */
export function fillRow(r: FillRow) {
  const i = instrumentById(r.instrument_id)!;
  const fee = pusd(r.fee);
  return {
    trade_id: r.trade_id,
    order_id: r.order_id,
    instrument_id: r.instrument_id,
    side: r.buy ? 'long' : 'short',
    price: r.price,
    quantity: r.quantity,
    taker: r.taker === 1,
    fee,
    fee_asset: 'pUSD',
    position_size: signedQty(r.position_size, i.quantity_decimals),
    position_entry_price: r.entry_price,
    realized_pnl: pusd(r.realized_pnl),
    liquidation: r.liquidation === 1,
    adl: false,
    timestamp: r.ts,
    ...(r.client_order_id ? { client_order_id: r.client_order_id } : {}),
    settlement: 'pUSD',
    builder_fee: '0',
    total_fee: fee,
  };
}

const signedQty = (units: number, decimals: number) => (units < 0 ? '-' : '') + writeDecimal(BigInt(Math.abs(units)), decimals);

/**
 * A fill as the `fills` channel pushes it (facts §8), in a one-element list. `psz`/`pep` are the
 * position before the fill, as the official SDK reads them (previousSize, previousEntryPrice): the
 * account's previous fill on the instrument left exactly that position, since only fills move it.
 */
export function fillFrames(db: Db) {
  const previous = db.prepare<[string, number, number], { position_size: number; entry_price: string }>(
    'SELECT position_size, entry_price FROM perps_fills WHERE account = ? AND instrument_id = ? AND id < ? ORDER BY id DESC LIMIT 1',
  );
  return (r: FillRow) => {
    const i = instrumentById(r.instrument_id)!;
    const before = previous.get(r.account, r.instrument_id, r.id);
    const fee = pusd(r.fee);
    return [
      {
        tid: r.trade_id,
        oid: r.order_id,
        iid: r.instrument_id,
        side: r.buy ? 'long' : 'short',
        p: r.price,
        qty: r.quantity,
        taker: r.taker === 1,
        fee,
        fea: 'pUSD',
        psz: signedQty(before?.position_size ?? 0, i.quantity_decimals),
        pep: before?.entry_price ?? '0',
        pnl: pusd(r.realized_pnl),
        liq: r.liquidation === 1,
        adl: false,
        ts: r.ts,
        ...(r.client_order_id ? { coid: r.client_order_id } : {}),
        settlement: 'pUSD',
        builder_fee: '0',
        total_fee: fee,
      },
    ];
  };
}

/** Writes one side of a trade into perps_fills (the settlement's matches, the backstop's takeovers). */
export function fillWriter(db: Db) {
  const insert = db.prepare(
    `INSERT INTO perps_fills (trade_id, account, order_id, client_order_id, instrument_id, buy, price, quantity, taker, fee,
       realized_pnl, position_size, entry_price, liquidation, ts) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  return (r: Omit<FillRow, 'id'>) =>
    insert.run(
      r.trade_id,
      r.account,
      r.order_id,
      r.client_order_id,
      r.instrument_id,
      r.buy,
      r.price,
      r.quantity,
      r.taker,
      r.fee,
      r.realized_pnl,
      r.position_size,
      r.entry_price,
      r.liquidation,
      r.ts,
    );
}
