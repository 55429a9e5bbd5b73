import type { PerpsInstrument } from '../../api/perps/contract/schemas';
import type { OrderArgs } from '../../api/perps/op-signing';
import { readDecimal, writeDecimal, type DecimalRefusal } from '../../api/perps/wire-decimal';
import { notionalMicro } from './preview-math';

/*
 * The ticket's checks, before anything is signed: the instrument's decimals and significant
 * figures (facts §4), its mark band, its minimum notional (reduce-only is exempt, as on the
 * gateway), leverage within its cap and the margin mode it allows, post-only only on a resting
 * limit, and TP/SL triggers on the profitable and the losing side of the entry. A ticket that
 * passes becomes the createOrders args: the entry, then its TP and SL legs as a bracket.
 */

export type OrderKind = 'limit' | 'market' | 'fok';
export type Side = 'long' | 'short';

export type TicketInput = {
  side: Side;
  kind: OrderKind;
  /** Limit and FOK only; a market order (IOC) carries no price. */
  price: string;
  qty: string;
  postOnly: boolean;
  reduceOnly: boolean;
  /** Trigger prices; '' for none. */
  tp: string;
  sl: string;
  leverage: string;
  cross: boolean;
};

export type TicketField = 'price' | 'qty' | 'tp' | 'sl' | 'leverage' | 'mode' | 'order';

type Rules = Pick<
  PerpsInstrument,
  'instrument_id' | 'symbol' | 'price_decimals' | 'quantity_decimals' | 'price_bounds' | 'min_notional' | 'max_leverage' | 'isolated_only'
>;

export type CheckedTicket =
  | {
      ok: true;
      buy: boolean;
      /** The price the order is valued at: its limit, or the mark for a market order. */
      price: bigint;
      qty: bigint;
      leverage: number;
      cross: boolean;
      maker: boolean;
      orders: OrderArgs[];
      grp?: 'order';
    }
  | { ok: false; errors: Partial<Record<TicketField, string>> };

const usd = (micro: bigint) => `$${writeDecimal(micro, 6)}`;

function refusalText(what: string, why: DecimalRefusal, decimals: number): string {
  if (why === 'malformed') return `${what}: enter a plain number, such as 12.5.`;
  if (why === 'decimal places')
    return decimals === 0
      ? `${what}: whole numbers only on this instrument.`
      : `${what}: at most ${decimals} decimal places on this instrument.`;
  return `${what}: at most 5 significant figures unless it is a whole number.`;
}

/** `text` as steps of 10^-decimals, or the message that refuses it. */
function read(what: string, text: string, decimals: number): bigint | string {
  const v = readDecimal(text.trim(), decimals);
  if (typeof v !== 'bigint') return refusalText(what, v, decimals);
  if (v === 0n) return `${what} must be more than 0.`;
  return v;
}

/**
 * Checks a ticket against the instrument. `mark` (price steps) values a market order and draws the
 * band; `coid` names the entry (32 lowercase hex) so an unanswered create can be found.
 */
export function checkTicket(i: Rules, t: TicketInput, mark: bigint | undefined, coid?: string): CheckedTicket {
  const errors: Partial<Record<TicketField, string>> = {};
  const buy = t.side === 'long';
  const pd = i.price_decimals;
  const qty = read('Size', t.qty, i.quantity_decimals);
  if (typeof qty === 'string') errors.qty = qty;

  let price: bigint | undefined;
  if (t.kind === 'market') {
    price = mark;
    if (mark === undefined) errors.order = 'No mark price yet: a market order cannot be valued. Try again in a moment.';
  } else {
    const p = read('Price', t.price, pd);
    if (typeof p === 'string') errors.price = p;
    else price = p;
  }
  if (price !== undefined && mark !== undefined && t.kind !== 'market') {
    const band = (mark * (readDecimal(i.price_bounds, 6) as bigint)) / 1_000_000n;
    if (price < mark - band || price > mark + band) {
      const pct = `${writeDecimal(readDecimal(i.price_bounds, 4) as bigint, 2)}%`;
      errors.price = `Price must be within ${pct} of the mark: ${writeDecimal(mark - band, pd)} to ${writeDecimal(mark + band, pd)}.`;
    }
  }
  if (typeof qty === 'bigint' && price !== undefined && !t.reduceOnly && !errors.price) {
    const value = notionalMicro(i, price, qty);
    const min = BigInt(i.min_notional) * 1_000_000n;
    if (value < min) errors.qty = `The order is worth ${usd(value)}, under this instrument's ${usd(min)} minimum.`;
  }
  if (t.postOnly && t.kind !== 'limit') errors.order = 'Post-only applies to limit orders only.';

  const lev = /^\d+$/.test(t.leverage.trim()) ? Number(t.leverage) : NaN;
  if (!(lev >= 1 && lev <= i.max_leverage)) errors.leverage = `Leverage is a whole number from 1 to ${i.max_leverage}.`;
  if (t.cross && i.isolated_only) errors.mode = `${i.symbol} trades with isolated margin only.`;

  const legs: OrderArgs[] = [];
  for (const kind of ['tp', 'sl'] as const) {
    const text = t[kind].trim();
    if (!text) continue;
    const name = kind === 'tp' ? 'Take profit' : 'Stop loss';
    const trp = read(name, text, pd);
    if (typeof trp === 'string') {
      errors[kind] = trp;
      continue;
    }
    if (price !== undefined) {
      // a long profits above its entry and loses below it; a short the other way round
      const above = (kind === 'tp') === buy;
      if (above ? trp <= price : trp >= price)
        errors[kind] = `${name} must be ${above ? 'above' : 'below'} the entry price (${writeDecimal(price, pd)}) for a ${t.side}.`;
    }
    legs.push({ iid: i.instrument_id, buy: !buy, qty: '', ro: true, tr: { market: true, trp: writeDecimal(trp, pd), tpsl: kind } });
  }

  if (Object.keys(errors).length > 0 || typeof qty !== 'bigint' || price === undefined) return { ok: false, errors };
  const qtyText = writeDecimal(qty, i.quantity_decimals);
  const entry: OrderArgs = {
    iid: i.instrument_id,
    buy,
    ...(t.kind === 'market' ? {} : { p: writeDecimal(price, pd) }),
    qty: qtyText,
    tif: t.kind === 'limit' ? 'gtc' : t.kind === 'market' ? 'ioc' : 'fok',
    ...(t.postOnly ? { po: true } : {}),
    ...(t.reduceOnly ? { ro: true } : {}),
    ...(coid ? { c: coid } : {}),
  };
  return {
    ok: true,
    buy,
    price,
    qty,
    leverage: lev,
    cross: t.cross,
    maker: t.postOnly,
    orders: [entry, ...legs.map((l) => ({ ...l, qty: qtyText }))],
    ...(legs.length > 0 ? { grp: 'order' as const } : {}),
  };
}
