import type { z } from 'zod/mini';
import type { Trade } from '../../api/data/contract/schemas-history';
import type { V2Trade } from '../../api/data/contract/schemas-v2';
import { exactProduct } from '../../lib/history-format';

/**
 * One trade as the view uses it, from /v2/trades pages (snake_case) or the v1 full-history walk
 * (camelCase), always seen from the viewed trader's side.
 */
export type TradeRow = {
  timestamp: number;
  side: 'BUY' | 'SELL';
  conditionId: string;
  tokenId: string;
  size: number;
  price: number;
  title: string;
  slug: string;
  icon: string;
  eventSlug: string;
  outcome: string;
  outcomeIndex: number;
  transactionHash: string;
};

export function tradeFromV2(t: z.output<typeof V2Trade>): TradeRow {
  return {
    timestamp: t.timestamp,
    side: t.side,
    conditionId: t.condition_id,
    tokenId: t.token_id,
    size: t.size,
    price: t.price,
    title: t.title,
    slug: t.slug,
    icon: t.icon,
    eventSlug: t.event_slug,
    outcome: t.outcome,
    outcomeIndex: t.outcome_index,
    transactionHash: t.transaction_hash,
  };
}

export function tradeFromV1(t: Trade): TradeRow {
  return {
    timestamp: t.timestamp,
    side: t.side,
    conditionId: t.conditionId,
    tokenId: t.asset,
    size: t.size,
    price: t.price,
    title: t.title,
    slug: t.slug,
    icon: t.icon,
    eventSlug: t.eventSlug,
    outcome: t.outcome,
    outcomeIndex: t.outcomeIndex,
    transactionHash: t.transactionHash,
  };
}

/** What the fill cost or paid: size × price, exact (bigint micro × micro), as decimal text. */
export function tradeAmount(t: Pick<TradeRow, 'size' | 'price'>): string {
  return exactProduct(t.size, t.price);
}

/** The market view of the trade's market; combo trades (62-hex ids) have no single market to open. */
export function tradeMarketHref(t: Pick<TradeRow, 'conditionId'>): string | null {
  return /^0x[0-9a-fA-F]{64}$/.test(t.conditionId) ? `/market/${t.conditionId}` : null;
}
