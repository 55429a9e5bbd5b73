import { z } from 'zod/mini';
import { defineTradingRoute } from './route-def';

const none = z.object({});

export const serverRoutes = {
  ok: defineTradingRoute({
    method: 'GET',
    path: '/ok',
    summary: 'Health check',
    tag: 'server',
    auth: 'public',
    query: none,
    response: z.literal('OK'),
  }),
  time: defineTradingRoute({
    method: 'GET',
    path: '/time',
    summary: "The service's clock, unix seconds (a bare integer)",
    tag: 'server',
    auth: 'public',
    query: none,
    response: z.number(),
  }),
  version: defineTradingRoute({
    method: 'GET',
    path: '/version',
    summary: 'The order protocol version orders must be signed for',
    tag: 'server',
    auth: 'public',
    query: none,
    response: z.object({ version: z.number() }),
  }),
};
