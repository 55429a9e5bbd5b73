import { instrumentById, type SeededInstrument } from '../../../src/api/perps/instruments';
import type { OrderArgs } from '../../../src/api/perps/op-signing';
import { readDecimal } from '../../../src/api/perps/wire-decimal';
import type { Tif } from '../engine/types';

/*
 * The gateway's checks of one order's fields before anything is signed-checked or sequenced
 * (facts §5.1), with the sheet's messages. A failure refuses the whole request (400); what needs
 * the account's state (margin, reduce-only, duplicates) is the sequencer's, answered per order.
 */

const COID = /^[0-9a-f]{32}$/;
const TIFS: readonly Tif[] = ['gtc', 'ioc', 'fok'];

export type CheckedOrder = {
  instrument?: SeededInstrument;
  iid: number;
  buy: boolean;
  price: bigint | null;
  qty: bigint | null;
  tif: Tif;
  po: boolean;
  ro: boolean;
  coid?: string;
};

export class OrderInvalid extends Error {}

const units = (text: string, decimals: number, what: 'price' | 'quantity'): bigint => {
  const u = readDecimal(text, decimals);
  if (u === 'malformed') throw new OrderInvalid(`invalid ${what}`);
  if (u === 'decimal places') throw new OrderInvalid(`${what} exceeds allowed decimal places`);
  if (u === 'significant figures') throw new OrderInvalid(`${what} exceeds allowed significant figures`);
  return u;
};

export function checkOrder(raw: unknown): CheckedOrder {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new OrderInvalid('invalid order');
  const o = raw as Partial<Record<keyof OrderArgs, unknown>>;
  if (typeof o.iid !== 'number' || !Number.isSafeInteger(o.iid)) throw new OrderInvalid('invalid instrument id');
  if (typeof o.buy !== 'boolean') throw new OrderInvalid('invalid side');
  if (typeof o.qty !== 'string') throw new OrderInvalid('invalid quantity');
  if (o.p !== undefined && typeof o.p !== 'string') throw new OrderInvalid('invalid price');
  if (o.tif !== undefined && !TIFS.includes(o.tif as Tif)) throw new OrderInvalid('invalid time in force');
  if (o.po !== undefined && typeof o.po !== 'boolean') throw new OrderInvalid('invalid post only');
  if (o.ro !== undefined && typeof o.ro !== 'boolean') throw new OrderInvalid('invalid reduce only');
  // a TP/SL leg only exists inside a group (grp "order" or "position"): tpsl/validate.ts checks those
  if (o.tr !== undefined) throw new OrderInvalid('trigger orders require an order group');
  const tif = (o.tif as Tif | undefined) ?? (o.p === undefined ? 'ioc' : 'gtc');
  const po = o.po === true;
  if (po && tif === 'fok') throw new OrderInvalid('FOK orders cannot be post-only');
  if (po && tif === 'ioc') throw new OrderInvalid('IOC orders cannot be post-only');
  if (tif === 'gtc' && o.p === undefined) throw new OrderInvalid('GTC orders require a price');
  if (o.c !== undefined) {
    if (typeof o.c !== 'string' || !COID.test(o.c)) throw new OrderInvalid('invalid client order id');
    if (/^0+$/.test(o.c)) throw new OrderInvalid('client order id cannot be all zeros');
  }
  const instrument = instrumentById(o.iid);
  // an unknown instrument has no decimals to check against: the sequencer refuses it per order
  const price = o.p === undefined ? null : units(o.p, instrument?.price_decimals ?? 18, 'price');
  if (price === 0n) throw new OrderInvalid('price cannot be zero');
  const qty = units(o.qty, instrument?.quantity_decimals ?? 18, 'quantity');
  if (qty <= 0n) throw new OrderInvalid('quantity must be positive');
  return { instrument, iid: o.iid, buy: o.buy, price, qty, tif, po, ro: o.ro === true, coid: o.c as string | undefined };
}
