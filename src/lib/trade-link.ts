/*
 * The Trade view's deep link: /trade?market=<conditionId>&outcome=<0|1>&side=<BUY|SELL>. Every
 * "Trade" button of the app builds it here, and the Trade view reads it here, so a link and its
 * reader cannot drift apart (views never import each other; both import this).
 *
 * outcome is the outcome's index in the market (0 the first, "Yes" of a Yes/No market; 1 the
 * second), not its name: names differ per market (Over/Under, two teams), an index is what the
 * order's token is chosen by. A link is user input, so the reader never throws: an unreadable
 * part falls back to its default (no market, outcome 0, BUY).
 */

export type TradeSide = 'BUY' | 'SELL';
export type TradeLink = { market: string | undefined; outcome: 0 | 1; side: TradeSide };

const CONDITION_ID = /^0x[0-9a-fA-F]{64}$/;

export function readTradeLink(params: URLSearchParams): TradeLink {
  const market = params.get('market')?.trim();
  const outcome = params.get('outcome')?.trim();
  const side = params.get('side')?.trim().toUpperCase();
  return {
    market: market && CONDITION_ID.test(market) ? market : undefined,
    outcome: outcome === '1' ? 1 : 0,
    side: side === 'SELL' ? 'SELL' : 'BUY',
  };
}

/**
 * Writes the link's parameters over `current` (other parameters stay). With a market, all three are
 * written, so a shared link says what it opens; without one, none is.
 */
export function writeTradeLink(value: TradeLink, current = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(current);
  if (!value.market) {
    for (const key of ['market', 'outcome', 'side']) next.delete(key);
    return next;
  }
  next.set('market', value.market);
  next.set('outcome', String(value.outcome));
  next.set('side', value.side);
  return next;
}

/** The link a "Trade" button opens: that market, that outcome (by index), buying unless told. */
export function tradeHref(market: string, outcome: number, side: TradeSide = 'BUY'): string {
  return `/trade?${writeTradeLink({ market, outcome: outcome === 1 ? 1 : 0, side }).toString()}`;
}
