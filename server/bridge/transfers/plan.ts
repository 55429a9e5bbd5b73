import type { PricedAsset } from '../assets/catalogue';
import { convert } from '../quotes/pricing';

/*
 * What a detected transfer will do, decided when it is detected: what the destination gets, whether
 * it fails (below the asset's minimum, or an injected fault) and what the ledger credits at its end.
 * A deposit credits its pUSD when it completes; a withdrawal was debited when its pUSD was sent,
 * so it credits nothing when it completes and refunds the pUSD when it fails.
 */

/** The largest settlement the ledger's integer micro amounts hold exactly. */
const MAX_MICROS = BigInt(Number.MAX_SAFE_INTEGER);

export type PlannedTransfer = { toAmount: string; settleMicros: number; failure: string | null };

export function plannedTransfer(t: {
  from: PricedAsset;
  amount: bigint;
  to: PricedAsset;
  /** true: a deposit (credit at COMPLETED); false: a withdrawal of `amount` micro pUSD (refund at FAILED). */
  credited: boolean;
  fault: boolean;
}): PlannedTransfer {
  const q = convert(t.from, t.amount, t.to);
  // the minimum is the listed asset's: the source for a deposit, the destination for a withdrawal
  const minimum = (t.credited ? t.from : t.to).minCheckoutUsd ?? 0;
  const failure = t.fault
    ? 'injected fault'
    : q.inputUsd < BigInt(Math.round(minimum * 1e6))
      ? `below the minimum of ${minimum} USD`
      : (t.credited ? q.toAmount : t.amount) > MAX_MICROS
        ? 'amount too large'
        : null;
  const settle = t.credited ? (failure ? 0n : q.toAmount) : failure ? t.amount : 0n;
  return { toAmount: q.toAmount.toString(), settleMicros: Number(settle), failure };
}
