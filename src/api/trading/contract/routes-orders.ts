import { z } from 'zod/mini';
import { defineRoute } from '../../route-record';
import { BATCH_MAX } from '../order-rules';
import { CancelAnswer, ClobTrade, OpenOrder, OrderAnswer, paged, SendOrder } from './schemas-orders';

const l2 = { tag: 'orders', auth: 'l2' } as const;
/* Order and cancel routes count against a 10 s burst row and a 10 min sustained row of the rate limits, each its own. */
const limited = (row: string) => [`${row}-burst`, `${row}-sustained`];
const cancel = (path: string, row: string, summary: string, body?: z.ZodMiniType) =>
  defineRoute({ method: 'DELETE', path, buckets: limited(row), summary, ...l2, ...(body ? { body } : {}), response: CancelAnswer });

export const orderRoutes = {
  postOrder: defineRoute({
    method: 'POST',
    path: '/order',
    buckets: limited('post-order'),
    summary: 'Place a signed order',
    ...l2,
    body: SendOrder,
    response: OrderAnswer,
  }),
  postOrders: defineRoute({
    method: 'POST',
    path: '/orders',
    buckets: limited('post-orders'),
    summary: `Place up to ${BATCH_MAX} signed orders; one result per order`,
    ...l2,
    body: z.array(SendOrder),
    response: z.array(OrderAnswer),
  }),
  cancelOrder: cancel('/order', 'delete-order', 'Cancel one order', z.object({ orderID: z.string() })),
  cancelOrders: cancel('/orders', 'delete-orders', 'Cancel several orders', z.array(z.string())),
  cancelAll: cancel('/cancel-all', 'cancel-all', "Cancel every open order of the caller's"),
  cancelMarketOrders: cancel(
    '/cancel-market-orders',
    'cancel-market-orders',
    "Cancel the caller's open orders of a market or token",
    z.object({ market: z.optional(z.string()), asset_id: z.optional(z.string()) }),
  ),
  openOrders: defineRoute({
    method: 'GET',
    path: '/data/orders',
    // the caller's ledger reads share a row of their own besides each route's
    buckets: ['ledger', 'data-orders'],
    summary: "The caller's open orders",
    ...l2,
    query: z.object({
      id: z.optional(z.string()),
      market: z.optional(z.string()),
      asset_id: z.optional(z.string()),
      next_cursor: z.optional(z.string()),
    }),
    response: paged(OpenOrder),
  }),
  order: defineRoute({
    method: 'GET',
    path: '/data/order/{id}',
    buckets: ['ledger'],
    summary: 'One order of the caller',
    ...l2,
    response: OpenOrder,
  }),
  trades: defineRoute({
    method: 'GET',
    path: '/data/trades',
    buckets: ['ledger', 'data-trades'],
    summary: "The caller's trades",
    ...l2,
    query: z.object({
      id: z.optional(z.string()),
      market: z.optional(z.string()),
      asset_id: z.optional(z.string()),
      before: z.optional(z.string()),
      after: z.optional(z.string()),
      next_cursor: z.optional(z.string()),
    }),
    response: paged(ClobTrade),
  }),
};
