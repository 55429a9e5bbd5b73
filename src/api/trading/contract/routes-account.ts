import { z } from 'zod/mini';
import { defineRoute } from '../../route-record';
import { paged } from './schemas-orders';
import { BalanceAllowance, BalanceQuery, BuilderTrade, Heartbeat, Notification } from './schemas-account';

const account = { tag: 'account', auth: 'l2' } as const;

export const accountRoutes = {
  balanceAllowance: defineRoute({
    method: 'GET',
    path: '/balance-allowance',
    buckets: ['balance-allowance'],
    summary: "The funder's balance of pUSD or of one outcome token, and its allowances per spender",
    ...account,
    query: BalanceQuery,
    response: BalanceAllowance,
  }),
  updateBalanceAllowance: defineRoute({
    method: 'GET',
    path: '/balance-allowance/update',
    buckets: ['balance-allowance-update'],
    summary: 'Refresh and answer the balance and allowances (the ledger is always current)',
    ...account,
    query: BalanceQuery,
    response: BalanceAllowance,
  }),
  notifications: defineRoute({
    method: 'GET',
    path: '/notifications',
    buckets: ['ledger', 'notifications'],
    summary: "Fills and cancels of the funder's orders, newest first, until dropped",
    ...account,
    query: z.object({ signature_type: z.optional(z.string()) }),
    response: z.array(Notification),
  }),
  dropNotifications: defineRoute({
    method: 'DELETE',
    path: '/notifications',
    buckets: ['notifications'],
    summary: 'Drop notifications by id (comma-separated)',
    ...account,
    query: z.object({ ids: z.string(), signature_type: z.optional(z.string()) }),
    response: z.literal('OK'),
  }),
  heartbeat: defineRoute({
    method: 'POST',
    path: '/v1/heartbeats',
    summary: "Keep the caller's orders alive: without a heartbeat for 10 s, every open order is canceled",
    ...account,
    body: Heartbeat,
    response: Heartbeat,
  }),
  builderTrades: defineRoute({
    method: 'GET',
    path: '/builder/trades',
    summary: 'Trades attributed to a builder code',
    tag: 'builder',
    auth: 'none',
    query: z.object({
      builder_code: z.string(),
      id: z.optional(z.string()),
      maker_address: z.optional(z.string()),
      market: z.optional(z.string()),
      asset_id: z.optional(z.string()),
      before: z.optional(z.string()),
      after: z.optional(z.string()),
      next_cursor: z.optional(z.string()),
    }),
    response: paged(BuilderTrade),
  }),
};
