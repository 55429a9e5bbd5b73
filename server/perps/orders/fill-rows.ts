import { instrumentById } from '../../../src/api/perps/instruments';
import { writeDecimal } from '../../../src/api/perps/wire-decimal';
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
    position_size: (r.position_size < 0 ? '-' : '') + writeDecimal(BigInt(Math.abs(r.position_size)), i.quantity_decimals),
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
