import { defineRoute } from '../../route-record';
import {
  BookParams,
  ByTokenAnswer,
  FeeRateAnswer,
  LastTradeAnswer,
  LastTradesAnswer,
  MidAnswer,
  NegRiskAnswer,
  OrderBook,
  PriceAnswer,
  PriceQuery,
  PricesAnswer,
  SpreadAnswer,
  TickSizeAnswer,
  TokenQuery,
} from './schemas-books';
import { z } from 'zod/mini';

const read = (path: string, summary: string, response: z.ZodMiniType, query: z.ZodMiniObject = TokenQuery) =>
  defineRoute({ method: 'GET', path, summary, tag: 'books', auth: 'none', query, response });
const batch = (path: string, summary: string, response: z.ZodMiniType) =>
  defineRoute({ method: 'POST', path, summary, tag: 'books', auth: 'none', body: BookParams, response });

export const bookRoutes = {
  book: { ...read('/book', "A token's order book", OrderBook), buckets: ['book'] },
  books: { ...batch('/books', 'Order books of several tokens', z.array(OrderBook)), buckets: ['books'] },
  price: { ...read('/price', 'Best bid (BUY) or best ask (SELL) of a token', PriceAnswer, PriceQuery), buckets: ['price'] },
  prices: { ...batch('/prices', 'Best prices of several tokens and sides', PricesAnswer), buckets: ['prices'] },
  midpoint: { ...read('/midpoint', 'Midpoint of the best bid and ask', MidAnswer), buckets: ['midpoint'] },
  midpoints: { ...batch('/midpoints', 'Midpoints of several tokens', ByTokenAnswer), buckets: ['midpoints'] },
  spread: read('/spread', 'Best ask minus best bid', SpreadAnswer),
  spreads: batch('/spreads', 'Spreads of several tokens', ByTokenAnswer),
  lastTradePrice: read('/last-trade-price', "Price and side of a token's last trade", LastTradeAnswer),
  lastTradesPrices: batch('/last-trades-prices', 'Last trades of several tokens', LastTradesAnswer),
  tickSize: { ...read('/tick-size', "A token's minimum tick size", TickSizeAnswer), buckets: ['tick-size'] },
  negRisk: read('/neg-risk', 'Whether a token trades on the neg-risk exchange', NegRiskAnswer),
  feeRate: read('/fee-rate', "A token's base fee rate, basis points", FeeRateAnswer),
};
