import type { ActivityType } from '../../api/data/contract/params';
import type { Activity } from '../../api/data/contract/schemas-history';
import type { z } from 'zod/mini';
import type { V2Activity } from '../../api/data/contract/schemas-v2';

/**
 * One activity row as the view uses it, whichever route it came from: /v2/activity pages (snake_case)
 * or the v1 full-history walk (camelCase). Amounts stay the wire's numbers; sums and exports turn
 * them into exact micro units.
 */
export type ActivityRow = {
  timestamp: number;
  type: ActivityType;
  /** '' on rows of no market; the combo condition id (0x + 62 hex) on combo rows. */
  conditionId: string;
  size: number;
  usdcSize: number;
  price: number;
  side: '' | 'BUY' | 'SELL';
  outcome: string;
  outcomeIndex: number;
  title: string;
  slug: string;
  icon: string;
  eventSlug: string;
  tokenId: string;
  transactionHash: string;
  isCombo: boolean;
};

export function activityFromV2(r: z.output<typeof V2Activity>): ActivityRow {
  return {
    timestamp: r.timestamp,
    type: r.type,
    conditionId: r.condition_id,
    size: r.size,
    usdcSize: r.usdc_size,
    price: r.price,
    side: r.side,
    outcome: r.outcome,
    outcomeIndex: r.outcome_index,
    title: r.title,
    slug: r.slug,
    icon: r.icon,
    eventSlug: r.event_slug,
    tokenId: r.token_id,
    transactionHash: r.transaction_hash,
    isCombo: r.is_combo === true,
  };
}

export function activityFromV1(r: Activity): ActivityRow {
  return activityFromV1Sharing(r, (s) => s);
}

/**
 * Rows of a full history. A 177,000-row history holds the same few thousand markets, and JSON gives
 * every row its own copies of a market's title, slugs, icon and ids; here equal strings become one
 * (a pool for this read only, gone when it is done), which shrinks the loaded history's memory.
 */
export function activityRowsFromV1(rows: readonly Activity[]): ActivityRow[] {
  const pool = new Map<string, string>();
  const intern = (s: string) => {
    const known = pool.get(s);
    if (known !== undefined) return known;
    pool.set(s, s);
    return s;
  };
  return rows.map((r) => activityFromV1Sharing(r, intern));
}

function activityFromV1Sharing(r: Activity, intern: (s: string) => string): ActivityRow {
  return {
    timestamp: r.timestamp,
    type: r.type,
    conditionId: intern(r.conditionId),
    size: r.size,
    usdcSize: r.usdcSize,
    price: r.price,
    side: r.side,
    outcome: intern(r.outcome),
    outcomeIndex: r.outcomeIndex,
    title: intern(r.title),
    slug: intern(r.slug),
    icon: intern(r.icon),
    eventSlug: intern(r.eventSlug),
    tokenId: intern(r.asset),
    transactionHash: r.transactionHash,
    isCombo: r.isCombo === true,
  };
}

/** A market the app can open: combo ids (62 hex digits) name no single market. */
export function marketLinkOf(row: Pick<ActivityRow, 'conditionId' | 'isCombo'>): string | null {
  return !row.isCombo && /^0x[0-9a-fA-F]{64}$/.test(row.conditionId) ? `/market/${row.conditionId}` : null;
}
