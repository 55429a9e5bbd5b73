import { LedgerError } from './ledger-error';
import { MICRO } from './money';

export function positiveInt(n: number, what: string): void {
  if (!Number.isSafeInteger(n) || n <= 0) throw new LedgerError('INVALID_INPUT', `${what} must be a positive integer (micro), got ${n}`);
}

export function nonNegativeInt(n: number, what: string): void {
  if (!Number.isSafeInteger(n) || n < 0) throw new LedgerError('INVALID_INPUT', `${what} must be a non-negative integer (micro), got ${n}`);
}

export function priceInRange(price: number, what = 'price'): void {
  if (!Number.isSafeInteger(price) || price <= 0 || price >= MICRO) {
    throw new LedgerError('INVALID_INPUT', `${what} must be an integer strictly between 0 and ${MICRO}, got ${price}`);
  }
}

export function timestamp(ts: number): void {
  if (!Number.isSafeInteger(ts) || ts < 0) throw new LedgerError('INVALID_INPUT', `ts must be epoch seconds, got ${ts}`);
}
