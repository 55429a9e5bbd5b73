import { z } from 'zod/mini';
import { defineRoute } from '../../route-record';

const none = z.object({});

export const serverRoutes = {
  ok: defineRoute({
    method: 'GET',
    path: '/ok',
    buckets: ['ok'],
    summary: 'Health check',
    tag: 'server',
    auth: 'none',
    query: none,
    response: z.literal('OK'),
  }),
  time: defineRoute({
    method: 'GET',
    path: '/time',
    summary: "The service's clock, unix seconds (a bare integer)",
    tag: 'server',
    auth: 'none',
    query: none,
    response: z.number(),
  }),
  version: defineRoute({
    method: 'GET',
    path: '/version',
    summary: 'The order protocol version orders must be signed for',
    tag: 'server',
    auth: 'none',
    query: none,
    response: z.object({ version: z.number() }),
  }),
};
