import type { Hono } from 'hono';
import type { Db } from '../../db/connection';
import { z } from 'zod/mini';
import { fromLoopback } from '../shared/loopback';
import { TradingError } from '../../kit/errors';
import { EXCHANGE_MODES, type ExchangeState } from './exchange-state';
import type { createResolver } from '../sandbox/resolve-market';
import { Listing, type createListing } from '../sandbox/list-market';

/*
 * The operator's switches (`npm run exchange -- mode post-only --retry-after 30`, `… flag <address>
 * banned`, `… resolve <conditionId> <outcome>`, `… list-market --title …`): /admin/exchange,
 * /admin/address-flag, /admin/resolve and /admin/list-market, answered on loopback only. Not part of the public API, so not in the records.
 */

const Settings = z.object({
  mode: z.optional(z.enum(EXCHANGE_MODES)),
  retryAfterSeconds: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(86_400))),
  holdCancel: z.optional(z.boolean()),
});

const Resolve = z.object({
  conditionId: z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/)),
  outcome: z.union([z.literal(0), z.literal(1), z.string().check(z.minLength(1))]),
});

const Flag = z.object({
  address: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)),
  flag: z.enum(['banned', 'closed_only', 'none']),
});

/** The sandbox's market levers: resolving and listing markets at runtime. */
type MarketLevers = { resolver: ReturnType<typeof createResolver>; listing: ReturnType<typeof createListing> };

export function mountExchangeAdmin(app: Hono, db: Db, exchange: ExchangeState, markets: MarketLevers, sandbox: boolean) {
  const setFlag = db.prepare('INSERT OR REPLACE INTO clob_address_flags (address, flag) VALUES (?, ?)');
  const clearFlag = db.prepare('DELETE FROM clob_address_flags WHERE address = ?');
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
  // banned and closed-only addresses: the operator's other lever
  app.post('/admin/address-flag', async (c) => {
    const parsed = Flag.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) throw new TradingError(400, 'invalid address flag: {address, flag: banned | closed_only | none}');
    const address = parsed.data.address.toLowerCase();
    if (parsed.data.flag === 'none') clearFlag.run(address);
    else setFlag.run(address, parsed.data.flag);
    return c.json({ address, flag: parsed.data.flag });
  });
  // a market resolves now, for the outcome given (0, 1 or its label)
  app.post('/admin/resolve', async (c) => {
    const parsed = Resolve.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) throw new TradingError(400, 'invalid resolution: {conditionId: 0x + 64 hex, outcome: 0 | 1 | label}');
    return c.json(markets.resolver.resolve(parsed.data.conditionId, parsed.data.outcome));
  });
  app.post('/admin/list-market', async (c) => {
    const parsed = Listing.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success)
      throw new TradingError(400, `invalid listing: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
    return c.json(markets.listing.list(parsed.data));
  });
}
