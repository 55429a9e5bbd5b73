import { parseUnits } from '../../../lib/decimal';

/*
 * The account panel's form checks, pure so they are tested alone. Quantities and prices are
 * compared as integers at the instrument's decimals, never as floats: 0.3 must equal 0.1 + 0.2.
 * The gateway checks all of it again; these say what is wrong before anything is signed.
 */

const DECIMAL = /^\d+(\.\d+)?$/;
const decimalsOf = (text: string) => text.split('.')[1]?.length ?? 0;

export type ModifyInput = { price: string; qty: string };
export type ModifyOrder = { price: string | null; quantity: string; filled_quantity: string };
export type Decimals = { price_decimals: number; quantity_decimals: number };
export type ModifyCheck = { ok: true; p: string; qty: string } | { ok: false; price?: string; qty?: string };

/**
 * A change of a resting order (facts §5.4): a positive price, and a new TOTAL quantity that counts
 * what has filled, so it must be above the filled part. The same price and total is no change.
 */
export function checkModify(input: ModifyInput, order: ModifyOrder, d: Decimals): ModifyCheck {
  const p = input.price.trim();
  const qty = input.qty.trim();
  const errors: { price?: string; qty?: string } = {};
  if (!DECIMAL.test(p)) errors.price = 'Enter a price, like 95000.';
  else if (decimalsOf(p) > d.price_decimals) errors.price = `At most ${d.price_decimals} decimals for this instrument.`;
  else if (parseUnits(p, d.price_decimals) === 0n) errors.price = 'The price must be above zero.';
  if (!DECIMAL.test(qty)) errors.qty = 'Enter the new total quantity, like 0.02.';
  else if (decimalsOf(qty) > d.quantity_decimals) errors.qty = `At most ${d.quantity_decimals} decimals for this instrument.`;
  else if (parseUnits(qty, d.quantity_decimals) <= parseUnits(order.filled_quantity, d.quantity_decimals))
    errors.qty = `The new total must be more than the ${order.filled_quantity} already filled.`;
  if (errors.price || errors.qty) return { ok: false, ...errors };
  const same =
    order.price !== null &&
    parseUnits(p, d.price_decimals) === parseUnits(order.price, d.price_decimals) &&
    parseUnits(qty, d.quantity_decimals) === parseUnits(order.quantity, d.quantity_decimals);
  if (same) return { ok: false, price: 'That is already the order’s price and quantity.' };
  return { ok: true, p, qty };
}

export type MarginCheck = { ok: true; amt: string } | { ok: false; error: string };

/**
 * A margin change as the gateway takes it: a signed delta in pUSD, at most 6 decimals, not zero.
 * A leading "+" is allowed on screen and dropped on the wire (the gateway reads `-?digits`).
 */
export function checkMarginAmount(text: string): MarginCheck {
  const t = text.trim().replace(/^\+/, '');
  if (!/^-?\d{1,12}(\.\d{1,6})?$/.test(t))
    return { ok: false, error: 'Enter an amount like 25 to add or -25 to remove (at most 6 decimals).' };
  if (parseUnits(t, 6) === 0n) return { ok: false, error: 'Enter an amount other than zero.' };
  return { ok: true, amt: t };
}

/** The switch must be at least 5 s ahead when it reaches the gateway: a second more covers signing and the trip. */
export const MIN_ARM_SECONDS = 6;
const MAX_ARM_SECONDS = 86_400;

export function checkArmSeconds(text: string): { ok: true; seconds: number } | { ok: false; error: string } {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return { ok: false, error: 'Enter whole seconds, like 60.' };
  const seconds = Number(t);
  if (seconds < MIN_ARM_SECONDS) return { ok: false, error: `At least ${MIN_ARM_SECONDS} seconds.` };
  if (seconds > MAX_ARM_SECONDS) return { ok: false, error: 'At most one day (86400 seconds).' };
  return { ok: true, seconds };
}
