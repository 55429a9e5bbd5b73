import type { Context } from 'hono';
import type { TradingEnv, TradingResource } from '../context';
import { TradingError } from '../../kit/errors';
import type { Heartbeats } from './heartbeats';

type Ctx = Context<TradingEnv>;

async function heartbeatId(c: Ctx): Promise<string> {
  const text = await c.req.text();
  if (text.trim() === '') return '';
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new TradingError(400, 'Invalid heartbeat payload');
  }
  const id = (body as { heartbeat_id?: unknown } | null)?.heartbeat_id ?? '';
  if (typeof body !== 'object' || body === null || Array.isArray(body) || typeof id !== 'string')
    throw new TradingError(400, 'Invalid heartbeat payload');
  return id;
}

/** POST /v1/heartbeats: `{heartbeat_id}` in, the next id out. */
export const heartbeatResource =
  (heartbeats: Heartbeats): TradingResource =>
  (ctx) => ({
    heartbeat: async (c: Ctx) => {
      const r = heartbeats.beat(c.var.l2.address, await heartbeatId(c), ctx.nowMs());
      if (r.ok) return c.json({ heartbeat_id: r.id });
      // the public service's answer to a stale id: error_msg and the id it expects, so a client
      // that lost an answer can resynchronise; `error` too, the trading service's error field
      return c.json({ error: 'Invalid Heartbeat ID', error_msg: 'Invalid Heartbeat ID', heartbeat_id: r.expected }, 400);
    },
  });
