import type { TradingResource } from '../context';
import { createBookReads, type DepthSource } from './handlers';
import { createBookStore } from './store';

/** Books and prices: read from the matching engine's live books, market rules from the catalogue. */
export const bookResource =
  (books: DepthSource): TradingResource =>
  (ctx) =>
    createBookReads(ctx, createBookStore(ctx), books);
