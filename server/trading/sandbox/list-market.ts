import { keccak256, stringToBytes } from 'viem';
import { z } from 'zod/mini';
import { MICRO } from '../../ledger';
import { TradingError } from '../../kit/errors';
import { conditionIdFor, tokenIdFor } from '../../seed/ids';
import type { TradingContext } from '../context';
import type { createMarketLifecycle } from '../events/market-lifecycle';

/*
 * A market listed while the sandbox runs (`npm run exchange -- list-market --title "…" --ends
 * 2027-01-31`): its own event, the market, its two tokens and an opening price point, with ids derived
 * as the dataset's are (seed/ids.ts). new_market goes out on the market channel, and the synthetic
 * makers quote it on their next round (`onListed` asks for that round now).
 */

type Lifecycle = ReturnType<typeof createMarketLifecycle>;

const TICKS = ['0.1', '0.01', '0.001', '0.0001'] as const;

export const Listing = z.object({
  title: z.string().check(z.minLength(8), z.maxLength(200)),
  outcomes: z.optional(z.tuple([z.string().check(z.minLength(1), z.maxLength(40)), z.string().check(z.minLength(1), z.maxLength(40))])),
  /** The end date: YYYY-MM-DD (noon UTC), in the future. */
  ends: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  /** Outcome 0's opening price, a decimal strictly between 0 and 1. */
  price: z.optional(z.string().check(z.regex(/^0\.\d{1,4}$/))),
  tick: z.optional(z.enum(TICKS)),
  category: z.optional(z.string().check(z.minLength(1), z.maxLength(40))),
  feeBps: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(1000))),
});
export type Listing = z.infer<typeof Listing>;

export type Listed = { conditionId: string; slug: string; tokens: [string, string]; eventId: number };

const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);

export function createListing(ctx: TradingContext, lifecycle: Lifecycle, onListed: (conditionId: string) => void) {
  const nextEvent = ctx.db.prepare<[], { id: number }>('SELECT COALESCE(MAX(id), 0) + 1 AS id FROM events');
  const slugTaken = ctx.db.prepare<[string, string], { n: number }>(
    'SELECT (SELECT COUNT(*) FROM markets WHERE slug = ?) + (SELECT COUNT(*) FROM events WHERE slug = ?) AS n',
  );
  const event = ctx.db.prepare(
    'INSERT INTO events (id, slug, title, category, icon, image, neg_risk, start_date, end_date) VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?)',
  );
  const market = ctx.db.prepare(`
    INSERT INTO markets (condition_id, question_id, event_id, slug, title, icon, image, category, outcome0, outcome1, token0, token1,
                         tick_size, min_order_size, neg_risk, start_date, end_date, archived, price0, fee_bps)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 5000000, 0, ?, ?, 0, ?, ?)`);
  const token = ctx.db.prepare('INSERT INTO tokens (token_id, condition_id, outcome_index) VALUES (?, ?, ?)');
  const point = ctx.db.prepare('INSERT INTO price_points (condition_id, t, p) VALUES (?, ?, ?)');
  const revision = ctx.db.prepare('INSERT INTO revisions (question_id, revision, ts) VALUES (?, ?, ?)');

  function list(input: Listing): Listed {
    const nowS = Math.floor(ctx.nowMs() / 1000);
    const end = Date.parse(`${input.ends}T12:00:00Z`) / 1000;
    if (!Number.isFinite(end) || end <= nowS) throw new TradingError(400, `the end date ${input.ends} must be a day in the future`);
    const price0 = Math.round(Number(input.price ?? '0.5') * MICRO);
    const tick = input.tick ?? '0.01';
    if (price0 % Math.round(Number(tick) * MICRO) !== 0) throw new TradingError(400, `the price ${input.price} is off the tick ${tick}`);
    const slug = slugOf(input.title);
    if (!slug || slugTaken.get(slug, slug)!.n > 0) throw new TradingError(409, `a market or event with the slug ${slug} exists`);
    const questionId = keccak256(stringToBytes(`vantage:listed:${slug}:${nowS}`));
    const conditionId = conditionIdFor(questionId, false);
    const tokens: [string, string] = [tokenIdFor(conditionId, 0), tokenIdFor(conditionId, 1)];
    const [outcome0, outcome1] = input.outcomes ?? ['Yes', 'No'];
    const category = input.category ?? 'Sandbox';
    const icon = '/market-placeholder.svg';
    const eventId = nextEvent.get()!.id;
    ctx.db.transaction(() => {
      event.run(eventId, slug, input.title, category, icon, icon, nowS, end);
      market.run(
        conditionId,
        questionId,
        eventId,
        slug,
        input.title,
        icon,
        icon,
        category,
        outcome0,
        outcome1,
        tokens[0],
        tokens[1],
        tick,
        nowS,
        end,
        price0,
        input.feeBps ?? 0,
      );
      tokens.forEach((t, i) => token.run(t, conditionId, i));
      point.run(conditionId, nowS, price0);
      revision.run(questionId, input.title, nowS);
    })();
    lifecycle.newMarket(conditionId);
    onListed(conditionId);
    return { conditionId, slug, tokens, eventId };
  }

  return { list };
}
