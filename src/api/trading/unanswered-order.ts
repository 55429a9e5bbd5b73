import type { Hex } from 'viem';
import type { z } from 'zod/mini';
import { ApiError } from '../http';
import { fateUnknown } from '../retry';
import type { ClobTrade, OpenOrder, OrderAnswer, SendOrder } from './contract/schemas-orders';

/*
 * Placing an order when an answer may be lost. A 425, 429 or 503 proves the order was not taken
 * (those are retried before we get here); no answer at all, or a server failure, proves nothing: the
 * order may be on the book. So the order is looked up by its hash (its id on the service) and only
 * an order proven absent is sent again: the same signed body, never a new signature, so even a
 * resend racing a slow first attempt is refused as a duplicate rather than placed twice.
 */

type Order = z.infer<typeof OpenOrder>;
type Trade = z.infer<typeof ClobTrade>;

export type Lookup = {
  order(id: string): Promise<Order>;
  trades(params?: { asset_id?: string; after?: string }): Promise<Trade[]>;
};

export type UnansweredResolution = { outcome: 'found'; orderID: Hex; order?: Order; trades: Trade[] } | { outcome: 'absent'; orderID: Hex };

export type PlaceResult =
  /** the service answered: accepted (success) or, in a batch, refused with its errorMsg */
  | { outcome: 'answered'; orderID: string; answer: OrderAnswer }
  /** the answer was lost, but the service has the order (resting, filled or done) */
  | { outcome: 'found'; orderID: Hex; order?: Order; trades: Trade[] }
  /** the answer was lost and the order is proven not taken, even after resending: safe to try again */
  | { outcome: 'absent'; orderID: Hex; error: ApiError };

/** The clock difference tolerated between this client (the order's timestamp) and the service (trade times). */
const SKEW_S = 300;

/**
 * Whether the service has the order: by id first (resting or done), then among the caller's trades
 * of the token since the order was signed (a filled order the service no longer lists by id).
 */
export async function resolveUnansweredOrder(
  client: Lookup,
  hash: Hex,
  hint: { tokenId?: string; sinceS?: number } = {},
): Promise<UnansweredResolution> {
  const orderID = hash.toLowerCase() as Hex;
  try {
    return { outcome: 'found', orderID, order: await client.order(orderID), trades: [] };
  } catch (e) {
    if (!(e instanceof ApiError && e.status === 404)) throw e;
  }
  const after = hint.sinceS === undefined ? undefined : String(Math.max(0, hint.sinceS - SKEW_S));
  const trades = (await client.trades({ asset_id: hint.tokenId, after })).filter(
    (t) => t.taker_order_id.toLowerCase() === orderID || t.maker_orders.some((m) => m.order_id.toLowerCase() === orderID),
  );
  return trades.length > 0 ? { outcome: 'found', orderID, trades } : { outcome: 'absent', orderID };
}

const duplicated = (message: string) => /is invalid\. Duplicated/i.test(message);

export type PlaceItem = { body: SendOrder; orderID: () => Promise<Hex> };

/**
 * Sends `items` with `post` (one POST /order or one POST /orders), resolving unanswered attempts
 * and resending only what is proven absent, at most `resends` times. One result per item.
 */
export async function placeResolving(
  items: PlaceItem[],
  post: (bodies: SendOrder[]) => Promise<OrderAnswer[]>,
  lookup: Lookup,
  resends: number,
): Promise<PlaceResult[]> {
  const results: (PlaceResult | undefined)[] = items.map(() => undefined);

  /** Looks each one up; records the found ones, answers the indexes still absent. */
  const resolve = async (indexes: number[], cause: ApiError): Promise<Map<number, Hex>> => {
    const absent = new Map<number, Hex>();
    for (const i of indexes) {
      const { body } = items[i]!;
      let r: UnansweredResolution;
      try {
        const sinceS = Math.floor(Number(body.order.timestamp) / 1000);
        r = await resolveUnansweredOrder(lookup, await items[i]!.orderID(), { tokenId: body.order.tokenId, sinceS });
      } catch {
        throw new ApiError(
          0,
          `no answer, and the order could not be looked up: ${cause.message}`,
          'order_unconfirmed',
          undefined,
          cause.url,
        );
      }
      if (r.outcome === 'found') results[i] = r;
      else absent.set(i, r.orderID);
    }
    return absent;
  };

  let pending = items.map((_, i) => i);
  let absent = new Map<number, Hex>();
  let cause: ApiError | undefined;
  for (let round = 0; round <= resends && pending.length > 0; round++) {
    let answers: OrderAnswer[];
    try {
      answers = await post(pending.map((i) => items[i]!.body));
    } catch (e) {
      // after a lost answer, "duplicated" means an earlier attempt got through
      const dup = round > 0 && e instanceof ApiError && e.status === 400 && duplicated(e.message);
      if (!fateUnknown(e) && !dup) throw e;
      cause = e as ApiError;
      absent = await resolve(pending, cause);
      if (dup && absent.size > 0) throw e;
      pending = [...absent.keys()];
      continue;
    }
    const recheck: number[] = [];
    pending.forEach((i, k) => {
      const answer = answers[k]!;
      if (round > 0 && !answer.success && duplicated(answer.errorMsg)) recheck.push(i);
      results[i] = { outcome: 'answered', orderID: answer.orderID, answer };
    });
    if (recheck.length > 0) await resolve(recheck, new ApiError(400, 'duplicated'));
    return results as PlaceResult[];
  }
  for (const [i, orderID] of absent) results[i] ??= { outcome: 'absent', orderID, error: cause! };
  return results as PlaceResult[];
}
