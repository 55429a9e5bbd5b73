import type { Context } from 'hono';
import { getAddress } from 'viem';
import { holdersQuery } from '../../../src/api/data/contract/params-history';
import { holdersV2Query } from '../../../src/api/data/contract/params-v2';
import { isIntArray, readCursor } from '../../http/paging';
import { parseV1Query } from '../../http/v1-query';
import { parseV2, V2ParamError } from '../../http/v2-query';
import type { DataContext } from '../context';
import { valueAtMark } from '../../money/marks';
import { checksum, MICRO, units } from '../shared/wire-values';
import type { HolderRow } from './rows';
import type { MarketsStore } from './store';

const HOLDERS = 'v2/holders';

/** GET /holders: per outcome token of each market, its largest holders (ties by address). */
export function holdersV1(store: MarketsStore) {
  return (c: Context) => {
    const parsed = parseV1Query(c, holdersQuery);
    if (!parsed.ok) return parsed.response;
    const q = parsed.data;
    // a zero balance is not a holding, whatever minBalance says
    const min = Math.max(1, q.minBalance * MICRO);
    const out: { token: string; holders: unknown[] }[] = [];
    for (const market of new Set(q.market!)) {
      const m = store.marketTokens(market);
      if (!m) continue;
      for (const [outcomeIndex, token] of [m.token0, m.token1].entries()) {
        const holders = q.limit === 0 ? [] : store.holdersV1(market, outcomeIndex, min, q.limit);
        out.push({
          token,
          holders: holders.map((h) => ({
            proxyWallet: h.display_address ?? getAddress(h.user),
            bio: h.bio ?? '',
            asset: token,
            pseudonym: h.pseudonym ?? '',
            amount: h.size / MICRO,
            displayUsernamePublic: h.display_username_public === 1,
            outcomeIndex,
            name: h.name ?? '',
            profileImage: h.profile_image ?? '',
            profileImageOptimized: h.profile_image_optimized ?? '',
          })),
        });
      }
    }
    return c.json(out);
  };
}

/** GET /v2/holders: per outcome token, holders by net (or, with include_pnl, gross) balance, in one cursor window. */
export function holdersV2(ctx: DataContext, store: MarketsStore) {
  return (c: Context, raw: Record<string, string>) => {
    // a combo condition id (62 hex digits) is not a market id: the Hash64 rule refuses it
    const q = parseV2(holdersV2Query, raw);
    const conditions = q.condition;
    if (!conditions) throw new V2ParamError("required query param 'condition' not provided", 'condition');
    if (q.include_pnl && conditions.length !== 1)
      throw new V2ParamError('invalid condition: include_pnl=true takes exactly one condition id', 'condition');
    const filters = { condition: conditions.join(','), min_balance: q.min_balance, include_pnl: q.include_pnl };
    // key: [] (the per-token window lives in l/o)
    const cur = readCursor(ctx, q.cursor, HOLDERS, filters, isIntArray(0));
    const limit = cur?.limit ?? q.limit;
    if (q.include_pnl && limit > 100) throw new V2ParamError('invalid limit: at most 100 with include_pnl=true', 'limit');
    const offset = cur?.offset ?? 0;
    const rows = store.holdersV2(conditions);
    const minMicro = Math.round(q.min_balance * MICRO);
    // groups in request order, token 0 before token 1
    const groups = new Map<string, { amount: number; r: HolderRow }[]>();
    for (const id of conditions) {
      const t = rows.find((r) => r.condition_id === id);
      if (t) for (const tok of [t.token0, t.token1]) groups.set(tok, []);
    }
    for (const r of rows) {
      // default: net of the opposite side (a hedged wallet nets to 0); include_pnl: per-side gross
      const amount = q.include_pnl ? r.size : r.size - r.opp_size;
      if (amount < minMicro || amount < 0 || (amount === 0 && minMicro > 0)) continue;
      groups.get(r.asset)?.push({ amount, r });
    }
    let hasMore = false;
    const data: unknown[] = [];
    for (const [token, list] of groups) {
      list.sort((a, b) => b.amount - a.amount || (a.r.user < b.r.user ? -1 : 1));
      const slice = list.slice(offset, offset + limit);
      if (list.length > offset + limit) hasMore = true;
      if (slice.length > 0) data.push({ token_id: token, holders: slice.map((h) => holderWire(h.amount, h.r, q.include_pnl)) });
    }
    // the token groups advance together by one window; the offset lives only behind the cursor
    const next = hasMore && limit > 0 ? ctx.cursors.encode(HOLDERS, filters, { key: [], limit, offset: offset + limit }) : null;
    const pagination = { limit, offset, has_more: hasMore, next_cursor: next };
    return c.json({ data, pagination });
  };
}

function holderWire(amount: number, r: HolderRow, withPnl: boolean) {
  const base = {
    proxy_wallet: r.display_address ?? checksum(r.user),
    bio: r.bio ?? '',
    token_id: r.asset,
    pseudonym: r.pseudonym ?? '',
    amount: units(amount),
    display_username_public: r.display_username_public === 1,
    outcome_index: r.outcome_index,
    name: r.name ?? '',
    profile_image: r.profile_image ?? '',
    profile_image_optimized: r.profile_image_optimized ?? '',
    verified: r.verified === 1,
  };
  if (!withPnl) return base;
  const value = valueAtMark(r.size, r.mark);
  const unrealized = value - r.cost;
  return {
    ...base,
    avg_price: r.size > 0 ? Math.round((r.cost / r.size) * MICRO) / MICRO : 0,
    entry_cost_usdc: units(r.cost),
    current_price: units(r.mark),
    current_value: units(value),
    realized_pnl: units(r.realized_pnl),
    unrealized_pnl: units(unrealized),
    total_pnl: units(r.realized_pnl + unrealized),
  };
}
