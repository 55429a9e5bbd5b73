import type { Hono } from 'hono';
import { z } from 'zod/mini';
import { fromLoopback } from '../shared/loopback';
import { TradingError } from '../shared/errors';
import { EXCHANGE_MODES, type ExchangeState } from './exchange-state';

/*
 * The operator's switch (`npm run exchange -- mode post-only --retry-after 30`): GET and POST
 * /admin/exchange, answered on loopback only. Not part of the public API, so not in the records.
 */

const Settings = z.object({
  mode: z.optional(z.enum(EXCHANGE_MODES)),
  retryAfterSeconds: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(86_400))),
  holdCancel: z.optional(z.boolean()),
});

export function mountExchangeAdmin(app: Hono, exchange: ExchangeState, sandbox: boolean) {
  app.use('/admin/*', async (c, next) => {
    if (!fromLoopback(c, sandbox)) throw new TradingError(403, 'the admin routes answer on loopback only');
    await next();
  });
  app.get('/admin/exchange', (c) => c.json(exchange.get()));
  app.post('/admin/exchange', async (c) => {
    const parsed = Settings.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) throw new TradingError(400, `invalid exchange settings: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
    return c.json(exchange.set(parsed.data));
  });
}
