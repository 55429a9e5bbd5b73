import { formatUnits, parseUnits } from 'viem';
import {
  fillPreview,
  limitOrderAmounts,
  marketOrderAmounts,
  marketPrice,
  priceError,
  roundingOf,
  sizeError,
  type Book,
  type FillPreview,
  type OrderAmounts,
  type Side,
  type TickSize,
} from '../../api/trading/amounts';
import { centsText, centsToDollars } from '../../lib/cents';
import { dec, mustParse, show, sub } from '../../api/trading/exact-decimal';
import { BATCH_MAX, expirationBroken, isMarketOrder, postOnlyBroken, RULE_TEXT, type OrderType } from '../../api/trading/order-rules';

/*
 * The ticket's form, pure: from what the trader typed and the book, either the exact amounts the
 * wallet will sign and a preview, or the first thing to fix. No floats: every figure is a decimal
 * string made by src/api/trading/amounts.ts with the facts sheet's rounding.
 */

export type OrderKind = OrderType;

export type TicketInput = {
  side: Side;
  kind: OrderKind;
  /** limit orders: the price in cents as typed (55.5 is $0.555), the desk's one unit */
  price: string;
  /** limit orders: shares; market orders: dollars to spend (BUY) or shares to sell (SELL) */
  amount: string;
  /** GTD: when the order lapses, unix seconds */
  expiration: number | undefined;
  postOnly: boolean;
};

export type TicketPlan = { amounts: OrderAmounts; preview: FillPreview; price: string };

/** The market's rules a ticket is checked by: its tick, minimum size (shares) and taker fee (bps). */
export type MarketRules = { tick: TickSize; minSize: string; feeBps: number };

export type TicketField = 'price' | 'amount' | 'expiration';

export type TicketCheck = { ok: true; plan: TicketPlan } | { ok: false; problem: string; field?: TicketField };

export const isMarketKind = isMarketOrder;

const DECIMAL = /^\d+(\.\d+)?$/;

/** The ticket as typed (price in cents): converted to the dollars that are signed, exactly, then checked. */
export function checkTicket(input: TicketInput, book: Book, rules: MarketRules, nowSeconds: number): TicketCheck {
  if (isMarketKind(input.kind)) return checkDollars(input, book, rules, nowSeconds);
  const dollars = centsToDollars(input.price);
  if (dollars === undefined) return { ok: false, problem: RULE_TEXT.priceRange(rules.tick, top(rules.tick)), field: 'price' };
  return checkDollars({ ...input, price: dollars }, book, rules, nowSeconds);
}

/** The highest price of a tick's range, 1 − tick, exactly. */
const top = (tick: TickSize) => show(sub(dec(1n, 0), mustParse(tick, 'tick')));

/** The same check on a dollar price (a ladder's rungs are made in dollars). */
function checkDollars(input: TicketInput, book: Book, rules: MarketRules, nowSeconds: number): TicketCheck {
  const { tick, minSize, feeBps } = rules;
  if (!DECIMAL.test(input.amount) || Number(input.amount) <= 0)
    return {
      ok: false,
      problem: isMarketKind(input.kind) && input.side === 'BUY' ? 'Enter the dollars to spend' : 'Enter a number of shares',
      field: 'amount',
    };
  if (isMarketKind(input.kind)) {
    const price = marketPrice(book, input.side, input.amount, input.kind as 'FOK' | 'FAK');
    if (!price)
      return {
        ok: false,
        problem: input.kind === 'FOK' ? 'The book is not deep enough to fill all of it at once' : 'Nothing in the book to match',
        field: 'amount',
      };
    const amounts = marketOrderAmounts({ side: input.side, amount: input.amount, price, tick });
    return { ok: true, plan: { amounts, price, preview: marketPreview(book, input, amounts, feeBps) } };
  }
  const badPrice = priceError(input.price, tick);
  if (badPrice) return { ok: false, problem: badPrice, field: 'price' };
  const badSize = sizeError(input.amount, minSize);
  if (badSize) return { ok: false, problem: badSize, field: 'amount' };
  // the form keeps a typed expiry while another kind is picked; only a GTD order carries one
  if (input.kind === 'GTD' && (input.expiration === undefined || expirationBroken('GTD', BigInt(input.expiration), nowSeconds)))
    return { ok: false, problem: RULE_TEXT.expiration, field: 'expiration' };
  if (postOnlyBroken(input.kind, input.postOnly)) return { ok: false, problem: RULE_TEXT.postOnly };
  const amounts = limitOrderAmounts({ side: input.side, price: input.price, size: input.amount, tick });
  return {
    ok: true,
    plan: { amounts, price: amounts.price, preview: fillPreview(book, input.side, amounts.size, 'limit', amounts.price, feeBps) },
  };
}

/**
 * A market order's preview. A BUY signs dollars for a number of shares (takerAmount, rounded by the
 * facts sheet) at the worst price, and the exchange fills those shares at each level's price, the fee
 * on each fill's shares: so the preview walks the signed shares, not the dollars, and its total is the
 * cash that moves to the micro. Only a FAK that the book cannot fill keeps the walk of the dollars:
 * what it cannot fill is cancelled, never paid.
 */
function marketPreview(book: Book, input: TicketInput, amounts: OrderAmounts, feeBps: number): FillPreview {
  if (input.side === 'BUY') {
    const byShares = fillPreview(book, 'BUY', amounts.size, 'limit', amounts.price, feeBps);
    if (byShares.restingShares === '0.000000') return byShares;
  }
  return fillPreview(book, input.side, input.amount, 'market', undefined, feeBps);
}

/**
 * A ladder's prices: the first at the typed price, each next one `stepTicks` ticks further from the
 * market (lower for a BUY, higher for a SELL), exact on the tick's grid.
 */
export function ladderPrices(price: string, tick: TickSize, rungs: number, stepTicks: number, side: Side): string[] {
  const places = roundingOf(tick).price;
  const start = parseUnits(price, places);
  const step = parseUnits(tick, places) * BigInt(stepTicks) * (side === 'BUY' ? -1n : 1n);
  return Array.from({ length: rungs }, (_, i) => formatUnits(start + step * BigInt(i), places));
}

/** Every rung checked as its own order; the first problem stops the ladder. */
export function checkLadder(
  input: TicketInput,
  rungs: number,
  stepTicks: number,
  book: Book,
  rules: MarketRules,
  nowSeconds: number,
): { ok: true; plans: TicketPlan[] } | { ok: false; problem: string; field?: TicketField } {
  if (!Number.isInteger(rungs) || rungs < 2 || rungs > BATCH_MAX) return { ok: false, problem: RULE_TEXT.batch };
  if (!Number.isInteger(stepTicks) || stepTicks < 1) return { ok: false, problem: 'The step is a whole number of ticks, at least 1' };
  const first = checkTicket(input, book, rules, nowSeconds);
  if (!first.ok) return first;
  const plans: TicketPlan[] = [];
  for (const price of ladderPrices(first.plan.price, rules.tick, rungs, stepTicks, input.side)) {
    const rung = checkDollars({ ...input, price }, book, rules, nowSeconds);
    if (!rung.ok) return { ok: false, problem: `Rung at ${centsText(price)}: ${rung.problem}` };
    plans.push(rung.plan);
  }
  return { ok: true, plans };
}
