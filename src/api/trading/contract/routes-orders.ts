import { z } from 'zod/mini';
import { defineRoute } from '../../route-record';
import { CancelAnswer, ClobTrade, OpenOrder, OrderAnswer, paged, SendOrder } from './schemas-orders';

const l2 = { tag: 'orders', auth: 'l2' } as const;
const cancel = (path: string, summary: string, body?: z.ZodMiniType) =>
  defineRoute({ method: 'DELETE', path, summary, ...l2, ...(body ? { body } : {}), response: CancelAnswer });

/** Orders per POST /orders (the public service allows 15). */
export const BATCH_ORDERS_MAX = 15;

export const orderRoutes = {
  postOrder: defineRoute({
    method: 'POST',
    path: '/order',
    summary: 'Place a signed order',
    ...l2,
    body: SendOrder,
    response: OrderAnswer,
  }),
  postOrders: defineRoute({
    method: 'POST',
    path: '/orders',
    summary: `Place up to ${BATCH_ORDERS_MAX} signed orders; one result per order`,
    ...l2,
    body: z.array(SendOrder),
    response: z.array(OrderAnswer),
  }),
  cancelOrder: cancel('/order', 'Cancel one order', z.object({ orderID: z.string() })),
  cancelOrders: cancel('/orders', 'Cancel several orders', z.array(z.string())),
  cancelAll: cancel('/cancel-all', "Cancel every open order of the caller's"),
  cancelMarketOrders: cancel(
    '/cancel-market-orders',
    "Cancel the caller's open orders of a market or token",
    z.object({ market: z.optional(z.string()), asset_id: z.optional(z.string()) }),
  ),
  openOrders: defineRoute({
    method: 'GET',
    path: '/data/orders',
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
  order: defineRoute({ method: 'GET', path: '/data/order/{id}', summary: 'One order of the caller', ...l2, response: OpenOrder }),
  trades: defineRoute({
    method: 'GET',
    path: '/data/trades',
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
