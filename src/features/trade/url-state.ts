/** The Trade view's URL state: which market and which of its outcomes the ticket trades. */
export type TradeState = { market: string | undefined; outcome: number };

export function readTradeState(params: URLSearchParams): TradeState {
  const market = params.get('market');
  const outcome = Number(params.get('outcome') ?? 0);
  return {
    market: market && /^0x[0-9a-fA-F]{64}$/.test(market) ? market : undefined,
    outcome: outcome === 1 ? 1 : 0,
  };
}

export function writeTradeState(value: TradeState, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  if (value.market) next.set('market', value.market);
  else next.delete('market');
  if (value.outcome === 1) next.set('outcome', '1');
  else next.delete('outcome');
  return next;
}
