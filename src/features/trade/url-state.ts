import { readTradeLink, writeTradeLink, type TradeLink } from '../../lib/trade-link';

/**
 * The Trade view's URL state: which market, which of its outcomes and which side the ticket
 * opens on. It is the deep link every "Trade" button builds (src/lib/trade-link.ts).
 */
export type TradeState = TradeLink;

export const readTradeState = (params: URLSearchParams): TradeState => readTradeLink(params);

export const writeTradeState = (value: TradeState, current: URLSearchParams): URLSearchParams => writeTradeLink(value, current);
