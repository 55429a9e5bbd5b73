import { formatUnits } from 'viem';
import { RULE_TEXT } from '../../api/trading/order-rules';
import { MONEY_DECIMALS, parseUnits } from '../../lib/decimal';
import { formatUsd } from '../../lib/format';
import type { Side } from '../../api/trading/amounts';
import type { TicketPlan } from './ticket-form';

/*
 * What the trader holds, against what the ticket asks: the quick amounts and Max, and the refusal
 * of an order above the balance before the wallet is asked to sign. Pure, on micro units (1e6 =
 * one pUSD or one share), so a Max never rounds up past what is held.
 */

/** Cash (pUSD) and the shares of the ticket's outcome, in micro units; undefined while not known. */
export type Holdings = { cash: bigint | undefined; shares: bigint | undefined };

/** What freeHoldings reads of an open order (the service's OpenOrder: sizes and price as decimal strings). */
type HeldBy = { maker_address: string; asset_id: string; side: string; original_size: string; size_matched: string; price: string };

/**
 * The balances less what the funder's live orders already hold, as the service counts them before
 * it takes an order: a BUY holds its remaining size × price of cash (fees aside), a SELL its remaining
 * shares of its token. Orders not yet known leave the balances as they are.
 */
export function freeHoldings(h: Holdings, orders: readonly HeldBy[] | undefined, funder: string, tokenId: string): Holdings {
  if (!orders) return h;
  let cash = 0n;
  let shares = 0n;
  for (const o of orders) {
    if (o.maker_address.toLowerCase() !== funder.toLowerCase()) continue;
    const remaining = parseUnits(o.original_size, MONEY_DECIMALS) - parseUnits(o.size_matched, MONEY_DECIMALS);
    if (o.side === 'BUY') cash += (remaining * parseUnits(o.price, MONEY_DECIMALS)) / MICRO;
    else if (o.asset_id === tokenId) shares += remaining;
  }
  const less = (v: bigint | undefined, held: bigint) => (v === undefined ? undefined : v > held ? v - held : 0n);
  return { cash: less(h.cash, cash), shares: less(h.shares, shares) };
}

export type QuickAmount = { label: string; amount: string };

const MICRO = 10n ** BigInt(MONEY_DECIMALS);
const BPS = 10_000n;
/** Order sizes and a market BUY's dollars carry two decimals (the facts sheet's size rounding). */
const HUNDREDTH = MICRO / 100n;

const hundredths = (micro: bigint) => formatUnits(micro / HUNDREDTH, 2);

/** A decimal cut (not rounded) to two places: what a market BUY's dollars may carry ("10.079" → "10.07"). */
export function floorHundredths(text: string): string {
  const [whole = '0', frac = ''] = text.split('.');
  return formatUnits(BigInt((whole || '0') + frac.slice(0, 2).padEnd(2, '0')), 2);
}

/**
 * The most dollars a market BUY may spend with the fee on top: the fee is bps × min(p, 1 − p) a
 * share, at most bps of the dollars spent (min(p, 1 − p) / p ≤ 1), so cash / (1 + bps) always fits.
 */
export function maxSpend(cash: bigint, feeBps: number): string {
  return hundredths((cash * BPS) / (BPS + BigInt(feeBps)));
}

/**
 * The most shares a limit BUY at `price` (dollars) can pay for, fee included: each share costs at
 * most the price plus the fee at the worst edge a fill at or under that price can have, min(p, ½).
 */
export function affordableSize(cash: bigint, price: string, feeBps: number): string {
  const p = parseUnits(price, MONEY_DECIMALS);
  if (p <= 0n) return '0';
  const edge = p < MICRO / 2n ? p : MICRO / 2n;
  const perShare = p + (edge * BigInt(feeBps) + BPS - 1n) / BPS;
  return formatUnits((cash * 100n) / perShare, 2);
}

const shares = (of: bigint, percent: bigint) => hundredths((of * percent) / 100n);

/**
 * The ticket's quick amounts: $10 / $50 / $100 and Max for a market BUY (dollars); 25 % / 50 % /
 * Max of the shares held for a SELL, or of the affordable size for a limit BUY (`price` in dollars,
 * undefined while the typed one is not a price). None until the holdings they come from are known.
 */
export function quickAmounts(o: {
  side: Side;
  market: boolean;
  holdings: Holdings;
  price: string | undefined;
  feeBps: number;
}): QuickAmount[] {
  if (o.side === 'BUY' && o.market) {
    const fixed = ['10', '50', '100'].map((amount) => ({ label: `$${amount}`, amount }));
    return o.holdings.cash === undefined ? fixed : [...fixed, { label: 'Max', amount: maxSpend(o.holdings.cash, o.feeBps) }];
  }
  let of: bigint | undefined;
  if (o.side === 'SELL') of = o.holdings.shares;
  else if (o.holdings.cash !== undefined && o.price !== undefined)
    of = parseUnits(affordableSize(o.holdings.cash, o.price, o.feeBps), MONEY_DECIMALS);
  if (of === undefined || of < HUNDREDTH) return [];
  return [
    { label: '25 %', amount: shares(of, 25n) },
    { label: '50 %', amount: shares(of, 50n) },
    { label: 'Max', amount: shares(of, 100n) },
  ];
}

/**
 * Why the order is above the balance, with the amount missing; undefined when it fits (or the
 * balance is not known yet: the service checks again). A BUY needs the previews' total (fee
 * included) in cash, a SELL the shares it signs. A ladder's rungs count together.
 */
export function balanceProblem(side: Side, plans: TicketPlan[], holdings: Holdings): string | undefined {
  if (side === 'BUY') {
    if (holdings.cash === undefined) return undefined;
    const total = plans.reduce((n, p) => n + parseUnits(p.preview.total, MONEY_DECIMALS), 0n);
    const missing = total - holdings.cash;
    // rounded UP to the cent: what is missing is never said smaller than it is
    return missing > 0n ? RULE_TEXT.cashShort(formatUsd(formatUnits((missing + HUNDREDTH - 1n) / HUNDREDTH, 2))) : undefined;
  }
  if (holdings.shares === undefined) return undefined;
  const selling = plans.reduce((n, p) => n + p.amounts.makerAmount, 0n);
  const missing = selling - holdings.shares;
  return missing > 0n ? RULE_TEXT.sharesShort(formatUnits(missing, MONEY_DECIMALS)) : undefined;
}
